import type { Kysely, Migration } from 'kysely';

/**
 * First-run steps a person confirms (the mail server left off on purpose, the printers' defaults
 * checked): one row each, with who confirmed it and when.
 */
export const setupConfirmations: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('setup_confirmations')
      .addColumn('step', 'text', (c) => c.primaryKey())
      .addColumn('confirmed_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('confirmed_at', 'text', (c) => c.notNull())
      .execute();
  },
};
