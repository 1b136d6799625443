import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type OpenedDb } from './db';
import type { Deps } from './deps';
import { createAiProvider } from './lib/ai';
import { FolderBlobStore } from './lib/blob-store';
import { createRegionRow, createStoreRow } from './testing/factories';
import { createTestClock, testConfig } from './testing/harness';
import { createRepairRow } from './testing/repair-factories';
import { createTestDb, type TestDb } from './testing/test-db';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const pgUrl = process.env.TEST_DATABASE_URL;
const pgDumpFound =
  existsSync(join(process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin', 'pg_dump')) ||
  spawnSync('pg_dump', ['--version']).status === 0;

/** Runs one of the npm scripts' files as `npm run` would, against the given data. */
function run(script: string, args: string[], env: { url: string; dataDir: string }) {
  const result = spawnSync(process.execPath, [join('scripts', script), ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: env.url, DATA_DIR: env.dataDir },
    encoding: 'utf8',
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

/** An empty database to restore into: a new SQLite file, or a new PostgreSQL database. */
async function emptyTarget(dir: string): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!pgUrl) return { url: `sqlite:${join(dir, 'restored.db')}`, drop: async () => {} };
  const name = `shop_restore_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: pgUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

const TABLES = ['repair_waivers', 'customers', 'blobs', 'users', 'stores'] as const;

async function counts(db: OpenedDb['db']) {
  const result: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    result[table] = Number(row.n);
  }
  return result;
}

let source: TestDb;
let deps: Deps;
let work: string;

beforeAll(async () => {
  source = await createTestDb();
  work = mkdtempSync(join(tmpdir(), 'shop-backup-'));
  const config = testConfig({ databaseUrl: source.url, dataDir: join(work, 'data') });
  deps = {
    db: source.db,
    dialect: source.dialect,
    config,
    clock: createTestClock(),
    blobs: new FolderBlobStore(join(work, 'data', 'blobs')),
    ai: createAiProvider(config.ai),
  };
});

afterAll(async () => {
  await source?.dispose();
  rmSync(work, { recursive: true, force: true });
});

describe.skipIf(pgUrl !== undefined && !pgDumpFound)('npm run backup and npm run restore', () => {
  it('round-trips the rows and the files into a fresh database and DATA_DIR', async () => {
    const region = await createRegionRow(deps);
    const store = await createStoreRow(deps, region.id);
    const repairs = [];
    for (let i = 0; i < 3; i += 1) repairs.push(await createRepairRow(deps, store.id));
    const before = await counts(deps.db);
    expect(before.repair_waivers).toBe(3);
    expect(before.blobs).toBe(6);

    const backup = run('backup.mjs', ['--out', join(work, 'backups')], {
      url: source.url,
      dataDir: join(work, 'data'),
    });
    expect(backup.out).toContain('Backup written to');
    expect(backup.code).toBe(0);
    const [folder] = readdirSync(join(work, 'backups'));
    const backupDir = join(work, 'backups', folder!);

    const target = await emptyTarget(work);
    const fresh = { url: target.url, dataDir: join(work, 'restored') };
    try {
      const restored = run('restore.mjs', [backupDir], fresh);
      expect(restored.out).toContain('counts match the backup');
      expect(restored.code).toBe(0);

      const again = run('restore.mjs', [backupDir], fresh);
      expect(again.code).toBe(1);
      expect(again.out).toContain('the target is not empty');
      expect(again.out).toContain('--force');
      expect(run('restore.mjs', [backupDir, '--force'], fresh).code).toBe(0);

      const opened = openDb(target.url);
      try {
        expect(await counts(opened.db)).toEqual(before);
      } finally {
        await opened.db.destroy();
      }
      const photoId = repairs[0]!.beforePhoto.split('/').pop()!;
      const restoredBlobs = new FolderBlobStore(join(fresh.dataDir, 'blobs'));
      const original = await deps.blobs.get(photoId);
      expect(original).not.toBeNull();
      expect(await restoredBlobs.get(photoId)).toEqual(original);
    } finally {
      await target.drop();
    }
  });
});
