import { sql, type JoinBuilder } from 'kysely';
import { businessDayStart, type StoreDay } from '../../shared/business-day';

/**
 * A half-open range [start, end) of ISO instants in one store: a business day, a week. A window
 * made of whole business days says which (`days`: from, inclusive, to, exclusive), and is then
 * answered from the store's day summaries (store-days/) instead of the rows of the period.
 */
export type StoreWindow = {
  storeId: string;
  start: string;
  end: string;
  days?: { from: string; to: string };
};

/** The store's business days from `from` up to, not including, `toExclusive` (YYYY-MM-DD). */
export function businessDaysWindow(
  store: StoreDay & { id: string },
  from: string,
  toExclusive: string,
): StoreWindow {
  return {
    storeId: store.id,
    start: businessDayStart(from, store).toISOString(),
    end: businessDayStart(toExclusive, store).toISOString(),
    days: { from, to: toExclusive },
  };
}

/** The columns of windowRows: the window's position, its store, its start and its end. */
type WindowRow = { column1: number | string; column2: string; column3: string; column4: string };

/**
 * Many stores' windows as a table `w` (position, store, start, end) to join store rows against,
 * so one grouped query answers for every window instead of one query per store and window. Both
 * dialects name a VALUES list's columns column1, column2, …; PostgreSQL reads them all as text,
 * so the position comes back as a string there. Callers pass at least one window. A window of
 * business days gives its dates as start and end when `byDate` is set, to join day summaries.
 */
export function windowRows(windows: StoreWindow[], byDate = false) {
  const rows = windows.map((w, i) =>
    byDate
      ? sql`(${i}, ${w.storeId}, ${w.days!.from}, ${w.days!.to})`
      : sql`(${i}, ${w.storeId}, ${w.start}, ${w.end})`,
  );
  return sql<WindowRow>`(values ${sql.join(rows)})`.as('w');
}

/**
 * Joins day summary rows `d` (store_id, business_date) to the windows `w` of whole business days
 * that windowRows(windows, true) made: each window's store, from its first date up to its end.
 * The windows' stores and their whole span are also given as constants: PostgreSQL cannot
 * estimate a range joined to a VALUES list, and for a hundred windows it read every day of the
 * chain's history (a sequential scan, 45 ms at a million repairs) where the constants let it read
 * only the days of those stores in the span through the key (6 ms). SQLite seeks either way.
 */
export function onDays(windows: StoreWindow[]) {
  const storeIds = [...new Set(windows.map((w) => w.storeId))];
  const from = windows.map((w) => w.days!.from).reduce((a, b) => (a < b ? a : b));
  const to = windows.map((w) => w.days!.to).reduce((a, b) => (a > b ? a : b));
  return <DB, TB extends keyof DB>(join: JoinBuilder<DB, TB>) =>
    join
      .on(sql.ref('d.store_id'), '=', sql.ref('w.column2'))
      .on(sql.ref('d.business_date'), '>=', sql.ref('w.column3'))
      .on(sql.ref('d.business_date'), '<', sql.ref('w.column4'))
      .on(sql.ref('d.store_id'), 'in', storeIds)
      .on(sql.ref('d.business_date'), '>=', from)
      .on(sql.ref('d.business_date'), '<', to);
}
