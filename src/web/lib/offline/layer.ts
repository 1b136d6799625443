import type { SessionUser } from '../../../shared/auth';
import { NEXT_CURSOR_HEADER } from '../../../shared/http';
import type { RepairWaiverInput } from '../../../shared/repairs';
import { formFields, storeBody } from './body';
import { offlineDb, type LocalRecord, type QueueEntry } from './db';
import { localPurchase, localSale, localWaiver, withStatus } from './local-records';
import { emptyAnswer, queueableWrite, type WriteKind } from './rules';
import { markRead, queueChanged, updateSyncState } from './sync-state';

const USER_PATH = '/api/user';
const cacheKey = (path: string) => `get:${path}`;
type CachedRead = { body: string; cursor: string | null };

function json(body: unknown, status = 200, cursor: string | null = null): Response {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (cursor) headers[NEXT_CURSOR_HEADER] = cursor;
  return new Response(JSON.stringify(body), { status, headers });
}

/** Keeps a read for when the connection is gone. */
export async function remember(path: string, response: Response): Promise<void> {
  const value: CachedRead = {
    body: await response.text(),
    cursor: response.headers.get(NEXT_CURSOR_HEADER),
  };
  await offlineDb().userData.put({ key: cacheKey(path), value, savedAt: Date.now() });
}

async function cachedRead(path: string): Promise<CachedRead | null> {
  const row = await offlineDb().userData.get(cacheKey(path));
  return (row?.value as CachedRead | undefined) ?? null;
}

/** The signed-in user as last seen: whose queue this is, and which store a record is for. */
export async function lastSeenUser(): Promise<SessionUser | null> {
  const read = await cachedRead(USER_PATH);
  return read ? (JSON.parse(read.body) as SessionUser) : null;
}

/** Signing out drops what this device kept of that account's reads (a shared counter tablet). */
export async function forgetReads(): Promise<void> {
  await offlineDb().userData.where('key').startsWith('get:').delete();
  updateSyncState({ showingOfflineData: false });
}

const LOCAL_LISTS: {
  pattern: RegExp;
  table: 'repairWaivers' | 'devicePurchases' | 'deviceSales';
}[] = [
  { pattern: /^\/api\/repair-waivers\?(?!.*(cursor|search|status)=)/, table: 'repairWaivers' },
  { pattern: /^\/api\/device-purchases\?(?!.*(cursor|search)=)/, table: 'devicePurchases' },
  { pattern: /^\/api\/device-sales\?(?!.*(cursor|search)=)/, table: 'deviceSales' },
];

/** Whether a list's first page should also show the records still waiting on this device. */
export function showsLocalRecords(path: string): boolean {
  return LOCAL_LISTS.some(({ pattern }) => pattern.test(path));
}

async function localRecords(path: string): Promise<Record<string, unknown>[]> {
  const list = LOCAL_LISTS.find(({ pattern }) => pattern.test(path));
  const user = await lastSeenUser();
  if (!list || !user) return [];
  const table = offlineDb()[list.table];
  const rows: LocalRecord[] = await table.where('userId').equals(user.id).toArray();
  return rows
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map((row) => ({
      ...row.record,
      isOffline: true,
      syncStatus: row.syncStatus,
      syncError: row.syncError,
    }));
}

/** A list answer with this device's waiting records on top (those the server has are not doubled). */
export async function withLocalRecords(
  path: string,
  body: unknown,
  cursor: string | null,
): Promise<Response> {
  const local = await localRecords(path);
  const merge = (items: { id: string }[]) => [
    ...local,
    ...items.filter((item) => !local.some((record) => record.id === item.id)),
  ];
  if (Array.isArray(body)) return json(merge(body as { id: string }[]), 200, cursor);
  const wrapped = body as { waivers: { id: string }[] };
  return json({ ...wrapped, waivers: merge(wrapped.waivers) }, 200, cursor);
}

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
  return showsLocalRecords(path) ? withLocalRecords(path, body, cursor) : json(body, 200, cursor);
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
      record = localWaiver(input, user, now);
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
