import type { Db } from '../../db';
import { ledgerFigures, type LedgerFigures } from '../../db/revenue';
import { windowTotals } from '../../db/window-totals';
import type { StoreWindow } from '../../db/windows';

const n = (v: unknown) => Number(v ?? 0);

/** Each window's money from the ledger: revenue, repairs, sales by method, payouts. */
export function ledger(db: Db, windows: StoreWindow[]): Promise<LedgerFigures[]> {
  return ledgerFigures(db, windows);
}

/** Repairs marked completed within each window, each repair once per window. */
export async function completedWithin(db: Db, windows: StoreWindow[]): Promise<number[]> {
  return (await windowTotals(db, windows, 'completions')).map((t) => t.count);
}

/**
 * Each store's repairs not yet picked up, by status: the stores' kept counts (migration 029,
 * db/store-counts.ts), a row per store and status however many repairs are open.
 */
export async function openByStatus(
  db: Db,
  storeIds: string[],
): Promise<Map<string, Map<string, number>>> {
  const rows = await db
    .selectFrom('store_counts')
    .select(['store_id', 'name', 'n'])
    .where('store_id', 'in', storeIds)
    .where('name', 'in', ['received', 'in_progress', 'completed'])
    .execute();
  const byStore = new Map(storeIds.map((id) => [id, new Map<string, number>()]));
  for (const r of rows) byStore.get(r.store_id)?.set(r.name, n(r.n));
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
