import type { Kysely, Migration } from 'kysely';

/**
 * Each store's buyback rules (issue 26, src/shared/buyback-rules.ts): the hold period before a
 * bought device may be sold, the seller's minimum age, whether a second ID is required, the police
 * report's deadline and how long buyback records are kept. A device bought back keeps the last
 * date of its hold, so a later change of the rules applies to later purchases only, and how an
 * office role ended it early, with the reason.
 */
export const buybackRules: Migration = {
  async up(db: Kysely<unknown>) {
    const storeColumns: [string, 'integer', number | null][] = [
      ['buyback_hold_days', 'integer', 0],
      ['buyback_min_age', 'integer', 18],
      ['buyback_second_id', 'integer', 0],
      ['police_report_hours', 'integer', null],
      ['buyback_retention_years', 'integer', 3],
    ];
    for (const [name, type, fallback] of storeColumns)
      await db.schema
        .alterTable('stores')
        .addColumn(name, type, (c) => (fallback === null ? c : c.notNull().defaultTo(fallback)))
        .execute();
    for (const name of ['hold_until', 'hold_released_at', 'hold_released_by', 'hold_release_reason'])
      await db.schema.alterTable('stock_items').addColumn(name, 'text').execute();
  },
};
