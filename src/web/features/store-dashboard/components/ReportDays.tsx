import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { formatDay, formatMoney } from '../../../../shared/format';
import type { StoreReportDay } from '../../../../shared/store-dashboard';

function DayBadge({ day }: { day: StoreReportDay }) {
  if (!day.report)
    return (
      <Badge color="gray" variant="outline">
        Not submitted
      </Badge>
    );
  return day.report.hasDifferences ? (
    <Badge color="red" variant="filled">
      Differences
    </Badge>
  ) : (
    <Badge color="teal" variant="light">
      Matches
    </Badge>
  );
}

/** A reported line that differs from the recording, in words: reported minus recorded. */
function differences(day: StoreReportDay): string[] {
  if (!day.report) return [];
  const r = day.report.reconciliation;
  const named = [
    ['Repair revenue', r.repairRevenue],
    ['Device sales', r.deviceSales],
    ['Buyback payouts', r.buybackPayouts],
  ] as const;
  return named
    .filter(([, line]) => Math.round(line.difference * 100) !== 0)
    .map(
      ([label, line]) =>
        `${label} ${line.difference > 0 ? 'over' : 'short'} by ${formatMoney(Math.abs(line.difference))}`,
    );
}

/** The last 7 business days: what was recorded, and whether the filed report agrees. */
export function ReportDays({ days }: { days: StoreReportDay[] }) {
  return (
    <Stack gap="xs">
      {days.map((day) => (
        <Paper
          key={day.businessDate}
          withBorder
          radius="md"
          p="sm"
          data-testid="report-day"
          aria-label={`Business day ${formatDay(day.businessDate)}`}
        >
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text fw={700} fz="sm">
              {formatDay(day.businessDate)}
            </Text>
            <DayBadge day={day} />
          </Group>
          <Text fz="xs" c="dimmed">
            Recorded: repairs {formatMoney(day.recorded.repairRevenue)} · devices{' '}
            {formatMoney(day.recorded.deviceSales)} · buybacks {formatMoney(day.recorded.buybacks)}
          </Text>
          {differences(day).map((d) => (
            <Text key={d} fz="xs" c="red.8" fw={600}>
              {d}
            </Text>
          ))}
        </Paper>
      ))}
    </Stack>
  );
}
