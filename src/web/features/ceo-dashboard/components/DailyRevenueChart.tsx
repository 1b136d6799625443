import { LineChart } from '@mantine/charts';
import type { CeoDashboard } from '../../../../shared/ceo-dashboard';
import {
  chartDayTick,
  chartMoney,
  chartMoneyTick,
  dayTooltipProps,
} from '../../../components/chart-format';

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
      valueFormatter={chartMoney}
      xAxisProps={{ tickFormatter: chartDayTick, minTickGap: 24 }}
      yAxisProps={{ width: 56, tickFormatter: chartMoneyTick }}
      tooltipProps={dayTooltipProps}
      gridAxis="x"
    />
  );
}
