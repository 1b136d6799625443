import { newId } from '../../../shared/ids';
import type { Store } from '../../../shared/org';
import {
  AREA_BRIEF_HOUR,
  STORE_REPORT_HOUR,
  type ReportEmail,
  type ReportKind,
  type ReportPreviewQuery,
  type ReportRun,
  type RunStatus,
} from '../../../shared/reports';
import { businessToday } from '../../../shared/business-day';
import { zonedTime } from '../../../shared/time';
import { REACH_ALL } from '../../db/scope';
import type { Deps } from '../../deps';
import type { Actor } from '../../lib/actor';
import { isoNow } from '../../lib/clock';
import { notFound } from '../../lib/http-error';
import { logActivity } from '../activity/service';
import { sendEmail } from '../notifications/service';
import { findStore, listStores } from '../org/service';
import { areaBriefDraft, renderAreaBrief, renderStoreDaily, storeDailyDraft } from './email';
import { storeDayFigures } from './figures';
import * as repo from './repo';

type Built = { email: ReportEmail; storeId: string | null; managerId: string | null };

async function narrate(
  deps: Deps,
  task: string,
  d: { draft: string; figures: Record<string, number | string> },
) {
  return (await deps.ai.narrate({ task, figures: d.figures, draft: d.draft })).text;
}

async function buildStoreDaily(deps: Deps, store: Store, date: string): Promise<Built> {
  const figures = await storeDayFigures(deps, store, date);
  const narrative = await narrate(deps, 'daily_report', storeDailyDraft(figures));
  const recipients = await repo.storeManagerEmails(deps.db, store.id);
  const email = {
    kind: 'store_daily' as const,
    businessDate: date,
    recipients,
    ...renderStoreDaily(figures, narrative),
  };
  return { email, storeId: store.id, managerId: null };
}

async function buildAreaBrief(
  deps: Deps,
  manager: repo.AreaManagerRow,
  date: string,
): Promise<Built> {
  const stores = await storesOf(deps, manager.id);
  const days = await Promise.all(stores.map((s) => storeDayFigures(deps, s, date)));
  const narrative = await narrate(deps, 'area_brief', areaBriefDraft(manager.name, date, days));
  const recipients = manager.email ? [manager.email] : [];
  const email = {
    kind: 'area_brief' as const,
    businessDate: date,
    recipients,
    ...renderAreaBrief(manager.name, date, days, narrative),
  };
  return { email, storeId: null, managerId: manager.id };
}

async function storesOf(deps: Deps, managerId: string): Promise<Store[]> {
  const ids = await repo.areaStoreIds(deps.db, managerId);
  const all = await listStores(deps, REACH_ALL);
  return ids.map((id) => all.find((s) => s.id === id)).filter((s): s is Store => !!s);
}

/**
 * Takes the lease on a job's period by inserting its row. A unique-key violation means another
 * process took it first; any other failure is a real error.
 */
async function claim(
  deps: Deps,
  holder: string,
  kind: ReportKind,
  date: string,
  subject: { storeId: string | null; managerId: string | null },
): Promise<string | null> {
  const id = newId();
  // One row per store (or manager) and business date within each job.
  const key = `${subject.storeId ?? subject.managerId}:${date}`;
  try {
    await repo.insertRun(deps.db, {
      id,
      job: kind,
      period_key: key,
      business_date: date,
      store_id: subject.storeId,
      manager_id: subject.managerId,
      holder,
      leased_at: isoNow(deps.clock),
      status: 'running',
      recipients: '[]',
      sent_count: 0,
      error: null,
      finished_at: null,
    });
    return id;
  } catch (err) {
    const existing = await repo.findRunByKey(deps.db, kind, key);
    if (!existing) throw err;
    return (await takeOverIfAbandoned(deps, holder, existing)) ? existing.id : null;
  }
}

/**
 * A run sends a handful of e-mails in seconds; one still running after this long belongs to a
 * process that stopped mid-run, so the next tick of any process takes it over and sends it.
 */
export const ABANDONED_LEASE_MS = 30 * 60 * 1000;

async function takeOverIfAbandoned(
  deps: Deps,
  holder: string,
  run: { id: string; status: string; holder: string; leased_at: string },
): Promise<boolean> {
  const now = deps.clock.now();
  if (run.status !== 'running') return false;
  if (now.getTime() - new Date(run.leased_at).getTime() < ABANDONED_LEASE_MS) return false;
  return repo.takeOverLease(deps.db, run, { holder, leased_at: now.toISOString() });
}

/** Sends the e-mail to each recipient through the outbox and records how it went on the run. */
async function deliver(deps: Deps, runId: string, built: Built): Promise<void> {
  const { email } = built;
  const messages = [];
  for (const to of email.recipients)
    messages.push(
      await sendEmail(deps, {
        kind: 'smart_report',
        to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        storeId: built.storeId,
        relatedId: runId,
      }),
    );
  const failed = messages.filter((m) => m.state === 'failed');
  const status: RunStatus =
    email.recipients.length === 0 ? 'none' : failed.length ? 'failed' : 'sent';
  await repo.finishRun(deps.db, runId, {
    status,
    recipients: JSON.stringify(email.recipients),
    sent_count: messages.length - failed.length,
    error: failed[0]?.error ?? null,
    finished_at: isoNow(deps.clock),
  });
}

/** Runs one period's job unless another process (or an earlier tick) already has it. */
async function runOnce(
  deps: Deps,
  holder: string,
  kind: ReportKind,
  date: string,
  subject: { storeId: string | null; managerId: string | null },
  build: () => Promise<Built>,
): Promise<boolean> {
  const runId = await claim(deps, holder, kind, date, subject);
  if (!runId) return false;
  try {
    await deliver(deps, runId, await build());
  } catch (err) {
    // The run stays listed as failed so an admin sees it and can resend it.
    await repo.finishRun(deps.db, runId, {
      status: 'failed',
      recipients: '[]',
      sent_count: 0,
      error: err instanceof Error ? err.message : String(err),
      finished_at: isoNow(deps.clock),
    });
  }
  return true;
}

function runStoreDaily(deps: Deps, holder: string, store: Store, date: string) {
  return runOnce(deps, holder, 'store_daily', date, { storeId: store.id, managerId: null }, () =>
    buildStoreDaily(deps, store, date),
  );
}

function runAreaBrief(deps: Deps, holder: string, manager: repo.AreaManagerRow, date: string) {
  return runOnce(deps, holder, 'area_brief', date, { storeId: null, managerId: manager.id }, () =>
    buildAreaBrief(deps, manager, date),
  );
}

/**
 * One scheduler tick: every store whose report hour has passed on its business day gets its daily
 * e-mail, and every area manager whose first store's brief hour has passed gets the brief.
 * Periods already run (here or in another process) are skipped. Returns how many ran.
 */
export async function runDueReports(deps: Deps, holder: string): Promise<number> {
  const now = deps.clock.now();
  let ran = 0;
  for (const store of await listStores(deps, REACH_ALL)) {
    const date = businessToday(deps.clock, store);
    if (now < zonedTime(date, store.timezone, STORE_REPORT_HOUR)) continue;
    if (await runStoreDaily(deps, holder, store, date)) ran++;
  }
  for (const manager of await repo.areaManagers(deps.db)) {
    const [first] = await storesOf(deps, manager.id);
    if (!first) continue;
    const date = businessToday(deps.clock, first);
    if (now < zonedTime(date, first.timezone, AREA_BRIEF_HOUR)) continue;
    if (await runAreaBrief(deps, holder, manager, date)) ran++;
  }
  return ran;
}

/** Every store's daily e-mail and every brief for a past date, e.g. yesterday for the demo. */
export async function runReportsFor(deps: Deps, holder: string, date: string): Promise<number> {
  let ran = 0;
  for (const store of await listStores(deps, REACH_ALL))
    if (await runStoreDaily(deps, holder, store, date)) ran++;
  for (const manager of await repo.areaManagers(deps.db))
    if (await runAreaBrief(deps, holder, manager, date)) ran++;
  return ran;
}

function toRun(row: repo.RunRow): ReportRun {
  return {
    id: row.id,
    kind: row.job as ReportKind,
    businessDate: row.business_date,
    storeId: row.store_id,
    storeName: row.store_name,
    managerId: row.manager_id,
    managerName: row.manager_name,
    recipients: JSON.parse(row.recipients) as string[],
    status: row.status as RunStatus,
    sentCount: row.sent_count,
    error: row.error,
    leasedAt: row.leased_at,
    finishedAt: row.finished_at,
  };
}

export async function listRuns(deps: Deps, limit: number): Promise<ReportRun[]> {
  return (await repo.listRuns(deps.db, limit)).map(toRun);
}

async function build(deps: Deps, query: ReportPreviewQuery): Promise<Built> {
  if (query.kind === 'store_daily') {
    const store = await findStore(deps, query.storeId);
    if (!store) throw notFound('Store not found');
    return buildStoreDaily(deps, store, query.date);
  }
  const [manager] = await repo.areaManagers(deps.db, query.managerId);
  if (!manager) throw notFound('Area manager not found');
  return buildAreaBrief(deps, manager, query.date);
}

/** The e-mail a run would send, built from today's data, without sending it. */
export async function previewReport(deps: Deps, query: ReportPreviewQuery): Promise<ReportEmail> {
  return (await build(deps, query)).email;
}

/** Builds a run's e-mail again from the data as it is now and sends it to the current recipients. */
export async function resendRun(deps: Deps, actor: Actor, id: string): Promise<ReportRun> {
  const run = await repo.findRun(deps.db, id);
  if (!run) throw notFound('Report run not found');
  const query: ReportPreviewQuery =
    run.job === 'store_daily'
      ? { kind: 'store_daily', storeId: run.store_id ?? '', date: run.business_date }
      : { kind: 'area_brief', managerId: run.manager_id ?? '', date: run.business_date };
  await deliver(deps, id, await build(deps, query));
  const resent = toRun((await repo.findRun(deps.db, id))!);
  // Written after delivery, whose outcome it records: no transaction waits on the mail server.
  await logActivity(deps, {
    userId: actor.user.id,
    storeId: run.store_id,
    action: 'report.resend',
    entity: 'job_run',
    entityId: id,
    details: { kind: resent.kind, businessDate: resent.businessDate, sent: resent.sentCount },
    ip: actor.ip,
  });
  return resent;
}
