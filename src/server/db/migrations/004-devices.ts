import type { Kysely, Migration } from 'kysely';

/** Buybacks, device sales, serialized stock between them, IMEI flags, and files of any record. */
export const devices: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('device_purchases')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id'))
      .addColumn('customer_name', 'text', (c) => c.notNull())
      .addColumn('customer_phone', 'text', (c) => c.notNull())
      .addColumn('phone_digits', 'text', (c) => c.notNull())
      .addColumn('customer_email', 'text')
      .addColumn('id_type', 'text', (c) => c.notNull())
      .addColumn('id_number', 'text', (c) => c.notNull())
      .addColumn('device_brand', 'text', (c) => c.notNull())
      .addColumn('device_model', 'text', (c) => c.notNull())
      .addColumn('imei', 'text', (c) => c.notNull())
      .addColumn('storage', 'text')
      .addColumn('color', 'text')
      .addColumn('carrier', 'text')
      .addColumn('condition', 'text', (c) => c.notNull())
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('payment_method', 'text', (c) => c.notNull())
      .addColumn('notes', 'text')
      .addColumn('override_reason', 'text')
      .addColumn('signature_id', 'text', (c) => c.notNull().references('blobs.id'))
      .addColumn('id_photo_id', 'text', (c) => c.references('blobs.id'))
      .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('purchases_store_created_idx')
      .on('device_purchases')
      .columns(['store_id', 'created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('purchases_imei_idx')
      .on('device_purchases')
      .column('imei')
      .execute();

    await db.schema
      .createTable('stock_items')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id'))
      .addColumn('purchase_id', 'text', (c) => c.references('device_purchases.id'))
      .addColumn('imei', 'text', (c) => c.notNull())
      .addColumn('device_brand', 'text', (c) => c.notNull())
      .addColumn('device_model', 'text', (c) => c.notNull())
      .addColumn('storage', 'text')
      .addColumn('color', 'text')
      .addColumn('condition', 'text', (c) => c.notNull())
      .addColumn('cost_cents', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('sale_id', 'text')
      .addColumn('sale_price_cents', 'integer')
      .addColumn('notes', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('sold_at', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('stock_store_status_idx')
      .on('stock_items')
      .columns(['store_id', 'status', 'created_at'])
      .execute();
    await db.schema.createIndex('stock_imei_idx').on('stock_items').column('imei').execute();

    await db.schema
      .createTable('device_sales')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id'))
      .addColumn('receipt_number', 'integer', (c) => c.notNull())
      .addColumn('stock_item_id', 'text', (c) => c.references('stock_items.id'))
      .addColumn('customer_name', 'text', (c) => c.notNull())
      .addColumn('customer_phone', 'text')
      .addColumn('customer_email', 'text')
      .addColumn('device_brand', 'text', (c) => c.notNull())
      .addColumn('device_model', 'text', (c) => c.notNull())
      .addColumn('imei', 'text')
      .addColumn('condition', 'text')
      .addColumn('price_cents', 'integer', (c) => c.notNull())
      .addColumn('cost_cents', 'integer')
      .addColumn('payment_method', 'text', (c) => c.notNull())
      .addColumn('notes', 'text')
      .addColumn('signature_id', 'text', (c) => c.references('blobs.id'))
      .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('device_sales_receipt_uq', ['store_id', 'receipt_number'])
      .execute();
    await db.schema
      .createIndex('sales_store_created_idx')
      .on('device_sales')
      .columns(['store_id', 'created_at', 'id'])
      .execute();
    await db.schema.createIndex('sales_imei_idx').on('device_sales').column('imei').execute();

    await db.schema
      .createTable('record_files')
      .addColumn('record_id', 'text', (c) => c.notNull())
      .addColumn('field', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('blob_id', 'text', (c) => c.notNull().references('blobs.id'))
      .addPrimaryKeyConstraint('record_files_pk', ['record_id', 'field', 'position'])
      .execute();

    await db.schema
      .createTable('imei_flags')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('imei', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('store_id', 'text', (c) => c.references('stores.id'))
      .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('cleared_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('cleared_at', 'text')
      .addColumn('cleared_reason', 'text')
      .execute();
    await db.schema.createIndex('imei_flags_imei_idx').on('imei_flags').column('imei').execute();
  },
};
