import { BarChart } from '@mantine/charts';
import { formatMoney } from '../../../../shared/format';
import type { StoreDashboard } from '../../../../shared/store-dashboard';

const weekday = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' });

/** The week's revenue day by day: a glance shows which days carried it. */
export function WeekRevenueChart({ days }: { days: StoreDashboard['weekByDay'] }) {
  return (
    <BarChart
      h={200}
      data={days.map((d) => ({ day: weekday(d.date), Revenue: d.revenue }))}
      dataKey="day"
      aria-label="Revenue by day this week"
      series={[{ name: 'Revenue', color: 'blue.6' }]}
      valueFormatter={(v) => formatMoney(v)}
      yAxisProps={{ width: 64 }}
      gridAxis="y"
    />
  );
}
