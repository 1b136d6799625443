import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { migrateToLatest, openDb, type OpenedDb } from '../db';

export type TestDb = OpenedDb & { url: string; dispose: () => Promise<void> };

/**
 * A fresh, migrated database for one test file: a new SQLite file by default,
 * or a new PostgreSQL database when TEST_DATABASE_URL is set (CI runs both).
 */
export async function createTestDb(
  testDatabaseUrl = process.env.TEST_DATABASE_URL,
): Promise<TestDb> {
  if (testDatabaseUrl) return createPostgresDb(testDatabaseUrl);
  const dir = mkdtempSync(join(tmpdir(), 'shop-test-'));
  return openMigrated(`sqlite:${join(dir, 'test.db')}`, () =>
    rmSync(dir, { recursive: true, force: true }),
  );
}

/** Opens and migrates the database at `url`; disposing closes it, then runs `remove`. */
async function openMigrated(url: string, remove: () => unknown): Promise<TestDb> {
  const opened = openDb(url);
  await migrateToLatest(opened.db);
  return {
    ...opened,
    url,
    dispose: async () => {
      await opened.db.destroy();
      await remove();
    },
  };
}

/**
 * A new, empty PostgreSQL database beside `adminUrl`'s, for a test whose app processes create the
 * schema themselves; `drop` removes it even while connections are still open.
 */
export async function createEmptyPostgresDb(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `shop_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

async function createPostgresDb(adminUrl: string): Promise<TestDb> {
  const { url, drop } = await createEmptyPostgresDb(adminUrl);
  return openMigrated(url, drop);
}
