import { addDays } from '../../../shared/time';
import {
  LOGIN_BLOCKED_CODE,
  loginBlockedMessage,
  REPORT_MESSAGES,
  type CheckToday,
  type DailyReport,
  type DailyReportFiling,
  type ReconciledReport,
  type SubmitReportResponse,
} from '../../../shared/daily-reports';
import type { SessionUser } from '../../../shared/auth';
import type { DrawerClose } from '../../../shared/cash-drawer';
import { businessToday, loginReopensAt, type StoreDay } from '../../../shared/business-day';
import { newId } from '../../../shared/ids';
import { writeTransaction } from '../../db/group-commit';
import type { LedgerFigures } from '../../db/revenue';
import type { Reach } from '../../db/scope';
import { businessDaysWindow, type StoreWindow } from '../../db/windows';
import type { Deps } from '../../deps';
import type { Actor } from '../../lib/actor';
import { isoNow } from '../../lib/clock';
import { HttpError, conflict } from '../../lib/http-error';
import { refileReport } from './amend';
import { reportFigures, toReport } from './report-row';
import { logActivity } from '../activity/service';
import { findStore, resolveWorkStore } from '../org/service';
import { signOutStoreStaff } from '../users/service';
import { drawerCloses } from './drawer-close';
import * as drawers from './drawer-repo';
import * as repo from './repo';

export type RecordedDay = LedgerFigures;

/** The instants a store's business day spans. */
function businessDay(storeId: string, store: StoreDay, businessDate: string): StoreWindow {
  return businessDaysWindow({ ...store, id: storeId }, businessDate, addDays(businessDate, 1));
}

/**
 * What the system recorded in each store over one of its business days, in cents (decision
 * 010), many at once, in the order given.
 */
export function recordedDays(
  deps: Deps,
  days: { storeId: string; store: StoreDay; businessDate: string }[],
): Promise<RecordedDay[]> {
  return repo.recordedTakingsIn(
    deps.db,
    days.map((d) => businessDay(d.storeId, d.store, d.businessDate)),
  );
}

function line(reportedDollars: number, recordedCents: number) {
  const reported = Math.round(reportedDollars * 100);
  return {
    reported: reported / 100,
    recorded: recordedCents / 100,
    difference: (reported - recordedCents) / 100,
  };
}

/**
 * A report beside what the ledger recorded for its store and business day, field by field: the
 * money taken in by method, for repairs and for device sales, buyback payouts (reported as
 * purchases/payouts), taxes, and refunds given back (the report counts them apart). See decision 037 and docs/features/closing-the-day.md.
 */
export function reconcileReport(
  report: DailyReport,
  recorded: RecordedDay,
  drawer: DrawerClose | null,
): ReconciledReport {
  const reconciliation = {
    cashAmount: line(report.cashAmount, recorded.received.byMethod.cash),
    cardAmount: line(report.cardAmount, recorded.received.byMethod.card),
    financeAmount: line(report.financeAmount, recorded.received.byMethod.finance),
    repairRevenue: line(report.repairRevenue, recorded.received.repairCents),
    deviceSales: line(report.deviceSales, recorded.received.saleCents),
    buybackPayouts: line(report.purchasesPayouts, recorded.buybackPayoutCents),
    taxes: line(report.taxes, recorded.taxCents),
    refunds: line(report.refunds, recorded.refundCents),
  };
  const hasDifferences =
    Object.values(reconciliation).some((l) => l.difference !== 0) || drawer?.alert === true;
  return { ...report, reconciliation, drawer, hasDifferences };
}

/** One store's business day: what was recorded, and the report filed for it beside that, if any. */
export async function reconciledDay(
  deps: Deps,
  store: { id: string } & StoreDay,
  businessDate: string,
): Promise<{ recorded: RecordedDay; report: ReconciledReport | null }> {
  const [day] = await reconciledDays(deps, [{ store, businessDate }]);
  return day!;
}

/** reconciledDay of many stores' business days at once (a few queries for all), in the order given. */
export async function reconciledDays(
  deps: Deps,
  days: { store: { id: string } & StoreDay; businessDate: string }[],
): Promise<{ recorded: RecordedDay; report: ReconciledReport | null }[]> {
  const [recorded, rows] = await Promise.all([
    recordedDays(
      deps,
      days.map((d) => ({ storeId: d.store.id, store: d.store, businessDate: d.businessDate })),
    ),
    repo.findReports(
      deps.db,
      days.map((d) => ({ storeId: d.store.id, businessDate: d.businessDate })),
    ),
  ]);
  const filed = new Map(rows.map((row) => [`${row.store_id}@${row.business_date}`, row]));
  const closes = await drawerCloses(
    deps,
    days.map((d) => ({ storeId: d.store.id, businessDate: d.businessDate })),
    recorded,
  );
  return days.map((d, i) => {
    const row = filed.get(`${d.store.id}@${d.businessDate}`);
    return {
      recorded: recorded[i]!,
      report: row ? reconcileReport(toReport(row), recorded[i]!, closes[i]!) : null,
    };
  });
}

export async function checkToday(
  deps: Deps,
  user: SessionUser,
  reach: Reach,
  storeId: string | undefined,
): Promise<CheckToday> {
  const store = await resolveWorkStore(deps, user, reach, storeId, 'report');
  const businessDate = businessToday(deps.clock, store);
  const row = await repo.findReport(deps.db, store.id, businessDate);
  // A reopened report waits to be filed again: the form comes back, with what was filed before.
  return {
    hasSubmittedToday: !!row && row.state === 'submitted',
    businessDate,
    report: row ? toReport(row) : null,
  };
}

/**
 * Closes a store's business day. One report per store per day (409 for a second, unless a manager
 * reopened it: then this files it again); the store's counter staff are signed out and may not
 * sign in again until 8:00 AM store time on the morning the day ends: the next morning for a
 * report filed in the evening, the same morning for one filed after midnight.
 */
export async function submitReport(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  input: DailyReportFiling,
): Promise<SubmitReportResponse> {
  const store = await resolveWorkStore(deps, actor.user, reach, input.storeId, 'report');
  const businessDate = businessToday(deps.clock, store);
  const existing = await repo.findReport(deps.db, store.id, businessDate);
  if (existing && existing.state !== 'reopened') throw conflict(REPORT_MESSAGES.duplicate);
  const reopen = loginReopensAt(businessDate, store).toISOString();
  const filing = {
    ...reportFigures(input),
    report_date: input.reportDate ?? null,
    report_time: input.reportTime ?? null,
    login_blocked_until: reopen,
    submitted_by: actor.user.id,
    submitted_at: isoNow(deps.clock),
  };
  const id = existing ? existing.id : newId();
  try {
    await writeTransaction(deps.db, deps.dialect, async (trx) => {
      const tx: Deps = { ...deps, db: trx };
      if (existing) await refileReport(tx, actor, existing, filing);
      else
        await repo.insertReport(trx, {
          id,
          store_id: store.id,
          business_date: businessDate,
          ...filing,
        });
      if (input.countedCash !== undefined)
        await drawers.recordCount(trx, {
          storeId: store.id,
          businessDate,
          cents: Math.round(input.countedCash * 100),
          by: actor.user.id,
          at: filing.submitted_at,
        });
      await signOutStoreStaff(tx, store.id);
      await logActivity(tx, {
        userId: actor.user.id,
        storeId: store.id,
        action: existing ? 'daily_report.refile' : 'daily_report.submit',
        entity: 'daily_report',
        entityId: id,
        details: { businessDate },
        ip: actor.ip,
      });
    });
  } catch (err) {
    // Two devices submitting the same day at once: the unique key lets one through.
    if (!existing && (await repo.findReport(deps.db, store.id, businessDate)))
      throw conflict(REPORT_MESSAGES.duplicate);
    throw err;
  }
  return {
    report: toReport((await repo.findReport(deps.db, store.id, businessDate))!),
    nextLoginTime: reopen,
    timeZone: store.timezone,
  };
}

/** Until when a store's counter sign-in is closed, or null when it is open. */
export function storeBlock(deps: Deps, storeId: string): Promise<string | null> {
  return repo.activeBlock(deps.db, storeId, isoNow(deps.clock));
}

/**
 * Refuses a counter user's sign-in while their store's day is closed. Managers and admins are
 * never blocked. The answer carries blockedUntil for the sign-in screen's countdown, and the
 * store's zone, in which the screen names the day it ends as the clock moves past midnight.
 */
export async function assertLoginOpen(deps: Deps, user: { role: string; store_id: string | null }) {
  if (user.role !== 'store' || !user.store_id) return;
  const now = deps.clock.now();
  const until = await repo.activeBlock(deps.db, user.store_id, now.toISOString());
  if (!until) return;
  const { timezone } = (await findStore(deps, user.store_id))!;
  const message = loginBlockedMessage(new Date(until), now, timezone);
  throw new HttpError(403, LOGIN_BLOCKED_CODE, message, undefined, undefined, {
    blockedUntil: until,
    // The device remembers which store's counter is closed, so others may still sign in there.
    storeId: user.store_id,
    timeZone: timezone,
  });
}
