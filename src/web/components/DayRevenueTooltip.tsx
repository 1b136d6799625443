import { Paper, Text } from '@mantine/core';
import type { DayRevenue } from '../../shared/day-revenue';
import { chartMoney } from './chart-format';
import { formatDay } from '../../shared/format';
import { dayRevenueTip } from './day-revenue';

/** A revenue chart's tooltip: the day, the exact amount, and "Today so far" on a partial day. */
export function DayRevenueTooltip({ days, date }: { days: readonly DayRevenue[]; date: unknown }) {
  const tip = dayRevenueTip(days, date);
  if (!tip) return null;
  return (
    <Paper withBorder shadow="sm" p="xs" radius="md" fz="sm">
      <Text fw={700} fz="sm">
        {formatDay(tip.date)}
      </Text>
      <Text fz="sm">Revenue {chartMoney(tip.revenue)}</Text>
      {tip.note && (
        <Text fz="xs" c="dimmed">
          {tip.note}
        </Text>
      )}
    </Paper>
  );
}
