import type {
  Anomaly,
  Forecast,
  Insights,
  InsightsQuery,
  InsightsScope,
} from '../../../shared/insights';
import { storeOpenedOn, type Store } from '../../../shared/org';
import { businessToday } from '../../../shared/business-day';
import { localDate } from '../../../shared/time';
import { reachIncludes, type Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/http-error';
import { listRegions, listStores } from '../org/service';
import { backlogCutoff } from './anomalies';
import { addDays, dateRange } from './days';

import { forecastDaily } from './forecast';
import { insightsNarrative } from './narrative';
import * as repo from './repo';
import { rankings, storeAnomalies, trends, type StoreSeries } from './summary';

/** Sixteen weeks: 8 same weekdays before each day of the last week, and room for the forecast. */
const HISTORY_DAYS = 112;
/** Days of history the forecast chart shows before its forecast. */
const CHART_DAYS = 56;

type Scoped = { scope: InsightsScope; stores: Store[] };

/** The stores asked for, within the caller's reach; a store or region outside it is not found. */
async function resolveScope(deps: Deps, reach: Reach, query: InsightsQuery): Promise<Scoped> {
  const stores = await listStores(deps, reach);
  if (query.storeId) {
    const store = stores.find((s) => s.id === query.storeId);
    if (!store || !reachIncludes(reach, store.id)) throw notFound('Store not found');
    return {
      scope: { kind: 'store', id: store.id, name: store.name, storeCount: 1 },
      stores: [store],
    };
  }
  if (query.regionId) {
    const inRegion = stores.filter((s) => s.regionId === query.regionId);
    const region = (await listRegions(deps)).find((r) => r.id === query.regionId);
    if (!region || inRegion.length === 0) throw notFound('Region not found');
    return {
      scope: { kind: 'region', id: region.id, name: region.name, storeCount: inRegion.length },
      stores: inRegion,
    };
  }
  return {
    scope: {
      kind: 'all',
      id: null,
      name: reach.all ? 'All stores' : 'Your stores',
      storeCount: stores.length,
    },
    stores,
  };
}

/**
 * Each store's daily figures over the same dates, ending with the last day complete in every
 * store (a chain spans time zones), each day one of its store's own business days.
 */
/** The HISTORY_DAYS business dates up to the last day every store in scope has ended. */
function historyDates(deps: Deps, stores: Store[]): string[] {
  const todays = stores.map((s) => businessToday(deps.clock, s)).sort();
  return dateRange(addDays(todays[0] ?? localDate(deps.clock.now(), 'UTC'), -1), HISTORY_DAYS);
}

async function loadSeries(deps: Deps, stores: Store[]) {
  const dates = historyDates(deps, stores);
  const reach: Reach = { all: false, storeIds: stores.map((s) => s.id) };
  const [figures, old] = await Promise.all([
    repo.figuresByDay(
      deps.db,
      reach,
      stores.map((s) => s.id),
      dates,
    ),
    repo.oldOpenRepairs(deps.db, reach, backlogCutoff(deps.clock.now())),
  ]);
  const byId = new Map<string, StoreSeries>(
    stores.map((s) => {
      const own = figures.get(s.id)!;
      return [
        s.id,
        {
          storeId: s.id,
          storeName: s.name,
          revenue: own.map((f) => f.revenue),
          tickets: own.map((f) => f.tickets),
          completed: own.map((f) => f.completed),
          refunds: own.map((f) => f.refunds),
          buybacks: own.map((f) => f.buybacks),
          oldOpen: old.get(s.id) ?? null,
        },
      ];
    }),
  );
  return { dates, series: [...byId.values()] };
}

/** Each region's last 7 days against the 7 before, for the chain-wide narrative. */
async function regionWeeks(deps: Deps, stores: Store[], series: StoreSeries[]) {
  const regionOf = new Map(stores.map((s) => [s.id, s.regionId]));
  const regions = await listRegions(deps);
  return regions.flatMap((region) => {
    const inRegion = series.filter((s) => regionOf.get(s.storeId) === region.id);
    const week = trends(inRegion).find((t) => t.metric === 'revenue' && t.days === 7);
    return inRegion.length && week ? [{ name: region.name, week }] : [];
  });
}

export async function storeInsights(
  deps: Deps,
  reach: Reach,
  query: InsightsQuery,
): Promise<Insights> {
  const { scope, stores } = await resolveScope(deps, reach, query);
  const { dates, series } = await loadSeries(deps, stores);
  const trendList = trends(series);
  const ranked = rankings(series);
  const anomalies = series.flatMap((s) => storeAnomalies(s, dates, deps.clock.now()));
  const narrative = await deps.ai.narrate(
    insightsNarrative(
      scope.name,
      trendList,
      ranked,
      anomalies,
      scope.kind === 'all' ? await regionWeeks(deps, stores, series) : [],
    ),
  );
  return {
    scope,
    asOf: dates[dates.length - 1]!,
    trends: trendList,
    rankings: ranked,
    anomalies,
    narrative,
  };
}

/**
 * The anomalies of every store within reach, without the narrative: the managers' dashboards
 * show the alerts only, and a remote narrative per page view would cost a model call.
 */
export async function reachAnomalies(deps: Deps, reach: Reach): Promise<Anomaly[]> {
  const stores = await listStores(deps, reach);
  if (stores.length === 0) return [];
  const { dates, series } = await loadSeries(deps, stores);
  return series.flatMap((s) => storeAnomalies(s, dates, deps.clock.now()));
}

/** The next 14 days' revenue of the stores in scope, after their summed daily history. */
export async function revenueForecast(
  deps: Deps,
  reach: Reach,
  query: InsightsQuery,
): Promise<Forecast> {
  const { scope, stores } = await resolveScope(deps, reach, query);
  const dates = historyDates(deps, stores);
  // The stores' summed revenue per date: the forecast reads no store's own line nor open repairs.
  const revenue = await repo.revenueByDate(
    deps.db,
    stores.map((s) => s.id),
    dates,
  );
  // Days before a store opened, or before anything was recorded, are not sales of zero but a shop
  // not yet using the app; a day with nothing sold after opening is a real zero.
  const opened = stores.map(storeOpenedOn).sort()[0];
  const openedAt = opened === undefined ? -1 : dates.findIndex((d) => d >= opened);
  const sold = revenue.findIndex((v) => v > 0);
  const starts = [openedAt, sold].filter((i) => i >= 0);
  const observed = starts.length ? revenue.slice(Math.min(...starts)) : [];
  const result = forecastDaily(observed);
  const last = dates[dates.length - 1]!;
  const round = Math.round;
  return {
    scope,
    history: dates
      .map((date, i) => ({ date, revenue: revenue[i]! }))
      .slice(dates.length - Math.min(CHART_DAYS, observed.length)),
    forecast: result.points.map((p, h) => ({
      date: addDays(last, h + 1),
      revenue: round(p.value),
      lower: round(p.lower),
      upper: round(p.upper),
    })),
    method: result.method,
    mape: result.mape,
    baselineMape: result.baselineMape,
    note: result.note,
  };
}
