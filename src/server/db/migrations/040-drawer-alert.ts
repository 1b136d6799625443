import type { Kysely, Migration } from 'kysely';

/**
 * How far a store's drawer may be over or short at close before its managers are alerted
 * (issue 38): the count typed at close showed nowhere a manager looks. $5.00 unless set.
 */
export const drawerAlert: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('stores')
      .addColumn('drawer_alert_cents', 'integer', (c) => c.notNull().defaultTo(500))
      .execute();
  },
};
