import type { RepairWaiverInput } from '../../../shared/repairs';
import { currentTermsPath, type SignedTerms } from '../../../shared/terms';
import { formFields, storeBody } from './body';
import { offlineDb, type LocalRecord, type QueueEntry } from './db';
import { showsThisDevice, withThisDevice } from './device-answers';
import { localPurchase, localSale, localWaiver, withStatus } from './local-records';
import { cachedRead, json, lastSeenUser, type CachedRead } from './reads';
import { emptyAnswer, queueableWrite, type WriteKind } from './rules';
import { markRead, queueChanged, updateSyncState } from './sync-state';

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
async function knownWaiver(id: string): Promise<Record<string, unknown> | null> {
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

function labelOf(kind: WriteKind, record: Record<string, unknown>): string {
  const who = String(record.customerName ?? '');
  const device = `${String(record.deviceBrand ?? '')} ${String(record.deviceModel ?? '')}`.trim();
  const verb = {
    'repair.create': 'Check-in',
    'repair.status': 'Status change',
    'buyback.create': 'Buyback',
    'sale.create': 'Sale',
  }[kind];
  return `${verb}: ${[who, device].filter(Boolean).join(', ')}`;
}

/**
 * Keeps a write for later and answers as the server would, with the record as this device
 * knows it (flagged isOffline), so the screen carries on. Returns null for writes that
 * cannot wait (the caller then reports the network error).
 */
export async function enqueue(
  method: string,
  path: string,
  body: unknown,
): Promise<Response | null> {
  const write = queueableWrite(method, path);
  const user = await lastSeenUser();
  if (!write || !user) return null;
  const db = offlineDb();
  const now = new Date().toISOString();
  const stored = storeBody(body);
  let record: Record<string, unknown>;
  let recordId: string | null;
  const local = (id: string, rec: Record<string, unknown>): LocalRecord => ({
    id,
    userId: user.id,
    syncStatus: 'pending',
    isOffline: true,
    syncError: null,
    createdAt: now,
    record: rec,
  });

  switch (write.kind) {
    case 'repair.create': {
      const input = body as RepairWaiverInput;
      const terms = await shownTerms(input.storeId ?? user.storeId, input.termsVersionId);
      record = localWaiver(input, user, now, terms);
      recordId = String(record.id);
      await db.repairWaivers.put({ ...local(recordId, record), status: 'received' });
      if (input.customerEmail) {
        await db.customers.put({
          customerEmail: String(input.customerEmail).toLowerCase(),
          customerName: String(input.customerName),
          customerPhone: String(input.customerPhone),
          customerZip: String(input.customerZip ?? ''),
          updatedAt: now,
        });
      }
      break;
    }
    case 'repair.status': {
      recordId = write.pathId;
      const known = recordId ? await knownWaiver(recordId) : null;
      record = withStatus(known ?? { id: recordId }, body as Record<string, unknown>, now);
      const mine = recordId ? await db.repairWaivers.get(recordId) : undefined;
      if (mine) await db.repairWaivers.update(mine.id, { record, status: String(record.status) });
      break;
    }
    case 'buyback.create':
    case 'sale.create': {
      const fields = formFields(stored);
      record =
        write.kind === 'buyback.create'
          ? localPurchase(fields, user, now)
          : localSale(fields, user, now);
      recordId = String(record.id);
      const table = write.kind === 'buyback.create' ? db.devicePurchases : db.deviceSales;
      await table.put(local(recordId, record));
      break;
    }
  }
  const entry: QueueEntry = {
    timestamp: Date.now(),
    retries: 0,
    userId: user.id,
    userName: `${user.firstName} ${user.lastName}`,
    kind: write.kind,
    method,
    path,
    body: stored,
    recordId,
    label: labelOf(write.kind, record),
    state: 'pending',
    error: null,
    nextAttemptAt: 0,
  };
  await db.syncQueue.add(entry);
  queueChanged();
  return json({ ...record, isOffline: true, syncStatus: 'pending' }, 201);
}
