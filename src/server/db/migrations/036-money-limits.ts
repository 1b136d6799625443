import { SqliteAdapter, sql, type Kysely, type Migration } from 'kysely';

/** The figures of a closing day that hold sums, not single amounts a person types. */
const DAY_SUM_COLUMNS: Record<string, string[]> = {
  daily_reports: [
    'card_cents',
    'cash_cents',
    'finance_cents',
    'repair_revenue_cents',
    'device_sales_cents',
    'accessories_cents',
    'waiver_buyback_cents',
    'purchases_payouts_cents',
    'devices_cost_cents',
    'taxes_cents',
    'tips_cents',
    'refunds_cents',
  ],
  cash_drawers: ['counted_cash_cents'],
};

/**
 * Amounts with bounds (issue 37).
 * - `stores.counter_limit_cents`: the largest repair price a counter sets without a manager.
 * - The daily report's figures and the drawer count hold a day's sums: on PostgreSQL they were
 *   32-bit (at most $21,474,836.47), below what a day's ledger can hold, so a day could be closed
 *   only with a false figure. They become 64-bit there; SQLite's integers are 64-bit already.
 */
export const moneyLimits: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('stores')
      .addColumn('counter_limit_cents', 'integer', (c) => c.notNull().defaultTo(500_000))
      .execute();
    if (db.getExecutor().adapter instanceof SqliteAdapter) return;
    for (const [table, columns] of Object.entries(DAY_SUM_COLUMNS)) {
      for (const column of columns) {
        await sql`ALTER TABLE ${sql.table(table)} ALTER COLUMN ${sql.ref(column)} TYPE bigint`.execute(
          db,
        );
      }
    }
  },
};
