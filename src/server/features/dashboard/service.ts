import type { DashboardStats } from '../../../shared/dashboard';
import { formatCents } from '../../../shared/format';
import { dayRangeUtc } from '../../../shared/time';
import type { Store } from '../../../shared/org';
import type { Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import { listStores } from '../org/service';
import * as repo from './repo';

/** Each store's own "today", grouped by time zone: a chain spans zones (DESIGN.md, Time). */
function todayWindows(deps: Deps, stores: Store[]): repo.DayWindow[] {
  const byZone = new Map<string, string[]>();
  for (const store of stores) {
    byZone.set(store.timezone, [...(byZone.get(store.timezone) ?? []), store.id]);
  }
  const now = deps.clock.now();
  return [...byZone].map(([zone, storeIds]) => {
    const day = dayRangeUtc(now, zone);
    return { storeIds, start: day.start.toISOString(), end: day.end.toISOString() };
  });
}

/** The dashboard tiles and admin overview, for the stores the caller may see. */
export async function dashboardStats(deps: Deps, reach: Reach): Promise<DashboardStats> {
  const stores = await listStores(deps, reach);
  const days = todayWindows(deps, stores);
  const f = await repo.dashboardFigures(
    deps.db,
    reach,
    stores.map((s) => s.id),
    days,
  );
  // Today's takings: repairs collected plus devices sold (docs/decisions/008-devices.md).
  const takings = formatCents(f.repairCents + f.saleCents);
  return {
    activeRepairs: f.active,
    pendingPickup: f.ready,
    todaysSales: takings,
    buybackItems: f.inStock,
    totalUsers: f.users,
    totalStores: stores.length,
    completedToday: f.completed,
    revenueToday: takings,
    signatureStatus: {
      dropoffOnly: f.dropoffOnly,
      both: f.both,
      awaitingPickup: f.awaiting,
    },
  };
}

/** One store's repair activity between two instants (its business day), with the tiles' meanings. */
export async function storeRepairActivity(
  deps: Deps,
  storeId: string,
  start: Date,
  end: Date,
): Promise<{ checkedIn: number; completed: number; pickedUp: number }> {
  const days = [{ storeIds: [storeId], start: start.toISOString(), end: end.toISOString() }];
  return repo.repairActivity(deps.db, days);
}
