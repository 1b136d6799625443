import type { Db } from '../../db';
import { scopeToReach, type Reach } from '../../db/scope';
import { ledgerFigures } from '../../db/revenue';
import { windowTotals } from '../../db/window-totals';
import type { StoreWindow } from '../../db/windows';

/** Each window's revenue, tickets, completions, buyback payouts and refunds. */
export type WindowFigures = {
  revenue: number;
  tickets: number;
  completed: number;
  buybacks: number;
  refunds: number;
};

/**
 * Each store-day's figures, summed by the database: the money from the ledger as every screen
 * reads it (src/server/db/revenue.ts), the tickets (repairs collected and devices sold, one
 * each), and the repairs marked completed (each repair once a day; window-totals.ts).
 */
export async function figuresByWindow(
  db: Db,
  reach: Reach,
  windows: StoreWindow[],
): Promise<WindowFigures[]> {
  const [money, repairs, sales, completions] = await Promise.all([
    ledgerFigures(db, windows, reach),
    ...(['repairsCollected', 'sales', 'completions'] as const).map((source) =>
      windowTotals(db, windows, source, reach),
    ),
  ]);
  return windows.map((_, i) => ({
    revenue: money[i]!.revenueCents,
    tickets: repairs![i]!.count + sales![i]!.count,
    completed: completions![i]!.count,
    buybacks: money[i]!.buybackPayoutCents,
    refunds: money[i]!.refundCents,
  }));
}

/** When each open repair (received or in progress) was checked in. */
export async function openRepairs(db: Db, reach: Reach) {
  return scopeToReach(
    db
      .selectFrom('repair_waivers')
      .select(['store_id', 'created_at'])
      .where('status', 'in', ['received', 'in_progress']),
    'repair_waivers.store_id',
    reach,
  ).execute();
}
