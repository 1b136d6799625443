import { sql } from 'kysely';
import type { Db } from '../../db';
import { scopeToReach, type Reach } from '../../db/scope';
import { dailyRevenueTotals, dailySeries } from '../../db/store-days/read';
import { addDays } from '../../../shared/time';

/** Each window's revenue, tickets, completions, buyback payouts and refunds. */
export type WindowFigures = {
  revenue: number;
  tickets: number;
  completed: number;
  buybacks: number;
  refunds: number;
};

/**
 * Each store's figures on each of `dates` (consecutive business dates), from the day summaries
 * (decision 039): the money as every screen reads it (src/server/db/revenue.ts), the tickets
 * (repairs collected and devices sold, one each), and the repairs marked completed (each repair
 * once a day). One range read however many stores and days.
 */
export async function figuresByDay(
  db: Db,
  reach: Reach,
  storeIds: string[],
  dates: string[],
): Promise<Map<string, WindowFigures[]>> {
  const byStore = new Map(
    storeIds.map((id) => [
      id,
      dates.map(() => ({ revenue: 0, tickets: 0, completed: 0, buybacks: 0, refunds: 0 })),
    ]),
  );
  if (dates.length === 0) return byStore;
  const index = new Map(dates.map((d, i) => [d, i]));
  const end = addDays(dates.at(-1)!, 1);
  for (const d of await dailySeries(db, storeIds, dates[0]!, end, reach)) {
    const i = index.get(d.date);
    const f = i === undefined ? undefined : byStore.get(d.storeId)?.[i];
    if (f)
      Object.assign(f, {
        revenue: d.revenueCents,
        tickets: d.repairsCollected + d.sales,
        completed: d.completions,
        buybacks: d.payoutCents,
        refunds: d.refundCents,
      });
  }
  return byStore;
}

/** The stores' revenue summed on each of `dates` (consecutive business dates), in cents. */
export async function revenueByDate(
  db: Db,
  storeIds: string[],
  dates: string[],
): Promise<number[]> {
  const cents = dates.map(() => 0);
  if (dates.length === 0) return cents;
  const index = new Map(dates.map((d, i) => [d, i]));
  for (const d of await dailyRevenueTotals(db, storeIds, dates[0]!, addDays(dates.at(-1)!, 1))) {
    const i = index.get(d.date);
    if (i !== undefined) cents[i] = d.revenueCents;
  }
  return cents;
}

/**
 * Each store's open repairs (received or in progress) checked in up to `cutoff`: how many, and
 * the first check-in. Only the old ones are read, not every open repair, each store's as one range
 * of the partial index of open repairs (status, store, check-in; migration 026). The statuses are
 * literals because SQLite matches a partial index only to the same literal terms, and the rows are
 * counted here: asked to group them by store, SQLite preferred the index in store order and read
 * each store's whole history (14 ms for five stores at a million repairs, 0.04 ms this way).
 */
export async function oldOpenRepairs(db: Db, reach: Reach, cutoff: string) {
  const rows = await scopeToReach(
    db
      .selectFrom('repair_waivers')
      .select(['store_id', 'created_at'])
      .where(sql<boolean>`status in ('received', 'in_progress')`)
      .where('created_at', '<=', cutoff),
    'repair_waivers.store_id',
    reach,
  ).execute();
  const old = new Map<string, { count: number; oldest: string }>();
  for (const r of rows) {
    const seen = old.get(r.store_id);
    if (!seen) old.set(r.store_id, { count: 1, oldest: r.created_at });
    else {
      seen.count += 1;
      if (r.created_at < seen.oldest) seen.oldest = r.created_at;
    }
  }
  return old;
}
