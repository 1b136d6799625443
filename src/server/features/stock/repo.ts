import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db';
import type { StockItemsTable } from '../../db/schema';
import { escapeLike, likeEscaped } from '../../db/like';
import { fullName } from '../../db/names';
import { scopeToReach, type Reach } from '../../db/scope';

export type StockRow = StockItemsTable & {
  store_name: string;
  store_timezone: string;
  released_by_name: string | null;
  police_by_name: string | null;
  police_released_by_name: string | null;
};

function selectStock(db: Db, reach: Reach) {
  return scopeToReach(
    db
      .selectFrom('stock_items')
      .innerJoin('stores', 'stores.id', 'stock_items.store_id')
      .leftJoin('users as releasers', 'releasers.id', 'stock_items.hold_released_by')
      .leftJoin('users as police_recorders', 'police_recorders.id', 'stock_items.police_by')
      .leftJoin(
        'users as police_releasers',
        'police_releasers.id',
        'stock_items.police_released_by',
      )
      .selectAll('stock_items')
      .select(['stores.name as store_name', 'stores.timezone as store_timezone'])
      .select(fullName('releasers').as('released_by_name'))
      .select(fullName('police_recorders').as('police_by_name'))
      .select(fullName('police_releasers').as('police_released_by_name')),
    'stock_items.store_id',
    reach,
  );
}

export function findStockItem(db: Db, reach: Reach, id: string): Promise<StockRow | undefined> {
  return selectStock(db, reach).where('stock_items.id', '=', id).executeTakeFirst();
}

export function listStockRows(
  db: Db,
  reach: Reach,
  f: { status?: string; search?: string; limit: number },
): Promise<StockRow[]> {
  let q = selectStock(db, reach);
  if (f.status) q = q.where('stock_items.status', '=', f.status);
  if (f.search) {
    const like = `%${escapeLike(f.search.toLowerCase())}%`;
    q = q.where((eb) =>
      eb.or([
        likeEscaped('stock_items.imei', `%${escapeLike(f.search!.toUpperCase())}%`),
        likeEscaped(eb.fn('lower', ['stock_items.device_model']), like),
        likeEscaped(eb.fn('lower', ['stock_items.device_brand']), like),
      ]),
    );
  }
  // Oldest stock first: it is the stock that costs the shop most to keep.
  return q
    .orderBy('stock_items.created_at', 'asc')
    .orderBy('stock_items.id')
    .limit(f.limit)
    .execute();
}

/** The store and instant of the buyback a stock item came from (none for other items). */
export async function purchaseDay(
  db: Db,
  itemId: string,
): Promise<{ storeId: string; at: string | null }> {
  const row = await db
    .selectFrom('stock_items')
    .innerJoin('device_purchases', 'device_purchases.id', 'stock_items.purchase_id')
    .select(['device_purchases.store_id', 'device_purchases.created_at'])
    .where('stock_items.id', '=', itemId)
    .executeTakeFirst();
  return { storeId: row?.store_id ?? '', at: row?.created_at ?? null };
}

export async function insertStockItem(db: Db, row: Insertable<StockItemsTable>): Promise<void> {
  await db.insertInto('stock_items').values(row).execute();
}

/** Changes an item only if it is still in stock; false when someone else sold or returned it first. */
export async function updateIfInStock(
  db: Db,
  id: string,
  patch: Updateable<StockItemsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('stock_items')
    .set(patch)
    .where('id', '=', id)
    .where('status', '=', 'in_stock')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Devices in stock anywhere in the chain with this IMEI whose hold may still run. */
export function heldByImei(db: Db, imei: string) {
  return db
    .selectFrom('stock_items')
    .innerJoin('stores', 'stores.id', 'stock_items.store_id')
    .select(['stock_items.hold_until', 'stores.timezone'])
    .where('stock_items.imei', '=', imei)
    .where('stock_items.status', '=', 'in_stock')
    .where('stock_items.hold_until', 'is not', null)
    .where('stock_items.hold_released_at', 'is', null)
    .execute();
}

/** Ends a hold early; false when it had already been released. */
export async function releaseHold(
  db: Db,
  id: string,
  release: { at: string; by: string; reason: string },
): Promise<boolean> {
  const result = await db
    .updateTable('stock_items')
    .set({
      hold_released_at: release.at,
      hold_released_by: release.by,
      hold_release_reason: release.reason,
      updated_at: release.at,
    })
    .where('id', '=', id)
    .where('hold_released_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The case of a police hold on a device in stock anywhere in the chain with this IMEI. */
/**
 * The police's claim on a device anywhere in the chain, by its IMEI: a hold on one in stock, or a
 * seizure (the police took it, so a device with its IMEI at the counter is not one to sell).
 */
export async function policeClaimByImei(
  db: Db,
  imei: string,
): Promise<{ caseNumber: string; seized: boolean } | null> {
  const row = await db
    .selectFrom('stock_items')
    .select(['police_case', 'status'])
    .where('imei', '=', imei)
    .where('police_at', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'seized'),
        eb.and([eb('status', '=', 'in_stock'), eb('police_released_at', 'is', null)]),
      ]),
    )
    .executeTakeFirst();
  return row ? { caseNumber: row.police_case ?? '', seized: row.status === 'seized' } : null;
}

type PoliceColumns = {
  officer: string;
  agency: string;
  caseNumber: string;
  note: string | null;
  at: string;
  by: string;
};

const policeColumns = (r: PoliceColumns) => ({
  police_officer: r.officer,
  police_agency: r.agency,
  police_case: r.caseNumber,
  police_note: r.note,
  police_at: r.at,
  police_by: r.by,
  police_released_at: null,
  police_released_by: null,
  police_release_reason: null,
  updated_at: r.at,
});

/** Places a police hold on a device in stock not already under one; false otherwise. */
export async function placePoliceHold(db: Db, id: string, r: PoliceColumns): Promise<boolean> {
  const result = await db
    .updateTable('stock_items')
    .set(policeColumns(r))
    .where('id', '=', id)
    .where('status', '=', 'in_stock')
    .where((eb) => eb.or([eb('police_at', 'is', null), eb('police_released_at', 'is not', null)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The police take a device in stock: it leaves stock as 'seized' with their record. */
export async function seize(db: Db, id: string, r: PoliceColumns): Promise<boolean> {
  const result = await db
    .updateTable('stock_items')
    .set({ ...policeColumns(r), status: 'seized' })
    .where('id', '=', id)
    .where('status', '=', 'in_stock')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Lifts a police hold still in force; false when there was none. */
export async function releasePoliceHold(
  db: Db,
  id: string,
  release: { at: string; by: string; reason: string },
): Promise<boolean> {
  const result = await db
    .updateTable('stock_items')
    .set({
      police_released_at: release.at,
      police_released_by: release.by,
      police_release_reason: release.reason,
      updated_at: release.at,
    })
    .where('id', '=', id)
    .where('status', '=', 'in_stock')
    .where('police_at', 'is not', null)
    .where('police_released_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
