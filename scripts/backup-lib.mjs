// What `npm run backup` and `npm run restore` share: where the app keeps its data (read from the
// same variables, with the same defaults, as src/server/config.ts), the PostgreSQL client tools,
// and a row count per table that a restore checks against the backup's manifest.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';

export const MANIFEST = 'manifest.json';
export const SQLITE_FILE = 'database.sqlite';
export const PG_DUMP_FILE = 'database.pgdump';
export const BLOBS = 'blobs';

/**
 * The SQLite file the app uses without DATABASE_URL (src/server/default-database.ts, which this
 * plain script cannot import; src/server/config.test.ts checks that the two agree): DATA_DIR/shop.db,
 * unless only an earlier version's ./data/shop.db exists.
 */
function defaultSqliteFile(dataDir, cwd) {
  const file = join(dataDir, 'shop.db');
  const legacy = resolve(cwd, 'data', 'shop.db');
  return existsSync(legacy) && !existsSync(file) ? legacy : file;
}

/** The database and files the app would use with this environment. */
export function appData(env = process.env, cwd = process.cwd()) {
  const dataDir = resolve(cwd, (env.DATA_DIR ?? 'data').trim());
  const url = (env.DATABASE_URL ?? `sqlite:${defaultSqliteFile(dataDir, cwd)}`).trim();
  const postgres = /^postgres(ql)?:\/\//.test(url);
  return {
    dialect: postgres ? 'postgres' : 'sqlite',
    url,
    sqliteFile: postgres ? null : resolve(cwd, url.replace(/^sqlite:/, '')),
    blobsDir: join(dataDir, BLOBS),
    // With S3_BUCKET set the files live in the bucket, which has its own versioning and copies.
    bucket: env.S3_BUCKET?.trim() || null,
  };
}

/** Command line: --flags, `--name value` for the names in `valued`, and positional arguments. */
export function parseArgs(argv = process.argv.slice(2), valued = []) {
  const flags = new Set();
  const values = {};
  const positional = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (valued.includes(arg)) values[arg.slice(2)] = argv[(i += 1)];
    else if (arg.startsWith('--')) flags.add(arg.slice(2));
    else positional.push(arg);
  }
  return { flags, values, positional };
}

/** pg_dump or pg_restore: from PG_BIN, else PATH, else the newest /usr/lib/postgresql/<v>/bin. */
export function pgTool(name, env = process.env) {
  if (env.PG_BIN) return join(env.PG_BIN, name);
  if (spawnSync(name, ['--version']).status === 0) return name;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length) return join(root, versions[0], 'bin', name);
  throw new Error(`${name} not found: install the PostgreSQL client tools or set PG_BIN`);
}

/** Runs a PostgreSQL tool with the password in the environment, never on its command line. */
export function runPgTool(name, args, url) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const result = spawnSync(pgTool(name), [...args, `--dbname=${parsed.toString()}`], {
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    encoding: 'utf8',
  });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${name} failed: ${result.stderr.trim()}`);
}

export function sqliteCounts(db) {
  const tables = db
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
    .pluck()
    .all();
  return Object.fromEntries(
    tables.sort().map((t) => [
      t,
      db
        .prepare(`select count(*) from "${t.replaceAll('"', '""')}"`)
        .pluck()
        .get(),
    ]),
  );
}

export async function pgCounts(client) {
  const { rows } = await client.query(
    "select tablename from pg_tables where schemaname = 'public' order by tablename",
  );
  const counts = {};
  for (const { tablename } of rows) {
    const name = `"${tablename.replaceAll('"', '""')}"`;
    counts[tablename] = Number((await client.query(`select count(*) as n from ${name}`)).rows[0].n);
  }
  return counts;
}

/** Row counts of the app's database as it is now. */
export async function countRows(data) {
  if (data.dialect === 'sqlite') {
    const db = new Database(data.sqliteFile, { readonly: true, fileMustExist: true });
    try {
      return sqliteCounts(db);
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: data.url });
  await client.connect();
  try {
    return await pgCounts(client);
  } finally {
    await client.end();
  }
}

/** Regular files under a folder (blob temp files `.part` excluded), recursively. */
export function listFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !e.name.endsWith('.part'))
    .map((e) => join(e.parentPath, e.name));
}

export function formatBytes(n) {
  return n < 1024 * 1024 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`;
}
