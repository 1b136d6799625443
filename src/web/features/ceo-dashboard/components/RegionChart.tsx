import { BarChart } from '@mantine/charts';
import type { RegionFigures } from '../../../../shared/ceo-dashboard';
import { compactMoney } from './figure-text';

/** Revenue and buyback spend of each region, side by side. */
export function RegionChart({ regions }: { regions: RegionFigures[] }) {
  const data = regions.map((r) => ({
    region: r.regionName,
    Revenue: r.revenue,
    'Buyback spend': r.buybackSpend,
  }));
  return (
    <BarChart
      h={260}
      data={data}
      dataKey="region"
      aria-label="Revenue by region chart"
      series={[
        { name: 'Revenue', color: 'blue.6' },
        { name: 'Buyback spend', color: 'orange.5' },
      ]}
      withLegend
      legendProps={{ verticalAlign: 'bottom', height: 40 }}
      valueFormatter={(v) => compactMoney.format(v)}
      yAxisProps={{ width: 56 }}
      gridAxis="y"
    />
  );
}
