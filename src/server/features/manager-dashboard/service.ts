import type { ManagerDashboard, ManagerStoreRow } from '../../../shared/manager-dashboard';
import type { Store } from '../../../shared/org';
import type { Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import { reconciledDay } from '../daily-reports/service';
import { reachAnomalies } from '../insights/service';
import { listRegions, listStores } from '../org/service';
import { storeRepairs, storeTakings } from '../store-dashboard/service';

/** Sums of dollars kept exact: each figure is whole cents, so round the sum back to cents. */
const sum = (values: number[]) => Math.round(values.reduce((a, v) => a + v * 100, 0)) / 100;

async function storeRow(
  deps: Deps,
  store: Store,
  regionName: string,
): Promise<Omit<ManagerStoreRow, 'rank'>> {
  const takings = await storeTakings(deps, store);
  const [repairs, day] = await Promise.all([
    storeRepairs(deps, store.id),
    reconciledDay(deps, store, takings.date),
  ]);
  const target = takings.weekTarget;
  return {
    storeId: store.id,
    storeName: store.name,
    regionName,
    today: takings.date,
    revenueToday: takings.today.revenue,
    revenueWeek: takings.week.revenue,
    weekTarget: target,
    targetPct: target ? Math.round((takings.week.revenue / target) * 1000) / 10 : null,
    repairsOpen: repairs.open,
    completedWeek: takings.completedThisWeek,
    pickupsWaiting: repairs.pickupsWaiting,
    buybackSpendWeek: takings.week.buybacks.spend,
    reportSubmittedToday: day.report !== null,
    weekByDay: takings.weekByDay,
  };
}

/** Every store in the caller's reach side by side, ranked by this week's revenue. */
export async function managerDashboard(deps: Deps, reach: Reach): Promise<ManagerDashboard> {
  const [stores, regions, alerts] = await Promise.all([
    listStores(deps, reach),
    listRegions(deps),
    reachAnomalies(deps, reach),
  ]);
  const regionName = new Map(regions.map((r) => [r.id, r.name]));
  const rows = await Promise.all(
    stores.map((s) => storeRow(deps, s, regionName.get(s.regionId) ?? '')),
  );
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
