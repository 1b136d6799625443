import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { migrations } from './migrations';
import { PreparingClient } from './prepared';
import type { Database } from './schema';
import { withStatementCache } from './statement-cache';

export type Db = Kysely<Database>;
export type DbDialect = 'sqlite' | 'postgres';

export type OpenedDb = { db: Db; dialect: DbDialect };

/** Opens the database named by a sqlite:<file> or postgres:// URL. */
export function openDb(url: string): OpenedDb {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const pool = new pg.Pool({ connectionString: url, max: 10, Client: PreparingClient });
    // An idle connection the server drops (restart, failover, admin) must not crash the app:
    // the pool replaces it on next use, so the error is only reported.
    pool.on('error', (err) => console.error(`PostgreSQL connection lost: ${err.message}`));
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: 'postgres',
    };
  }
  const file = resolve(url.replace(/^sqlite:/, ''));
  mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers run beside the writer; FULL survives a power cut at the counter.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return {
    db: new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    }),
    dialect: 'sqlite',
  };
}

function migratorOf(db: Db): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

/** Brings the schema up to date; run at every start. */
export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await migratorOf(db).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}

/** How many of this build's migrations the database has not run (readiness waits for 0). */
export async function pendingMigrationCount(db: Db): Promise<number> {
  const known = await migratorOf(db).getMigrations();
  return known.filter((m) => m.executedAt === undefined).length;
}
