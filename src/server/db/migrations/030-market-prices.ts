import type { Kysely, Migration } from 'kysely';

/**
 * Each store's buyback pricing: how close to the market's cash offer it comes (percent) and the
 * margin it keeps on resale after repairs; the chain's defaults until the office sets them.
 * Market price tables the office imports (issue 25): each import is kept whole with who made it
 * and when, and the newest is the one the valuation prices from; the table shipped in
 * data/market is used until the first import. Rows are never edited: a correction is an import.
 */
export const marketPrices: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('stores')
      .addColumn('buyback_offer_percent', 'integer', (c) => c.notNull().defaultTo(90))
      .execute();
    await db.schema
      .alterTable('stores')
      .addColumn('buyback_margin_percent', 'integer', (c) => c.notNull().defaultTo(25))
      .execute();
    await db.schema
      .createTable('market_imports')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('imported_at', 'text', (c) => c.notNull())
      .addColumn('imported_by', 'text', (c) => c.notNull().references('users.id'))
      .addColumn('file_name', 'text')
      .addColumn('row_count', 'integer', (c) => c.notNull())
      .addColumn('oldest_observed', 'text', (c) => c.notNull())
      .addColumn('newest_observed', 'text', (c) => c.notNull())
      .addColumn('median_observed', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('market_imports_newest')
      .on('market_imports')
      .columns(['imported_at', 'id'])
      .execute();
    await db.schema
      .createTable('market_prices')
      .addColumn('import_id', 'text', (c) => c.notNull().references('market_imports.id'))
      .addColumn('line', 'integer', (c) => c.notNull())
      .addColumn('brand', 'text', (c) => c.notNull())
      .addColumn('model', 'text', (c) => c.notNull())
      .addColumn('storage', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('condition', 'text', (c) => c.notNull())
      .addColumn('usd', 'integer', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('observed', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('market_prices_pk', ['import_id', 'line'])
      .execute();
  },
};
