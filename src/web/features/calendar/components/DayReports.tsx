import { Text } from '@mantine/core';
import type { ReconciledReport } from '../../../../shared/daily-reports';
import type { Store } from '../../../../shared/org';

type Props = { day: string; stores: Store[]; reports: ReconciledReport[] };

/** Which stores filed their daily sales report for a day, and which have not. */
export function DayReports({ day, stores, reports }: Props) {
  const filed = new Set(reports.filter((r) => r.businessDate === day).map((r) => r.storeId));
  const missing = stores.filter((s) => !filed.has(s.id));
  return (
    <Text fz="xs" c={missing.length > 0 ? 'orange' : 'teal'}>
      Daily reports: {filed.size} filed
      {missing.length > 0 && `, missing ${missing.map((s) => s.name).join(', ')}`}
    </Text>
  );
}
