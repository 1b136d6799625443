// How the seed's rows reach the database: prepared statements in big transactions on SQLite,
// multi-row INSERTs on PostgreSQL. Both take rows as column lists and values; seed-chain.ts checks
// each row against the app's schema before it gets here.
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import type { Database } from '../../src/server/db/schema';
import { rebuildStoreCountsSql } from '../../src/server/db/store-counts';

export type Table = keyof Database;

export interface Writer {
  dialect: 'sqlite' | 'postgres';
  all: <R>(text: string, params?: unknown[]) => Promise<R[]>;
  exec: (text: string) => Promise<void>;
  insert: (table: Table, columns: string[], values: unknown[]) => void;
  /** Sends what is buffered so far, between days, so memory stays small. */
  drain: () => Promise<void>;
  /** Writes the rest and commits. */
  finish: () => Promise<void>;
  close: () => Promise<void>;
}

/** Writes rows to SQLite: one prepared statement per table, inside transactions of many rows. */
async function sqliteWriter(file: string): Promise<Writer> {
  const db = new SqliteDatabase(file);
  // A throw-away database: no journal and no fsync while it fills, WAL again once it is full.
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  db.pragma('foreign_keys = OFF');
  db.pragma('cache_size = -262144');
  db.pragma('temp_store = MEMORY');
  const statements = new Map<string, SqliteDatabase.Statement>();
  let pending = 0;
  db.prepare('BEGIN').run();
  return {
    dialect: 'sqlite',
    all: async <R>(text: string, params: unknown[] = []) => db.prepare(text).all(...params) as R[],
    exec: async (text) => void db.exec(text),
    insert(table, columns, values) {
      const key = `${table}(${columns.join()})`;
      let statement = statements.get(key);
      if (!statement) {
        statement = db.prepare(
          `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
        );
        statements.set(key, statement);
      }
      statement.run(values);
      if ((pending += 1) >= 200_000) {
        db.prepare('COMMIT').run();
        db.prepare('BEGIN').run();
        pending = 0;
      }
    },
    async drain() {},
    async finish() {
      db.prepare('COMMIT').run();
    },
    async close() {
      if (db.inTransaction) db.prepare('ROLLBACK').run();
      db.pragma('journal_mode = WAL');
      db.close();
    },
  };
}

/** Writes rows to PostgreSQL as multi-row INSERTs of up to ~60,000 parameters, in one transaction. */
async function postgresWriter(url: string): Promise<Writer> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('BEGIN');
  // Tables are sent in batches, not in the order their rows were made (a store's users before
  // the store), and PostgreSQL checks each foreign key at its INSERT. The generator makes every
  // reference whole, so the checks are switched off for this transaction (a superuser's right,
  // as the postgres user of scripts/with-postgres.sh has).
  await client.query('SET LOCAL session_replication_role = replica');
  const buffers = new Map<string, Batch>();
  const flush = async (buffer: Batch) => {
    if (buffer.rows.length === 0) return;
    const width = buffer.columns.length;
    const rows = buffer.rows;
    buffer.rows = [];
    const tuples = rows.map(
      (_, r) => `(${buffer.columns.map((__, c) => `$${r * width + c + 1}`).join(', ')})`,
    );
    await client.query(
      `INSERT INTO ${buffer.table} (${buffer.columns.join(', ')}) VALUES ${tuples.join(', ')}`,
      rows.flat(),
    );
  };
  /** Sends every full batch; the generator calls this between days so memory stays small. */
  const drain = async () => {
    for (const buffer of buffers.values()) {
      while (buffer.rows.length >= buffer.limit) {
        const rest = buffer.rows.splice(buffer.limit);
        await flush(buffer);
        buffer.rows = rest;
      }
    }
  };
  return {
    dialect: 'postgres',
    all: async <R>(text: string, params: unknown[] = []) =>
      (await client.query(text, params)).rows as R[],
    exec: async (text) => void (await client.query(text)),
    insert(table, columns, values) {
      const key = `${table}(${columns.join()})`;
      let buffer = buffers.get(key);
      if (!buffer) {
        buffer = { table, columns, rows: [], limit: Math.floor(60_000 / columns.length) };
        buffers.set(key, buffer);
      }
      buffer.rows.push(values);
    },
    drain,
    async finish() {
      await drain();
      for (const buffer of buffers.values()) await flush(buffer);
      // The replica role also stops the triggers that keep each store's counts and its lists'
      // version (migrations 013, 014 and 029): this does once what they would have done, or the
      // dashboard would count no repairs on PostgreSQL while SQLite (triggers on) counts them all.
      await client.query(`INSERT INTO store_repair_counts (store_id, repairs)
                          SELECT store_id, count(*) FROM repair_waivers GROUP BY store_id`);
      for (const statement of rebuildStoreCountsSql()) await client.query(statement);
      await client.query(`INSERT INTO answer_versions (scope, version)
                          SELECT DISTINCT store_id, 1 FROM repair_waivers`);
      await client.query('COMMIT');
    },
    async close() {
      await client.end();
    },
  };
}

/** One table's rows of one column list, waiting to go as a multi-row INSERT. */
interface Batch {
  table: Table;
  columns: string[];
  rows: unknown[][];
  /** Rows per INSERT: PostgreSQL takes at most 65,535 parameters in one statement. */
  limit: number;
}

/** The writer for `databaseUrl`: sqlite:<file> or postgres://… */
export function openWriter(databaseUrl: string): Promise<Writer> {
  return /^postgres(ql)?:\/\//.test(databaseUrl)
    ? postgresWriter(databaseUrl)
    : sqliteWriter(databaseUrl.replace(/^sqlite:/, ''));
}

const BULK_TABLES: Table[] = [
  'customers',
  'repair_waivers',
  'repair_status_history',
  'device_purchases',
  'stock_items',
  'device_sales',
  'payments',
  'daily_reports',
  'activity_log',
  'appointments',
];

/**
 * The plain (non-unique, non-key) indexes of the bulk tables. They are dropped while the rows go
 * in and built again after: one sort per index instead of millions of scattered index updates.
 */
export async function plainIndexes(w: Writer): Promise<{ name: string; sql: string }[]> {
  if (w.dialect === 'sqlite') {
    return w.all(
      `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL
         AND sql NOT LIKE 'CREATE UNIQUE%' AND tbl_name IN (${BULK_TABLES.map(() => '?').join(', ')})`,
      BULK_TABLES,
    );
  }
  return w.all(
    `SELECT indexname AS name, indexdef AS sql FROM pg_indexes i
      WHERE schemaname = current_schema() AND tablename = ANY($1) AND indexdef NOT LIKE 'CREATE UNIQUE%'
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    [BULK_TABLES],
  );
}
