import { businessDayStart, type StoreDay } from '../../../shared/business-day';

/** `date` (YYYY-MM-DD) moved by `n` calendar days. */
export function addDays(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** The `count` calendar dates ending with `last`, oldest first. */
export function dateRange(last: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(last, i - count + 1));
}

/** The starts (UTC ISO) of a store's business days `dates`, then the end of the last one. */
export function businessDayEdges(dates: string[], store: StoreDay): string[] {
  return [...dates, addDays(dates[dates.length - 1]!, 1)].map((d) =>
    businessDayStart(d, store).toISOString(),
  );
}

/**
 * Sorts instants into a store's business days `dates`, each placed by a binary search over the
 * days' edges, not a time-zone lookup.
 */
export function dayBuckets(dates: string[], store: StoreDay) {
  const edges = businessDayEdges(dates, store);
  /** Index into `dates` of the day holding `at`, or -1 outside them. */
  return (at: string): number => {
    if (at < edges[0]! || at >= edges[edges.length - 1]!) return -1;
    let lo = 0;
    let hi = edges.length - 1;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (at >= edges[mid]!) lo = mid;
      else hi = mid;
    }
    return lo;
  };
}
