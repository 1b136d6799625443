import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../db';
import { runHot } from '../../db/hot-query';
import type { UsersTable } from '../../db/schema';

export type UserRow = UsersTable & {
  store_name: string | null;
  store_brand: string | null;
  store_company_name: string | null;
  /** The user's region and store assignments, comma-joined (ids hold no comma); null for none. */
  region_ids: string | null;
  store_ids: string | null;
};
export type Assignments = { regionIds: string[]; storeIds: string[] };

/**
 * Every column of users (the typecheck fails when one is missing), named: the session's query is
 * kept prepared on PostgreSQL, where a `*` would fail once a migration adds a column.
 */
const userColumns: Record<keyof UsersTable, true> = {
  id: true,
  username: true,
  username_key: true,
  first_name: true,
  last_name: true,
  email: true,
  role: true,
  store_id: true,
  password_hash: true,
  approval_pin_hash: true,
  disabled: true,
  created_at: true,
  updated_at: true,
  last_login_at: true,
  deleted_at: true,
};
const USER_COLUMNS = (Object.keys(userColumns) as (keyof UsersTable)[]).map(
  (column) => `users.${column}` as const,
);

/**
 * Users with their store and their assignments in one statement: every signed-in request reads
 * its user this way, and a second query for the assignments cost a round trip to the database.
 * string_agg is PostgreSQL's and SQLite's (3.44+) alike.
 */
function selectUsers(db: Db) {
  return db
    .selectFrom('users')
    .leftJoin('stores', 'stores.id', 'users.store_id')
    .select(USER_COLUMNS)
    .select([
      'stores.store_name as store_name',
      'stores.brand as store_brand',
      'stores.company_name as store_company_name',
      sql<
        string | null
      >`(select string_agg(region_id, ',') from user_regions where user_id = users.id)`.as(
        'region_ids',
      ),
      sql<
        string | null
      >`(select string_agg(store_id, ',') from user_stores where user_id = users.id)`.as(
        'store_ids',
      ),
    ]);
}

/** The assignments `selectUsers` read with a user. */
export function assignmentsOf(row: UserRow): Assignments {
  const ids = (joined: string | null) => (joined ? joined.split(',') : []);
  return { regionIds: ids(row.region_ids), storeIds: ids(row.store_ids) };
}

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return selectUsers(db).where('users.id', '=', id).executeTakeFirst();
}

/** The user holding a session, with the session's times: one read on every signed-in request. */
export async function findUserBySession(db: Db, sessionId: string) {
  const [row] = await runHot(db, 'user-by-session', [sessionId], ([id]) =>
    selectUsers(db)
      .innerJoin('sessions', 'sessions.user_id', 'users.id')
      .select([
        'sessions.last_seen_at as session_seen_at',
        'sessions.expires_at as session_expires_at',
      ])
      .where('sessions.id', '=', id!),
  );
  return row;
}

export function findUserByUsernameKey(db: Db, key: string): Promise<UserRow | undefined> {
  return selectUsers(db).where('users.username_key', '=', key).executeTakeFirst();
}

export function listUserRows(db: Db): Promise<UserRow[]> {
  return selectUsers(db)
    .where('users.deleted_at', 'is', null)
    .orderBy('users.last_name')
    .orderBy('users.first_name')
    .execute();
}

/** Admins who can still sign in: the chain must always keep one. */
/** Enabled, undeleted accounts holding one of `roles`. */
export async function countActiveUsers(db: Db, roles: readonly string[]): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('role', 'in', roles)
    .where('disabled', '=', 0)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countActiveAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('role', '=', 'admin')
    .where('disabled', '=', 0)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Soft delete: the row stays so repairs, buybacks and the activity log keep their author;
 * the username is released for reuse and the account can never sign in again.
 */
export async function softDeleteUser(db: Db, id: string, at: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ deleted_at: at, disabled: 1, username_key: `deleted:${id}`, updated_at: at })
    .where('id', '=', id)
    .execute();
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function storeIdsInRegions(db: Db, regionIds: readonly string[]): Promise<string[]> {
  if (regionIds.length === 0) return [];
  const rows = await db
    .selectFrom('stores')
    .select('id')
    .where('region_id', 'in', regionIds)
    .execute();
  return rows.map((r) => r.id);
}

/** Ids from `ids` that exist in `table`, to reject references to unknown rows with a 400. */
export async function existingIds(
  db: Db,
  table: 'stores' | 'regions',
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom(table).select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

async function replaceAssignments(db: Db, userId: string, a: Assignments): Promise<void> {
  await db.deleteFrom('user_regions').where('user_id', '=', userId).execute();
  await db.deleteFrom('user_stores').where('user_id', '=', userId).execute();
  if (a.regionIds.length) {
    await db
      .insertInto('user_regions')
      .values(a.regionIds.map((region_id) => ({ user_id: userId, region_id })))
      .execute();
  }
  if (a.storeIds.length) {
    await db
      .insertInto('user_stores')
      .values(a.storeIds.map((store_id) => ({ user_id: userId, store_id })))
      .execute();
  }
}

/** Stores an account and its reach; call inside the transaction that logs it. */
export async function insertUser(
  db: Db,
  row: Insertable<UsersTable>,
  assignments: Assignments,
): Promise<void> {
  await db.insertInto('users').values(row).execute();
  await replaceAssignments(db, row.id, assignments);
}

/** Changes an account and its reach; call inside the transaction that logs it. */
export async function updateUserRow(
  db: Db,
  id: string,
  patch: Updateable<UsersTable>,
  assignments: Assignments,
): Promise<void> {
  await db.updateTable('users').set(patch).where('id', '=', id).execute();
  await replaceAssignments(db, id, assignments);
}

export async function setLastLogin(db: Db, id: string, at: string): Promise<void> {
  await db.updateTable('users').set({ last_login_at: at }).where('id', '=', id).execute();
}

/** Signs a user out everywhere: after a password change, a disable or a role change. */
export async function deleteSessionsOfUser(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** Ends the sessions of every user of `role` in a store (the daily report closes the store's day). */
export async function deleteSessionsOfStoreRole(
  db: Db,
  storeId: string,
  role: string,
): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('user_id', 'in', (eb) =>
      eb.selectFrom('users').select('id').where('store_id', '=', storeId).where('role', '=', role),
    )
    .execute();
}

/**
 * The roles each account gave up since `since`: the activity log keeps every role change with the
 * role it left (details.from), and its rows are never changed.
 */
export async function rolesHeldSince(
  db: Db,
  userIds: string[],
  since: string,
): Promise<Map<string, string[]>> {
  const held = new Map<string, string[]>();
  if (userIds.length === 0) return held;
  const rows = await db
    .selectFrom('activity_log')
    .select(['entity_id', 'details'])
    .where('action', '=', 'user.role_change')
    .where('entity', '=', 'user')
    .where('entity_id', 'in', userIds)
    .where('created_at', '>=', since)
    .execute();
  for (const row of rows) {
    const from = row.details ? (JSON.parse(row.details) as { from?: unknown }).from : undefined;
    if (typeof from !== 'string' || !row.entity_id) continue;
    held.set(row.entity_id, [...(held.get(row.entity_id) ?? []), from]);
  }
  return held;
}

/** Enabled, undeleted accounts holding one of `roles`, with their addresses. */
export function activeUsersWithRoles(db: Db, roles: readonly string[]) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name'])
    .where('role', 'in', roles)
    .where('disabled', '=', 0)
    .where('deleted_at', 'is', null)
    .execute();
}

/** Ends every session of a user but `keepSessionId` (their own change keeps the device they made it on). */
export async function deleteOtherSessionsOfUser(
  db: Db,
  userId: string,
  keepSessionId: string,
): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('id', '!=', keepSessionId)
    .execute();
}

export async function setApprovalPinHash(
  db: Db,
  id: string,
  hash: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ approval_pin_hash: hash, updated_at: at })
    .where('id', '=', id)
    .execute();
}
