import type { Kysely, Migration } from 'kysely';

/** Invitations, and soft deletion of users so their records keep their author. */
export const admin: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('users').addColumn('deleted_at', 'text').execute();

    await db.schema
      .createTable('invites')
      .addColumn('id', 'text', (c) => c.primaryKey())
      /** SHA-256 of the token: the link works once, and a copy of the table opens nothing. */
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('email', 'text')
      .addColumn('region_ids', 'text', (c) => c.notNull())
      .addColumn('store_ids', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .addColumn('used_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('revoked_at', 'text')
      .execute();
    await db.schema
      .createIndex('invites_open_idx')
      .on('invites')
      .columns(['used_at', 'revoked_at', 'expires_at'])
      .execute();
  },
};
