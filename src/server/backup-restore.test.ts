import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
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

describe('a backup that fails, and a folder that is no backup (issue 37)', () => {
  it('keeps nothing that looks like a backup and says why in one line', () => {
    const out = join(work, 'failed-backups');
    const missing = { url: 'sqlite:' + join(work, 'no-such', 'shop.db'), dataDir: work };
    const failed = run('backup.mjs', ['--out', out], missing);
    expect(failed.code).toBe(1);
    expect(failed.out.trim().split('\n')).toHaveLength(1);
    expect(failed.out).toMatch(/^Backup failed: .+; nothing was kept\.$/m);
    expect(readdirSync(out)).toEqual([]);
  });

  it.skipIf(!pgUrl)(
    'fails in one line, with no folder left, when PostgreSQL ends the connection mid-dump',
    () => {
      // A pg_dump that ends the backup's own session as a server shutting down does (57P01),
      // then fails as pg_dump does when its server goes away.
      const bin = mkdtempSync(join(tmpdir(), 'shop-fake-pg-'));
      const psql = join(process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin', 'psql');
      writeFileSync(
        join(bin, 'pg_dump'),
        [
          '#!/bin/sh',
          `"${psql}" "${source.url}" -qAt -c "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'shop-backup'" >/dev/null`,
          'echo "pg_dump: error: server closed the connection unexpectedly" >&2',
          'exit 1',
        ].join('\n'),
      );
      chmodSync(join(bin, 'pg_dump'), 0o755);
      const out = join(work, 'cut-backups');
      const result = spawnSync(process.execPath, [join('scripts', 'backup.mjs'), '--out', out], {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: source.url, DATA_DIR: work, PG_BIN: bin },
        encoding: 'utf8',
      });
      rmSync(bin, { recursive: true, force: true });
      const said = `${result.stdout}${result.stderr}`;
      expect(result.status).toBe(1);
      expect(said).not.toContain('    at ');
      expect(said.trim().split('\n')).toHaveLength(1);
      expect(said).toContain('Backup failed:');
      expect(readdirSync(out)).toEqual([]);
    },
  );

  it('restore names what is missing from a folder that is no complete backup', () => {
    const target = { url: 'sqlite:' + join(work, 'never.db'), dataDir: join(work, 'never') };
    const empty = mkdtempSync(join(work, 'half-'));
    const noManifest = run('restore.mjs', [empty], target);
    expect(noManifest.code).toBe(1);
    expect(noManifest.out).toContain('is not a complete backup: manifest.json is missing');
    expect(noManifest.out).not.toContain('ENOENT');

    writeFileSync(
      join(empty, 'manifest.json'),
      JSON.stringify({ dialect: 'sqlite', database: 'shop.db', blobs: null, rows: {} }),
    );
    const noDatabase = run('restore.mjs', [empty], target);
    expect(noDatabase.code).toBe(1);
    expect(noDatabase.out).toContain('its database file shop.db is missing');
    expect(existsSync(join(work, 'never.db'))).toBe(false);
  });
});
