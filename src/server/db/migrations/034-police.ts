import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The police's part of buying used devices (issue 26).
 * - On `stock_items`, the police's latest record on a device: a hold placed (officer, agency, case,
 *   note, when and by whom) and how an office role lifted it; a seizure sets the item's status to
 *   'seized' and keeps its record in the same columns. Earlier holds stay in the activity log.
 * - `police_reports`: each store's report of one store-local date's purchases, as the scheduled
 *   job prepared it and how it left the store (exported: when and by whom; sent: when and to
 *   where; the last sending error); an export keeps how many purchases it held, so a later
 *   purchase of that date shows the export as short of it. One row per store and date; `sending_since` is when a process
 *   took the sending, so one that died mid-way is taken over after a while.
 */
export const police: Migration = {
  async up(db: Kysely<unknown>) {
    for (const name of [
      'police_officer',
      'police_agency',
      'police_case',
      'police_note',
      'police_at',
      'police_by',
      'police_released_at',
      'police_released_by',
      'police_release_reason',
    ])
      await db.schema.alterTable('stock_items').addColumn(name, 'text').execute();
    await db.schema
      .createTable('police_reports')
      .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id'))
      .addColumn('report_date', 'text', (c) => c.notNull())
      .addColumn('purchases', 'integer', (c) => c.notNull())
      .addColumn('prepared_at', 'text', (c) => c.notNull())
      .addColumn('exported_at', 'text')
      .addColumn('exported_by', 'text')
      .addColumn('exported_purchases', 'integer')
      .addColumn('sent_at', 'text')
      .addColumn('sent_to', 'text')
      .addColumn('sending_since', 'text')
      .addColumn('error', 'text')
      .addPrimaryKeyConstraint('police_reports_pk', ['store_id', 'report_date'])
      .execute();
    // The IMEI check at a sale looks for police holds across the chain.
    await sql`CREATE INDEX stock_items_police_imei ON stock_items (imei) WHERE police_at IS NOT NULL`.execute(
      db,
    );
  },
};
