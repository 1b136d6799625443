import { US_TIME_ZONES } from '../../../../shared/org';
import { localDate } from '../../../../shared/time';

/** Days the list covers when it opens, today included. */
export const DEFAULT_RANGE_DAYS = 30;

function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The last 30 days. A report's business day is its store's date, which can already be tomorrow
 * for a manager a few zones west of the store, so "today" is the latest date of any store zone.
 */
export function defaultRange(
  now: Date,
  ownZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
): { from: string; to: string } {
  const zones = [ownZone, ...US_TIME_ZONES];
  const to = zones
    .map((zone) => localDate(now, zone))
    .sort()
    .at(-1)!;
  return { from: addDays(to, 1 - DEFAULT_RANGE_DAYS), to };
}
