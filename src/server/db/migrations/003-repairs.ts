import type { Kysely, Migration } from 'kysely';

/** Files, customers, repair waivers with their status history, and per-store counters. */
export const repairs: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('blobs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('store_id', 'text', (c) => c.references('stores.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('sha256', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('customers')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('phone_digits', 'text', (c) => c.notNull())
      .addColumn('email', 'text')
      .addColumn('zip', 'text')
      .addColumn('notify_opt_out', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('customers_store_phone_idx')
      .on('customers')
      .columns(['store_id', 'phone_digits'])
      .execute();
    await db.schema
      .createIndex('customers_store_email_idx')
      .on('customers')
      .columns(['store_id', 'email'])
      .execute();

    await db.schema
      .createTable('store_counters')
      .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('value', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('store_counters_pk', ['store_id', 'name'])
      .execute();

    await db.schema
      .createTable('repair_waivers')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id'))
      .addColumn('ticket_number', 'integer', (c) => c.notNull())
      .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
      .addColumn('customer_name', 'text', (c) => c.notNull())
      .addColumn('customer_phone', 'text', (c) => c.notNull())
      .addColumn('phone_digits', 'text', (c) => c.notNull())
      .addColumn('customer_email', 'text')
      .addColumn('customer_zip', 'text', (c) => c.notNull())
      .addColumn('device_brand', 'text', (c) => c.notNull())
      .addColumn('device_model', 'text', (c) => c.notNull())
      .addColumn('device_color', 'text')
      .addColumn('imei_serial', 'text')
      .addColumn('device_password', 'text')
      .addColumn('problem_description', 'text', (c) => c.notNull())
      .addColumn('issue_description', 'text')
      .addColumn('estimated_cost_cents', 'integer', (c) => c.notNull())
      .addColumn('repair_type', 'text', (c) => c.notNull())
      .addColumn('additional_notes', 'text')
      .addColumn('company_name', 'text', (c) => c.notNull())
      .addColumn('before_photo_id', 'text', (c) => c.notNull().references('blobs.id'))
      .addColumn('after_photo_id', 'text', (c) => c.references('blobs.id'))
      .addColumn('dropoff_signature_id', 'text', (c) => c.notNull().references('blobs.id'))
      .addColumn('pickup_signature_id', 'text', (c) => c.references('blobs.id'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('status_token', 'text', (c) => c.notNull().unique())
      .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('completed_at', 'text')
      .addColumn('picked_up_at', 'text')
      .addUniqueConstraint('repair_waivers_ticket_uq', ['store_id', 'ticket_number'])
      .execute();
    await db.schema
      .createIndex('repairs_store_created_idx')
      .on('repair_waivers')
      .columns(['store_id', 'created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('repairs_created_idx')
      .on('repair_waivers')
      .columns(['created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('repairs_store_status_idx')
      .on('repair_waivers')
      .columns(['store_id', 'status'])
      .execute();
    await db.schema
      .createIndex('repairs_phone_idx')
      .on('repair_waivers')
      .column('phone_digits')
      .execute();
    await db.schema
      .createIndex('repairs_imei_idx')
      .on('repair_waivers')
      .column('imei_serial')
      .execute();
    await db.schema
      .createIndex('repairs_customer_idx')
      .on('repair_waivers')
      .column('customer_id')
      .execute();

    await db.schema
      .createTable('repair_status_history')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('repair_id', 'text', (c) =>
        c.notNull().references('repair_waivers.id').onDelete('cascade'),
      )
      .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id'))
      .addColumn('from_status', 'text')
      .addColumn('to_status', 'text', (c) => c.notNull())
      .addColumn('notes', 'text')
      .addColumn('changed_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('changed_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('repair_history_repair_idx')
      .on('repair_status_history')
      .columns(['repair_id', 'changed_at'])
      .execute();
    await db.schema
      .createIndex('repair_history_store_to_idx')
      .on('repair_status_history')
      .columns(['store_id', 'to_status', 'changed_at'])
      .execute();
  },
};
