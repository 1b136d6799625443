import type {
  CeoDashboard,
  Figures,
  RegionFigures,
  StoreFigures,
} from '../../../shared/ceo-dashboard';
import { storeOpenedOn, type Store } from '../../../shared/org';
import type { PeriodQuery } from '../../../shared/period';
import { businessDayStart, businessToday, sameBusinessDays } from '../../../shared/business-day';
import type { DayRevenue } from '../../../shared/day-revenue';
import { nextDate } from '../../../shared/time';
import { ledgerFigures, revenueRows } from '../../db/revenue';
import type { Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import { dayBuckets, revenueForecast } from '../insights/service';
import { listRegions, listStores } from '../org/service';
import * as repo from './repo';

/** Integer cents and counts of one store (or a sum of stores) before they become dollars. */
export type RawFigures = {
  repairCents: number;
  repairTickets: number;
  deviceCents: number;
  deviceTickets: number;
  costedCents: number;
  profitCents: number;
  turnaroundHours: number[];
  buybackCents: number;
  bought: number;
  boughtSold: number;
};

export const emptyRaw = (): RawFigures => ({
  repairCents: 0,
  repairTickets: 0,
  deviceCents: 0,
  deviceTickets: 0,
  costedCents: 0,
  profitCents: 0,
  turnaroundHours: [],
  buybackCents: 0,
  bought: 0,
  boughtSold: 0,
});

export function addRaw(a: RawFigures, b: RawFigures): RawFigures {
  return {
    repairCents: a.repairCents + b.repairCents,
    repairTickets: a.repairTickets + b.repairTickets,
    deviceCents: a.deviceCents + b.deviceCents,
    deviceTickets: a.deviceTickets + b.deviceTickets,
    costedCents: a.costedCents + b.costedCents,
    profitCents: a.profitCents + b.profitCents,
    turnaroundHours: [...a.turnaroundHours, ...b.turnaroundHours],
    buybackCents: a.buybackCents + b.buybackCents,
    bought: a.bought + b.bought,
    boughtSold: a.boughtSold + b.boughtSold,
  };
}

const dollars = (cents: number) => cents / 100;
const oneDecimal = (v: number) => Math.round(v * 10) / 10;
export const averageHours = (hours: number[]) =>
  hours.length ? oneDecimal(hours.reduce((s, h) => s + h, 0) / hours.length) : null;
export const marginPct = (r: RawFigures) =>
  r.costedCents ? oneDecimal((r.profitCents / r.costedCents) * 100) : null;

export function toFigures(r: RawFigures): Figures {
  return {
    revenue: dollars(r.repairCents + r.deviceCents),
    repairRevenue: dollars(r.repairCents),
    deviceRevenue: dollars(r.deviceCents),
    tickets: r.repairTickets + r.deviceTickets,
    deviceProfit: dollars(r.profitCents),
    deviceMarginPct: marginPct(r),
    repairsCompleted: r.turnaroundHours.length,
    avgTurnaroundHours: averageHours(r.turnaroundHours),
    buybackSpend: dollars(r.buybackCents),
    buybackCount: r.bought,
  };
}

/** The stores whose business days start together, with the UTC range of the period's days. */
export function periodWindows(stores: Store[], period: PeriodQuery): repo.PeriodWindow[] {
  return sameBusinessDays(stores).map(({ store, storeIds }) => ({
    storeIds,
    start: businessDayStart(period.from, store).toISOString(),
    end: businessDayStart(nextDate(period.to), store).toISOString(),
  }));
}

/** Every store's raw figures over the period, each counted in its own business days. */
export async function periodFigures(
  deps: Deps,
  reach: Reach,
  stores: Store[],
  period: PeriodQuery,
): Promise<Map<string, RawFigures>> {
  const byStore = new Map(stores.map((s) => [s.id, emptyRaw()]));
  if (stores.length === 0) return byStore;
  const windows = periodWindows(stores, period);
  const storeWindows = windows.flatMap((w) =>
    w.storeIds.map((storeId) => ({ storeId, start: w.start, end: w.end })),
  );
  const [money, repairs, sales, completed, bought] = await Promise.all([
    ledgerFigures(deps.db, storeWindows, reach),
    repo.repairTakings(deps.db, reach, windows),
    repo.deviceSales(deps.db, reach, windows),
    repo.completedRepairs(deps.db, reach, windows),
    repo.buybacks(deps.db, reach, windows),
  ]);
  const at = (storeId: string) => byStore.get(storeId);
  storeWindows.forEach((w, i) => {
    const f = at(w.storeId);
    const m = money[i]!;
    if (f)
      Object.assign(f, {
        repairCents: m.repairRevenueCents,
        deviceCents: m.deviceSalesCents,
        buybackCents: m.buybackPayoutCents,
      });
  });
  for (const r of repairs) {
    const f = at(r.storeId);
    if (f) f.repairTickets = r.tickets;
  }
  for (const s of sales) {
    const f = at(s.storeId);
    if (f)
      Object.assign(f, {
        deviceTickets: s.tickets,
        costedCents: s.costedCents,
        profitCents: s.profitCents,
      });
  }
  for (const c of completed) at(c.storeId)?.turnaroundHours.push(c.hours);
  for (const b of bought) {
    const f = at(b.storeId);
    if (f) Object.assign(f, { bought: b.bought, boughtSold: b.sold });
  }
  return byStore;
}

/**
 * The chain's revenue on each date of the period, each sale on its store's business day, up to
 * the latest store's today. A day not yet over in some store (today, or yesterday in a store a
 * zone behind after midnight) is partial.
 */
async function dailyRevenue(
  deps: Deps,
  reach: Reach,
  stores: Store[],
  period: PeriodQuery,
): Promise<DayRevenue[]> {
  const todays = stores.map((s) => businessToday(deps.clock, s)).sort();
  const firstOpen = todays[0];
  const lastBegun = todays.at(-1);
  const last = lastBegun !== undefined && lastBegun < period.to ? lastBegun : period.to;
  const dates: string[] = [];
  for (let d = period.from; d <= last; d = nextDate(d)) dates.push(d);
  if (firstOpen === undefined || dates.length === 0) return [];
  const cents = dates.map(() => 0);
  // Each group's day edges once, then a binary search per event: a time-zone lookup per event
  // costs seconds over a month of a large chain's takings.
  const bucketOf = new Map(
    sameBusinessDays(stores).flatMap(({ store, storeIds }) => {
      const bucket = dayBuckets(dates, store);
      return storeIds.map((id) => [id, bucket] as const);
    }),
  );
  const events = await revenueRows(deps.db, periodWindows(stores, period), reach);
  for (const e of events) {
    const day = bucketOf.get(e.storeId)?.(e.at) ?? -1;
    if (day >= 0) cents[day]! += e.cents;
  }
  // The chart starts on the day the first store opened, or on its first takings if earlier
  // (history brought in from before): the days before are no takings of $0 but no shop yet.
  const opened = stores.map(storeOpenedOn).sort()[0]!;
  const sold = cents.findIndex((c) => c > 0);
  const start = Math.min(
    ...[dates.findIndex((d) => d >= opened), sold].filter((i) => i >= 0),
    dates.length,
  );
  return dates.slice(start).map((date, i) => ({
    date,
    revenue: dollars(cents[start + i]!),
    partial: date >= firstOpen,
  }));
}

export async function ceoDashboard(
  deps: Deps,
  reach: Reach,
  period: PeriodQuery,
): Promise<CeoDashboard> {
  const [stores, regions] = await Promise.all([listStores(deps, reach), listRegions(deps)]);
  const [raw, daily, forecast] = await Promise.all([
    periodFigures(deps, reach, stores, period),
    dailyRevenue(deps, reach, stores, period),
    revenueForecast(deps, reach, {}),
  ]);
  const regionName = new Map(regions.map((r) => [r.id, r.name]));
  const storeRows: StoreFigures[] = stores.map((s) => ({
    storeId: s.id,
    storeName: s.name,
    regionId: s.regionId,
    regionName: regionName.get(s.regionId) ?? '',
    ...toFigures(raw.get(s.id)!),
  }));
  const regionRows: RegionFigures[] = regions.flatMap((region) => {
    const inRegion = stores.filter((s) => s.regionId === region.id);
    if (inRegion.length === 0) return [];
    const sum = inRegion.map((s) => raw.get(s.id)!).reduce(addRaw, emptyRaw());
    return [
      {
        regionId: region.id,
        regionName: region.name,
        storeCount: inRegion.length,
        ...toFigures(sum),
      },
    ];
  });
  return {
    from: period.from,
    to: period.to,
    totals: toFigures([...raw.values()].reduce(addRaw, emptyRaw())),
    regions: regionRows,
    stores: storeRows,
    daily,
    forecast: {
      points: forecast.forecast.map((p) => ({
        date: p.date,
        revenue: dollars(p.revenue),
        lower: dollars(p.lower),
        upper: dollars(p.upper),
      })),
      method: forecast.method,
      note: forecast.note,
    },
  };
}
