import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db';
import type { ImeiFlagsTable } from '../../db/schema';

/**
 * A device's records across the whole chain, deliberately not scoped by reach: the service
 * decides per row what a caller outside the record's store may see. Every lookup is an equality
 * on an indexed IMEI column, so the check costs the same with a million repairs as with ten.
 */

/** Bounds one answer: a placeholder number typed on many check-ins (000000000000000 passes Luhn). */
export const HISTORY_LIMIT = 200;

export function repairsWithImei(db: Db, spellings: string[]) {
  return db
    .selectFrom('repair_waivers')
    .innerJoin('stores', 'stores.id', 'repair_waivers.store_id')
    .select([
      'repair_waivers.id',
      'repair_waivers.store_id',
      'stores.name as store_name',
      'repair_waivers.created_at',
      'repair_waivers.ticket_number',
      'repair_waivers.repair_type',
      'repair_waivers.status',
      'repair_waivers.customer_name',
      'repair_waivers.device_brand',
      'repair_waivers.device_model',
    ])
    .where('repair_waivers.imei_serial', 'in', spellings)
    .orderBy('repair_waivers.created_at', 'desc')
    .limit(HISTORY_LIMIT)
    .execute();
}

export function purchasesWithImei(db: Db, imei: string) {
  return db
    .selectFrom('device_purchases')
    .innerJoin('stores', 'stores.id', 'device_purchases.store_id')
    .select([
      'device_purchases.id',
      'device_purchases.store_id',
      'stores.name as store_name',
      'device_purchases.created_at',
      'device_purchases.amount_cents',
      'device_purchases.condition',
      'device_purchases.customer_name',
      'device_purchases.device_brand',
      'device_purchases.device_model',
    ])
    .where('device_purchases.imei', '=', imei)
    .orderBy('device_purchases.created_at', 'desc')
    .limit(HISTORY_LIMIT)
    .execute();
}

export function salesWithImei(db: Db, imei: string) {
  return db
    .selectFrom('device_sales')
    .innerJoin('stores', 'stores.id', 'device_sales.store_id')
    .select([
      'device_sales.id',
      'device_sales.store_id',
      'stores.name as store_name',
      'device_sales.created_at',
      'device_sales.price_cents',
      'device_sales.customer_name',
      'device_sales.device_brand',
      'device_sales.device_model',
    ])
    .where('device_sales.imei', '=', imei)
    .orderBy('device_sales.created_at', 'desc')
    .limit(HISTORY_LIMIT)
    .execute();
}

export function stockWithImei(db: Db, imei: string, onlyInStock = false) {
  let q = db
    .selectFrom('stock_items')
    .innerJoin('stores', 'stores.id', 'stock_items.store_id')
    .select([
      'stock_items.status',
      'stock_items.created_at',
      'stock_items.device_brand',
      'stock_items.device_model',
      'stores.name as store_name',
    ])
    .where('stock_items.imei', '=', imei);
  if (onlyInStock) q = q.where('stock_items.status', '=', 'in_stock');
  return q.orderBy('stock_items.created_at', 'desc').limit(HISTORY_LIMIT).execute();
}

/** The chain's sales of this IMEI since `since`, newest first. */
export function soldWithImeiSince(db: Db, imei: string, since: string) {
  return db
    .selectFrom('stock_items')
    .innerJoin('stores', 'stores.id', 'stock_items.store_id')
    .select(['stock_items.sold_at', 'stores.name as store_name'])
    .where('stock_items.imei', '=', imei)
    .where('stock_items.status', '=', 'sold')
    .where('stock_items.sold_at', '>=', since)
    .orderBy('stock_items.sold_at', 'desc')
    .limit(HISTORY_LIMIT)
    .$narrowType<{ sold_at: string }>()
    .execute();
}

export type FlagRow = ImeiFlagsTable & {
  store_name: string | null;
  created_by_name: string | null;
};

function selectFlags(db: Db) {
  return db
    .selectFrom('imei_flags')
    .leftJoin('stores', 'stores.id', 'imei_flags.store_id')
    .leftJoin('users', 'users.id', 'imei_flags.created_by')
    .selectAll('imei_flags')
    .select([
      'stores.name as store_name',
      sql<string | null>`${sql.ref('users.first_name')} || ' ' || ${sql.ref('users.last_name')}`.as(
        'created_by_name',
      ),
    ]);
}

/** Newest first; the service puts the active ones on top. */
export function flagsOf(db: Db, imei: string, onlyActive = false): Promise<FlagRow[]> {
  let q = selectFlags(db).where('imei_flags.imei', '=', imei);
  if (onlyActive) q = q.where('imei_flags.cleared_at', 'is', null);
  return q.orderBy('imei_flags.created_at', 'desc').orderBy('imei_flags.id', 'desc').execute();
}

export function findFlag(db: Db, id: string): Promise<FlagRow | undefined> {
  return selectFlags(db).where('imei_flags.id', '=', id).executeTakeFirst();
}

export async function insertFlag(db: Db, row: Insertable<ImeiFlagsTable>): Promise<void> {
  await db.insertInto('imei_flags').values(row).execute();
}

/** Clears a still-active flag; false when someone cleared it first. */
export async function clearFlag(
  db: Db,
  id: string,
  by: { userId: string; at: string; reason: string },
): Promise<boolean> {
  const result = await db
    .updateTable('imei_flags')
    .set({ cleared_by: by.userId, cleared_at: by.at, cleared_reason: by.reason })
    .where('id', '=', id)
    .where('cleared_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
