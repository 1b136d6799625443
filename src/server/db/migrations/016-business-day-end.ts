import type { Kysely, Migration } from 'kysely';

/**
 * The hour (store time, 0-8) each store's business day ends. Existing stores take the default,
 * 5:00 AM, like new ones: a report filed after midnight then closes the day that just ended.
 * Keep the default equal to DEFAULT_BUSINESS_DAY_END_HOUR (src/shared/business-day.ts); a
 * migration never imports app code, so it stays what it was when it ran.
 */
export const businessDayEnd: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('stores')
      .addColumn('business_day_end_hour', 'integer', (c) => c.notNull().defaultTo(5))
      .execute();
  },
};
