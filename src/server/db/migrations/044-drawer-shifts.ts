import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The drawer between the float and the close (issue 38): cash paid in or out with a reason, and
 * counts as one person's shift hands over to the next, each with the cash it was expected to hold
 * fixed when counted (a sale synced later from an offline counter does not move a closed shift).
 */
export const drawerShifts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('cash_drawer_moves')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id'))
      .addColumn('business_date', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      // The manager whose PIN approved a pay-out above the refund limit at the counter.
      .addColumn('approved_by', 'text')
      .addColumn('created_by', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addCheckConstraint('cash_drawer_moves_positive', sql`amount_cents > 0`)
      .execute();
    await db.schema
      .createTable('cash_drawer_counts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id'))
      .addColumn('business_date', 'text', (c) => c.notNull())
      .addColumn('expected_cents', 'integer', (c) => c.notNull())
      .addColumn('counted_cents', 'integer', (c) => c.notNull())
      .addColumn('counted_by', 'text')
      .addColumn('counted_at', 'text', (c) => c.notNull())
      .execute();
    for (const table of ['cash_drawer_moves', 'cash_drawer_counts'])
      await db.schema
        .createIndex(`${table}_day`)
        .on(table)
        .columns(['store_id', 'business_date'])
        .execute();
  },
};
