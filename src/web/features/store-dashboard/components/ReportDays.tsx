import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { drawerDifferenceText } from '../../../../shared/cash-drawer';
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

const cents = (dollars: number) => Math.round(dollars * 100);

/** How the day's drawer closed, and who was over or short at their count, in words. */
function drawerLine(day: StoreReportDay): { text: string; alert: boolean } | null {
  const drawer = day.report?.drawer;
  if (!drawer) return null;
  const people = drawer.byPerson
    .filter((p) => cents(p.difference) !== 0)
    .map((p) => `${p.name}: ${drawerDifferenceText(cents(p.difference))}`);
  const text = `Drawer: ${drawerDifferenceText(cents(drawer.difference))}`;
  return { text: people.length > 0 ? `${text} ${people.join(' ')}` : text, alert: drawer.alert };
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
          <DrawerLine day={day} />
        </Paper>
      ))}
    </Stack>
  );
}

function DrawerLine({ day }: { day: StoreReportDay }) {
  const line = drawerLine(day);
  if (!line) return null;
  return (
    <Text fz="xs" c={line.alert ? 'red.8' : 'dimmed'} fw={line.alert ? 600 : undefined}>
      {line.text}
    </Text>
  );
}
