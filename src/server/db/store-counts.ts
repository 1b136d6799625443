/**
 * Each store's counts of what is open now, kept by triggers in the writing transaction (migration
 * 029): the dashboards' tiles (repairs by open status, without a pickup signature, devices in stock)
 * read a row per store and figure instead of counting every open repair and stocked device of the
 * chain on each request, which grew with the chain (the CEO's tiles 8 ms at 50 stores, 55 ms at
 * 250). A count is a row's membership, written once here for the triggers and the rebuild.
 */
type Member = (row: string) => string;

/** The kept counts of a table: each name and which rows it counts. */
type Counts = { table: 'repair_waivers' | 'stock_items'; members: Record<string, Member> };

export const REPAIR_COUNTS: Counts = {
  table: 'repair_waivers',
  members: {
    received: (r) => `${r}.status = 'received'`,
    in_progress: (r) => `${r}.status = 'in_progress'`,
    completed: (r) => `${r}.status = 'completed'`,
    unsigned: (r) => `${r}.pickup_signature_id IS NULL`,
    awaiting: (r) => `${r}.pickup_signature_id IS NULL AND ${r}.status = 'completed'`,
  },
};

export const STOCK_COUNTS: Counts = {
  table: 'stock_items',
  members: { in_stock: (r) => `${r}.status = 'in_stock'` },
};

export type StoreCountName =
  'received' | 'in_progress' | 'completed' | 'unsigned' | 'awaiting' | 'in_stock';

const ALL = [REPAIR_COUNTS, STOCK_COUNTS];

/** Statements that count every store's rows again: the migration, and seeds that bypass triggers. */
export function rebuildStoreCountsSql(): string[] {
  return [
    'DELETE FROM store_counts',
    ...ALL.flatMap(({ table, members }) =>
      Object.entries(members).map(
        ([name, member]) =>
          `INSERT INTO store_counts (store_id, name, n)
           SELECT r.store_id, '${name}', count(*) FROM ${table} r WHERE ${member('r')}
           GROUP BY r.store_id`,
      ),
    ),
  ];
}

const upsert = `ON CONFLICT (store_id, name) DO UPDATE SET n = store_counts.n + excluded.n`;

/** One row per count a row belongs to, signed: +1 for the row as written, -1 as it was. */
const sqliteMembers = ({ members }: Counts, row: 'NEW' | 'OLD', sign: 1 | -1) =>
  Object.entries(members).map(
    ([name, member]) =>
      `SELECT ${row}.store_id AS store_id, '${name}' AS name, ${sign} AS d WHERE ${member(row)}`,
  );

function sqliteTriggers(counts: Counts): string[] {
  const apply = (rows: string[]) =>
    `INSERT INTO store_counts (store_id, name, n)
     SELECT store_id, name, sum(d) FROM (${rows.join(' UNION ALL ')}) AS moved
     GROUP BY store_id, name HAVING sum(d) <> 0 ${upsert};`;
  const { table } = counts;
  return [
    `CREATE TRIGGER ${table}_counts_insert AFTER INSERT ON ${table}
     BEGIN ${apply(sqliteMembers(counts, 'NEW', 1))} END`,
    `CREATE TRIGGER ${table}_counts_delete AFTER DELETE ON ${table}
     BEGIN ${apply(sqliteMembers(counts, 'OLD', -1))} END`,
    // Only a change of a column some count reads can move a count.
    `CREATE TRIGGER ${table}_counts_update AFTER UPDATE OF store_id, status${
      table === 'repair_waivers' ? ', pickup_signature_id' : ''
    } ON ${table}
     BEGIN ${apply([...sqliteMembers(counts, 'NEW', 1), ...sqliteMembers(counts, 'OLD', -1)])} END`,
  ];
}

// PostgreSQL: once per statement, from its transition tables, each store's net change per count
// (a write that moves no count locks nothing), in store order against crosswise waits.
const pgMembers = ({ members }: Counts, rows: 'new_rows' | 'old_rows', sign: 1 | -1) =>
  Object.entries(members).map(
    ([name, member]) =>
      `SELECT r.store_id, '${name}' AS name, ${sign} AS d FROM ${rows} r WHERE ${member('r')}`,
  );

function postgresTriggers(counts: Counts): string[] {
  const apply = (rows: string[]) =>
    `INSERT INTO store_counts (store_id, name, n)
     SELECT store_id, name, sum(d) FROM (${rows.join(' UNION ALL ')}) AS moved
     GROUP BY store_id, name HAVING sum(d) <> 0 ORDER BY store_id, name ${upsert};`;
  const { table } = counts;
  const fn = `${table}_counts_apply`;
  return [
    `CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF TG_OP = 'INSERT' THEN ${apply(pgMembers(counts, 'new_rows', 1))}
       ELSIF TG_OP = 'DELETE' THEN ${apply(pgMembers(counts, 'old_rows', -1))}
       ELSE ${apply([...pgMembers(counts, 'new_rows', 1), ...pgMembers(counts, 'old_rows', -1)])}
       END IF;
       RETURN NULL;
     END $$`,
    `CREATE TRIGGER ${table}_counts_insert AFTER INSERT ON ${table}
     REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
    `CREATE TRIGGER ${table}_counts_update AFTER UPDATE ON ${table}
     REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
     FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
    `CREATE TRIGGER ${table}_counts_delete AFTER DELETE ON ${table}
     REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
  ];
}

/** The triggers that keep every count, in the database's own dialect. */
export function storeCountTriggers(dialect: 'sqlite' | 'postgres'): string[] {
  return ALL.flatMap(dialect === 'sqlite' ? sqliteTriggers : postgresTriggers);
}
