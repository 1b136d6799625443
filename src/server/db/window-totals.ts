import { sql } from 'kysely';
import type { Db } from './index';
import { REACH_ALL, scopeToReach, type Reach } from './scope';
import { onDays, windowRows, type StoreWindow } from './windows';

/**
 * The store rows the dashboards and insights count per window: the instant that places a row in
 * a window and the rows that count. Repairs count at their pickup
 * and devices at their sale (decisions 008 and 010); a repair marked completed counts once per
 * window however often it was marked. These are counts: money is read from the ledger, by the
 * one definition of src/server/db/revenue.ts, never from an estimate or a price.
 */
const SOURCES = {
  repairsCollected: {
    table: 'repair_waivers',
    at: 'picked_up_at',
    only: { column: 'status', is: 'picked_up' },
    day: 'repairs_collected',
  },
  sales: { table: 'device_sales', at: 'created_at', day: 'sales' },
  buybacks: { table: 'device_purchases', at: 'created_at', day: 'buybacks' },
  completions: {
    table: 'repair_status_history',
    at: 'changed_at',
    distinct: 'repair_id',
    only: { column: 'to_status', is: 'completed' },
    day: 'completions',
  },
} as const satisfies Record<
  string,
  {
    table: string;
    at: string;
    distinct?: string;
    only?: { column: string; is: string };
    /** The store_days column that keeps the source's count of each business day. */
    day: string;
  }
>;

export type WindowSource = keyof typeof SOURCES;

/** How many rows fell in a window. */
export type WindowTotal = { count: number };

/** Windows per grouped query: four parameters each, well inside both dialects' limits. */
const WINDOWS_PER_QUERY = 4000;

/**
 * Each window's count of one source, in the order the windows are given. Windows of whole
 * business days are summed from the store-day summaries (decision 039): a repair completed on two
 * days of a week counts on each. Any other window counts the rows of its range.
 */
export async function windowTotals(
  db: Db,
  windows: StoreWindow[],
  source: WindowSource,
  reach: Reach = REACH_ALL,
): Promise<WindowTotal[]> {
  if (windows.length > 0 && windows.every((w) => w.days))
    return dayTotals(db, windows, source, reach);
  return rawWindowTotals(db, windows, source, reach);
}

async function dayTotals(
  db: Db,
  windows: StoreWindow[],
  source: WindowSource,
  reach: Reach,
): Promise<WindowTotal[]> {
  const totals = windows.map(() => ({ count: 0 }));
  for (let from = 0; from < windows.length; from += WINDOWS_PER_QUERY) {
    const part = windows.slice(from, from + WINDOWS_PER_QUERY);
    const q = db
      .selectFrom(windowRows(part, true))
      .innerJoin('store_days as d', onDays(part))
      .select((eb) => [
        'w.column1 as i',
        eb.fn.sum<number>(sql.ref(`d.${SOURCES[source].day}`)).as('count'),
      ])
      .groupBy('w.column1');
    for (const r of await scopeToReach(q, 'd.store_id', reach).execute()) {
      totals[from + Number(r.i)] = { count: Number(r.count ?? 0) };
    }
  }
  return totals;
}

/**
 * Each window's count of one source from the rows themselves. One grouped query per chunk of
 * windows: each window is a range of the store_id + instant index, so the database counts every
 * window of every store without reading the rows out. The day summaries are built from this.
 */
export async function rawWindowTotals(
  db: Db,
  windows: StoreWindow[],
  source: WindowSource,
  reach: Reach = REACH_ALL,
): Promise<WindowTotal[]> {
  const s: (typeof SOURCES)[WindowSource] = SOURCES[source];
  const col = (name: string) => sql.ref(`t.${name}`);
  const totals = windows.map(() => ({ count: 0 }));
  for (let from = 0; from < windows.length; from += WINDOWS_PER_QUERY) {
    let q = db
      .selectFrom(windowRows(windows.slice(from, from + WINDOWS_PER_QUERY)))
      .innerJoin(sql<{ store_id: string }>`${sql.table(s.table)}`.as('t'), (join) =>
        join
          .onRef('t.store_id', '=', 'w.column2')
          .on(col(s.at), '>=', sql.ref('w.column3'))
          .on(col(s.at), '<', sql.ref('w.column4')),
      )
      .select((eb) => [
        'w.column1 as i',
        'distinct' in s
          ? eb.fn.count<number>(col(s.distinct)).distinct().as('count')
          : eb.fn.countAll<number>().as('count'),
      ])
      .groupBy('w.column1');
    if ('only' in s) q = q.where(col(s.only.column), '=', s.only.is);
    for (const r of await scopeToReach(q, 't.store_id', reach).execute()) {
      totals[from + Number(r.i)] = { count: Number(r.count ?? 0) };
    }
  }
  return totals;
}
