import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db';
import type { InvitesTable } from '../../db/schema';

export type InviteRow = Selectable<InvitesTable>;

export async function insertInvite(db: Db, row: Insertable<InvitesTable>): Promise<void> {
  await db.insertInto('invites').values(row).execute();
}

export async function findByTokenHash(db: Db, tokenHash: string): Promise<InviteRow | undefined> {
  return db
    .selectFrom('invites')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function findById(db: Db, id: string): Promise<InviteRow | undefined> {
  return db.selectFrom('invites').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Not used, not revoked, not expired at `now`. */
export async function listOpen(db: Db, now: string): Promise<InviteRow[]> {
  return db
    .selectFrom('invites')
    .selectAll()
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/**
 * Takes the invitation for one acceptance, inside the transaction that creates the account: only
 * the caller whose update changed the row wins (on PostgreSQL a second update waits for the
 * first's commit and then finds the row used), so two accepts of one token make one account.
 */
export async function claim(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('invites')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setUsedBy(db: Db, id: string, userId: string): Promise<void> {
  await db.updateTable('invites').set({ used_by: userId }).where('id', '=', id).execute();
}

export async function revoke(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('invites')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function storesByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('stores')
    .select(['id', 'name', 'region_id'])
    .where('id', 'in', [...ids])
    .execute();
}

export async function regionsByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('regions')
    .select(['id', 'name'])
    .where('id', 'in', [...ids])
    .execute();
}

export async function storesInRegions(db: Db, regionIds: readonly string[]) {
  if (regionIds.length === 0) return [];
  return db
    .selectFrom('stores')
    .select(['id', 'region_id'])
    .where('region_id', 'in', [...regionIds])
    .execute();
}

export async function userNames(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('id', 'in', [...ids])
    .execute();
}
