import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Each store-day keeps its repair revenue and its device sales beside its revenue (issue 20): the
 * CEO dashboard and the KPIs split a period's revenue into the two, and summing them from the
 * day's ledger groups was a grouped read of every group of every store-day of the period (20 of
 * the CEO's 56 ms for 90 days at a million repairs). Both are the signed cents of the day's
 * ledger rows of that purpose, as db/revenue.ts folds them; existing days are summed once here
 * from their groups, which the writers have kept current (decision 039).
 */
export const storeDayRevenueSplit: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of ['repair_revenue_cents', 'device_sales_cents'])
      await db.schema
        .alterTable('store_days')
        .addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
    await sql`
      UPDATE store_days SET
        repair_revenue_cents = COALESCE((SELECT SUM(l.signed_cents) FROM store_day_ledger l
          WHERE l.store_id = store_days.store_id AND l.business_date = store_days.business_date
            AND l.purpose = 'repair'), 0),
        device_sales_cents = COALESCE((SELECT SUM(l.signed_cents) FROM store_day_ledger l
          WHERE l.store_id = store_days.store_id AND l.business_date = store_days.business_date
            AND l.purpose = 'sale'), 0)
      WHERE EXISTS (SELECT 1 FROM store_day_ledger l
        WHERE l.store_id = store_days.store_id AND l.business_date = store_days.business_date)`.execute(
      db,
    );
  },
};
