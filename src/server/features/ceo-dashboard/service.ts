import type {
  CeoDashboard,
  Figures,
  RegionFigures,
  StoreFigures,
} from '../../../shared/ceo-dashboard';
import { storeOpenedOn, type Store } from '../../../shared/org';
import type { PeriodQuery } from '../../../shared/period';
import { businessToday } from '../../../shared/business-day';
import type { DayRevenue } from '../../../shared/day-revenue';
import { nextDate } from '../../../shared/time';
import { dailyRevenueTotals, sumDays } from '../../db/store-days/read';
import { businessDaysWindow } from '../../db/windows';
import type { Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import { revenueForecast } from '../insights/service';
import { listRegions, listStores } from '../org/service';

/** Integer cents and counts of one store (or a sum of stores) before they become dollars. */
export type RawFigures = {
  /** The ledger's revenue (db/revenue.ts): repairs, device sales and counter sales, net. */
  revenueCents: number;
  repairCents: number;
  repairTickets: number;
  deviceCents: number;
  deviceTickets: number;
  costedCents: number;
  profitCents: number;
  /** Repairs completed in the period, and their check-in to completion times summed. */
  turnaroundCount: number;
  turnaroundMs: number;
  buybackCents: number;
  bought: number;
  boughtSold: number;
};

export const emptyRaw = (): RawFigures => ({
  revenueCents: 0,
  repairCents: 0,
  repairTickets: 0,
  deviceCents: 0,
  deviceTickets: 0,
  costedCents: 0,
  profitCents: 0,
  turnaroundCount: 0,
  turnaroundMs: 0,
  buybackCents: 0,
  bought: 0,
  boughtSold: 0,
});

export function addRaw(a: RawFigures, b: RawFigures): RawFigures {
  return {
    revenueCents: a.revenueCents + b.revenueCents,
    repairCents: a.repairCents + b.repairCents,
    repairTickets: a.repairTickets + b.repairTickets,
    deviceCents: a.deviceCents + b.deviceCents,
    deviceTickets: a.deviceTickets + b.deviceTickets,
    costedCents: a.costedCents + b.costedCents,
    profitCents: a.profitCents + b.profitCents,
    turnaroundCount: a.turnaroundCount + b.turnaroundCount,
    turnaroundMs: a.turnaroundMs + b.turnaroundMs,
    buybackCents: a.buybackCents + b.buybackCents,
    bought: a.bought + b.bought,
    boughtSold: a.boughtSold + b.boughtSold,
  };
}

const dollars = (cents: number) => cents / 100;
const oneDecimal = (v: number) => Math.round(v * 10) / 10;
export const averageHours = (r: RawFigures) =>
  r.turnaroundCount ? oneDecimal(r.turnaroundMs / r.turnaroundCount / 3_600_000) : null;
export const marginPct = (r: RawFigures) =>
  r.costedCents ? oneDecimal((r.profitCents / r.costedCents) * 100) : null;

export function toFigures(r: RawFigures): Figures {
  return {
    // The ledger's revenue, as every store and region figure counts it: accessories included
    // (issue 38: the chain's total left out counter sales that the store's own total had).
    revenue: dollars(r.revenueCents),
    repairRevenue: dollars(r.repairCents),
    deviceRevenue: dollars(r.deviceCents),
    accessoryRevenue: dollars(r.revenueCents - r.repairCents - r.deviceCents),
    tickets: r.repairTickets + r.deviceTickets,
    deviceProfit: dollars(r.profitCents),
    deviceMarginPct: marginPct(r),
    repairsCompleted: r.turnaroundCount,
    avgTurnaroundHours: averageHours(r),
    buybackSpend: dollars(r.buybackCents),
    buybackCount: r.bought,
  };
}

/**
 * Every store's raw figures over the period, each counted in its own business days, summed from
 * the store-day summaries (decision 039): one grouped query, a row per store and day.
 */
export async function periodFigures(
  deps: Deps,
  reach: Reach,
  stores: Store[],
  period: PeriodQuery,
): Promise<Map<string, RawFigures>> {
  const byStore = new Map(stores.map((s) => [s.id, emptyRaw()]));
  if (stores.length === 0) return byStore;
  const windows = stores.map((s) => businessDaysWindow(s, period.from, nextDate(period.to)));
  const days = await sumDays(deps.db, windows, reach);
  windows.forEach((w, i) => {
    const d = days[i]!;
    byStore.set(w.storeId, {
      revenueCents: d.revenueCents,
      repairCents: d.repairRevenueCents,
      repairTickets: d.repairsCollected,
      deviceCents: d.deviceSalesCents,
      deviceTickets: d.sales,
      costedCents: d.salesCostedCents,
      profitCents: d.salesProfitCents,
      turnaroundCount: d.turnaroundCount,
      turnaroundMs: d.turnaroundMs,
      buybackCents: d.payoutCents,
      bought: d.buybacks,
      boughtSold: d.boughtSold,
    });
  });
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
  const index = new Map(dates.map((d, i) => [d, i]));
  const days = await dailyRevenueTotals(
    deps.db,
    stores.map((s) => s.id),
    dates[0]!,
    nextDate(dates.at(-1)!),
    reach,
  );
  for (const d of days) {
    const i = index.get(d.date);
    if (i !== undefined) cents[i]! += d.revenueCents;
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
