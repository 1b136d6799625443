import type { DashboardStats } from '../../../shared/dashboard';
import { formatCents } from '../../../shared/format';
import { businessToday, sameBusinessDays } from '../../../shared/business-day';
import type { Store } from '../../../shared/org';
import type { Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import { listStores } from '../org/service';
import * as repo from './repo';

/**
 * Each store's own business date today, one group per time zone and day-end hour: a chain spans
 * zones (docs/architecture.md, Time).
 */
function todays(deps: Deps, stores: Store[]): repo.StoresDate[] {
  return sameBusinessDays(stores).map(({ store, storeIds }) => ({
    storeIds,
    date: businessToday(deps.clock, store),
  }));
}

/** The dashboard tiles and admin overview, for the stores the caller may see. */
export async function dashboardStats(deps: Deps, reach: Reach): Promise<DashboardStats> {
  const stores = await listStores(deps, reach);
  const f = await repo.dashboardFigures(deps.db, reach, todays(deps, stores));
  // Today's takings: the ledger's revenue (src/server/db/revenue.ts, decision 037).
  const takings = formatCents(f.revenueCents);
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
