import { AreaChart } from '@mantine/charts';
import type { CeoDashboard } from '../../../../shared/ceo-dashboard';
import { compactMoney, shortDate } from './figure-text';

/** The next 14 days' chain revenue inside its 80% prediction band. */
export function ChainForecastChart({ forecast }: { forecast: CeoDashboard['forecast'] }) {
  const data = forecast.points.map((p) => ({
    date: p.date,
    Forecast: p.revenue,
    // recharts draws a two-value area as a band between them.
    Range: [p.lower, p.upper] as [number, number],
  }));
  return (
    <AreaChart
      h={240}
      data={data}
      dataKey="date"
      aria-label="Chain revenue forecast chart"
      series={[
        { name: 'Range', label: '80% range', color: 'blue.2' },
        { name: 'Forecast', color: 'blue.6', strokeDasharray: '5 4' },
      ]}
      curveType="linear"
      withDots={false}
      withLegend
      withTooltip={false}
      legendProps={{ verticalAlign: 'bottom', height: 40 }}
      // Mantine fills every area through one gradient of this opacity; only the band keeps it.
      fillOpacity={0.6}
      areaProps={(s) => (s.name === 'Range' ? { strokeWidth: 0 } : { fillOpacity: 0 })}
      xAxisProps={{ tickFormatter: shortDate, minTickGap: 24 }}
      yAxisProps={{ width: 56, tickFormatter: (v: number) => compactMoney.format(v) }}
      gridAxis="x"
    />
  );
}
