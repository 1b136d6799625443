import { type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../db';
import { fullName } from '../../db/names';
import type { DailyReportChangesTable, DailyReportsTable } from '../../db/schema';
import { scopeToReach, type Reach } from '../../db/scope';
import { ledgerFigures, type LedgerFigures } from '../../db/revenue';
import type { StoreWindow } from '../../db/windows';

export type ReportRow = Selectable<DailyReportsTable> & {
  store_name: string;
  submitted_by_name: string | null;
  change_kind: DailyReportChangesTable['kind'] | null;
  change_reason: string | null;
  change_at: string | null;
  change_by_name: string | null;
};

/** Reports with their store's name, who filed them, and their newest change (if any). */
function selectReports(db: Db) {
  return db
    .selectFrom('daily_reports')
    .innerJoin('stores', 'stores.id', 'daily_reports.store_id')
    .leftJoin('users', 'users.id', 'daily_reports.submitted_by')
    .leftJoin('daily_report_changes as change', (join) =>
      join.on('change.id', '=', (eb) =>
        eb
          .selectFrom('daily_report_changes as newer')
          .select('newer.id')
          .whereRef('newer.report_id', '=', 'daily_reports.id')
          .orderBy('newer.changed_at', 'desc')
          .orderBy('newer.id', 'desc')
          .limit(1),
      ),
    )
    .leftJoin('users as changer', 'changer.id', 'change.changed_by')
    .selectAll('daily_reports')
    .select([
      'stores.name as store_name',
      fullName('users').as('submitted_by_name'),
      'change.kind as change_kind',
      'change.reason as change_reason',
      'change.changed_at as change_at',
      fullName('changer').as('change_by_name'),
    ]);
}

export function findReportById(db: Db, id: string): Promise<ReportRow | undefined> {
  return selectReports(db).where('daily_reports.id', '=', id).executeTakeFirst();
}

export type ReportUpdate = Updateable<DailyReportsTable>;

/** Updates a report only if it is still at the revision and state read; false if it moved. */
export async function updateReportIfUnchanged(
  db: Db,
  read: Pick<ReportRow, 'id' | 'revision' | 'state'>,
  values: ReportUpdate,
): Promise<boolean> {
  const result = await db
    .updateTable('daily_reports')
    .set(values)
    .where('id', '=', read.id)
    .where('revision', '=', read.revision)
    .where('state', '=', read.state)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertChange(
  db: Db,
  row: Insertable<DailyReportChangesTable>,
): Promise<void> {
  await db.insertInto('daily_report_changes').values(row).execute();
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

/** The reports of several stores' business days, whichever of them were filed. */
export function findReports(db: Db, days: { storeId: string; businessDate: string }[]) {
  if (days.length === 0) return Promise.resolve([]);
  return selectReports(db)
    .where('daily_reports.store_id', 'in', [...new Set(days.map((d) => d.storeId))])
    .where('daily_reports.business_date', 'in', [...new Set(days.map((d) => d.businessDate))])
    .execute();
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

export type ReconcilableRow = ReportRow & { timezone: string; business_day_end_hour: number };

/** Newest business day first; the id breaks ties so pages never overlap. */
export function listReportRows(
  db: Db,
  reach: Reach,
  f: { storeId?: string; from?: string; to?: string; limit: number; offset?: number },
): Promise<ReconcilableRow[]> {
  let q = scopeToReach(
    selectReports(db).select(['stores.timezone as timezone', 'stores.business_day_end_hour']),
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

/**
 * What the system recorded in each window, in cents, in the order given: the ledger's money
 * (src/server/db/revenue.ts), one grouped query for every window.
 */
export function recordedTakingsIn(db: Db, windows: StoreWindow[]): Promise<LedgerFigures[]> {
  return ledgerFigures(db, windows);
}
