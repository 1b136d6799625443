import { sql } from 'kysely';
import type { Db, DbDialect } from '.';
import { collectDays, flushDays } from './store-days/refresh';

type Work<T> = (trx: Db) => Promise<T>;
type Queued = {
  work: Work<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
};

/** Writes waiting for the next shared commit, per SQLite database. */
const waiting = new WeakMap<Db, Queued[]>();

/**
 * Runs `work` in a transaction. On SQLite, the counter's writes that arrive in the same turn of
 * the event loop share one transaction and so one commit: with `synchronous=FULL` each commit
 * waits for the disk, and better-sqlite3 waits on the one thread that serves every request, so a
 * commit per check-in caps a store's chain at what the disk syncs a second (decision 021).
 * Each write runs inside its own savepoint: one that fails is undone alone and rejects with its
 * own error; the others commit. Every promise settles only after the commit, so nothing is
 * answered as saved before it is on disk. PostgreSQL commits concurrent transactions together
 * on its own, so there each write keeps its own transaction.
 */
export function writeTransaction<T>(db: Db, dialect: DbDialect, work: Work<T>): Promise<T> {
  if (dialect !== 'sqlite') return db.transaction().execute((trx) => withDays(trx, work));
  return new Promise<T>((resolve, reject) => {
    let queue = waiting.get(db);
    if (!queue) {
      queue = [];
      waiting.set(db, queue);
      setImmediate(() => void commitTogether(db));
    }
    queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
  });
}

/** Runs one write, then sums again the store-days it touched (store-days/refresh.ts). */
async function withDays<T>(trx: Db, work: Work<T>): Promise<T> {
  collectDays(trx);
  const value = await work(trx);
  await flushDays(trx);
  return value;
}

async function commitTogether(db: Db): Promise<void> {
  const batch = waiting.get(db) ?? [];
  waiting.delete(db);
  const settle: (() => void)[] = [];
  try {
    await db.transaction().execute(async (trx) => {
      for (const [index, item] of batch.entries()) {
        const savepoint = sql.id(`write_${index}`);
        await sql`savepoint ${savepoint}`.execute(trx);
        try {
          const value = await withDays(trx, item.work);
          await sql`release ${savepoint}`.execute(trx);
          settle.push(() => item.resolve(value));
        } catch (err) {
          await sql`rollback to ${savepoint}`.execute(trx);
          await sql`release ${savepoint}`.execute(trx);
          settle.push(() => item.reject(err));
        }
      }
    });
  } catch (err) {
    for (const item of batch) item.reject(err);
    return;
  }
  for (const done of settle) done();
}
