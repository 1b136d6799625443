import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReportTotals } from '../../../../shared/daily-reports';
import { formatCents } from '../../../../shared/format';

/** Payment total, gross and net of a report (cents), as a labelled list. */
export function ReportTotalsList({ totals, label }: { totals: ReportTotals; label: string }) {
  const rows = [
    ['Payment total', totals.paymentTotal],
    ['Gross total', totals.grossTotal],
    ['Net sales', totals.netSales],
  ] as const;
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0" aria-label={label} role="group">
      <Stack gap={6} component="dl" m={0}>
        {rows.map(([name, cents]) => (
          <Group key={name} justify="space-between" wrap="nowrap" gap="sm">
            <Text component="dt" fw={name === 'Net sales' ? 700 : 500}>
              {name}
            </Text>
            <Text component="dd" m={0} fw={700} fz={name === 'Net sales' ? 'lg' : undefined}>
              {formatCents(cents)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
