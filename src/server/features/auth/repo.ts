import type { Db } from '../../db';
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

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom('login_failures').where('key', '=', key).execute();
}
