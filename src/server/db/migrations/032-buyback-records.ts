import { sql, SqliteAdapter, type Kysely, type Migration } from 'kysely';

/** What the database says when anything tries to change or remove a buyback record. */
export const BUYBACK_RECORD_KEPT = 'buyback records are kept as written; add an addendum instead';

/**
 * The rest of each store's buyback rules and the seller's identity (issue 26,
 * src/shared/buyback-rules.ts and buyback-seller.ts).
 *
 * A buyback record is evidence a secondhand-dealer code forbids erasing (Chicago) and asks to be
 * kept for years: triggers refuse every UPDATE and DELETE of `device_purchases`, whatever code
 * path or tool tries, and a correction is a row of `device_purchase_addenda`. The clerk's name is
 * kept on the record as it was, and `retain_until` says how long this store's rules keep it.
 */
export const buybackRecords: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('stores')
      .addColumn('buyback_min_age', 'integer', (c) => c.notNull().defaultTo(18))
      .execute();
    await db.schema
      .alterTable('stores')
      .addColumn('buyback_second_id', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('stores')
      .addColumn('police_report_hours', 'integer', (c) => c.notNull().defaultTo(24))
      .execute();
    await db.schema.alterTable('stores').addColumn('police_report_email', 'text').execute();
    await db.schema
      .alterTable('stores')
      .addColumn('record_retention_years', 'integer', (c) => c.notNull().defaultTo(3))
      .execute();
    for (const name of [
      'seller_birth_date',
      'seller_address',
      'id_issuer',
      'id_expiry',
      'second_id_type',
      'second_id_number',
      'second_id_issuer',
      'second_id_expiry',
      'owned_for',
      'device_marks',
      'declaration',
      'created_by_name',
      'retain_until',
    ])
      await db.schema.alterTable('device_purchases').addColumn(name, 'text').execute();
    // Records made before: the clerk's name as it is now, the three years a new store keeps.
    await sql`UPDATE device_purchases SET created_by_name = (
        SELECT users.first_name || ' ' || users.last_name FROM users
        WHERE users.id = device_purchases.created_by)`.execute(db);
    await db.schema
      .createTable('device_purchase_addenda')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('purchase_id', 'text', (c) => c.notNull().references('device_purchases.id'))
      .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id'))
      .addColumn('field', 'text', (c) => c.notNull())
      .addColumn('correction', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text')
      .addColumn('created_by_name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('device_purchase_addenda_purchase')
      .on('device_purchase_addenda')
      .columns(['purchase_id', 'created_at'])
      .execute();
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    for (const statement of keptTriggers(sqlite)) await sql.raw(statement).execute(db);
  },
};

const KEPT_TABLES = ['device_purchases', 'device_purchase_addenda'];

function keptTriggers(sqlite: boolean): string[] {
  if (sqlite)
    return KEPT_TABLES.flatMap((table) =>
      ['UPDATE', 'DELETE'].map(
        (op) =>
          `CREATE TRIGGER ${table}_no_${op.toLowerCase()} BEFORE ${op} ON ${table} ` +
          `BEGIN SELECT RAISE(ABORT, '${BUYBACK_RECORD_KEPT}'); END`,
      ),
    );
  return [
    `CREATE FUNCTION buyback_record_kept() RETURNS trigger LANGUAGE plpgsql AS $$ ` +
      `BEGIN RAISE EXCEPTION '${BUYBACK_RECORD_KEPT}' USING ERRCODE = 'restrict_violation'; END $$`,
    ...KEPT_TABLES.map(
      (table) =>
        `CREATE TRIGGER ${table}_kept BEFORE UPDATE OR DELETE ON ${table} ` +
        `FOR EACH ROW EXECUTE FUNCTION buyback_record_kept()`,
    ),
  ];
}
