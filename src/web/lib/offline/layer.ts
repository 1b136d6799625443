import type { SessionUser } from '../../../shared/auth';
import { isOfflineWriteRoute } from '../../../shared/http';
import { currentTermsPath, type SignedTerms } from '../../../shared/terms';
import { formFields, storeBody } from './body';
import { offlineDb, type QueueEntry } from './db';
import { showsThisDevice, withThisDevice } from './device-answers';
import { cachedRead, json, lastSeenUser, type CachedRead } from './reads';
import { emptyAnswer } from './rules';
import { markRead, queueChanged, updateSyncState } from './sync-state';
import { QUEUED_STATUS, type Kept, type OfflineWrite } from './writes';

// lib/api loads this module on first need: it is the offline layer's one door.
export { forgetReads, lastSeenUser, remember, rememberUser } from './reads';
export { showsThisDevice, withThisDevice } from './device-answers';

/** A read without a connection: what this device saw last, else an empty list, else the error. */
export async function readOffline(path: string): Promise<Response | null> {
  updateSyncState({ showingOfflineData: true });
  const read = await cachedRead(path);
  const detail = /^\/api\/waivers\/([^/?]+)$/.exec(path);
  if (!read && detail) {
    const local = await offlineDb().repairWaivers.get(decodeURIComponent(detail[1]!));
    if (local) {
      return json({ waiver: { ...local.record, isOffline: true, syncStatus: local.syncStatus } });
    }
  }
  const fallback = read ? null : emptyAnswer(path);
  if (!read && !fallback) return null;
  if (fallback) markRead(path, false);
  const body: unknown = read ? JSON.parse(read.body) : fallback!.body;
  const cursor = read?.cursor ?? null;
  return showsThisDevice(path) ? withThisDevice(path, body, cursor) : json(body, 200, cursor);
}

/** True when a write must wait its turn: no connection, or earlier writes still waiting. */
export async function mustQueue(): Promise<boolean> {
  if (!navigator.onLine) return true;
  const user = await lastSeenUser();
  if (!user) return false;
  return (await offlineDb().syncQueue.where('userId').equals(user.id).count()) > 0;
}

/** A waiver as this device knows it: made here, or its detail or a list entry seen before. */
async function knownRepair(id: string): Promise<Record<string, unknown> | null> {
  const local = await offlineDb().repairWaivers.get(id);
  if (local) return local.record;
  const detail = await cachedRead(`/api/waivers/${id}`);
  if (detail) return (JSON.parse(detail.body) as { waiver: Record<string, unknown> }).waiver;
  const reads = await offlineDb().userData.where('key').startsWith('get:/api/').toArray();
  for (const row of reads) {
    const parsed = JSON.parse((row.value as CachedRead).body) as unknown;
    const items = Array.isArray(parsed) ? parsed : (parsed as { waivers?: unknown[] })?.waivers;
    const found = items?.find((item) => (item as { id?: string })?.id === id);
    if (found) return found as Record<string, unknown>;
  }
  return null;
}

/** The repair terms the check-in form showed, as this device kept them, when they are those it names. */
async function shownTerms(
  storeId: string | null | undefined,
  termsVersionId: string | undefined,
): Promise<SignedTerms | null> {
  if (!storeId || !termsVersionId) return null;
  const read = await cachedRead(currentTermsPath('repair', storeId));
  const terms = read ? (JSON.parse(read.body) as SignedTerms) : null;
  return terms?.id === termsVersionId ? terms : null;
}

/** Keeps what a write's declaration says this device holds until the server has it. */
async function keepLocally(kept: Kept, user: SessionUser, now: string): Promise<void> {
  const db = offlineDb();
  if (kept.customer) await db.customers.put({ ...kept.customer, updatedAt: now });
  if (!kept.keep || !kept.recordId) return;
  const status = typeof kept.record.status === 'string' ? { status: kept.record.status } : {};
  if (kept.keep.as === 'change') {
    const table = db[kept.keep.table];
    if (await table.get(kept.recordId))
      await table.update(kept.recordId, { record: kept.record, ...status });
    return;
  }
  await db[kept.keep.table].put({
    id: kept.recordId,
    userId: user.id,
    syncStatus: 'pending',
    isOffline: true,
    syncError: null,
    createdAt: now,
    record: kept.record,
    status: String(kept.record.status ?? ''),
  });
}

/**
 * Keeps a write for later and answers as the server would, with the record as this device knows
 * it (flagged isOffline), so the screen carries on; the answer's 202 tells lib/api it waits.
 * Returns null when no one has signed in on this device (the caller reports the network error).
 */
export async function enqueue<Body>(
  method: string,
  path: string,
  body: unknown,
  write: OfflineWrite<Body>,
): Promise<Response | null> {
  // Only the writes the server lets a manager send for their maker may wait (decision 029).
  if (!isOfflineWriteRoute(method, path)) {
    throw new Error(`${method} ${path} is not an offline write: add it to OFFLINE_WRITE_ROUTES`);
  }
  const user = await lastSeenUser();
  if (!user) return null;
  const now = new Date().toISOString();
  const stored = storeBody(body);
  const fields = (body instanceof FormData ? formFields(stored) : body) as Body;
  const kept = await write.keep(fields, { user, now, shownTerms, knownRepair });
  await keepLocally(kept, user, now);
  const entry: QueueEntry = {
    timestamp: Date.now(),
    retries: 0,
    userId: user.id,
    userName: `${user.firstName} ${user.lastName}`,
    kind: write.kind,
    table: kept.keep?.as === 'new' ? kept.keep.table : null,
    method,
    path,
    body: stored,
    recordId: kept.recordId,
    label: kept.label,
    state: 'pending',
    error: null,
    nextAttemptAt: 0,
  };
  await offlineDb().syncQueue.add(entry);
  queueChanged();
  return json({ ...kept.record, isOffline: true, syncStatus: 'pending' }, QUEUED_STATUS);
}
