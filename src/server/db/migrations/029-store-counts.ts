import { sql, SqliteAdapter, type Kysely, type Migration } from 'kysely';
import { rebuildStoreCountsSql, storeCountTriggers } from '../store-counts';

/**
 * Each store's counts of open repairs, repairs ready, repairs without a pickup signature (and
 * those of them ready) and devices in stock, kept by triggers (db/store-counts.ts): the
 * dashboard's tiles read them instead of counting the chain's open work on each request.
 */
export const storeCounts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('store_counts')
      .addColumn('store_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('n', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('store_counts_pk', ['store_id', 'name'])
      .execute();
    for (const statement of rebuildStoreCountsSql()) await sql.raw(statement).execute(db);
    const dialect = db.getExecutor().adapter instanceof SqliteAdapter ? 'sqlite' : 'postgres';
    for (const statement of storeCountTriggers(dialect)) await sql.raw(statement).execute(db);
  },
};
