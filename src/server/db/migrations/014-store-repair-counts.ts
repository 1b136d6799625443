import { sql, SqliteAdapter, type Kysely, type Migration } from 'kysely';

/**
 * How many repairs each store holds, kept by triggers in the writing transaction. The dashboard's
 * "both signatures" tile is every repair less the few unsigned ones, and counting a store's every
 * repair read its whole history on each request (2.4 ms for 32,000 on PostgreSQL; decision 022).
 * A status change moves no count, so it takes no lock on the store's row.
 */
export const storeRepairCounts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('store_repair_counts')
      .addColumn('store_id', 'text', (c) => c.primaryKey())
      .addColumn('repairs', 'bigint', (c) => c.notNull())
      .execute();
    await sql`INSERT INTO store_repair_counts (store_id, repairs)
              SELECT store_id, count(*) FROM repair_waivers GROUP BY store_id`.execute(db);
    const statements =
      db.getExecutor().adapter instanceof SqliteAdapter ? sqliteTriggers : postgresTriggers;
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};

const add = (storeId: string, delta: string) =>
  `INSERT INTO store_repair_counts (store_id, repairs) VALUES (${storeId}, ${delta})
   ON CONFLICT (store_id) DO UPDATE SET repairs = store_repair_counts.repairs + excluded.repairs`;

const sqliteTriggers = [
  `CREATE TRIGGER repair_waivers_count_insert AFTER INSERT ON repair_waivers
   BEGIN ${add('NEW.store_id', '1')}; END`,
  `CREATE TRIGGER repair_waivers_count_delete AFTER DELETE ON repair_waivers
   BEGIN ${add('OLD.store_id', '-1')}; END`,
  `CREATE TRIGGER repair_waivers_count_move AFTER UPDATE OF store_id ON repair_waivers
   WHEN OLD.store_id IS NOT NEW.store_id
   BEGIN ${add('OLD.store_id', '-1')}; ${add('NEW.store_id', '1')}; END`,
];

// PostgreSQL: once per statement, each store's net change (an update that moves no repair between
// stores changes nothing and locks nothing), in store order against crosswise waits.
const postgresTriggers = [
  `CREATE FUNCTION store_repair_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP = 'INSERT' THEN
       INSERT INTO store_repair_counts (store_id, repairs)
       SELECT store_id, count(*) FROM new_rows GROUP BY store_id ORDER BY store_id
       ON CONFLICT (store_id) DO UPDATE SET repairs = store_repair_counts.repairs + excluded.repairs;
     ELSIF TG_OP = 'DELETE' THEN
       INSERT INTO store_repair_counts (store_id, repairs)
       SELECT store_id, -count(*) FROM old_rows GROUP BY store_id ORDER BY store_id
       ON CONFLICT (store_id) DO UPDATE SET repairs = store_repair_counts.repairs + excluded.repairs;
     ELSE
       INSERT INTO store_repair_counts (store_id, repairs)
       SELECT store_id, sum(delta) FROM (
         SELECT store_id, 1 AS delta FROM new_rows UNION ALL SELECT store_id, -1 FROM old_rows
       ) AS moved GROUP BY store_id HAVING sum(delta) <> 0 ORDER BY store_id
       ON CONFLICT (store_id) DO UPDATE SET repairs = store_repair_counts.repairs + excluded.repairs;
     END IF;
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER repair_waivers_count_insert AFTER INSERT ON repair_waivers
   REFERENCING NEW TABLE AS new_rows
   FOR EACH STATEMENT EXECUTE FUNCTION store_repair_counts_apply()`,
  `CREATE TRIGGER repair_waivers_count_update AFTER UPDATE ON repair_waivers
   REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
   FOR EACH STATEMENT EXECUTE FUNCTION store_repair_counts_apply()`,
  `CREATE TRIGGER repair_waivers_count_delete AFTER DELETE ON repair_waivers
   REFERENCING OLD TABLE AS old_rows
   FOR EACH STATEMENT EXECUTE FUNCTION store_repair_counts_apply()`,
];
