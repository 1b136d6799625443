import {
  APPOINTMENT_STATUSES,
  type AppointmentDayCounts,
  type AppointmentStatus,
} from '../../../shared/appointments';

export type StoreDayCount = {
  storeId: string;
  name: string;
  total: number;
  byStatus: Record<AppointmentStatus, number>;
};

/**
 * One day of the counts answer as the calendar shows it: the stores with any appointment, most
 * first (then by name), each with its count per status, and the day's total.
 */
export function storeCountsOfDay(
  day: AppointmentDayCounts | undefined,
  storeIds: readonly string[],
  names: ReadonlyMap<string, string>,
): { total: number; stores: StoreDayCount[] } {
  if (!day) return { total: 0, stores: [] };
  const stores = storeIds
    .map((storeId, i) => {
      const byStatus = Object.fromEntries(
        APPOINTMENT_STATUSES.map((status) => [status, day[status][i] ?? 0]),
      ) as Record<AppointmentStatus, number>;
      const total = APPOINTMENT_STATUSES.reduce((sum, status) => sum + byStatus[status], 0);
      // A store just moved out of reach still counts, under a name that says so.
      return { storeId, name: names.get(storeId) ?? 'Another store', total, byStatus };
    })
    .filter((store) => store.total > 0)
    .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
  return { total: stores.reduce((sum, store) => sum + store.total, 0), stores };
}
