import { offlineDb, recordTable, writeTables, type QueueEntry } from './db';
import { lastSeenUser } from './layer';
import { replayQueue, type ReplayResult } from './replay';
import { queueChanged, updateSyncState } from './sync-state';

/** The signed-in user's waiting and refused writes, oldest first. */
export async function queuedWrites(): Promise<QueueEntry[]> {
  const user = await lastSeenUser();
  if (!user) return [];
  return offlineDb().syncQueue.where('userId').equals(user.id).sortBy('id');
}

/** Tries a refused write again (after the person fixed what the server objected to elsewhere). */
export async function retryWrite(id: number): Promise<void> {
  const db = offlineDb();
  const entry = await db.syncQueue.get(id);
  if (!entry) return;
  await db.transaction('rw', writeTables(db), async () => {
    await db.syncQueue.update(id, { state: 'pending', error: null, nextAttemptAt: 0 });
    await recordTable(db, entry)?.update(entry.recordId!, {
      syncStatus: 'pending',
      syncError: null,
    });
  });
  queueChanged();
}

/** A person gives up a write: it leaves the queue, and a record it would have made goes too. */
export async function discardWrite(id: number): Promise<void> {
  const db = offlineDb();
  const entry = await db.syncQueue.get(id);
  if (!entry) return;
  await db.transaction('rw', writeTables(db), async () => {
    await db.syncQueue.delete(id);
    await recordTable(db, entry)?.delete(entry.recordId!);
  });
  queueChanged();
}

const LOCK = 'shop-platform-sync-queue';

/**
 * Sends what waits, once at a time across this browser's tabs (Web Locks), so two tabs never
 * send the same write at the same moment. Null when another tab is already sending.
 */
export async function syncNow(): Promise<ReplayResult | null> {
  const user = await lastSeenUser();
  if (!user || !navigator.onLine) return null;
  const run = async () => {
    const result = await replayQueue(offlineDb(), {
      userId: user.id,
      fetch: (path, init) => fetch(path, init),
      now: () => Date.now(),
    });
    if (result.sent || result.refused) queueChanged();
    updateSyncState({ signInRequired: result.stopped === 'signin' });
    return result;
  };
  if (!('locks' in navigator)) return run();
  return navigator.locks.request(LOCK, { ifAvailable: true }, (lock) => (lock ? run() : null));
}
