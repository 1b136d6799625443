import { Text } from '@mantine/core';
import type { Store } from '../../../../shared/org';
import { dayReportState, unfiledByState, type FiledOn } from '../day-reports';

type Props = { day: string; now: Date; stores: Store[]; filedOn: FiledOn };

const names = (stores: readonly Store[]) => stores.map((s) => s.name).join(', ');

/**
 * Which stores filed their daily sales report for a day, and which have not; nothing when the
 * viewer may not know. A report is filed at closing, so an unfiled one is "not yet filed" while
 * that store's business day is open (past midnight until the hour it ends), "missing" after.
 */
export function DayReports({ day, now, stores, filedOn }: Props) {
  const state = dayReportState(day, stores, filedOn);
  if (!state) return null;
  const { filed, notFiled } = state;
  const { pending, missing } = unfiledByState(day, notFiled, now);
  if (filed.length + pending.length + missing.length === 0) return null;
  return (
    <Text
      fz="xs"
      c={missing.length > 0 ? 'orange' : pending.length > 0 ? 'dimmed' : 'teal'}
      data-testid="day-reports"
    >
      Daily reports: {filed.length} filed
      {pending.length > 0 && `, not yet filed: ${names(pending)}`}
      {missing.length > 0 && `, missing: ${names(missing)}`}
    </Text>
  );
}
