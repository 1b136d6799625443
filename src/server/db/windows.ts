import { sql } from 'kysely';

/** A half-open range [start, end) of ISO instants in one store: a business day, a week. */
export type StoreWindow = { storeId: string; start: string; end: string };

/** The columns of windowRows: the window's position, its store, its start and its end. */
type WindowRow = { column1: number | string; column2: string; column3: string; column4: string };

/**
 * Many stores' windows as a table `w` (position, store, start, end) to join store rows against,
 * so one grouped query answers for every window instead of one query per store and window. Both
 * dialects name a VALUES list's columns column1, column2, …; PostgreSQL reads them all as text,
 * so the position comes back as a string there. Callers pass at least one window.
 */
export function windowRows(windows: StoreWindow[]) {
  const rows = windows.map((w, i) => sql`(${i}, ${w.storeId}, ${w.start}, ${w.end})`);
  return sql<WindowRow>`(values ${sql.join(rows)})`.as('w');
}
