import { touchDays } from '../../db/store-days/refresh';
import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db';
import type { DevicePurchaseAddendaTable, DevicePurchasesTable } from '../../db/schema';
import { escapeLike, likeEscaped } from '../../db/like';
import { scopeToReach, type Reach } from '../../db/scope';
import type { Position } from '../../lib/cursor';

export type PurchaseRow = DevicePurchasesTable & {
  store_name: string;
  /** The clerk's name today, for records made before the name was kept with them. */
  clerk_name_now: string | null;
  stock_item_id: string | null;
};

function selectPurchases(db: Db, reach: Reach) {
  return scopeToReach(
    db
      .selectFrom('device_purchases')
      .innerJoin('stores', 'stores.id', 'device_purchases.store_id')
      .leftJoin('users', 'users.id', 'device_purchases.created_by')
      .leftJoin('stock_items', 'stock_items.purchase_id', 'device_purchases.id')
      .selectAll('device_purchases')
      .select([
        'stores.name as store_name',
        'stock_items.id as stock_item_id',
        sql<
          string | null
        >`${sql.ref('users.first_name')} || ' ' || ${sql.ref('users.last_name')}`.as(
          'clerk_name_now',
        ),
      ]),
    'device_purchases.store_id',
    reach,
  );
}

export function findPurchase(db: Db, reach: Reach, id: string): Promise<PurchaseRow | undefined> {
  return selectPurchases(db, reach).where('device_purchases.id', '=', id).executeTakeFirst();
}

/** The buyback whose ID photo is the file `fileId`, if any (files are checked for reach apart). */
export function findPurchaseByIdPhoto(db: Db, fileId: string) {
  return db
    .selectFrom('device_purchases')
    .select(['id', 'store_id', 'customer_name'])
    .where('id_photo_id', '=', fileId)
    .executeTakeFirst();
}

export function findPurchaseAnywhere(db: Db, id: string) {
  return db
    .selectFrom('device_purchases')
    .select(['id', 'store_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function listPurchaseRows(
  db: Db,
  reach: Reach,
  f: { limit: number; after?: Position; search?: { text: string; digits: string | null } },
): Promise<PurchaseRow[]> {
  let q = selectPurchases(db, reach);
  if (f.after) {
    const { createdAt, id } = f.after;
    q = q.where((eb) =>
      eb.or([
        eb('device_purchases.created_at', '<', createdAt),
        eb.and([
          eb('device_purchases.created_at', '=', createdAt),
          eb('device_purchases.id', '<', id),
        ]),
      ]),
    );
  }
  if (f.search) {
    const { text, digits } = f.search;
    const like = `%${escapeLike(text.toLowerCase())}%`;
    q = q.where((eb) =>
      eb.or([
        likeEscaped(eb.fn('lower', ['device_purchases.customer_name']), like),
        likeEscaped(eb.fn('lower', ['device_purchases.device_model']), like),
        eb('device_purchases.imei', '=', text.replace(/[\s-]/g, '').toUpperCase()),
        ...(digits ? [eb('device_purchases.phone_digits', 'like', `%${digits}%`)] : []),
      ]),
    );
  }
  return q
    .orderBy('device_purchases.created_at', 'desc')
    .orderBy('device_purchases.id', 'desc')
    .limit(f.limit)
    .execute();
}

export async function insertPurchase(db: Db, row: Insertable<DevicePurchasesTable>): Promise<void> {
  await db.insertInto('device_purchases').values(row).execute();
  await touchDays(db, [{ storeId: row.store_id, at: row.created_at }]);
}

export function listAddenda(db: Db, purchaseId: string): Promise<DevicePurchaseAddendaTable[]> {
  return db
    .selectFrom('device_purchase_addenda')
    .selectAll()
    .where('purchase_id', '=', purchaseId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function insertAddendum(db: Db, row: DevicePurchaseAddendaTable): Promise<void> {
  await db.insertInto('device_purchase_addenda').values(row).execute();
}
