import { LineChart } from '@mantine/charts';
import type { CeoDashboard } from '../../../../shared/ceo-dashboard';
import { chartDayTick, chartMoney, chartMoneyTick } from '../../../components/chart-format';
import { ChartFigure } from '../../../components/ChartFigure';
import {
  CLOSED_SERIES,
  DAY_REVENUE_COLUMNS,
  PARTIAL_SERIES,
  revenueLineRows,
  type RevenueRow,
} from '../../../components/day-revenue';
import { DayRevenueTooltip } from '../../../components/DayRevenueTooltip';

type DotProps = { cx?: number; cy?: number; index?: number; stroke?: string; payload?: RevenueRow };

/** The dashed line's dots: the partial days only, as the day it starts from has the solid one's. */
function partialDot({ cx, cy, index, stroke, payload }: DotProps) {
  return payload?.partial ? (
    <circle key={index} cx={cx} cy={cy} r={3} fill={stroke} stroke={stroke} />
  ) : (
    <g key={index} />
  );
}

/** The chain's revenue on each day of the period; a day not over yet goes on as a dashed line. */
export function DailyRevenueChart({ daily }: { daily: CeoDashboard['daily'] }) {
  const withDots = daily.length <= 31;
  return (
    <ChartFigure label="Daily revenue" rows={daily} columns={DAY_REVENUE_COLUMNS}>
      <LineChart
        h={240}
        data={revenueLineRows(daily)}
        dataKey="date"
        series={[
          { name: CLOSED_SERIES, color: 'blue.6' },
          { name: PARTIAL_SERIES, color: 'blue.6', strokeDasharray: '5 4' },
        ]}
        curveType="linear"
        withDots={withDots}
        lineProps={(s) => (withDots && s.name === PARTIAL_SERIES ? { dot: partialDot } : {})}
        withLegend={daily.some((d) => d.partial)}
        legendProps={{ verticalAlign: 'bottom', height: 40 }}
        valueFormatter={chartMoney}
        xAxisProps={{ tickFormatter: chartDayTick, minTickGap: 24 }}
        yAxisProps={{ width: 56, tickFormatter: chartMoneyTick }}
        tooltipProps={{ content: ({ label }) => <DayRevenueTooltip days={daily} date={label} /> }}
        gridAxis="x"
      />
    </ChartFigure>
  );
}
