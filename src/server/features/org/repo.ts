import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db';
import type { RegionsTable, StoresTable } from '../../db/schema';
import { scopeToReach, type Reach } from '../../db/scope';

export function listRegionRows(db: Db): Promise<RegionsTable[]> {
  return db.selectFrom('regions').selectAll().orderBy('name').execute();
}

export function findRegionByName(db: Db, name: string): Promise<RegionsTable | undefined> {
  return db.selectFrom('regions').selectAll().where('name', '=', name).executeTakeFirst();
}

export function findRegion(db: Db, id: string): Promise<RegionsTable | undefined> {
  return db.selectFrom('regions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertRegion(db: Db, row: Insertable<RegionsTable>): Promise<void> {
  await db.insertInto('regions').values(row).execute();
}

/** Stores within the caller's reach. */
export function listStoreRows(db: Db, reach: Reach): Promise<StoresTable[]> {
  return scopeToReach(db.selectFrom('stores').selectAll(), 'stores.id', reach)
    .orderBy('name')
    .execute();
}

export function findStoreByShortName(db: Db, storeName: string): Promise<StoresTable | undefined> {
  return db.selectFrom('stores').selectAll().where('store_name', '=', storeName).executeTakeFirst();
}

export function findStore(db: Db, id: string): Promise<StoresTable | undefined> {
  return db.selectFrom('stores').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertStore(db: Db, row: Insertable<StoresTable>): Promise<void> {
  await db.insertInto('stores').values(row).execute();
}

/** The next number of a per-store sequence (ticket and receipt numbers), atomically. */
export async function nextCounter(
  db: Db,
  storeId: string,
  name: string,
  first: number,
): Promise<number> {
  const row = await db
    .insertInto('store_counters')
    .values({ store_id: storeId, name, value: first })
    .onConflict((oc) =>
      oc
        .columns(['store_id', 'name'])
        .doUpdateSet((eb) => ({ value: eb('store_counters.value', '+', 1) })),
    )
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(row.value);
}

export async function updateRegion(
  db: Db,
  id: string,
  patch: Updateable<RegionsTable>,
): Promise<void> {
  await db.updateTable('regions').set(patch).where('id', '=', id).execute();
}

export async function updateStore(
  db: Db,
  id: string,
  patch: Updateable<StoresTable>,
): Promise<void> {
  await db.updateTable('stores').set(patch).where('id', '=', id).execute();
}
