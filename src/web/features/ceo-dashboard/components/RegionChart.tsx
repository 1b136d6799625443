import { BarChart } from '@mantine/charts';
import type { RegionFigures } from '../../../../shared/ceo-dashboard';
import { formatMoney } from '../../../../shared/format';
import { ChartFigure } from '../../../components/ChartFigure';
import { chartMoney, chartMoneyTick } from '../../../components/chart-format';

/** Revenue and buyback spend of each region, side by side. */
export function RegionChart({ regions }: { regions: RegionFigures[] }) {
  const data = regions.map((r) => ({
    region: r.regionName,
    Revenue: r.revenue,
    'Buyback spend': r.buybackSpend,
  }));
  return (
    <ChartFigure
      label="Revenue and buyback spend by region"
      rows={regions}
      columns={[
        { label: 'Region', value: (r) => r.regionName },
        { label: 'Revenue', value: (r) => formatMoney(r.revenue) },
        { label: 'Buyback spend', value: (r) => formatMoney(r.buybackSpend) },
      ]}
    >
      <BarChart
        h={260}
        data={data}
        dataKey="region"
        series={[
          { name: 'Revenue', color: 'blue.6' },
          { name: 'Buyback spend', color: 'orange.5' },
        ]}
        withLegend
        legendProps={{ verticalAlign: 'bottom', height: 40 }}
        valueFormatter={chartMoney}
        yAxisProps={{ width: 56, tickFormatter: chartMoneyTick }}
        gridAxis="y"
      />
    </ChartFigure>
  );
}
