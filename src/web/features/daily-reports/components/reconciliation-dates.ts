import { addDays, localDate } from '../../../../shared/time';

/** Days the list covers when it opens, today included. */
export const DEFAULT_RANGE_DAYS = 30;

/**
 * The last 30 days, ending today on the viewer's own calendar: the dates a person reads in the
 * filter are their own, never a day that has not begun where they sit.
 */
export function defaultRange(
  now: Date,
  ownZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
): { from: string; to: string } {
  const to = localDate(now, ownZone);
  return { from: addDays(to, 1 - DEFAULT_RANGE_DAYS), to };
}
