import { sql, type Kysely, type Migration } from 'kysely';

/**
 * A store's version (issue 37): when it was last changed, so a save from a form opened before
 * someone else's is refused instead of overwriting it. A store never changed carries its creation.
 */
export const storeVersions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('stores').addColumn('updated_at', 'text').execute();
    await sql`UPDATE stores SET updated_at = created_at`.execute(db);
  },
};
