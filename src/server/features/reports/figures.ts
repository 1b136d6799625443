import type { Store } from '../../../shared/org';
import type { StoreDayFigures } from '../../../shared/reports';
import { LOW_STOCK_LIMIT } from '../../../shared/store-dashboard';
import { businessDayRange } from '../../../shared/business-day';
import type { Deps } from '../../deps';
import { reconciledDay } from '../daily-reports/service';
import { storeRepairActivity } from '../dashboard/service';
import { overdueReports } from '../police-reports/service';
import { lowStockSummary } from '../purchasing/service';

/**
 * One store's business day from what the system recorded, with the meanings the dashboard tiles
 * and the report reconciliation already use, so an e-mail never disagrees with a screen.
 */
export async function storeDayFigures(
  deps: Deps,
  store: Pick<Store, 'id' | 'name' | 'timezone' | 'businessDayEndHour'>,
  businessDate: string,
): Promise<StoreDayFigures> {
  const { start, end } = businessDayRange(businessDate, store);
  const [repairs, day, lowStock, police] = await Promise.all([
    storeRepairActivity(deps, store.id, start, end),
    reconciledDay(deps, store, businessDate),
    lowStockSummary(deps.db, store.id, LOW_STOCK_LIMIT),
    overdueReports(deps, { all: false, storeIds: [store.id] }),
  ]);
  const r = day.report;
  return {
    storeId: store.id,
    storeName: store.name,
    businessDate,
    repairsCheckedIn: repairs.checkedIn,
    repairsCompleted: repairs.completed,
    repairsPickedUp: repairs.pickedUp,
    repairRevenue: day.recorded.repairRevenueCents / 100,
    deviceSales: day.recorded.deviceSalesCents / 100,
    buybacksPaid: day.recorded.buybackPayoutCents / 100,
    report: r
      ? {
          grossTotal: r.grossTotal,
          netSales: r.netSales,
          differences: {
            repairRevenue: r.reconciliation.repairRevenue.difference,
            deviceSales: r.reconciliation.deviceSales.difference,
            buybackPayouts: r.reconciliation.buybackPayouts.difference,
          },
        }
      : null,
    lowStock,
    policeOverdue: police.map((p) => ({ date: p.date, purchases: p.purchases })),
  };
}

const DIFFERENCE_LABELS = {
  repairRevenue: 'repair revenue',
  deviceSales: 'device sales',
  buybackPayouts: 'buyback payouts',
} as const;

export type BiggestDifference = { storeName: string; line: string; amount: number };

/** The largest reported-minus-recorded gap among the filed reports, by size; null when all match. */
export function biggestDifference(days: StoreDayFigures[]): BiggestDifference | null {
  let best: BiggestDifference | null = null;
  for (const day of days) {
    if (!day.report) continue;
    for (const [key, amount] of Object.entries(day.report.differences)) {
      if (amount !== 0 && (!best || Math.abs(amount) > Math.abs(best.amount)))
        best = {
          storeName: day.storeName,
          line: DIFFERENCE_LABELS[key as keyof typeof DIFFERENCE_LABELS],
          amount,
        };
    }
  }
  return best;
}
