import { sql, type Kysely, type Migration } from 'kysely';
import type { Db } from '..';
import { rebuildActivityDays } from '../store-days/activity';
import { rebuildStoreDays } from '../store-days/refresh';

/**
 * Each store's business days, summed as they are written (issue 20, decision 039): the chain-wide
 * dashboards read a row per store and day instead of every repair, sale and payment of the period.
 * - `store_days`: the counts of one store-day (repairs collected, devices sold, bought back,
 *   repairs completed), the device sales' costed price and profit, the repairs completed that day
 *   with their summed turnaround, how many of that day's buybacks have been sold since, and the
 *   repairs collected that day that used parts: their parts cost and revenue net of tax, and the
 *   day's revenue, refunds and buyback payouts (its ledger groups folded, for the daily series).
 * - `store_day_ledger`: the day's ledger rows grouped as every money figure folds them (purpose,
 *   kind, method): count, signed, amount and tax cents.
 * Existing history is summed once here, from the same definitions the writers keep current. And a
 * partial index of the open repairs, which the insights read for every store at once.
 * - `activity_days`: the activity log counted per UTC day, store ('' for none) and action, for
 *   the administrator's 30 days of activity by store.
 */
export const storeDays: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('store_days')
      .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id'))
      .addColumn('business_date', 'text', (c) => c.notNull())
      .addColumn('repairs_collected', 'integer', (c) => c.notNull())
      .addColumn('sales', 'integer', (c) => c.notNull())
      .addColumn('buybacks', 'integer', (c) => c.notNull())
      .addColumn('completions', 'integer', (c) => c.notNull())
      .addColumn('sales_costed_cents', 'bigint', (c) => c.notNull())
      .addColumn('sales_profit_cents', 'bigint', (c) => c.notNull())
      .addColumn('turnaround_count', 'integer', (c) => c.notNull())
      .addColumn('turnaround_ms', 'bigint', (c) => c.notNull())
      .addColumn('bought_sold', 'integer', (c) => c.notNull())
      .addColumn('parts_repairs', 'integer', (c) => c.notNull())
      .addColumn('parts_cost_cents', 'bigint', (c) => c.notNull())
      .addColumn('parts_revenue_cents', 'bigint', (c) => c.notNull())
      .addColumn('revenue_cents', 'bigint', (c) => c.notNull())
      .addColumn('refund_cents', 'bigint', (c) => c.notNull())
      .addColumn('payout_cents', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('store_days_pk', ['store_id', 'business_date'])
      .execute();
    await db.schema
      .createTable('store_day_ledger')
      .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id'))
      .addColumn('business_date', 'text', (c) => c.notNull())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('signed_cents', 'bigint', (c) => c.notNull())
      .addColumn('amount_cents', 'bigint', (c) => c.notNull())
      .addColumn('tax_cents', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('store_day_ledger_pk', [
        'store_id',
        'business_date',
        'purpose',
        'kind',
        'method',
      ])
      .execute();
    // The open repairs (received, in progress) of every store, for the insights' ages: a few
    // thousand among millions, found without reading each store's whole history. Status leads
    // and the index covers the read, or SQLite (which runs without ANALYZE) prefers a covering
    // scan of every repair.
    await sql`CREATE INDEX repairs_open_idx ON repair_waivers (status, store_id, created_at)
              WHERE status IN ('received', 'in_progress')`.execute(db);
    // The KPIs' stock value now, per store, summed from the index alone: reading each stocked
    // item's row (100,000 over 50 stores) took 50 ms, the devices in stock 40.
    await db.schema
      .createIndex('store_stock_value_idx')
      .on('store_stock')
      .columns(['store_id', 'value_cents'])
      .execute();
    await db.schema
      .createIndex('stock_items_value_idx')
      .on('stock_items')
      .columns(['store_id', 'status', 'cost_cents'])
      .execute();
    // It starts with the store and status index of migration 004, which it replaces.
    await db.schema.dropIndex('stock_store_status_idx').execute();
    await db.schema
      .createTable('activity_days')
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('store_id', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('n', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('activity_days_pk', ['day', 'store_id', 'action'])
      .execute();
    await rebuildStoreDays(db as unknown as Db);
    await rebuildActivityDays(db as unknown as Db);
  },
};
