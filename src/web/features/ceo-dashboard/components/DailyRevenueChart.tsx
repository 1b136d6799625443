import { LineChart } from '@mantine/charts';
import type { CeoDashboard } from '../../../../shared/ceo-dashboard';
import { compactMoney, shortDate } from './figure-text';

/** The chain's revenue on each day of the period. */
export function DailyRevenueChart({ daily }: { daily: CeoDashboard['daily'] }) {
  return (
    <LineChart
      h={240}
      data={daily.map((d) => ({ date: d.date, Revenue: d.revenue }))}
      dataKey="date"
      aria-label="Daily revenue chart"
      series={[{ name: 'Revenue', color: 'blue.6' }]}
      curveType="linear"
      withDots={daily.length <= 31}
      valueFormatter={(v) => compactMoney.format(v)}
      xAxisProps={{ tickFormatter: shortDate, minTickGap: 24 }}
      yAxisProps={{ width: 56 }}
      gridAxis="x"
    />
  );
}
