import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Where versions before issue 23 kept SQLite whatever DATA_DIR said: ./data/shop.db. */
export const LEGACY_DATABASE = join('data', 'shop.db');
export const DATABASE_FILE = 'shop.db';

export type DefaultDatabase = { url: string; file: string; notice: string | undefined };

/**
 * The SQLite file used when DATABASE_URL is unset: DATA_DIR/shop.db, beside the files and the
 * backups of DATA_DIR. A database an earlier version left at ./data/shop.db is never silently
 * replaced by an empty one: alone, it is used (and the owner told how to move it); beside a
 * DATA_DIR one, the DATA_DIR one is used and the owner told that another exists.
 */
export function defaultDatabase(dataDir: string, cwd = process.cwd()): DefaultDatabase {
  const file = join(dataDir, DATABASE_FILE);
  const legacy = resolve(cwd, LEGACY_DATABASE);
  if (legacy === file || !existsSync(legacy))
    return { url: `sqlite:${file}`, file, notice: undefined };
  if (!existsSync(file))
    return {
      url: `sqlite:${legacy}`,
      file: legacy,
      notice:
        `Using the database an earlier version kept at ${legacy}, outside DATA_DIR (${dataDir}). ` +
        `To keep it with DATA_DIR's files and backups, stop the app and move ${DATABASE_FILE} ` +
        `(with any ${DATABASE_FILE}-wal and ${DATABASE_FILE}-shm beside it) into ${dataDir}.`,
    };
  return {
    url: `sqlite:${file}`,
    file,
    notice:
      `Using the database in DATA_DIR (${file}). Another one, from an earlier version, is at ` +
      `${legacy}: check which holds the shop's records before removing either.`,
  };
}
