import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { scopeToReach, type Reach } from '../../db/scope';

/** The stores sharing a time zone and the UTC range of the period's store-local days. */
export type PeriodWindow = { storeIds: string[]; start: string; end: string };

const n = (v: unknown) => Number(v ?? 0);

/** Rows whose `column` instant falls inside its store's own period. */
function withinPeriod<T extends keyof Database>(
  eb: ExpressionBuilder<Database, T>,
  storeColumn: string,
  column: string,
  windows: PeriodWindow[],
) {
  return eb.or(
    windows.map((w) =>
      eb.and([
        eb(sql.ref(storeColumn), 'in', w.storeIds),
        eb(sql.ref(column), '>=', w.start),
        eb(sql.ref(column), '<', w.end),
      ]),
    ),
  );
}

/** Repairs collected: tickets per store (their money is in the ledger, db/revenue.ts). */
export async function repairTakings(db: Db, reach: Reach, windows: PeriodWindow[]) {
  const rows = await scopeToReach(
    db
      .selectFrom('repair_waivers')
      .select((eb) => ['store_id', eb.fn.countAll<number>().as('tickets')])
      .where('status', '=', 'picked_up')
      .where((eb) => withinPeriod(eb, 'repair_waivers.store_id', 'picked_up_at', windows))
      .groupBy('store_id'),
    'repair_waivers.store_id',
    reach,
  ).execute();
  return rows.map((r) => ({ storeId: r.store_id, tickets: n(r.tickets) }));
}

/**
 * Device sales per store: tickets, and the price and profit of those sold from stock (cost known)
 * for the margin. What the sales took is in the ledger (db/revenue.ts).
 */
export async function deviceSales(db: Db, reach: Reach, windows: PeriodWindow[]) {
  const rows = await scopeToReach(
    db
      .selectFrom('device_sales')
      .select((eb) => [
        'store_id',
        eb.fn.countAll<number>().as('tickets'),
        sql<number>`sum(case when cost_cents is not null then price_cents else 0 end)`.as(
          'costed_cents',
        ),
        sql<number>`sum(case when cost_cents is not null then price_cents - cost_cents else 0 end)`.as(
          'profit_cents',
        ),
      ])
      .where((eb) => withinPeriod(eb, 'device_sales.store_id', 'created_at', windows))
      .groupBy('store_id'),
    'device_sales.store_id',
    reach,
  ).execute();
  return rows.map((r) => ({
    storeId: r.store_id,
    tickets: n(r.tickets),
    costedCents: n(r.costed_cents),
    profitCents: n(r.profit_cents),
  }));
}

/**
 * Check-in and completion instants of the repairs completed in the period. Turnaround is
 * averaged in code: instants are ISO text on both dialects, and their SQL date arithmetic differs.
 */
export async function completedRepairs(db: Db, reach: Reach, windows: PeriodWindow[]) {
  const rows = await scopeToReach(
    db
      .selectFrom('repair_waivers')
      .select(['store_id', 'created_at', 'completed_at'])
      .where('completed_at', 'is not', null)
      .where((eb) => withinPeriod(eb, 'repair_waivers.store_id', 'completed_at', windows)),
    'repair_waivers.store_id',
    reach,
  ).execute();
  return rows.map((r) => ({
    storeId: r.store_id,
    hours: (Date.parse(r.completed_at!) - Date.parse(r.created_at)) / 3600000,
  }));
}

/** Devices bought back per store, and how many have been sold since (payouts: the ledger). */
export async function buybacks(db: Db, reach: Reach, windows: PeriodWindow[]) {
  const rows = await scopeToReach(
    db
      .selectFrom('device_purchases')
      .leftJoin('stock_items', 'stock_items.purchase_id', 'device_purchases.id')
      .select((eb) => [
        'device_purchases.store_id',
        eb.fn.countAll<number>().as('bought'),
        sql<number>`sum(case when stock_items.status = 'sold' then 1 else 0 end)`.as('sold'),
      ])
      .where((eb) =>
        withinPeriod(eb, 'device_purchases.store_id', 'device_purchases.created_at', windows),
      )
      .groupBy('device_purchases.store_id'),
    'device_purchases.store_id',
    reach,
  ).execute();
  return rows.map((r) => ({
    storeId: r.store_id,
    bought: n(r.bought),
    sold: n(r.sold),
  }));
}
