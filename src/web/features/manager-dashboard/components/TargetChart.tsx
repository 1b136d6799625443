import { BarChart } from '@mantine/charts';
import { formatMoney } from '../../../../shared/format';
import type { ManagerStoreRow } from '../../../../shared/manager-dashboard';
import { ChartFigure } from '../../../components/ChartFigure';
import { chartMoney, chartMoneyTick } from '../../../components/chart-format';

/** Each store's week beside its target: who is ahead shows at a glance. */
export function TargetChart({ rows }: { rows: ManagerStoreRow[] }) {
  return (
    <ChartFigure
      label="This week against target by store"
      rows={rows}
      columns={[
        { label: 'Store', value: (r) => r.storeName },
        { label: 'This week, today so far', value: (r) => formatMoney(r.revenueWeek) },
        {
          label: 'Target',
          value: (r) => (r.weekTarget === null ? 'No target' : formatMoney(r.weekTarget)),
        },
      ]}
    >
      <BarChart
        h={Math.max(160, rows.length * 56)}
        data={rows.map((r) => ({
          store: r.storeName,
          'This week': r.revenueWeek,
          Target: r.weekTarget ?? 0,
        }))}
        dataKey="store"
        orientation="vertical"
        series={[
          // The week ends with today, whose takings are so far; the target is of whole weeks.
          { name: 'This week', label: 'This week, today so far', color: 'blue.6' },
          { name: 'Target', color: 'gray.4' },
        ]}
        valueFormatter={chartMoney}
        xAxisProps={{ tickFormatter: chartMoneyTick }}
        yAxisProps={{ width: 96 }}
        withLegend
        gridAxis="x"
      />
    </ChartFigure>
  );
}
