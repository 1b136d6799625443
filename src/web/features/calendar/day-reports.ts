import { businessDateAt } from '../../../shared/business-day';
import { storeOpenedOn } from '../../../shared/org';

type StoreLike = {
  id: string;
  name: string;
  createdAt: string;
  timezone: string;
  businessDayEndHour: number;
};

/** The ids of the stores whose report for a day is in, or null when that day is not known. */
export type FiledOn = (day: string) => ReadonlySet<string> | null;

/** Nothing known about any day: the viewer has no source it may read, or it is still loading. */
export const UNKNOWN: FiledOn = () => null;

/**
 * The filed reports of a range, by day. The list comes newest first and stops at its limit:
 * when it is full, its oldest day may be cut short, so that day and those before are unknown.
 */
export function filedFromList(
  reports: readonly { storeId: string; businessDate: string }[],
  full: boolean,
): FiledOn {
  const byDay = new Map<string, Set<string>>();
  for (const r of reports)
    byDay.set(r.businessDate, (byDay.get(r.businessDate) ?? new Set()).add(r.storeId));
  const cut = full ? reports.at(-1)?.businessDate : undefined;
  return (day) => (cut !== undefined && day <= cut ? null : (byDay.get(day) ?? new Set()));
}

/** One store's today only, from whether its report for that day is in (check-today). */
export function filedToday(storeId: string, businessDate: string, submitted: boolean): FiledOn {
  return (day) => (day !== businessDate ? null : new Set(submitted ? [storeId] : []));
}

export type DayReportState<S> = { filed: S[]; notFiled: S[] };

/**
 * Which stores filed a day's report and which have not, or null when there is nothing true to
 * say. A store is expected to report only from its opening day; one that did file counts anyway.
 */
export function dayReportState<S extends StoreLike>(
  day: string,
  stores: readonly S[],
  filedOn: FiledOn,
): DayReportState<S> | null {
  const filed = filedOn(day);
  if (!filed) return null;
  const expected = stores.filter((s) => filed.has(s.id) || storeOpenedOn(s) <= day);
  if (expected.length === 0) return null;
  return {
    filed: expected.filter((s) => filed.has(s.id)),
    notFiled: expected.filter((s) => !filed.has(s.id)),
  };
}

/**
 * The stores that have not filed a day's report, split by whether that business day is the one
 * still open for them at `now` (its report is filed at closing: "not yet filed") or over
 * ("missing"); a business day that has not begun for a store expects nothing of it yet. At
 * 12:20 AM a store whose day ends at 5:00 AM is still in yesterday's business day.
 */
export function unfiledByState<S extends StoreLike>(
  day: string,
  notFiled: readonly S[],
  now: Date,
): { pending: S[]; missing: S[] } {
  const current = (s: S) => businessDateAt(now, s);
  return {
    pending: notFiled.filter((s) => day === current(s)),
    missing: notFiled.filter((s) => day < current(s)),
  };
}
