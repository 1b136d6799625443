import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReconciliationEntry } from '../../../../shared/daily-reports';
import { formatMoney } from '../../../../shared/format';
import {
  businessDay,
  COUNTED_LINES,
  DIFFERENCE_COLOR,
  DifferenceCue,
  differs,
  drawerDetail,
  DrawerCue,
  MatchBadge,
  RECONCILED_LINES,
  submittedText,
} from './ReconciliationLine';
import { ReportActions } from './ReportActions';
import { ReportChangeNote } from './ReportChangeNote';

function ReportCard({ report }: { report: ReconciliationEntry }) {
  const title = `${report.storeName}, ${businessDay(report)}`;
  return (
    <Paper withBorder radius="lg" p="md" component="article" aria-label={title}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={0} miw={0}>
          <Text fw={700}>{report.storeName}</Text>
          <Text fz="sm">Business day {businessDay(report)}</Text>
        </Stack>
        <MatchBadge report={report} />
      </Group>
      <Text fz="xs" c="dimmed" mt={4}>
        {submittedText(report)}
      </Text>
      <ReportChangeNote report={report} />
      <Stack gap="xs" mt="sm" mb={0} p={0} component="ul" style={{ listStyle: 'none' }}>
        {[...RECONCILED_LINES, ...COUNTED_LINES].map(({ key, label }) => {
          const line = report.reconciliation[key];
          const off = differs(line);
          return (
            <Box
              key={key}
              component="li"
              p="xs"
              bg={off ? `${DIFFERENCE_COLOR}.0` : 'gray.0'}
              bdrs="md"
              style={{
                borderLeft: `4px solid var(--mantine-color-${off ? `${DIFFERENCE_COLOR}-6` : 'gray-3'})`,
              }}
            >
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Text fz="sm" fw={600}>
                  {label}
                </Text>
                <DifferenceCue line={line} />
              </Group>
              <Text fz="xs" c="dimmed">
                Reported {formatMoney(line.reported)} · Recorded {formatMoney(line.recorded)}
              </Text>
            </Box>
          );
        })}
        <Box
          component="li"
          p="xs"
          bg={report.drawer?.alert ? `${DIFFERENCE_COLOR}.0` : 'gray.0'}
          bdrs="md"
          style={{
            borderLeft: `4px solid var(--mantine-color-${report.drawer?.alert ? `${DIFFERENCE_COLOR}-6` : 'gray-3'})`,
          }}
        >
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text fz="sm" fw={600}>
              Cash drawer
            </Text>
            <DrawerCue drawer={report.drawer} />
          </Group>
          <Text fz="xs" c="dimmed">
            {drawerDetail(report.drawer)}
          </Text>
        </Box>
      </Stack>
      <Box mt="sm">
        <ReportActions report={report} />
      </Box>
    </Paper>
  );
}

/** On a phone each report is a card: its lines stacked, the differing ones marked. */
export function ReconciliationCards({ reports }: { reports: ReconciliationEntry[] }) {
  return (
    <Stack gap="sm">
      {reports.map((r) => (
        <ReportCard key={r.id} report={r} />
      ))}
    </Stack>
  );
}
