import { sql } from 'kysely';
import type { Db } from '../../db';

export type ComparableRow = {
  kind: 'buyback' | 'sale';
  cents: number;
  condition: string | null;
  created_at: string;
};

const same = (column: string, value: string) =>
  sql<boolean>`lower(${sql.ref(column)}) = ${value.trim().toLowerCase()}`;

/**
 * Buybacks and sales of one model and storage across the whole chain since `since`: prices are
 * a market fact, not store data, and one store alone rarely sees enough of a model to price it.
 * Only amounts, conditions and dates leave this query, never customers or stores. Without a
 * storage, every storage counts.
 */
export async function listComparables(
  db: Db,
  f: { brand: string; model: string; storage: string | null; since: string },
): Promise<ComparableRow[]> {
  const storage = f.storage ?? '';
  const bought = await db
    .selectFrom('device_purchases')
    .select(['amount_cents as cents', 'condition', 'created_at'])
    .where(same('device_brand', f.brand))
    .where(same('device_model', f.model))
    .$if(f.storage !== null, (q) => q.where('storage', '=', storage))
    .where('created_at', '>=', f.since)
    .execute();
  // A sale's storage is its stock item's; a sale without one (sold from outside stock) counts
  // only when no storage was asked.
  const sold = await db
    .selectFrom('device_sales')
    .leftJoin('stock_items', 'stock_items.id', 'device_sales.stock_item_id')
    .select([
      'device_sales.price_cents as cents',
      'device_sales.condition',
      'device_sales.created_at',
    ])
    .where(same('device_sales.device_brand', f.brand))
    .where(same('device_sales.device_model', f.model))
    .$if(f.storage !== null, (q) => q.where('stock_items.storage', '=', storage))
    .where('device_sales.created_at', '>=', f.since)
    .execute();
  return [
    ...bought.map((r) => ({ ...r, kind: 'buyback' as const })),
    ...sold.map((r) => ({ ...r, kind: 'sale' as const })),
  ];
}

/** A store's buyback pricing, by the store name the valuation names; undefined for none. */
export function storePricing(db: Db, storeName: string) {
  return db
    .selectFrom('stores')
    .select(['buyback_offer_percent', 'buyback_margin_percent'])
    .where('store_name', '=', storeName)
    .executeTakeFirst();
}
