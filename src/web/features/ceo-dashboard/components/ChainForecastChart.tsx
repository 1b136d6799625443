import { LineChart } from '@mantine/charts';
import type { CeoDashboard } from '../../../../shared/ceo-dashboard';
import { formatDay, formatMoney } from '../../../../shared/format';
import { ChartFigure } from '../../../components/ChartFigure';
import {
  chartDayTick,
  chartMoney,
  chartMoneyTick,
  dayTooltipProps,
} from '../../../components/chart-format';

/**
 * The next 14 days' chain revenue between the bounds of its 80% prediction band, drawn as lines:
 * a filled two-value area did not render through the chart kit's area fills.
 */
export function ChainForecastChart({ forecast }: { forecast: CeoDashboard['forecast'] }) {
  const data = forecast.points.map((p) => ({
    date: p.date,
    Forecast: p.revenue,
    Low: p.lower,
    High: p.upper,
  }));
  return (
    <ChartFigure
      label="Chain revenue forecast, next 14 days"
      rows={forecast.points}
      columns={[
        { label: 'Day', value: (p) => formatDay(p.date) },
        { label: 'Forecast', value: (p) => formatMoney(p.revenue) },
        { label: '80% low', value: (p) => formatMoney(p.lower) },
        { label: '80% high', value: (p) => formatMoney(p.upper) },
      ]}
    >
      <LineChart
        h={240}
        data={data}
        dataKey="date"
        series={[
          { name: 'High', label: '80% high', color: 'blue.3', strokeDasharray: '4 4' },
          { name: 'Forecast', color: 'blue.7' },
          { name: 'Low', label: '80% low', color: 'blue.3', strokeDasharray: '4 4' },
        ]}
        curveType="linear"
        withDots={false}
        withLegend
        legendProps={{ verticalAlign: 'bottom', height: 40 }}
        valueFormatter={chartMoney}
        xAxisProps={{ tickFormatter: chartDayTick, minTickGap: 24 }}
        yAxisProps={{ width: 56, tickFormatter: chartMoneyTick }}
        tooltipProps={dayTooltipProps}
        gridAxis="x"
      />
    </ChartFigure>
  );
}
