import { BarChart } from '@mantine/charts';
import type { ManagerStoreRow } from '../../../../shared/manager-dashboard';
import { chartMoney, chartMoneyTick } from '../../../components/chart-format';

/** Each store's week beside its target: who is ahead shows at a glance. */
export function TargetChart({ rows }: { rows: ManagerStoreRow[] }) {
  return (
    <BarChart
      h={Math.max(160, rows.length * 56)}
      data={rows.map((r) => ({
        store: r.storeName,
        'This week': r.revenueWeek,
        Target: r.weekTarget ?? 0,
      }))}
      dataKey="store"
      orientation="vertical"
      aria-label="This week against target by store"
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
  );
}
