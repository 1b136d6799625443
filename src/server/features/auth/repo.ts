import type { Db } from '../../db';
import { escapeLike, likeEscaped } from '../../db/like';
import type { LoginFailuresTable, SessionsTable } from '../../db/schema';

export async function insertSession(db: Db, row: SessionsTable): Promise<void> {
  await db.insertInto('sessions').values(row).execute();
}

export async function touchSession(db: Db, id: string, at: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', id).execute();
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Housekeeping: sessions past their absolute or idle limit. */
export async function deleteExpiredSessions(
  db: Db,
  now: string,
  idleCutoff: string,
): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleCutoff)]))
    .execute();
}

export function findFailures(db: Db, keys: string[]): Promise<LoginFailuresTable[]> {
  return db.selectFrom('login_failures').selectAll().where('key', 'in', keys).execute();
}

export async function saveFailure(db: Db, row: LoginFailuresTable): Promise<void> {
  await db
    .insertInto('login_failures')
    .values(row)
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures: row.failures,
        window_started_at: row.window_started_at,
        locked_until: row.locked_until,
      }),
    )
    .execute();
}

/** Counters whose window began before `windowCutoff` (the longest window ago) and hold no lock. */
export async function deleteSpentFailures(
  db: Db,
  now: string,
  windowCutoff: string,
): Promise<void> {
  await db
    .deleteFrom('login_failures')
    .where('window_started_at', '<', windowCutoff)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .execute();
}

export async function clearFailures(db: Db, keys: string[]): Promise<void> {
  await db.deleteFrom('login_failures').where('key', 'in', keys).execute();
}

/**
 * The addresses of the counters that start with `prefix` (an account's `pair:<username>|`) and
 * failed since `since`: where an account's failed sign-ins came from.
 */
export async function failedAddresses(db: Db, prefix: string, since: string): Promise<string[]> {
  const rows = await db
    .selectFrom('login_failures')
    .select('key')
    .where(likeEscaped('key', `${escapeLike(prefix)}%`))
    .where('window_started_at', '>=', since)
    .orderBy('window_started_at')
    .limit(50)
    .execute();
  return rows.map((r) => r.key.slice(prefix.length));
}
