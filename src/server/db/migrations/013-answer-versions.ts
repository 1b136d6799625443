import { sql, SqliteAdapter, type Kysely, type Migration } from 'kysely';

/**
 * A version per store of the repair lists' data, and one ('*') for what every store's list shows
 * from other tables, kept by triggers in the writing transaction itself: an answer cached under a
 * version is never served once a write that changes it has committed, whichever process or path
 * wrote it (docs/decisions/022-answer-cache.md). The versions only ever grow.
 */
export const answerVersions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('answer_versions')
      .addColumn('scope', 'text', (c) => c.primaryKey())
      .addColumn('version', 'bigint', (c) => c.notNull())
      .execute();
    const statements =
      db.getExecutor().adapter instanceof SqliteAdapter ? sqliteTriggers : postgresTriggers;
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};

const bump = (scope: string) =>
  `INSERT INTO answer_versions (scope, version) VALUES (${scope}, 1)
   ON CONFLICT (scope) DO UPDATE SET version = answer_versions.version + 1`;

/** Columns of other tables the list shows: a change to one of them changes every store's list. */
const shared = [
  { table: 'customers', changed: 'OLD.notify_opt_out IS NOT NEW.notify_opt_out' },
  { table: 'stores', changed: 'OLD.name IS NOT NEW.name' },
  {
    table: 'users',
    changed: 'OLD.first_name IS NOT NEW.first_name OR OLD.last_name IS NOT NEW.last_name',
  },
];

const sqliteTriggers = [
  `CREATE TRIGGER repair_waivers_answers_insert AFTER INSERT ON repair_waivers
   BEGIN ${bump('NEW.store_id')}; END`,
  `CREATE TRIGGER repair_waivers_answers_update AFTER UPDATE ON repair_waivers
   BEGIN
     ${bump('NEW.store_id')};
     INSERT INTO answer_versions (scope, version) SELECT OLD.store_id, 1
     WHERE OLD.store_id IS NOT NEW.store_id
     ON CONFLICT (scope) DO UPDATE SET version = answer_versions.version + 1;
   END`,
  `CREATE TRIGGER repair_waivers_answers_delete AFTER DELETE ON repair_waivers
   BEGIN ${bump('OLD.store_id')}; END`,
  ...shared.flatMap(({ table, changed }) => [
    `CREATE TRIGGER ${table}_answers_update AFTER UPDATE ON ${table} WHEN ${changed}
     BEGIN ${bump("'*'")}; END`,
    `CREATE TRIGGER ${table}_answers_delete AFTER DELETE ON ${table} BEGIN ${bump("'*'")}; END`,
  ]),
];

const bumpStores = (storeIds: string) =>
  `INSERT INTO answer_versions (scope, version)
   SELECT DISTINCT store_id, 1 FROM (${storeIds}) AS touched ORDER BY store_id
   ON CONFLICT (scope) DO UPDATE SET version = answer_versions.version + 1`;

// PostgreSQL: once per statement for the repairs it touched (a bulk import bumps each store once),
// in store order so two transactions never wait on each other's stores crosswise.
const postgresTriggers = [
  `CREATE FUNCTION answer_versions_bump_stores() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP = 'INSERT' THEN ${bumpStores('SELECT store_id FROM new_rows')};
     ELSIF TG_OP = 'DELETE' THEN ${bumpStores('SELECT store_id FROM old_rows')};
     ELSE ${bumpStores('SELECT store_id FROM new_rows UNION SELECT store_id FROM old_rows')};
     END IF;
     RETURN NULL;
   END $$`,
  `CREATE FUNCTION answer_versions_bump_all() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN ${bump("'*'")}; RETURN NULL; END $$`,
  `CREATE TRIGGER repair_waivers_answers_insert AFTER INSERT ON repair_waivers
   REFERENCING NEW TABLE AS new_rows
   FOR EACH STATEMENT EXECUTE FUNCTION answer_versions_bump_stores()`,
  `CREATE TRIGGER repair_waivers_answers_update AFTER UPDATE ON repair_waivers
   REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
   FOR EACH STATEMENT EXECUTE FUNCTION answer_versions_bump_stores()`,
  `CREATE TRIGGER repair_waivers_answers_delete AFTER DELETE ON repair_waivers
   REFERENCING OLD TABLE AS old_rows
   FOR EACH STATEMENT EXECUTE FUNCTION answer_versions_bump_stores()`,
  ...shared.flatMap(({ table, changed }) => [
    `CREATE TRIGGER ${table}_answers_update AFTER UPDATE ON ${table}
     FOR EACH ROW WHEN (${changed.replaceAll(' IS NOT ', ' IS DISTINCT FROM ')})
     EXECUTE FUNCTION answer_versions_bump_all()`,
    `CREATE TRIGGER ${table}_answers_delete AFTER DELETE ON ${table}
     FOR EACH STATEMENT EXECUTE FUNCTION answer_versions_bump_all()`,
  ]),
];
