import type { Db } from '../../db';
import { scopeToReach, type Reach } from '../../db/scope';
import { windowTotals } from '../../db/window-totals';
import type { StoreWindow } from '../../db/windows';

/** Each window's takings, tickets, completions and buyback payouts. */
export type WindowFigures = {
  revenue: number;
  tickets: number;
  completed: number;
  buybacks: number;
};

/**
 * Each store-day's figures, summed by the database (window-totals.ts): the takings as the
 * dashboard and the reconciliation count them (repairs collected and devices sold, one ticket
 * each), the repairs marked completed (each repair once a day), and the buyback payouts.
 */
export async function figuresByWindow(
  db: Db,
  reach: Reach,
  windows: StoreWindow[],
): Promise<WindowFigures[]> {
  const [repairs, sales, completions, buybacks] = await Promise.all(
    (['repairsCollected', 'sales', 'completions', 'buybacks'] as const).map((source) =>
      windowTotals(db, windows, source, reach),
    ),
  );
  return windows.map((_, i) => ({
    revenue: repairs![i]!.cents + sales![i]!.cents,
    tickets: repairs![i]!.count + sales![i]!.count,
    completed: completions![i]!.count,
    buybacks: buybacks![i]!.cents,
  }));
}

/** Refunds as each store's daily report states them, by business day. */
export async function refunds(db: Db, reach: Reach, firstDate: string) {
  const rows = await scopeToReach(
    db
      .selectFrom('daily_reports')
      .select(['store_id', 'business_date', 'refunds_cents'])
      .where('business_date', '>=', firstDate),
    'daily_reports.store_id',
    reach,
  ).execute();
  return rows.map((r) => ({ ...r, refunds_cents: Number(r.refunds_cents) }));
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
