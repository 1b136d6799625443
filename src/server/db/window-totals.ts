import { sql } from 'kysely';
import type { Db } from './index';
import { REACH_ALL, scopeToReach, type Reach } from './scope';
import { windowRows, type StoreWindow } from './windows';

/**
 * The store rows the dashboards, insights and the daily reconciliation count per window: the
 * instant that places a row in a window, the amount it adds (if any), and the rows that count.
 * Repairs count at their pickup and devices at their sale (decisions 008 and 010); a repair marked
 * completed counts once per window however often it was marked.
 */
const SOURCES = {
  repairsCollected: {
    table: 'repair_waivers',
    at: 'picked_up_at',
    cents: 'estimated_cost_cents',
    only: { column: 'status', is: 'picked_up' },
  },
  sales: { table: 'device_sales', at: 'created_at', cents: 'price_cents' },
  buybacks: { table: 'device_purchases', at: 'created_at', cents: 'amount_cents' },
  completions: {
    table: 'repair_status_history',
    at: 'changed_at',
    distinct: 'repair_id',
    only: { column: 'to_status', is: 'completed' },
  },
} as const satisfies Record<
  string,
  {
    table: string;
    at: string;
    cents?: string;
    distinct?: string;
    only?: { column: string; is: string };
  }
>;

export type WindowSource = keyof typeof SOURCES;

/** How many rows fell in a window and the cents they add up to. */
export type WindowTotal = { count: number; cents: number };

/** Windows per grouped query: four parameters each, well inside both dialects' limits. */
const WINDOWS_PER_QUERY = 4000;

type GroupedRow = { i: number; key: string | null; count: number; cents: number };

/**
 * One grouped query per chunk of windows: each window is a range of the store_id + instant index,
 * so the database sums every window of every store without reading the rows out. `by` splits each
 * window further by a column of the source (a sale's payment method).
 */
async function groupedRows(
  db: Db,
  windows: StoreWindow[],
  source: WindowSource,
  reach: Reach,
  by?: string,
): Promise<GroupedRow[]> {
  const s: (typeof SOURCES)[WindowSource] = SOURCES[source];
  const col = (name: string) => sql.ref(`t.${name}`);
  const out: GroupedRow[] = [];
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
        'cents' in s ? eb.fn.sum<number>(col(s.cents)).as('cents') : sql<null>`null`.as('cents'),
        by ? col(by).as('key') : sql<null>`null`.as('key'),
      ])
      .groupBy(by ? ['w.column1', col(by)] : ['w.column1']);
    if ('only' in s) q = q.where(col(s.only.column), '=', s.only.is);
    for (const r of await scopeToReach(q, 't.store_id', reach).execute()) {
      out.push({
        i: from + Number(r.i),
        key: r.key == null ? null : String(r.key),
        count: Number(r.count ?? 0),
        cents: Number(r.cents ?? 0),
      });
    }
  }
  return out;
}

/** Each window's count and cents of one source, in the order the windows are given. */
export async function windowTotals(
  db: Db,
  windows: StoreWindow[],
  source: WindowSource,
  reach: Reach = REACH_ALL,
): Promise<WindowTotal[]> {
  const totals = windows.map(() => ({ count: 0, cents: 0 }));
  for (const r of await groupedRows(db, windows, source, reach)) {
    totals[r.i] = { count: r.count, cents: r.cents };
  }
  return totals;
}

/** The columns a source's window totals may be split by. */
export type SplitColumn = 'payment_method';

/** Like windowTotals, split by the values of one column: a list of window totals per value. */
export async function windowTotalsBy(
  db: Db,
  windows: StoreWindow[],
  source: WindowSource,
  column: SplitColumn,
): Promise<Map<string, WindowTotal[]>> {
  const byValue = new Map<string, WindowTotal[]>();
  for (const r of await groupedRows(db, windows, source, REACH_ALL, column)) {
    const key = r.key ?? '';
    const totals = byValue.get(key) ?? windows.map(() => ({ count: 0, cents: 0 }));
    totals[r.i] = { count: r.count, cents: r.cents };
    byValue.set(key, totals);
  }
  return byValue;
}
