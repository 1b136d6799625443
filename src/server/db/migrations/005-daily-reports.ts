import type { Kysely, Migration } from 'kysely';

/** One daily sales report per store per business day, and the sign-in block it starts. */
export const dailyReports: Migration = {
  async up(db: Kysely<unknown>) {
    let table = db.schema
      .createTable('daily_reports')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id'))
      .addColumn('business_date', 'text', (c) => c.notNull());
    for (const column of [
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
      'google_reviews',
      'social_followers',
    ]) {
      table = table.addColumn(column, 'integer', (c) => c.notNull().defaultTo(0));
    }
    await table
      .addColumn('staff_on_shift', 'text')
      .addColumn('notes', 'text')
      .addColumn('report_date', 'text')
      .addColumn('report_time', 'text')
      .addColumn('login_blocked_until', 'text', (c) => c.notNull())
      .addColumn('submitted_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('submitted_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('daily_reports_store_day_uq', ['store_id', 'business_date'])
      .execute();
    await db.schema
      .createIndex('daily_reports_store_block_idx')
      .on('daily_reports')
      .columns(['store_id', 'login_blocked_until'])
      .execute();
  },
};
