import type { Db } from '../../db';
import { scopeToReach, type Reach } from '../../db/scope';

/** Something that happened in a store at an instant (ISO UTC), worth `cents`. */
export type StoreEvent = { store_id: string; at: string; cents: number };

const toEvent = (r: { store_id: string; at: string | null; cents: number | string | null }) => ({
  store_id: r.store_id,
  at: r.at!,
  cents: Number(r.cents ?? 0),
});

/**
 * The takings as the dashboard and the reconciliation count them (decisions 008 and 010):
 * repairs collected, at their pickup, and devices sold, at their sale; one event per ticket.
 */
export async function takings(db: Db, reach: Reach, start: string): Promise<StoreEvent[]> {
  const [repairs, sales] = await Promise.all([
    scopeToReach(
      db
        .selectFrom('repair_waivers')
        .select(['store_id', 'picked_up_at as at', 'estimated_cost_cents as cents'])
        .where('status', '=', 'picked_up')
        .where('picked_up_at', '>=', start),
      'repair_waivers.store_id',
      reach,
    ).execute(),
    scopeToReach(
      db
        .selectFrom('device_sales')
        .select(['store_id', 'created_at as at', 'price_cents as cents'])
        .where('created_at', '>=', start),
      'device_sales.store_id',
      reach,
    ).execute(),
  ]);
  return [...repairs, ...sales].map(toEvent);
}

/** Repairs marked completed, once per repair and day, as the dashboard's "completed today". */
export async function completions(db: Db, reach: Reach, start: string) {
  const rows = await scopeToReach(
    db
      .selectFrom('repair_status_history')
      .select(['store_id', 'changed_at as at', 'repair_id'])
      .where('to_status', '=', 'completed')
      .where('changed_at', '>=', start),
    'repair_status_history.store_id',
    reach,
  ).execute();
  return rows;
}

/** Buyback payouts (each purchase's final amount), at the purchase. */
export async function buybacks(db: Db, reach: Reach, start: string): Promise<StoreEvent[]> {
  const rows = await scopeToReach(
    db
      .selectFrom('device_purchases')
      .select(['store_id', 'created_at as at', 'amount_cents as cents'])
      .where('created_at', '>=', start),
    'device_purchases.store_id',
    reach,
  ).execute();
  return rows.map(toEvent);
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
