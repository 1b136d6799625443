import { Text } from '@mantine/core';
import type { Store } from '../../../../shared/org';
import { dayReportState, type FiledOn } from '../day-reports';

type Props = { day: string; today: boolean; stores: Store[]; filedOn: FiledOn };

/**
 * Which stores filed their daily sales report for a day, and which have not; nothing when the
 * viewer may not know. Today's report is filed at closing, so an unfiled one is "not yet filed"
 * until the day is over.
 */
export function DayReports({ day, today, stores, filedOn }: Props) {
  const state = dayReportState(day, stores, filedOn);
  if (!state) return null;
  const { filed, notFiled } = state;
  return (
    <Text
      fz="xs"
      c={notFiled.length === 0 ? 'teal' : today ? 'dimmed' : 'orange'}
      data-testid="day-reports"
    >
      Daily reports: {filed.length} filed
      {notFiled.length > 0 &&
        `, ${today ? 'not yet filed' : 'missing'}: ${notFiled.map((s) => s.name).join(', ')}`}
    </Text>
  );
}
