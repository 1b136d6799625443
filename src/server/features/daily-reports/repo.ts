import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db';
import type { DailyReportsTable } from '../../db/schema';

export type ReportRow = DailyReportsTable & {
  store_name: string;
  submitted_by_name: string | null;
};

function selectReports(db: Db) {
  return db
    .selectFrom('daily_reports')
    .innerJoin('stores', 'stores.id', 'daily_reports.store_id')
    .leftJoin('users', 'users.id', 'daily_reports.submitted_by')
    .selectAll('daily_reports')
    .select([
      'stores.name as store_name',
      sql<string | null>`${sql.ref('users.first_name')} || ' ' || ${sql.ref('users.last_name')}`.as(
        'submitted_by_name',
      ),
    ]);
}

export function findReport(
  db: Db,
  storeId: string,
  businessDate: string,
): Promise<ReportRow | undefined> {
  return selectReports(db)
    .where('daily_reports.store_id', '=', storeId)
    .where('daily_reports.business_date', '=', businessDate)
    .executeTakeFirst();
}

export async function insertReport(db: Db, row: Insertable<DailyReportsTable>): Promise<void> {
  await db.insertInto('daily_reports').values(row).execute();
}

/** The latest block on a store's sign-ins that has not yet ended, if any. */
export async function activeBlock(db: Db, storeId: string, now: string): Promise<string | null> {
  const row = await db
    .selectFrom('daily_reports')
    .select('login_blocked_until')
    .where('store_id', '=', storeId)
    .where('login_blocked_until', '>', now)
    .orderBy('login_blocked_until', 'desc')
    .executeTakeFirst();
  return row?.login_blocked_until ?? null;
}
