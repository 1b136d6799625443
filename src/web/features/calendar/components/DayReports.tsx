import { Text } from '@mantine/core';
import type { ReconciledReport } from '../../../../shared/daily-reports';
import type { Store } from '../../../../shared/org';

type Props = { day: string; today: boolean; stores: Store[]; reports: ReconciledReport[] };

/**
 * Which stores filed their daily sales report for a day, and which have not. Today's report is
 * filed at closing, so an unfiled one is "not yet filed" until the day is over.
 */
export function DayReports({ day, today, stores, reports }: Props) {
  const filed = new Set(reports.filter((r) => r.businessDate === day).map((r) => r.storeId));
  const missing = stores.filter((s) => !filed.has(s.id));
  return (
    <Text fz="xs" c={missing.length === 0 ? 'teal' : today ? 'dimmed' : 'orange'}>
      Daily reports: {filed.size} filed
      {missing.length > 0 &&
        `, ${today ? 'not yet filed' : 'missing'}: ${missing.map((s) => s.name).join(', ')}`}
    </Text>
  );
}
