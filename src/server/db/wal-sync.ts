import { open, type FileHandle } from 'node:fs/promises';
import type BetterSqlite3 from 'better-sqlite3';
import type { Db } from '.';

/**
 * Durability of a SQLite database without the disk's wait on the request thread (decision 041).
 * SQLite runs with `synchronous = NORMAL`: a commit writes its WAL frames and returns without
 * waiting for the disk. Every statement that may write is counted as it runs (better-sqlite3 runs
 * it on this thread before anything else can), and `whenDurable` waits for an fsync of the WAL
 * file, started after the last of them, on the thread pool. Nothing is answered before that
 * fsync ends (plugins/durable.ts), so an answered write survives a power cut as it did with
 * `synchronous = FULL`, while the request thread serves others during the disk's wait.
 */
export type WalSync = {
  /** Statements that may have written, counted as each runs. */
  written: number;
  /** How many of them the last finished fsync covered. */
  synced: number;
  running: Promise<void> | null;
  /** Flushes the WAL file to the disk. */
  sync: () => Promise<void>;
};

const trackers = new WeakMap<Db, WalSync>();

/** A statement that may write: any that changes data, and commits and other transaction control. */
export function mayWrite(statement: BetterSqlite3.Statement): boolean {
  return !statement.readonly || !statement.reader;
}

/** The tracker of one database file; its WAL is opened on the first fsync, once a write made it. */
export function walSyncOf(file: string): WalSync {
  let handle: FileHandle | null = null;
  return {
    written: 0,
    synced: 0,
    running: null,
    async sync() {
      if (!handle) {
        try {
          handle = await open(`${file}-wal`, 'r+');
        } catch (err) {
          // No WAL yet: nothing was committed to it, so nothing waits for the disk.
          if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
          throw err;
        }
      }
      await handle.sync();
    },
  };
}

export function trackDurability(db: Db, tracker: WalSync): void {
  trackers.set(db, tracker);
}

/** The tracker of a database, for the tests that hold its fsync back. */
export function durabilityOf(db: Db): WalSync | undefined {
  return trackers.get(db);
}

async function syncOnce(t: WalSync): Promise<void> {
  // Everything counted so far has run: an fsync started now covers it.
  const covers = t.written;
  await t.sync();
  t.synced = Math.max(t.synced, covers);
}

/**
 * Resolves once every statement that may have written before the call is on the disk. Calls that
 * arrive while an fsync runs share the next one. PostgreSQL commits durably itself: no wait.
 */
export async function whenDurable(db: Db): Promise<void> {
  const t = trackers.get(db);
  if (!t) return;
  const target = t.written;
  while (t.synced < target) {
    t.running ??= syncOnce(t).finally(() => {
      t.running = null;
    });
    await t.running;
  }
}
