import type { Kysely, Migration } from 'kysely';

/**
 * A renewed consent waiting for its person (issue 37): after a withdrawal, a ticked box sends a
 * one-time link instead of giving consent; the row keeps the link's hash (never the link), the
 * contact and words it is for, where it was asked, and when it was confirmed.
 */
export const consentConfirmations: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('consent_confirmations')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('contact_key', 'text', (c) => c.notNull())
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('business_name', 'text', (c) => c.notNull())
      .addColumn('words', 'text', (c) => c.notNull())
      .addColumn('words_version', 'text')
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('store_id', 'text')
      .addColumn('requested_by', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('confirmed_at', 'text')
      .execute();
  },
};
