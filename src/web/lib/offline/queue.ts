import type { StatusConflict } from '../../../shared/repairs';
import { offlineDb, recordTable, writeTables, type QueueEntry } from './db';
import { lastSeenUser } from './reads';
import { replayQueue, type ReplayResult } from './replay';
import { queueChanged, updateSyncState } from './sync-state';

/** The signed-in user's waiting and refused writes, oldest first. */
export async function queuedWrites(): Promise<QueueEntry[]> {
  const user = await lastSeenUser();
  if (!user) return [];
  return offlineDb().syncQueue.where('userId').equals(user.id).sortBy('id');
}

/** Someone else's changes kept on this shared device, waiting for them (or a manager). */
export type OthersWrites = {
  userId: string;
  /** Null for writes queued before names were kept with them. */
  name: string | null;
  waiting: number;
  needsAttention: number;
};

/** Whose changes, other than the signed-in person's, wait on this device; oldest first. */
export async function othersWrites(): Promise<OthersWrites[]> {
  const user = await lastSeenUser();
  if (!user) return [];
  const entries = await offlineDb().syncQueue.orderBy('id').toArray();
  const people = new Map<string, OthersWrites>();
  for (const entry of entries) {
    if (entry.userId === user.id) continue;
    const person = people.get(entry.userId) ?? {
      userId: entry.userId,
      name: null,
      waiting: 0,
      needsAttention: 0,
    };
    person.name = entry.userName ?? person.name;
    if (entry.state === 'pending') person.waiting += 1;
    else person.needsAttention += 1;
    people.set(entry.userId, person);
  }
  return [...people.values()];
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

/**
 * A manager approves a refused write from the sync list (issue 37). A flagged buyback takes the
 * reason as its overrideReason; where the counter is signed in, the manager's PIN approval
 * (`approval`) goes with the next send. The write then waits to be sent again, and the server
 * still checks the approval and logs it with the record.
 */
export async function approveWrite(
  id: number,
  approval: { reason?: string; token?: string },
): Promise<void> {
  const db = offlineDb();
  const entry = await db.syncQueue.get(id);
  if (!entry) return;
  if (approval.reason !== undefined && entry.body.type === 'form') {
    const parts = entry.body.parts.filter((part) => part.name !== 'overrideReason');
    parts.push({ name: 'overrideReason', value: approval.reason });
    await db.syncQueue.update(id, { body: { type: 'form', parts } });
  }
  if (approval.token) await db.syncQueue.update(id, { approval: approval.token });
  await retryWrite(id);
}

/**
 * The person applies a status change the server refused because the repair moved meanwhile:
 * it is sent again as made from where the repair is now, so the server takes it as a
 * deliberate move (back to the bench, say), not a stale one.
 */
export async function applyAnyway(id: number): Promise<void> {
  const db = offlineDb();
  const entry = await db.syncQueue.get(id);
  if (!entry?.conflict || entry.body.type !== 'json') return;
  const current: StatusConflict = entry.conflict;
  await db.syncQueue.update(id, {
    state: 'pending',
    error: null,
    conflict: undefined,
    nextAttemptAt: 0,
    body: {
      type: 'json',
      json: { ...(entry.body.json as Record<string, unknown>), fromStatus: current.status },
    },
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

/** A manager discards everything someone else left waiting on this device. */
export async function discardWritesOf(userId: string): Promise<void> {
  const db = offlineDb();
  await db.transaction('rw', writeTables(db), async () => {
    const entries = await db.syncQueue.where('userId').equals(userId).toArray();
    for (const entry of entries) {
      await db.syncQueue.delete(entry.id!);
      if (entry.recordId) await recordTable(db, entry)?.delete(entry.recordId);
    }
  });
  queueChanged();
}

const LOCK = 'shop-platform-sync-queue';

/** Runs a replay once at a time across this browser's tabs (Web Locks); null when one runs. */
async function replayOnce(userId: string, onBehalf: boolean): Promise<ReplayResult | null> {
  const run = async () => {
    const result = await replayQueue(offlineDb(), {
      userId,
      onBehalf,
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

/**
 * Sends the signed-in user's waiting writes, so two tabs never send the same write at the same
 * moment. Null when another tab is already sending.
 */
export async function syncNow(): Promise<ReplayResult | null> {
  const user = await lastSeenUser();
  if (!user || !navigator.onLine) return null;
  return replayOnce(user.id, false);
}

/**
 * A manager sends what someone else left waiting on this device, in the manager's session and
 * marked as that person's (the server checks the manager may, and logs who sent it).
 */
export async function sendWritesOf(userId: string): Promise<ReplayResult | null> {
  if (!navigator.onLine) return null;
  return replayOnce(userId, true);
}
