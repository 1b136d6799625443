import type { Kysely, Migration } from 'kysely';

/**
 * Marketing consent per person and channel (issue 26, src/shared/marketing-consent.ts): every
 * consent and every withdrawal is a row, never edited; a person's consent for a channel is their
 * latest row for it (the id is a UUIDv7, so it orders rows made in the same millisecond). The
 * store and the user are kept as plain ids, not references: the record must outlive either.
 */
export const marketingConsent: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('marketing_consents')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('contact_key', 'text', (c) => c.notNull())
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('store_id', 'text')
      .addColumn('recorded_by', 'text')
      .addColumn('words', 'text', (c) => c.notNull())
      .addColumn('words_version', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('marketing_consents_latest')
      .on('marketing_consents')
      .columns(['contact_key', 'channel', 'created_at', 'id'])
      .execute();
  },
};
