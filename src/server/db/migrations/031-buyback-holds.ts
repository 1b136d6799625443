import type { Kysely, Migration } from 'kysely';

/**
 * Each store's buyback hold (issue 26, src/shared/buyback-rules.ts): how many days a bought
 * device waits before it may be sold. A device bought back keeps the last date of its hold, so a
 * later change applies to later purchases only, and how an office role ended it early, and why.
 */
export const buybackHolds: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('stores')
      .addColumn('buyback_hold_days', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    for (const name of [
      'hold_until',
      'hold_released_at',
      'hold_released_by',
      'hold_release_reason',
    ])
      await db.schema.alterTable('stock_items').addColumn(name, 'text').execute();
  },
};
