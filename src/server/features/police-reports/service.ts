import { ADDENDUM_PART_LABELS } from '../../../shared/buyback-addenda';
import { ID_TYPE_LABELS } from '../../../shared/buybacks';
import { OWNED_FOR_LABELS, SECOND_ID_LABELS } from '../../../shared/buyback-seller';
import { PAYMENT_METHOD_LABELS } from '../../../shared/device-labels';
import { CONDITION_LABELS } from '../../../shared/devices';
import type { Store } from '../../../shared/org';
import {
  DEFAULT_POLICE_REPORT_HOURS,
  POLICE_REPORT_COLUMNS,
  policeReportDue,
  type PoliceReport,
  type PoliceReportDay,
  type PoliceReportRow,
} from '../../../shared/police-reports';
import { addDays, localClockTime, localDate, zonedTime } from '../../../shared/time';
import { REACH_ALL, reachIncludes, type Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import type { Actor } from '../../lib/actor';
import { isoNow } from '../../lib/clock';
import { csvCell } from '../../lib/csv';
import { notFound } from '../../lib/http-error';
import { logActivity } from '../activity/service';
import * as files from '../files/service';
import { listStores } from '../org/service';
import * as repo from './repo';
import { emailSink, fileSink, type PoliceReportSink } from './sinks';

/** A store's police deadline and address (Admin → Stores, buyback rules). */
function rulesOf(store: Store): { hours: number; email: string | null } {
  return {
    hours: store.policeReportHours ?? DEFAULT_POLICE_REPORT_HOURS,
    email: store.policeReportEmail || null,
  };
}

/** A store-local calendar date as the half-open range of instants it covers. */
const dayRange = (date: string, timezone: string) => ({
  start: zonedTime(date, timezone).toISOString(),
  end: zonedTime(addDays(date, 1), timezone).toISOString(),
});

function stateOf(
  store: Store,
  date: string,
  purchases: number,
  row: repo.StateRow | undefined,
  now: Date,
): PoliceReportDay {
  const due = policeReportDue(new Date(dayRange(date, store.timezone).end), rulesOf(store).hours);
  const exportedAt = row?.exported_at ?? null;
  const exportedPurchases = exportedAt ? Number(row?.exported_purchases ?? 0) : null;
  const sentAt = row?.sent_at ?? null;
  // An export made before the date's last purchase does not cover it: export again.
  const handedOver = !!sentAt || (exportedPurchases !== null && exportedPurchases >= purchases);
  return {
    storeId: store.id,
    storeName: store.name,
    timezone: store.timezone,
    date,
    purchases,
    exportedPurchases,
    preparedAt: row?.prepared_at ?? null,
    exportedAt,
    exportedBy: row?.exported_by_name ?? null,
    sentAt,
    sentTo: row?.sent_to ?? null,
    error: row?.error ?? null,
    dueAt: due.toISOString(),
    overdue: purchases > 0 && !handedOver && now > due,
  };
}

/** The stores of a caller's reach, or the one asked for: a store outside it is not found. */
async function storesFor(deps: Deps, reach: Reach, storeId?: string): Promise<Store[]> {
  const stores = await listStores(deps, reach);
  if (!storeId) return stores;
  const store = stores.find((s) => s.id === storeId);
  if (!store || !reachIncludes(reach, storeId)) throw notFound('Store not found');
  return [store];
}

/**
 * Each store's reports of its last `days` dates (today, still running, first), newest first:
 * how many purchases, whether each was exported or sent, and which are overdue.
 */
export async function listReports(
  deps: Deps,
  reach: Reach,
  query: { days: number; storeId?: string; overdue?: 'true' | 'false' },
): Promise<PoliceReportDay[]> {
  const stores = await storesFor(deps, reach, query.storeId);
  const days = await daysOf(deps, stores, query.days);
  return query.overdue === 'true' ? days.filter((d) => d.overdue) : days;
}

async function daysOf(deps: Deps, stores: Store[], days: number): Promise<PoliceReportDay[]> {
  if (stores.length === 0) return [];
  const now = deps.clock.now();
  const dates = new Map(
    stores.map((s) => {
      const today = localDate(now, s.timezone);
      return [s.id, Array.from({ length: days }, (_, i) => addDays(today, -i))];
    }),
  );
  const all = [...dates.values()].flat().sort();
  const ids = stores.map((s) => s.id);
  // Every zone's day lies within a day either side of the UTC dates.
  const start = zonedTime(addDays(all[0]!, -1), 'UTC').toISOString();
  const end = zonedTime(addDays(all[all.length - 1]!, 2), 'UTC').toISOString();
  const counts = new Map<string, number>();
  const zones = new Map(stores.map((s) => [s.id, s.timezone]));
  for (const p of await repo.purchaseTimes(deps.db, ids, start, end)) {
    const k = `${p.store_id}:${localDate(new Date(p.created_at), zones.get(p.store_id)!)}`;
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  const rows = new Map(
    (await repo.states(deps.db, ids, all[0]!, all[all.length - 1]!)).map((r) => [
      `${r.store_id}:${r.report_date}`,
      r,
    ]),
  );
  return stores
    .flatMap((s) =>
      dates
        .get(s.id)!
        .map((d) => stateOf(s, d, counts.get(`${s.id}:${d}`) ?? 0, rows.get(`${s.id}:${d}`), now)),
    )
    .sort((a, b) => b.date.localeCompare(a.date) || a.storeName.localeCompare(b.storeName));
}

/** Links work from an e-mail or a spreadsheet only when absolute: PUBLIC_URL makes them so. */
const link = (deps: Deps, path: string) => `${deps.config.publicUrl ?? ''}${path}`;

/** The words a code stands for, as the police read them; the code itself when unknown. */
const label = (labels: Record<string, string>, code: string | null) =>
  code === null ? null : (labels[code] ?? code);

async function rowsOf(deps: Deps, store: Store, date: string): Promise<PoliceReportRow[]> {
  const { start, end } = dayRange(date, store.timezone);
  const purchases = await repo.purchasesBetween(deps.db, [store.id], start, end);
  const ids = purchases.map((p) => p.id);
  const lists = await files.fileListsOf(deps, ids);
  const corrections = new Map<string, string[]>();
  for (const a of await repo.addendaOf(deps.db, ids)) {
    const at = new Date(a.created_at);
    const when = `${localDate(at, store.timezone)} ${localClockTime(at, store.timezone)}`;
    const line = `${label(ADDENDUM_PART_LABELS, a.field)}: ${a.correction} (${a.reason}; ${a.created_by_name}, ${when})`;
    corrections.set(a.purchase_id, [...(corrections.get(a.purchase_id) ?? []), line]);
  }
  return purchases.map((p) => {
    const at = new Date(p.created_at);
    return {
      purchaseId: p.id,
      time: `${localDate(at, store.timezone)} ${localClockTime(at, store.timezone)}`,
      sellerName: p.customer_name,
      sellerPhone: p.customer_phone,
      sellerEmail: p.customer_email,
      sellerAddress: p.seller_address,
      sellerBirthDate: p.seller_birth_date,
      idType: label(ID_TYPE_LABELS, p.id_type)!,
      idNumber: p.id_number,
      idIssuer: p.id_issuer,
      idExpiry: p.id_expiry,
      secondIdType: label(SECOND_ID_LABELS, p.second_id_type),
      secondIdNumber: p.second_id_number,
      secondIdIssuer: p.second_id_issuer,
      secondIdExpiry: p.second_id_expiry,
      deviceBrand: p.device_brand,
      deviceModel: p.device_model,
      imei: p.imei,
      storage: p.storage,
      color: p.color,
      carrier: p.carrier,
      condition: label(CONDITION_LABELS, p.condition)!,
      deviceMarks: p.device_marks,
      ownedFor: label(OWNED_FOR_LABELS, p.owned_for),
      price: p.amount_cents / 100,
      paymentMethod: label(PAYMENT_METHOD_LABELS, p.payment_method)!,
      // The clerk's name as it was when they bought it; older records, as the user is now.
      clerk: p.created_by_name ?? p.clerk_name,
      photos: (lists.get(p.id)?.deviceImages ?? []).map((u) => link(deps, u)),
      idPhoto: p.id_photo_id ? link(deps, files.fileUrl(p.id_photo_id)) : null,
      corrections: corrections.get(p.id) ?? [],
    };
  });
}

/** One store's report of one date: its state and every purchase, for the printable page. */
export async function getReport(
  deps: Deps,
  reach: Reach,
  storeId: string,
  date: string,
): Promise<PoliceReport> {
  const [store] = await storesFor(deps, reach, storeId);
  const rows = await rowsOf(deps, store!, date);
  const [state] = await repo.states(deps.db, [store!.id], date, date);
  return {
    ...stateOf(store!, date, rows.length, state, deps.clock.now()),
    rows,
  };
}

export function reportCsv(rows: readonly PoliceReportRow[]): string {
  const header = POLICE_REPORT_COLUMNS.map(([h]) => csvCell(h)).join(',');
  const lines = rows.map((r) => POLICE_REPORT_COLUMNS.map(([, get]) => csvCell(get(r))).join(','));
  return [header, ...lines].join('\r\n') + '\r\n';
}

/**
 * A manager exports a report to hand to the police: the download is the export, recorded with
 * who and when (and in the activity log), and the file sink keeps the same CSV under DATA_DIR.
 */
export async function exportReport(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  storeId: string,
  date: string,
): Promise<string> {
  const report = await getReport(deps, reach, storeId, date);
  const csv = reportCsv(report.rows);
  const at = isoNow(deps.clock);
  await fileSink(deps).deliver({ ...report, csv });
  await repo.prepare(deps.db, {
    store_id: storeId,
    report_date: date,
    purchases: report.rows.length,
    prepared_at: at,
  });
  await repo.recordExport(deps.db, storeId, date, {
    at,
    by: actor.user.id,
    purchases: report.rows.length,
  });
  await logActivity(deps, {
    userId: actor.user.id,
    storeId,
    action: 'police_report.export',
    entity: 'police_report',
    entityId: `${storeId}:${date}`,
    details: { date, purchases: report.rows.length },
    ip: actor.ip,
  });
  return csv;
}

/** Prepares one store's report of a date that has ended, and sends it where the store says. */
async function prepareAndSend(deps: Deps, store: Store, date: string): Promise<boolean> {
  const rows = await rowsOf(deps, store, date);
  await repo.prepare(deps.db, {
    store_id: store.id,
    report_date: date,
    purchases: rows.length,
    prepared_at: isoNow(deps.clock),
  });
  const { email } = rulesOf(store);
  // A date without purchases has nothing to report.
  if (!email || rows.length === 0) return false;
  const now = deps.clock.now();
  const claim = {
    to: email,
    at: now.toISOString(),
    staleBefore: new Date(now.getTime() - SENDING_TAKEOVER_MS).toISOString(),
  };
  if (!(await repo.claimSending(deps.db, store.id, date, claim))) return false;
  const sink: PoliceReportSink = emailSink(deps, email);
  const outcome = await sink.deliver({
    storeId: store.id,
    storeName: store.name,
    date,
    purchases: rows.length,
    csv: reportCsv(rows),
  });
  await repo.finishSending(
    deps.db,
    store.id,
    date,
    outcome.delivered
      ? { sentAt: isoNow(deps.clock), error: null, retry: false }
      : { sentAt: null, error: outcome.error, retry: outcome.retry },
  );
  return outcome.delivered;
}

/** A sender that took a report this long ago and never finished died mid-way: take it over. */
const SENDING_TAKEOVER_MS = 15 * 60 * 1000;
/** How many ended dates each tick looks back over, so days missed while stopped are caught up. */
const CATCH_UP_DAYS = 7;

/**
 * One scheduler tick: every store's ended dates of the last week get their reports prepared and,
 * where the store has a police address, e-mailed once, however many processes tick; a date
 * already sent (or with nothing to send) costs one read. Returns how many reports were sent.
 */
export async function runDuePoliceReports(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  let sent = 0;
  for (const store of await listStores(deps, REACH_ALL)) {
    const yesterday = addDays(localDate(now, store.timezone), -1);
    const first = addDays(yesterday, 1 - CATCH_UP_DAYS);
    const known = new Map(
      (await repo.states(deps.db, [store.id], first, yesterday)).map((r) => [r.report_date, r]),
    );
    for (let date = first; date <= yesterday; date = addDays(date, 1)) {
      const state = known.get(date);
      // Sent, handed over by hand (exported), nothing to send, or nowhere to send it.
      const done =
        state &&
        (state.sent_at !== null ||
          (state.exported_at !== null && Number(state.exported_purchases) >= state.purchases) ||
          !rulesOf(store).email ||
          state.purchases === 0);
      if (done) continue;
      if (await prepareAndSend(deps, store, date)) sent++;
    }
  }
  return sent;
}

/** The overdue reports of a reach's stores in the last `days` dates, for dashboards and e-mails. */
export async function overdueReports(
  deps: Deps,
  reach: Reach,
  days = 7,
): Promise<PoliceReportDay[]> {
  return (await daysOf(deps, await listStores(deps, reach), days)).filter((d) => d.overdue);
}
