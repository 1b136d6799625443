// npm run restore -- <backup folder> [--force]
// Puts a backup made by `npm run backup` back as the app's database (DATABASE_URL) and files
// (DATA_DIR/blobs). Stop the app first. A target that already holds data is left alone unless
// --force is given. Afterwards every table's row count is checked against the backup's manifest.
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { appData, countRows, listFiles, MANIFEST, parseArgs, runPgTool } from './backup-lib.mjs';

const { flags, positional } = parseArgs();
const force = flags.delete('force');
if (positional.length !== 1 || flags.size) {
  console.error('Usage: npm run restore -- <backup folder> [--force]');
  process.exit(2);
}
const source = resolve(positional[0]);
const data = appData();

/** Why the target is not empty, or null when it is. */
async function databaseInUse() {
  if (data.dialect === 'sqlite') {
    if (!existsSync(data.sqliteFile) || statSync(data.sqliteFile).size === 0) return null;
    const db = new Database(data.sqliteFile, { readonly: true });
    try {
      const tables = db.prepare("select count(*) from sqlite_master where type = 'table'").pluck();
      return tables.get() > 0 ? `${data.sqliteFile} holds tables` : null;
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: data.url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select count(*) as n from pg_tables where schemaname = 'public'",
    );
    return Number(rows[0].n) > 0 ? 'the PostgreSQL database holds tables' : null;
  } finally {
    await client.end();
  }
}

function restoreSqlite(file) {
  mkdirSync(dirname(data.sqliteFile), { recursive: true });
  const temp = `${data.sqliteFile}.restoring`;
  cpSync(file, temp);
  // A WAL left by the old database would be replayed into the restored one and corrupt it.
  for (const suffix of ['-wal', '-shm']) rmSync(`${data.sqliteFile}${suffix}`, { force: true });
  renameSync(temp, data.sqliteFile);
  const db = new Database(data.sqliteFile);
  try {
    const check = db.pragma('integrity_check', { simple: true });
    if (check !== 'ok')
      throw new Error(`the restored database fails its integrity check: ${check}`);
    db.pragma('journal_mode = WAL');
  } finally {
    db.close();
  }
}

function restorePostgres(file) {
  // One transaction: a failed restore leaves the database as it was.
  runPgTool(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      ...(force ? ['--clean', '--if-exists'] : []),
      file,
    ],
    data.url,
  );
}

function restoreBlobs(folder) {
  const temp = `${data.blobsDir}.restoring`;
  rmSync(temp, { recursive: true, force: true });
  if (existsSync(folder)) cpSync(folder, temp, { recursive: true });
  else mkdirSync(temp, { recursive: true });
  rmSync(data.blobsDir, { recursive: true, force: true });
  renameSync(temp, data.blobsDir);
}

/** The backup's manifest, or an error naming what makes the folder no complete backup. */
function readManifest() {
  if (!existsSync(source)) throw new Error(`${source} does not exist`);
  if (!statSync(source).isDirectory()) throw new Error(`${source} is not a folder`);
  const path = join(source, MANIFEST);
  if (!existsSync(path))
    throw new Error(
      `${source} is not a complete backup: ${MANIFEST} is missing (a backup that failed keeps no folder; ` +
        'one written by hand or cut short cannot be checked, so it is not restored)',
    );
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    throw new Error(`${path} is not readable JSON: the backup is damaged`);
  }
  const file = typeof manifest.database === 'string' ? join(source, manifest.database) : null;
  if (!file || !existsSync(file))
    throw new Error(
      `${source} is not a complete backup: its database file ${manifest.database ?? ''} is missing`,
    );
  if (manifest.blobs?.files > 0 && !existsSync(join(source, manifest.blobs.folder)))
    throw new Error(
      `${source} is not a complete backup: its files folder ${manifest.blobs.folder} is missing`,
    );
  return manifest;
}

try {
  const manifest = readManifest();
  if (manifest.dialect !== data.dialect)
    throw new Error(
      `the backup is of a ${manifest.dialect} database but DATABASE_URL names ${data.dialect}`,
    );
  const withBlobs = manifest.blobs !== null;
  if (!force) {
    const reasons = [await databaseInUse()];
    if (withBlobs && listFiles(data.blobsDir).length) reasons.push(`${data.blobsDir} holds files`);
    const found = reasons.filter(Boolean);
    if (found.length)
      throw new Error(`the target is not empty (${found.join('; ')}); add --force to replace it`);
  }

  const file = join(source, manifest.database);
  if (data.dialect === 'sqlite') restoreSqlite(file);
  else restorePostgres(file);
  if (withBlobs) restoreBlobs(join(source, manifest.blobs.folder));

  const counts = await countRows(data);
  const wrong = Object.entries(manifest.rows).filter(([table, n]) => counts[table] !== n);
  if (wrong.length)
    throw new Error(
      `row counts differ from the backup: ${wrong.map(([t, n]) => `${t} ${counts[t]} (backup ${n})`).join(', ')}`,
    );
  const rows = Object.values(counts).reduce((a, b) => a + b, 0);
  console.log(`Restored ${source}`);
  console.log(
    `  database: ${data.dialect === 'sqlite' ? data.sqliteFile : 'PostgreSQL (DATABASE_URL)'}, ${Object.keys(counts).length} tables, ${rows} rows, counts match the backup`,
  );
  console.log(
    withBlobs
      ? `  files: ${data.blobsDir}, ${listFiles(data.blobsDir).length} files`
      : '  files: not in this backup (they were in an S3 bucket)',
  );
} catch (err) {
  console.error(`Restore failed: ${err instanceof Error ? err.message : err}`);
  process.exitCode = 1;
}
