import { BarChart } from '@mantine/charts';
import { formatWeekday } from '../../../../shared/format';
import type { StoreDashboard } from '../../../../shared/store-dashboard';
import { chartMoney, chartMoneyTick, partialBarProps } from '../../../components/chart-format';
import { ChartFigure } from '../../../components/ChartFigure';
import {
  CLOSED_SERIES,
  DAY_REVENUE_COLUMNS,
  PARTIAL_SERIES,
  revenueBarRows,
} from '../../../components/day-revenue';
import { DayRevenueTooltip } from '../../../components/DayRevenueTooltip';

/**
 * The week's revenue day by day: a glance shows which days carried it. Today's bar is the day so
 * far, drawn lighter with a dashed edge so a morning's small figure is not read as a bad day.
 */
export function WeekRevenueChart({ days }: { days: StoreDashboard['weekByDay'] }) {
  return (
    <ChartFigure label="Revenue by day this week" rows={days} columns={DAY_REVENUE_COLUMNS}>
      <BarChart
        h={200}
        data={revenueBarRows(days)}
        dataKey="date"
        series={[
          { name: CLOSED_SERIES, color: 'blue.6', stackId: 'day' },
          { name: PARTIAL_SERIES, color: 'blue.6', stackId: 'day' },
        ]}
        barProps={(s) => (s.name === PARTIAL_SERIES ? partialBarProps : {})}
        valueFormatter={chartMoney}
        xAxisProps={{ tickFormatter: (date: string) => formatWeekday(date, 'short') }}
        yAxisProps={{ width: 56, tickFormatter: chartMoneyTick }}
        tooltipProps={{ content: ({ label }) => <DayRevenueTooltip days={days} date={label} /> }}
        gridAxis="y"
      />
    </ChartFigure>
  );
}
