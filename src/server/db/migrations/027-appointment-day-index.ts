import type { Kysely, Migration } from 'kysely';

/**
 * The appointments of a range of days across every store: the CEO's month counted per store, day
 * and status, and one day's detail. The (store_id, date) index serves a viewer of a few stores;
 * a chain-wide range names no store, so without this the database reads every appointment ever
 * booked. Date first for that range, then store and status so the counts come from the index
 * alone.
 */
export const appointmentDayIndex: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('appointments_date_store_status_idx')
      .on('appointments')
      .columns(['date', 'store_id', 'status'])
      .execute();
  },
};
