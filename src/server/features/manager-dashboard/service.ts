import type { ManagerDashboard, ManagerStoreRow } from '../../../shared/manager-dashboard';
import type { Store } from '../../../shared/org';
import type { Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import { reconciledDays } from '../daily-reports/service';
import { reachAnomalies } from '../insights/service';
import { listRegions, listStores } from '../org/service';
import { storesRepairs, storesTakings } from '../store-dashboard/service';

/** Sums of dollars kept exact: each figure is whole cents, so round the sum back to cents. */
const sum = (values: number[]) => Math.round(values.reduce((a, v) => a + v * 100, 0)) / 100;

/**
 * Each store's row: its takings, open repairs and today's report. Every store's figures come from
 * the same few grouped queries, whatever the number of stores.
 */
async function storeRows(
  deps: Deps,
  stores: Store[],
  regionName: Map<string, string>,
): Promise<Omit<ManagerStoreRow, 'rank'>[]> {
  const takings = await storesTakings(deps, stores);
  const [repairs, days] = await Promise.all([
    storesRepairs(
      deps,
      stores.map((s) => s.id),
    ),
    reconciledDays(
      deps,
      stores.map((store, i) => ({ store, businessDate: takings[i]!.date })),
    ),
  ]);
  return stores.map((store, i) => {
    const t = takings[i]!;
    const open = repairs.get(store.id)!;
    const target = t.weekTarget;
    return {
      storeId: store.id,
      storeName: store.name,
      regionName: regionName.get(store.regionId) ?? '',
      today: t.date,
      revenueToday: t.today.revenue,
      revenueWeek: t.week.revenue,
      weekTarget: target,
      targetPct: target ? Math.round((t.week.revenue / target) * 1000) / 10 : null,
      repairsOpen: open.open,
      completedWeek: t.completedThisWeek,
      pickupsWaiting: open.pickupsWaiting,
      buybackSpendWeek: t.week.buybacks.spend,
      reportSubmittedToday: days[i]!.report !== null,
      drawerToday: days[i]!.report?.drawer ?? null,
      weekByDay: t.weekByDay,
    };
  });
}

/** Every store in the caller's reach side by side, ranked by this week's revenue. */
export async function managerDashboard(deps: Deps, reach: Reach): Promise<ManagerDashboard> {
  const [stores, regions, alerts] = await Promise.all([
    listStores(deps, reach),
    listRegions(deps),
    reachAnomalies(deps, reach),
  ]);
  const regionName = new Map(regions.map((r) => [r.id, r.name]));
  const rows = await storeRows(deps, stores, regionName);
  const ranked = rows
    .sort((a, b) => b.revenueWeek - a.revenueWeek || a.storeName.localeCompare(b.storeName))
    .map((row, i) => ({ ...row, rank: i + 1 }));
  return {
    stores: ranked,
    totals: {
      revenueToday: sum(ranked.map((r) => r.revenueToday)),
      revenueWeek: sum(ranked.map((r) => r.revenueWeek)),
      weekTarget: sum(ranked.map((r) => r.weekTarget ?? 0)),
      repairsOpen: ranked.reduce((a, r) => a + r.repairsOpen, 0),
      completedWeek: ranked.reduce((a, r) => a + r.completedWeek, 0),
      pickupsWaiting: ranked.reduce((a, r) => a + r.pickupsWaiting, 0),
      buybackSpendWeek: sum(ranked.map((r) => r.buybackSpendWeek)),
    },
    missingReports: ranked
      .filter((r) => !r.reportSubmittedToday)
      .map((r) => ({ storeId: r.storeId, storeName: r.storeName, businessDate: r.today })),
    alerts,
  };
}
