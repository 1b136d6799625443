import {
  REPORT_MESSAGES,
  type DailyReport,
  type ReportCorrection,
  type ReportReopening,
  type ReportChangeKind,
} from '../../../shared/daily-reports';
import { newId } from '../../../shared/ids';
import { businessToday } from '../../../shared/business-day';
import { writeTransaction } from '../../db/group-commit';
import type { DailyReportsTable } from '../../db/schema';
import { reachIncludes, type Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import type { Actor } from '../../lib/actor';
import { isoNow } from '../../lib/clock';
import { conflict, notFound } from '../../lib/http-error';
import { logActivity } from '../activity/service';
import { findStore } from '../org/service';
import * as repo from './repo';
import { CENTS_COLUMNS, reportFigures, toReport } from './report-row';

/** The columns a change may alter; each change keeps them as they were before it. */
const KEPT = [
  ...CENTS_COLUMNS,
  'google_reviews',
  'social_followers',
  'staff_on_shift',
  'notes',
  'report_date',
  'report_time',
  'state',
  'revision',
  'login_blocked_until',
  'submitted_by',
  'submitted_at',
] as const satisfies readonly (keyof DailyReportsTable)[];

function before(row: repo.ReportRow): string {
  return JSON.stringify(Object.fromEntries(KEPT.map((column) => [column, row[column]])));
}

type Change = {
  row: repo.ReportRow;
  kind: ReportChangeKind;
  reason: string | null;
  actor: Actor;
  set: repo.ReportUpdate;
};

/**
 * Applies a change to a report and appends its row; call inside the transaction that logs it.
 * The update names the revision it read, so of two managers changing one report at once the
 * second is told (409) instead of silently writing over the first.
 */
async function applyChange(tx: Deps, change: Change): Promise<void> {
  const { row } = change;
  if (!(await repo.updateReportIfUnchanged(tx.db, row, change.set))) {
    throw conflict('This report changed meanwhile. Reload it and try again.');
  }
  await repo.insertChange(tx.db, {
    id: newId(),
    report_id: row.id,
    store_id: row.store_id,
    kind: change.kind,
    reason: change.reason,
    previous: before(row),
    changed_by: change.actor.user.id,
    changed_at: isoNow(tx.clock),
  });
}

/** A filed report the actor may change, or 404 (outside their reach reads as not there). */
async function reportInReach(deps: Deps, reach: Reach, id: string): Promise<repo.ReportRow> {
  const row = await repo.findReportById(deps.db, id);
  if (!row || !reachIncludes(reach, row.store_id)) throw notFound('Report not found');
  return row;
}

async function changed(deps: Deps, id: string): Promise<{ report: DailyReport }> {
  return { report: toReport((await repo.findReportById(deps.db, id))!) };
}

/**
 * A manager reopens the store's report of its current business day, with a reason: the counter's
 * sign-in block ends at once and the day can be filed again (submitReport then refiles it).
 */
export async function reopenReport(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  id: string,
  { reason }: ReportReopening,
): Promise<{ report: DailyReport }> {
  const row = await reportInReach(deps, reach, id);
  if (row.state === 'reopened') throw conflict(REPORT_MESSAGES.alreadyReopened);
  const store = (await findStore(deps, row.store_id))!;
  if (row.business_date !== businessToday(deps.clock, store))
    throw conflict(REPORT_MESSAGES.notReopenable);
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    const tx: Deps = { ...deps, db: trx };
    await applyChange(tx, {
      row,
      kind: 'reopened',
      reason,
      actor,
      // The block ends now; the column keeps when it ended rather than losing the instant.
      set: { state: 'reopened', login_blocked_until: isoNow(deps.clock) },
    });
    await logActivity(tx, {
      userId: actor.user.id,
      storeId: row.store_id,
      action: 'daily_report.reopen',
      entity: 'daily_report',
      entityId: row.id,
      details: { businessDate: row.business_date, reason },
      ip: actor.ip,
    });
  });
  return changed(deps, row.id);
}

/**
 * A manager corrects a filed report of any day, with a reason; the counter's sign-in block is
 * left as it is. The figures before the correction stay in its change row.
 */
export async function correctReport(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  id: string,
  input: ReportCorrection,
): Promise<{ report: DailyReport }> {
  const row = await reportInReach(deps, reach, id);
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    const tx: Deps = { ...deps, db: trx };
    await applyChange(tx, {
      row,
      kind: 'corrected',
      reason: input.reason,
      actor,
      set: { ...reportFigures(input), revision: row.revision + 1 },
    });
    await logActivity(tx, {
      userId: actor.user.id,
      storeId: row.store_id,
      action: 'daily_report.correct',
      entity: 'daily_report',
      entityId: row.id,
      details: { businessDate: row.business_date, reason: input.reason },
      ip: actor.ip,
    });
  });
  return changed(deps, row.id);
}

/**
 * The day filed again after a reopening: a new revision, closed again like the first filing.
 * Call inside the filing's transaction.
 */
export async function refileReport(
  tx: Deps,
  actor: Actor,
  row: repo.ReportRow,
  filing: repo.ReportUpdate,
): Promise<void> {
  await applyChange(tx, {
    row,
    kind: 'refiled',
    reason: null,
    actor,
    set: { ...filing, state: 'submitted', revision: row.revision + 1 },
  });
}
