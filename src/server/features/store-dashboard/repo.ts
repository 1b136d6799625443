import { sql } from 'kysely';
import type { Db } from '../../db';

/** A half-open UTC range [start, end) of ISO instants: one store-local day or week. */
export type Window = { start: string; end: string };

/** Count and sum of each window, in the order given. */
export type WindowSums = { count: number; cents: number }[];

const n = (v: unknown) => Number(v ?? 0);

/**
 * One count and one sum per window, computed by the database in a single pass over the rows
 * between the first start and the last end (the store_id + instant indexes cover that range).
 */
function windowColumns(timeColumn: string, centsColumn: string, windows: Window[]) {
  const at = sql.ref(timeColumn);
  return windows.flatMap((w, i) => [
    sql<number>`sum(case when ${at} >= ${w.start} and ${at} < ${w.end} then 1 else 0 end)`.as(
      `c${i}`,
    ),
    sql<number>`sum(case when ${at} >= ${w.start} and ${at} < ${w.end} then ${sql.ref(centsColumn)} else 0 end)`.as(
      `v${i}`,
    ),
  ]);
}

function readSums(row: Record<string, unknown> | undefined, windows: Window[]): WindowSums {
  return windows.map((_, i) => ({ count: n(row?.[`c${i}`]), cents: n(row?.[`v${i}`]) }));
}

const span = (windows: Window[]) => ({
  from: windows.reduce((a, w) => (w.start < a ? w.start : a), windows[0]!.start),
  to: windows.reduce((a, w) => (w.end > a ? w.end : a), windows[0]!.end),
});

/** Device sales of each payment method in each window. */
export async function salesByMethod(
  db: Db,
  storeId: string,
  windows: Window[],
): Promise<Map<string, WindowSums>> {
  const { from, to } = span(windows);
  const rows = await db
    .selectFrom('device_sales')
    .select('payment_method')
    .select(windowColumns('device_sales.created_at', 'device_sales.price_cents', windows))
    .where('store_id', '=', storeId)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .groupBy('payment_method')
    .execute();
  return new Map(
    rows.map((r) => [r.payment_method, readSums(r as Record<string, unknown>, windows)]),
  );
}

/** Repairs collected by their owners in each window, at their estimated cost (decision 008). */
export async function repairsCollected(
  db: Db,
  storeId: string,
  windows: Window[],
): Promise<WindowSums> {
  const { from, to } = span(windows);
  const row = await db
    .selectFrom('repair_waivers')
    .select(
      windowColumns('repair_waivers.picked_up_at', 'repair_waivers.estimated_cost_cents', windows),
    )
    .where('store_id', '=', storeId)
    .where('status', '=', 'picked_up')
    .where('picked_up_at', '>=', from)
    .where('picked_up_at', '<', to)
    .executeTakeFirst();
  return readSums(row as Record<string, unknown> | undefined, windows);
}

/** Devices bought back in each window and what was paid for them. */
export async function buybacks(db: Db, storeId: string, windows: Window[]): Promise<WindowSums> {
  const { from, to } = span(windows);
  const row = await db
    .selectFrom('device_purchases')
    .select(windowColumns('device_purchases.created_at', 'device_purchases.amount_cents', windows))
    .where('store_id', '=', storeId)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .executeTakeFirst();
  return readSums(row as Record<string, unknown> | undefined, windows);
}

/** Repairs marked completed within the window, each repair once. */
export async function completedWithin(db: Db, storeId: string, w: Window): Promise<number> {
  const row = await db
    .selectFrom('repair_status_history')
    .select((eb) => eb.fn.count<number>(sql`distinct repair_id`).as('n'))
    .where('store_id', '=', storeId)
    .where('to_status', '=', 'completed')
    .where('changed_at', '>=', w.start)
    .where('changed_at', '<', w.end)
    .executeTakeFirstOrThrow();
  return n(row.n);
}

/** Repairs not yet picked up, by status. */
export async function openByStatus(db: Db, storeId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('repair_waivers')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('store_id', '=', storeId)
    .where('status', '<>', 'picked_up')
    .groupBy('status')
    .execute();
  return new Map(rows.map((r) => [r.status, n(r.n)]));
}

/** The repairs still being worked on, oldest check-in first. */
export function oldestOpen(db: Db, storeId: string, limit: number) {
  return db
    .selectFrom('repair_waivers')
    .select([
      'id',
      'ticket_number',
      'customer_name',
      'device_brand',
      'device_model',
      'status',
      'created_at',
    ])
    .where('store_id', '=', storeId)
    .where('status', 'in', ['received', 'in_progress'])
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Bought-back devices on the shelf, not yet sold or returned. */
export async function stockOnHand(db: Db, storeId: string): Promise<number> {
  const row = await db
    .selectFrom('stock_items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('store_id', '=', storeId)
    .where('status', '=', 'in_stock')
    .executeTakeFirstOrThrow();
  return n(row.n);
}
