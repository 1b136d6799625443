import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { ReconciliationEntry } from '../../../../shared/daily-reports';
import { formatMoney } from '../../../../shared/format';
import classes from '../../../components/list.module.css';
import {
  businessDay,
  COUNTED_LINES,
  DIFFERENCE_COLOR,
  DifferenceCue,
  differs,
  MatchBadge,
  RECONCILED_LINES,
  submittedText,
  drawerDetail,
  DrawerCue,
} from './ReconciliationLine';
import { ReportActions } from './ReportActions';
import { ReportChangeNote } from './ReportChangeNote';

/** Cash, card, finance, taxes and refunds in one cell: each named with its gap, if any. */
function CountedLines({ report }: { report: ReconciliationEntry }) {
  return (
    <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {COUNTED_LINES.map(({ key, label }) => {
        const line = report.reconciliation[key];
        return (
          <Group
            key={key}
            component="li"
            gap={6}
            wrap="nowrap"
            bg={differs(line) ? `${DIFFERENCE_COLOR}.0` : undefined}
            title={`Reported ${formatMoney(line.reported)}, recorded ${formatMoney(line.recorded)}`}
          >
            <Text fz="sm" fw={600}>
              {label}
            </Text>
            <DifferenceCue line={line} />
          </Group>
        );
      })}
      <Group
        component="li"
        gap={6}
        wrap="wrap"
        bg={report.drawer?.alert ? `${DIFFERENCE_COLOR}.0` : undefined}
      >
        <Text fz="sm" fw={600}>
          Drawer
        </Text>
        <DrawerCue drawer={report.drawer} />
        {report.drawer && (
          <Text fz="xs" c="dimmed">
            {drawerDetail(report.drawer)}
          </Text>
        )}
      </Group>
    </Stack>
  );
}

/** On a wide screen one row per report: each line's cell holds reported, recorded and the gap. */
export function ReconciliationTable({ reports }: { reports: ReconciliationEntry[] }) {
  return (
    <Paper withBorder radius="lg" p={0} className={classes.tableFrame}>
      <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="Reconciled reports">
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th>Report</Table.Th>
            {RECONCILED_LINES.map(({ key, label }) => (
              <Table.Th key={key}>{label}</Table.Th>
            ))}
            <Table.Th>Money counted</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {reports.map((report) => (
            <Table.Tr key={report.id}>
              <Table.Td>
                <Text fz="sm" fw={700}>
                  {report.storeName}
                </Text>
                <Text fz="sm">Business day {businessDay(report)}</Text>
                <Text fz="xs" c="dimmed">
                  {submittedText(report)}
                </Text>
                <ReportChangeNote report={report} />
              </Table.Td>
              {RECONCILED_LINES.map(({ key }) => {
                const line = report.reconciliation[key];
                return (
                  <Table.Td key={key} bg={differs(line) ? `${DIFFERENCE_COLOR}.0` : undefined}>
                    <Text fz="sm">Reported {formatMoney(line.reported)}</Text>
                    <Text fz="sm">Recorded {formatMoney(line.recorded)}</Text>
                    <DifferenceCue line={line} />
                  </Table.Td>
                );
              })}
              <Table.Td>
                <CountedLines report={report} />
              </Table.Td>
              <Table.Td>
                <Stack gap="xs" align="flex-start">
                  <MatchBadge report={report} />
                  <ReportActions report={report} />
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
