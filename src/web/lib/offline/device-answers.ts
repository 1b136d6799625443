import { offlineDb, type LocalRecord, type QueueEntry } from './db';
import { withStatus } from './local-records';
import { json, lastSeenUser } from './reads';

// Answers as this device will make them: the records made here that wait to be sent on top of
// their lists, and status changes that wait applied to the repairs they change.

const LOCAL_LISTS: {
  pattern: RegExp;
  table: 'repairWaivers' | 'devicePurchases' | 'deviceSales';
}[] = [
  { pattern: /^\/api\/repair-waivers\?(?!.*(cursor|search|status)=)/, table: 'repairWaivers' },
  { pattern: /^\/api\/device-purchases\?(?!.*(cursor|search)=)/, table: 'devicePurchases' },
  { pattern: /^\/api\/device-sales\?(?!.*(cursor|search)=)/, table: 'deviceSales' },
];

/** Whether a list's first page should also show the records still waiting on this device. */
function showsLocalRecords(path: string): boolean {
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
async function withLocalRecords(path: string, body: unknown): Promise<unknown> {
  const local = await localRecords(path);
  const merge = (items: { id: string }[]) => [
    ...local,
    ...items.filter((item) => !local.some((record) => record.id === item.id)),
  ];
  if (Array.isArray(body)) return merge(body as { id: string }[]);
  const wrapped = body as { waivers: { id: string }[] };
  return { ...wrapped, waivers: merge(wrapped.waivers) };
}

/** Reads that show repairs the server already has, which a status change waiting here changes. */
const REPAIR_READS = /^\/api\/(repair-waivers\?|pickup-queue(\?|$)|waivers\/[^/?]+$)/;
const PICKUP_QUEUE = /^\/api\/pickup-queue(\?|$)/;

/** The latest status change or pickup of each repair that waits here (or was refused). */
async function queuedStatusChanges(): Promise<Map<string, QueueEntry>> {
  const user = await lastSeenUser();
  const latest = new Map<string, QueueEntry>();
  if (!user) return latest;
  const entries = await offlineDb().syncQueue.where('userId').equals(user.id).sortBy('id');
  for (const entry of entries) {
    if (entry.kind === 'repair.status' && entry.recordId) latest.set(entry.recordId, entry);
  }
  return latest;
}

/**
 * A repair as this device will make it: a waiting change shows its new status, marked
 * 'Pending sync'; a refused one or a conflict keeps the server's status, marked for attention.
 * A repair made here already carries its changes and its own sync state.
 */
function withQueuedChange(
  repair: Record<string, unknown>,
  changes: Map<string, QueueEntry>,
): Record<string, unknown> {
  const entry = changes.get(String(repair.id));
  if (!entry || repair.isOffline) return repair;
  const sync = { syncStatus: entry.state, syncError: entry.error };
  if (entry.state !== 'pending') return { ...repair, ...sync };
  const body = entry.body.type === 'json' ? (entry.body.json as Record<string, unknown>) : {};
  return { ...withStatus(repair, body, new Date(entry.timestamp).toISOString()), ...sync };
}

async function withQueuedChanges(path: string, body: unknown): Promise<unknown> {
  const changes = await queuedStatusChanges();
  if (changes.size === 0) return body;
  const apply = (items: Record<string, unknown>[]) =>
    items.map((item) => withQueuedChange(item, changes));
  if (Array.isArray(body)) {
    const repairs = apply(body as Record<string, unknown>[]);
    // The pickup queue holds repairs not yet handed back, as the server's does.
    return PICKUP_QUEUE.test(path) ? repairs.filter((r) => r.status !== 'picked_up') : repairs;
  }
  const wrapped = body as { waivers?: Record<string, unknown>[]; waiver?: Record<string, unknown> };
  if (wrapped.waivers) return { ...wrapped, waivers: apply(wrapped.waivers) };
  return wrapped.waiver ? { ...wrapped, waiver: withQueuedChange(wrapped.waiver, changes) } : body;
}

/** Whether a read's answer shows what waits on this device: its records or its changes. */
export function showsThisDevice(path: string): boolean {
  return showsLocalRecords(path) || REPAIR_READS.test(path);
}

/** A read's answer with what waits on this device: new records on top, changes applied. */
export async function withThisDevice(
  path: string,
  body: unknown,
  cursor: string | null,
): Promise<Response> {
  let answer = body;
  if (showsLocalRecords(path)) answer = await withLocalRecords(path, answer);
  if (REPAIR_READS.test(path)) answer = await withQueuedChanges(path, answer);
  return json(answer, 200, cursor);
}
