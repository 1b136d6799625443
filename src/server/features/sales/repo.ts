import { touchDays } from '../../db/store-days/refresh';
import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db';
import type { DeviceSalesTable } from '../../db/schema';
import { escapeLike, likeEscaped } from '../../db/like';
import { scopeToReach, type Reach } from '../../db/scope';
import type { Position } from '../../lib/cursor';

export type SaleRow = DeviceSalesTable & { store_name: string; created_by_name: string | null };

function selectSales(db: Db, reach: Reach) {
  return scopeToReach(
    db
      .selectFrom('device_sales')
      .innerJoin('stores', 'stores.id', 'device_sales.store_id')
      .leftJoin('users', 'users.id', 'device_sales.created_by')
      .selectAll('device_sales')
      .select([
        'stores.name as store_name',
        sql<
          string | null
        >`${sql.ref('users.first_name')} || ' ' || ${sql.ref('users.last_name')}`.as(
          'created_by_name',
        ),
      ]),
    'device_sales.store_id',
    reach,
  );
}

export function findSale(db: Db, reach: Reach, id: string): Promise<SaleRow | undefined> {
  return selectSales(db, reach).where('device_sales.id', '=', id).executeTakeFirst();
}

export function findSaleAnywhere(db: Db, id: string) {
  return db
    .selectFrom('device_sales')
    .select(['id', 'store_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function listSaleRows(
  db: Db,
  reach: Reach,
  f: { limit: number; after?: Position; search?: string },
): Promise<SaleRow[]> {
  let q = selectSales(db, reach);
  if (f.after) {
    const { createdAt, id } = f.after;
    q = q.where((eb) =>
      eb.or([
        eb('device_sales.created_at', '<', createdAt),
        eb.and([eb('device_sales.created_at', '=', createdAt), eb('device_sales.id', '<', id)]),
      ]),
    );
  }
  if (f.search) {
    const like = `%${escapeLike(f.search.toLowerCase())}%`;
    const receipt = /^\s*s?-?\s*(\d{1,9})\s*$/i.exec(f.search);
    q = q.where((eb) =>
      eb.or([
        likeEscaped(eb.fn('lower', ['device_sales.customer_name']), like),
        likeEscaped(eb.fn('lower', ['device_sales.device_model']), like),
        eb('device_sales.imei', '=', f.search!.replace(/[\s-]/g, '').toUpperCase()),
        ...(receipt ? [eb('device_sales.receipt_number', '=', Number(receipt[1]))] : []),
      ]),
    );
  }
  return q
    .orderBy('device_sales.created_at', 'desc')
    .orderBy('device_sales.id', 'desc')
    .limit(f.limit)
    .execute();
}

export async function insertSale(db: Db, row: Insertable<DeviceSalesTable>): Promise<void> {
  await db.insertInto('device_sales').values(row).execute();
  await touchDays(db, [{ storeId: row.store_id, at: row.created_at }]);
}

/** A store's sales-tax rate in parts per million (migration 024), read inside the caller's work. */
export async function storeTaxRatePpm(db: Db, storeId: string): Promise<number> {
  const row = await db
    .selectFrom('stores')
    .select('tax_rate_ppm')
    .where('id', '=', storeId)
    .executeTakeFirstOrThrow();
  return Number(row.tax_rate_ppm);
}
