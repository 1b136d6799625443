import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db';
import type { JobRunsTable } from '../../db/schema';

export type RunRow = JobRunsTable & { store_name: string | null; manager_name: string | null };

function selectRuns(db: Db) {
  return db
    .selectFrom('job_runs')
    .leftJoin('stores', 'stores.id', 'job_runs.store_id')
    .leftJoin('users', 'users.id', 'job_runs.manager_id')
    .selectAll('job_runs')
    .select([
      'stores.name as store_name',
      sql<string | null>`${sql.ref('users.first_name')} || ' ' || ${sql.ref('users.last_name')}`.as(
        'manager_name',
      ),
    ]);
}

export async function insertRun(db: Db, row: Insertable<JobRunsTable>): Promise<void> {
  await db.insertInto('job_runs').values(row).execute();
}

export function findRunByKey(db: Db, job: string, periodKey: string) {
  return db
    .selectFrom('job_runs')
    .select(['id', 'status', 'holder', 'leased_at'])
    .where('job', '=', job)
    .where('period_key', '=', periodKey)
    .executeTakeFirst();
}

/**
 * Moves a lease to a new holder only if it is still exactly as it was read: of several
 * processes taking over the same abandoned run, one update matches and the rest match nothing.
 */
export async function takeOverLease(
  db: Db,
  seen: { id: string; holder: string; leased_at: string },
  next: { holder: string; leased_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('job_runs')
    .set(next)
    .where('id', '=', seen.id)
    .where('status', '=', 'running')
    .where('holder', '=', seen.holder)
    .where('leased_at', '=', seen.leased_at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function findRun(db: Db, id: string): Promise<RunRow | undefined> {
  return selectRuns(db).where('job_runs.id', '=', id).executeTakeFirst();
}

export async function finishRun(
  db: Db,
  id: string,
  outcome: Pick<JobRunsTable, 'status' | 'recipients' | 'sent_count' | 'error' | 'finished_at'>,
): Promise<void> {
  await db.updateTable('job_runs').set(outcome).where('id', '=', id).execute();
}

/** Newest lease first; the id breaks ties between runs claimed in the same tick. */
export function listRuns(db: Db, limit: number): Promise<RunRow[]> {
  return selectRuns(db)
    .orderBy('job_runs.leased_at', 'desc')
    .orderBy('job_runs.id', 'desc')
    .limit(limit)
    .execute();
}

/** Active users who can receive mail. */
function mailable(db: Db) {
  return db
    .selectFrom('users')
    .where('users.disabled', '=', 0)
    .where('users.deleted_at', 'is', null)
    .where('users.email', 'is not', null)
    .where('users.email', '<>', '');
}

/** The store's own managers and the area managers who oversee it. */
export async function storeManagerEmails(db: Db, storeId: string): Promise<string[]> {
  const rows = await mailable(db)
    .select('users.email')
    .where((eb) =>
      eb.or([
        eb.and([eb('users.role', '=', 'store_manager'), eb('users.store_id', '=', storeId)]),
        eb.and([
          eb('users.role', '=', 'areamanager'),
          eb(
            'users.id',
            'in',
            eb.selectFrom('user_stores').select('user_id').where('store_id', '=', storeId),
          ),
        ]),
      ]),
    )
    .orderBy('users.email')
    .execute();
  return [...new Set(rows.map((r) => r.email!))];
}

export type AreaManagerRow = { id: string; name: string; email: string | null };

/** Area managers, also those without an address (a preview still shows their brief). */
export function areaManagers(db: Db, onlyId?: string): Promise<AreaManagerRow[]> {
  let q = db
    .selectFrom('users')
    .select([
      'users.id',
      'users.email',
      sql<string>`${sql.ref('users.first_name')} || ' ' || ${sql.ref('users.last_name')}`.as(
        'name',
      ),
    ])
    .where('users.role', '=', 'areamanager')
    .where('users.disabled', '=', 0)
    .where('users.deleted_at', 'is', null);
  if (onlyId) q = q.where('users.id', '=', onlyId);
  return q.orderBy('users.id').execute();
}

/** The stores an area manager oversees, by name. */
export async function areaStoreIds(db: Db, managerId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('user_stores')
    .innerJoin('stores', 'stores.id', 'user_stores.store_id')
    .select('stores.id')
    .where('user_stores.user_id', '=', managerId)
    .orderBy('stores.name')
    .orderBy('stores.id')
    .execute();
  return rows.map((r) => r.id);
}
