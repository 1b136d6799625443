import type { Kysely, Migration } from 'kysely';

/**
 * Appointments staff book for a customer; the calendar reads them by store and day, hence the
 * (store_id, date) index. repair_id is set when the customer arrives and is checked in.
 */
export const appointments: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('appointments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id'))
      .addColumn('customer_name', 'text', (c) => c.notNull())
      .addColumn('customer_phone', 'text', (c) => c.notNull())
      .addColumn('customer_email', 'text')
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('time', 'text', (c) => c.notNull())
      .addColumn('device_brand', 'text', (c) => c.notNull())
      .addColumn('device_model', 'text', (c) => c.notNull())
      .addColumn('problem', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('repair_id', 'text', (c) => c.references('repair_waivers.id'))
      .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('appointments_store_date_idx')
      .on('appointments')
      .columns(['store_id', 'date'])
      .execute();
  },
};
