import type { Db } from '../../db';
import { fullName } from '../../db/names';

/** A store's drawer for one business day, if its float was entered or its cash counted. */
export function findDrawer(db: Db, storeId: string, businessDate: string) {
  return db
    .selectFrom('cash_drawers')
    .leftJoin('users', 'users.id', 'cash_drawers.counted_by')
    .selectAll('cash_drawers')
    .select(fullName('users').as('counted_by_name'))
    .where('cash_drawers.store_id', '=', storeId)
    .where('cash_drawers.business_date', '=', businessDate)
    .executeTakeFirst();
}

/** The cash counted at the close of the store's latest earlier day that was counted, if any. */
export async function lastCountBefore(
  db: Db,
  storeId: string,
  businessDate: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('cash_drawers')
    .select('counted_cash_cents')
    .where('store_id', '=', storeId)
    .where('business_date', '<', businessDate)
    .where('counted_cash_cents', 'is not', null)
    .orderBy('business_date', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.counted_cash_cents) : null;
}

/** Enters a day's opening float; false when the day already has one (nothing is changed). */
export async function insertFloat(
  db: Db,
  row: { storeId: string; businessDate: string; cents: number; by: string; at: string },
): Promise<boolean> {
  const result = await db
    .insertInto('cash_drawers')
    .values({
      store_id: row.storeId,
      business_date: row.businessDate,
      opening_float_cents: row.cents,
      float_set_by: row.by,
      float_set_at: row.at,
    })
    .onConflict((oc) => oc.columns(['store_id', 'business_date']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * Records the cash counted at close. A day whose float was never entered opens with the float
 * carried from the last count, kept beside the count so the day reads the same
 * later.
 */
export async function recordCount(
  db: Db,
  row: { storeId: string; businessDate: string; cents: number; by: string; at: string },
): Promise<void> {
  const carried = await lastCountBefore(db, row.storeId, row.businessDate);
  const counted = { counted_cash_cents: row.cents, counted_by: row.by, counted_at: row.at };
  await db
    .insertInto('cash_drawers')
    .values({
      store_id: row.storeId,
      business_date: row.businessDate,
      opening_float_cents: carried ?? 0,
      float_set_by: null,
      float_set_at: row.at,
      ...counted,
    })
    .onConflict((oc) => oc.columns(['store_id', 'business_date']).doUpdateSet(counted))
    .execute();
}

/** Each store's drawer alert: over or short at close by more is flagged to its managers. */
export async function drawerAlerts(
  db: Db,
  storeIds: readonly string[],
): Promise<Map<string, number>> {
  if (storeIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('stores')
    .select(['id', 'drawer_alert_cents'])
    .where('id', 'in', [...storeIds])
    .execute();
  return new Map(rows.map((r) => [r.id, Number(r.drawer_alert_cents)]));
}

/** A day's pay-ins and pay-outs with who made them, oldest first. */
export function movesOf(db: Db, storeId: string, businessDate: string) {
  return db
    .selectFrom('cash_drawer_moves')
    .leftJoin('users', 'users.id', 'cash_drawer_moves.created_by')
    .leftJoin('users as approvers', 'approvers.id', 'cash_drawer_moves.approved_by')
    .selectAll('cash_drawer_moves')
    .select([fullName('users').as('by_name'), fullName('approvers').as('approved_by_name')])
    .where('cash_drawer_moves.store_id', '=', storeId)
    .where('cash_drawer_moves.business_date', '=', businessDate)
    .orderBy('cash_drawer_moves.created_at')
    .orderBy('cash_drawer_moves.id')
    .execute();
}
export type MoveRow = Awaited<ReturnType<typeof movesOf>>[number];

/** A day's counts at a change of shift with who counted, oldest first. */
export function countsOf(db: Db, storeId: string, businessDate: string) {
  return db
    .selectFrom('cash_drawer_counts')
    .leftJoin('users', 'users.id', 'cash_drawer_counts.counted_by')
    .selectAll('cash_drawer_counts')
    .select(fullName('users').as('by_name'))
    .where('cash_drawer_counts.store_id', '=', storeId)
    .where('cash_drawer_counts.business_date', '=', businessDate)
    .orderBy('cash_drawer_counts.counted_at')
    .orderBy('cash_drawer_counts.id')
    .execute();
}
export type CountRow = Awaited<ReturnType<typeof countsOf>>[number];

/** Whether a pay-in, pay-out or count of this id is already kept (a retry, the offline queue). */
export async function drawerWriteExists(
  db: Db,
  table: 'cash_drawer_moves' | 'cash_drawer_counts',
  id: string,
): Promise<boolean> {
  return (
    (await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) !== undefined
  );
}

export function insertMove(db: Db, row: Omit<MoveRow, 'by_name' | 'approved_by_name'>) {
  return db.insertInto('cash_drawer_moves').values(row).execute();
}

export function insertCount(db: Db, row: Omit<CountRow, 'by_name'>) {
  return db.insertInto('cash_drawer_counts').values(row).execute();
}
