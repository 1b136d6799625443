// npm run backup [-- --out <folder>]
// Backs up the app's database and its files while the app keeps running: SQLite through the
// online backup API (a consistent copy even mid-write), PostgreSQL through pg_dump (custom
// format) from an exported snapshot, plus a copy of DATA_DIR/blobs (photos, signatures,
// receipts). Writes <out>/shop-backup-<UTC time>/ (out: --out, BACKUP_DIR, or backups/) with a
// manifest of row counts that `npm run restore` checks after restoring. The folder is written
// under a temporary name and renamed only once complete: a backup that fails (the database stopped
// mid-dump) leaves nothing that looks like a backup, and says why in one line.
import {
  cpSync,
  existsSync,
  mkdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative, resolve } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import {
  appData,
  BLOBS,
  formatBytes,
  listFiles,
  MANIFEST,
  parseArgs,
  PG_DUMP_FILE,
  pgCounts,
  runPgTool,
  SQLITE_FILE,
  sqliteCounts,
} from './backup-lib.mjs';

const { flags, values, positional } = parseArgs(process.argv.slice(2), ['--out']);
if (flags.size || positional.length) {
  console.error('Usage: npm run backup [-- --out <folder>]');
  process.exit(2);
}
const outRoot = resolve(values.out ?? process.env.BACKUP_DIR ?? 'backups');

const data = appData();
const stamp = new Date()
  .toISOString()
  .replace(/[-:]/g, '')
  .replace(/\.\d+Z$/, 'Z');
const finalTarget = join(outRoot, `shop-backup-${stamp}`);
const target = join(outRoot, `.shop-backup-${stamp}.partial`);
mkdirSync(outRoot, { recursive: true });
if (existsSync(finalTarget)) {
  console.error(`Backup failed: ${finalTarget} exists already; try again in a second.`);
  process.exit(1);
}
// Not recursive: two backups in the same second must not write into one folder.
mkdirSync(target);

/** One line for why a backup failed, naming a database that went away as such. */
function describeFailure(err) {
  const message = err instanceof Error ? err.message.split('\n')[0] : String(err);
  const code = err && typeof err === 'object' ? err.code : undefined;
  if (
    code === '57P01' ||
    code === 'ECONNRESET' ||
    /terminat|server closed|connection/i.test(message)
  )
    return `the database stopped or dropped the connection during the backup (${message})`;
  return message;
}

async function backupSqlite() {
  const file = join(target, SQLITE_FILE);
  const source = new Database(data.sqliteFile, { fileMustExist: true });
  try {
    // All pages in one step, under one read transaction: copied a hundred at a time, every write
    // the running app makes in between would start the copy over, forever on a busy database.
    await source.backup(file, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  const copy = new Database(file);
  try {
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`the backup copy fails its integrity check: ${check}`);
    // The copy stands alone: no WAL beside it to carry along.
    copy.pragma('journal_mode = DELETE');
    return { file, counts: sqliteCounts(copy) };
  } finally {
    copy.close();
  }
}

async function backupPostgres() {
  const file = join(target, PG_DUMP_FILE);
  // The counts and the dump read the same snapshot, so the manifest matches the dump exactly.
  // Named, so an administrator sees the backup among the database's sessions.
  const client = new pg.Client({ connectionString: data.url, application_name: 'shop-backup' });
  // The server ending the connection (a restart mid-dump, 57P01) arrives as an 'error' event; with
  // no listener it would end the process with a raw stack. The query in flight fails on its own.
  let lost = null;
  client.on('error', (err) => {
    lost = err;
  });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const snapshot = (await client.query('select pg_export_snapshot() as id')).rows[0].id;
    const counts = await pgCounts(client);
    runPgTool(
      'pg_dump',
      [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--snapshot=${snapshot}`,
        `--file=${file}`,
      ],
      data.url,
    );
    await client.query('commit');
    if (lost) throw lost;
    return { file, counts };
  } finally {
    await client.end().catch(() => undefined);
  }
}

try {
  const { file, counts } =
    data.dialect === 'sqlite' ? await backupSqlite() : await backupPostgres();
  let blobFiles = 0;
  let blobBytes = 0;
  if (!data.bucket) {
    // Blobs are written before the row that names them and never changed after, so copying
    // after the database leaves no row without its file.
    if (existsSync(data.blobsDir))
      cpSync(data.blobsDir, join(target, BLOBS), {
        recursive: true,
        filter: (path) => !path.endsWith('.part'),
      });
    const files = listFiles(join(target, BLOBS));
    blobFiles = files.length;
    blobBytes = files.reduce((sum, f) => sum + statSync(f).size, 0);
  }
  const manifest = {
    createdAt: new Date().toISOString(),
    dialect: data.dialect,
    database: relative(target, file),
    blobs: data.bucket ? null : { folder: BLOBS, files: blobFiles, bytes: blobBytes },
    rows: counts,
  };
  writeFileSync(join(target, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  const size = statSync(file).size;
  renameSync(target, finalTarget);

  const rows = Object.values(counts).reduce((a, b) => a + b, 0);
  console.log(`Backup written to ${finalTarget}`);
  console.log(
    `  ${relative(target, file)}  ${formatBytes(size)}, ${Object.keys(counts).length} tables, ${rows} rows`,
  );
  console.log(
    data.bucket
      ? `  files: not copied, they are in the bucket ${data.bucket} (use its versioning or replication)`
      : `  ${BLOBS}/  ${blobFiles} files, ${formatBytes(blobBytes)}`,
  );
  console.log(`  ${MANIFEST}`);
} catch (err) {
  rmSync(target, { recursive: true, force: true });
  console.error(`Backup failed: ${describeFailure(err)}; nothing was kept.`);
  process.exitCode = 1;
}
