import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db';
import type { DailyReportsTable } from '../../db/schema';
import { scopeToReach, type Reach } from '../../db/scope';

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

export type ReconcilableRow = ReportRow & { timezone: string };

/** Newest business day first; the id breaks ties so pages never overlap. */
export function listReportRows(
  db: Db,
  reach: Reach,
  f: { storeId?: string; from?: string; to?: string; limit: number; offset?: number },
): Promise<ReconcilableRow[]> {
  let q = scopeToReach(
    selectReports(db).select('stores.timezone as timezone'),
    'daily_reports.store_id',
    reach,
  );
  if (f.storeId) q = q.where('daily_reports.store_id', '=', f.storeId);
  if (f.from) q = q.where('daily_reports.business_date', '>=', f.from);
  if (f.to) q = q.where('daily_reports.business_date', '<=', f.to);
  return q
    .orderBy('daily_reports.business_date', 'desc')
    .orderBy('stores.name')
    .orderBy('daily_reports.id')
    .limit(f.limit)
    .offset(f.offset ?? 0)
    .execute();
}

/** What the system recorded in one store between two instants, in cents. */
export async function recordedTakings(db: Db, storeId: string, start: string, end: string) {
  const [repairs, sales, buybacks] = await Promise.all([
    db
      .selectFrom('repair_waivers')
      .select((eb) => eb.fn.sum<number>('estimated_cost_cents').as('cents'))
      .where('store_id', '=', storeId)
      .where('status', '=', 'picked_up')
      .where('picked_up_at', '>=', start)
      .where('picked_up_at', '<', end)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('device_sales')
      .select((eb) => eb.fn.sum<number>('price_cents').as('cents'))
      .where('store_id', '=', storeId)
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('device_purchases')
      .select((eb) => eb.fn.sum<number>('amount_cents').as('cents'))
      .where('store_id', '=', storeId)
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    repairCents: Number(repairs.cents ?? 0),
    saleCents: Number(sales.cents ?? 0),
    buybackCents: Number(buybacks.cents ?? 0),
  };
}
