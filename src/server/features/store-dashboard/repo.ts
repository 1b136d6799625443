import type { Db } from '../../db';
import { windowRows, type StoreWindow } from '../../db/windows';

/** Count and sum of each window, in the order given. */
export type WindowSums = { count: number; cents: number }[];

const n = (v: unknown) => Number(v ?? 0);

/** Each window's count and sum from rows grouped by window position (column1 of windowRows). */
function byWindow(
  windows: StoreWindow[],
  rows: { i: number | string; count: unknown; cents: unknown }[],
): WindowSums {
  const sums = windows.map(() => ({ count: 0, cents: 0 }));
  for (const r of rows) sums[Number(r.i)] = { count: n(r.count), cents: n(r.cents) };
  return sums;
}

/**
 * Device sales of each payment method in each window. Every window of every store is answered by
 * one grouped query: each is a range of the store_id + created_at index.
 */
export async function salesByMethod(
  db: Db,
  windows: StoreWindow[],
): Promise<Map<string, WindowSums>> {
  const rows = await db
    .selectFrom(windowRows(windows))
    .innerJoin('device_sales as s', (join) =>
      join
        .onRef('s.store_id', '=', 'w.column2')
        .onRef('s.created_at', '>=', 'w.column3')
        .onRef('s.created_at', '<', 'w.column4'),
    )
    .select((eb) => [
      'w.column1 as i',
      's.payment_method',
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>('s.price_cents').as('cents'),
    ])
    .groupBy(['w.column1', 's.payment_method'])
    .execute();
  const methods = new Map<string, typeof rows>();
  for (const r of rows)
    methods.set(r.payment_method, [...(methods.get(r.payment_method) ?? []), r]);
  return new Map([...methods].map(([method, of]) => [method, byWindow(windows, of)]));
}

/** Repairs collected by their owners in each window, at their estimated cost (decision 008). */
export async function repairsCollected(db: Db, windows: StoreWindow[]): Promise<WindowSums> {
  const rows = await db
    .selectFrom(windowRows(windows))
    .innerJoin('repair_waivers as r', (join) =>
      join
        .onRef('r.store_id', '=', 'w.column2')
        .onRef('r.picked_up_at', '>=', 'w.column3')
        .onRef('r.picked_up_at', '<', 'w.column4'),
    )
    .select((eb) => [
      'w.column1 as i',
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>('r.estimated_cost_cents').as('cents'),
    ])
    .where('r.status', '=', 'picked_up')
    .groupBy('w.column1')
    .execute();
  return byWindow(windows, rows);
}

/** Devices bought back in each window and what was paid for them. */
export async function buybacks(db: Db, windows: StoreWindow[]): Promise<WindowSums> {
  const rows = await db
    .selectFrom(windowRows(windows))
    .innerJoin('device_purchases as p', (join) =>
      join
        .onRef('p.store_id', '=', 'w.column2')
        .onRef('p.created_at', '>=', 'w.column3')
        .onRef('p.created_at', '<', 'w.column4'),
    )
    .select((eb) => [
      'w.column1 as i',
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>('p.amount_cents').as('cents'),
    ])
    .groupBy('w.column1')
    .execute();
  return byWindow(windows, rows);
}

/** Repairs marked completed within each window, each repair once per window. */
export async function completedWithin(db: Db, windows: StoreWindow[]): Promise<number[]> {
  const rows = await db
    .selectFrom(windowRows(windows))
    .innerJoin('repair_status_history as h', (join) =>
      join
        .onRef('h.store_id', '=', 'w.column2')
        .onRef('h.changed_at', '>=', 'w.column3')
        .onRef('h.changed_at', '<', 'w.column4'),
    )
    .select((eb) => ['w.column1 as i', eb.fn.count<number>('h.repair_id').distinct().as('count')])
    .where('h.to_status', '=', 'completed')
    .groupBy('w.column1')
    .execute();
  const counts = windows.map(() => 0);
  for (const r of rows) counts[Number(r.i)] = n(r.count);
  return counts;
}

/**
 * Each store's repairs not yet picked up, by status. Only the statuses a repair passes through
 * before pickup are read, so the store_id + status index answers without touching the collected ones.
 */
export async function openByStatus(
  db: Db,
  storeIds: string[],
): Promise<Map<string, Map<string, number>>> {
  const rows = await db
    .selectFrom('repair_waivers')
    .select(['store_id', 'status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('store_id', 'in', storeIds)
    .where('status', 'in', ['received', 'in_progress', 'completed'])
    .groupBy(['store_id', 'status'])
    .execute();
  const byStore = new Map(storeIds.map((id) => [id, new Map<string, number>()]));
  for (const r of rows) byStore.get(r.store_id)?.set(r.status, n(r.n));
  return byStore;
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
