import { BarChart } from '@mantine/charts';
import { formatWeekday } from '../../../../shared/format';
import type { StoreDashboard } from '../../../../shared/store-dashboard';
import { chartMoney, chartMoneyTick, dayTooltipProps } from '../../../components/chart-format';

/** The week's revenue day by day: a glance shows which days carried it. */
export function WeekRevenueChart({ days }: { days: StoreDashboard['weekByDay'] }) {
  return (
    <BarChart
      h={200}
      data={days.map((d) => ({ date: d.date, Revenue: d.revenue }))}
      dataKey="date"
      aria-label="Revenue by day this week"
      series={[{ name: 'Revenue', color: 'blue.6' }]}
      valueFormatter={chartMoney}
      xAxisProps={{ tickFormatter: (date: string) => formatWeekday(date, 'short') }}
      yAxisProps={{ width: 56, tickFormatter: chartMoneyTick }}
      tooltipProps={dayTooltipProps}
      gridAxis="y"
    />
  );
}
