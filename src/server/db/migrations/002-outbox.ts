import type { Kysely, Migration } from 'kysely';

/** Messages to customers (and later staff): what was sent, or kept for a person when no transport is set. */
export const outbox: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('outbox')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('to_address', 'text', (c) => c.notNull())
      .addColumn('subject', 'text')
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('error', 'text')
      .addColumn('store_id', 'text', (c) => c.references('stores.id').onDelete('set null'))
      .addColumn('related_id', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text')
      .execute();
    await db.schema.createIndex('outbox_created_idx').on('outbox').column('created_at').execute();
    await db.schema.createIndex('outbox_related_idx').on('outbox').column('related_id').execute();
  },
};
