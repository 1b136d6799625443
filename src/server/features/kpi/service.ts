import type { KpiQuery, KpiReport, KpiRow } from '../../../shared/kpi';
import { periodDays } from '../../../shared/period';
import { businessToday } from '../../../shared/business-day';
import { storeOpenedOn, type Store } from '../../../shared/org';
import { addDays, nextDate } from '../../../shared/time';
import { reachIncludes, type Reach } from '../../db/scope';
import { businessDaysWindow } from '../../db/windows';
import type { Deps } from '../../deps';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/http-error';
import {
  addRaw,
  averageHours,
  marginPct,
  emptyRaw,
  periodFigures,
  type RawFigures,
} from '../ceo-dashboard/service';
import { listStores } from '../org/service';
import {
  addStock,
  emptyStock,
  kpiStockFigures,
  partsMarginPct,
  type StockFigures,
} from '../stock-reports/service';
import { reportsFiled } from './repo';

/** Filed and on-time daily reports of one store against its business days. */
type Punctuality = { businessDays: number; filed: number; onTime: number };

const pct = (part: number, whole: number) =>
  whole ? Math.round((part / whole) * 1000) / 10 : null;
const round2 = (v: number) => Math.round(v * 100) / 100;

/**
 * The period's dates a report was due in a store: from the day it opened in the app (no report
 * was due before it existed) up to its last business day (today's is still open).
 */
function businessDates(
  store: Store,
  from: string,
  to: string,
  clock: Clock,
): [string, string] | null {
  const opened = storeOpenedOn(store);
  const first = opened > from ? opened : from;
  const today = businessToday(clock, store);
  const last = to < today ? to : addDays(today, -1);
  return last < first ? null : [first, last];
}

/**
 * The period's days the stores were open, for per-day rates: from the day the first of them
 * opened up to the latest of their todays (today counts: its repairs are in the figures).
 */
function openDays(stores: Store[], from: string, to: string, clock: Clock): number {
  if (stores.length === 0) return 0;
  const opened = stores.map(storeOpenedOn).sort()[0]!;
  const today = stores
    .map((s) => businessToday(clock, s))
    .sort()
    .at(-1)!;
  const first = opened > from ? opened : from;
  const last = to < today ? to : today;
  return last < first ? 0 : periodDays(first, last);
}

function row(
  storeId: string | null,
  storeName: string,
  raw: RawFigures,
  reports: Punctuality,
  days: number,
  stock: StockFigures,
): KpiRow {
  const tickets = raw.repairTickets + raw.deviceTickets;
  const completed = raw.turnaroundCount;
  return {
    storeId,
    storeName,
    avgTurnaroundHours: averageHours(raw),
    repairsCompleted: completed,
    repairsPerDay: days ? round2(completed / days) : 0,
    deviceMarginPct: marginPct(raw),
    devicesBought: raw.bought,
    devicesBoughtSold: raw.boughtSold,
    buybackConversionPct: pct(raw.boughtSold, raw.bought),
    tickets,
    averageTicket: tickets ? round2((raw.repairCents + raw.deviceCents) / tickets / 100) : null,
    businessDays: reports.businessDays,
    reportsFiled: reports.filed,
    reportsOnTime: reports.onTime,
    reportFiledPct: pct(reports.filed, reports.businessDays),
    reportOnTimePct: pct(reports.onTime, reports.businessDays),
    stockValue: (stock.itemsCents + stock.devicesCents) / 100,
    itemsValue: stock.itemsCents / 100,
    devicesValue: stock.devicesCents / 100,
    partsRepairs: stock.partsRepairs,
    partsMarginPct: partsMarginPct(stock),
  };
}

async function punctuality(deps: Deps, reach: Reach, stores: Store[], query: KpiQuery) {
  const filed = await reportsFiled(
    deps.db,
    reach,
    stores.map((s) => s.id),
    query.from,
    query.to,
  );
  const byStore = new Map<string, typeof filed>();
  for (const r of filed) {
    const own = byStore.get(r.store_id);
    if (own) own.push(r);
    else byStore.set(r.store_id, [r]);
  }
  return new Map(
    stores.map((store): [string, Punctuality] => {
      const range = businessDates(store, query.from, query.to, deps.clock);
      if (!range) return [store.id, { businessDays: 0, filed: 0, onTime: 0 }];
      const due = (byStore.get(store.id) ?? []).filter(
        (r) => r.business_date >= range[0] && r.business_date <= range[1],
      );
      return [
        store.id,
        {
          businessDays: periodDays(range[0], range[1]),
          filed: due.length,
          // login_blocked_until is 8:00 AM store time the morning the day ends, stored with the report.
          onTime: due.filter((r) => r.submitted_at < r.login_blocked_until).length,
        },
      ];
    }),
  );
}

export async function kpiReport(deps: Deps, reach: Reach, query: KpiQuery): Promise<KpiReport> {
  const inReach = await listStores(deps, reach);
  let stores = inReach;
  if (query.storeId) {
    stores = inReach.filter((s) => s.id === query.storeId && reachIncludes(reach, s.id));
    if (stores.length === 0) throw notFound('Store not found');
  }
  const period = { from: query.from, to: query.to };
  const days = periodDays(query.from, query.to);
  const [raw, reports, stock] = await Promise.all([
    periodFigures(deps, reach, stores, period),
    punctuality(deps, reach, stores, query),
    kpiStockFigures(
      deps.db,
      stores.map((s) => s.id),
      stores.map((s) => businessDaysWindow(s, period.from, nextDate(period.to))),
    ),
  ]);
  const rows = stores.map((s) =>
    row(
      s.id,
      s.name,
      raw.get(s.id)!,
      reports.get(s.id)!,
      openDays([s], query.from, query.to, deps.clock),
      stock.get(s.id)!,
    ),
  );
  const allRaw = stores.map((s) => raw.get(s.id)!);
  const allReports = [...reports.values()].reduce(
    (a, b) => ({
      businessDays: a.businessDays + b.businessDays,
      filed: a.filed + b.filed,
      onTime: a.onTime + b.onTime,
    }),
    { businessDays: 0, filed: 0, onTime: 0 },
  );
  const total = row(
    null,
    'All stores',
    allRaw.reduce(addRaw, emptyRaw()),
    allReports,
    openDays(stores, query.from, query.to, deps.clock),
    [...stock.values()].reduce(addStock, emptyStock()),
  );
  return { from: query.from, to: query.to, days, stores: rows, total };
}
