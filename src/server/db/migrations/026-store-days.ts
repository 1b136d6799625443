import type { Kysely, Migration } from 'kysely';
import type { Db } from '..';
import { rebuildStoreDays } from '../store-days/refresh';

/**
 * Each store's business days, summed as they are written (issue 20, decision 039): the chain-wide
 * dashboards read a row per store and day instead of every repair, sale and payment of the period.
 * - `store_days`: the counts of one store-day (repairs collected, devices sold, bought back,
 *   repairs completed), the device sales' costed price and profit, the repairs completed that day
 *   with their summed turnaround, and how many of that day's buybacks have been sold since.
 * - `store_day_ledger`: the day's ledger rows grouped as every money figure folds them (purpose,
 *   kind, method): count, signed, amount and tax cents.
 * Existing history is summed once here, from the same definitions the writers keep current.
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
    await rebuildStoreDays(db as unknown as Db);
  },
};
