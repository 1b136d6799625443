import type { Db } from '../../db';
import { scopeToReach, type Reach } from '../../db/scope';
import type { StockCountsTable } from '../../db/schema';
import { nameOf } from '../purchasing/service';

export type CountRow = StockCountsTable & {
  store_name: string;
  started_by_name: string | null;
  submitted_by_name: string | null;
  decided_by_name: string | null;
};

function selectCounts(db: Db, reach: Reach) {
  return scopeToReach(
    db
      .selectFrom('stock_counts')
      .innerJoin('stores', 'stores.id', 'stock_counts.store_id')
      .leftJoin('users as starter', 'starter.id', 'stock_counts.started_by')
      .leftJoin('users as submitter', 'submitter.id', 'stock_counts.submitted_by')
      .leftJoin('users as decider', 'decider.id', 'stock_counts.decided_by')
      .selectAll('stock_counts')
      .select([
        'stores.name as store_name',
        nameOf('starter').as('started_by_name'),
        nameOf('submitter').as('submitted_by_name'),
        nameOf('decider').as('decided_by_name'),
      ]),
    'stock_counts.store_id',
    reach,
  );
}

export function findCount(db: Db, reach: Reach, id: string): Promise<CountRow | undefined> {
  return selectCounts(db, reach).where('stock_counts.id', '=', id).executeTakeFirst();
}

export function findCountAnywhere(db: Db, id: string) {
  return db
    .selectFrom('stock_counts')
    .select(['id', 'store_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function listCounts(db: Db, reach: Reach, storeId?: string): Promise<CountRow[]> {
  let q = selectCounts(db, reach);
  if (storeId) q = q.where('stock_counts.store_id', '=', storeId);
  return q
    .orderBy('stock_counts.started_at', 'desc')
    .orderBy('stock_counts.id', 'desc')
    .limit(100)
    .execute();
}

export function countLines(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('stock_count_lines')
    .innerJoin('catalog_items', 'catalog_items.id', 'stock_count_lines.item_id')
    .select([
      'stock_count_lines.id',
      'stock_count_lines.count_id',
      'stock_count_lines.item_id',
      'stock_count_lines.counted',
      'stock_count_lines.expected',
      'stock_count_lines.variance',
      'stock_count_lines.unit_cost_cents',
      'catalog_items.sku',
      'catalog_items.name',
      'catalog_items.cost_cents',
    ])
    .where('stock_count_lines.count_id', 'in', ids)
    .orderBy('catalog_items.name')
    .orderBy('stock_count_lines.item_id')
    .execute();
}

/** A store's open or submitted count, if any: a store counts one shelf list at a time. */
export function activeCount(db: Db, storeId: string) {
  return db
    .selectFrom('stock_counts')
    .select('id')
    .where('store_id', '=', storeId)
    .where('status', 'in', ['open', 'submitted'])
    .executeTakeFirst();
}

/** The items a store has a summary row for: every item it has or has had. */
export async function storeItemIds(db: Db, storeId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('store_stock')
    .select('item_id')
    .where('store_id', '=', storeId)
    .execute();
  return rows.map((r) => r.item_id);
}
