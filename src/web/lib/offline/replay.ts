import { MANAGER_APPROVAL_HEADER, ON_BEHALF_HEADER } from '../../../shared/http';
import {
  STATUS_CONFLICT_CODE,
  ZStatusConflict,
  type StatusConflict,
} from '../../../shared/repairs';
import { errorFromResponse } from '../api';
import { requestInit } from './body';
import { recordTable, writeTables, type OfflineDb, type QueueEntry } from './db';

export type Fetch = (path: string, init: RequestInit) => Promise<Response>;

/** Waits between attempts when the server cannot be reached: 2 s, 4 s, 8 s ... at most 5 minutes. */
export function backoffMs(retries: number): number {
  return Math.min(2 ** retries * 1000, 5 * 60 * 1000);
}

export type ReplayResult = {
  sent: number;
  /** Refused by the server, conflicts included: they now wait for a person. */
  refused: number;
  /** The run stopped early: no connection, a server fault, or a session to renew. */
  stopped: 'offline' | 'server' | 'signin' | null;
};

/**
 * Sends one person's waiting writes in the order they were made: the signed-in user's, or with
 * `onBehalf` someone else's, in a manager's session that says whose they are. Each success
 * leaves the queue; a refusal (4xx) stays with the server's message for a person to retry or
 * discard, a status change made from a status the repair has left stays as a conflict; no
 * connection or a server fault keeps the entry, counts a retry, and stops so order holds.
 * Creates carry their client-made ids, so sending one twice makes one record on the server.
 */
export async function replayQueue(
  db: OfflineDb,
  options: { userId: string; fetch: Fetch; now: () => number; onBehalf?: boolean },
): Promise<ReplayResult> {
  const result: ReplayResult = { sent: 0, refused: 0, stopped: null };
  const postpone = (entry: QueueEntry) =>
    db.syncQueue.update(entry.id!, {
      retries: entry.retries + 1,
      nextAttemptAt: options.now() + backoffMs(entry.retries + 1),
    });
  // The record the write made now exists on the server (it goes), or was refused there.
  const settle = (
    entry: QueueEntry,
    error: string | null,
    conflict?: StatusConflict,
    errorCode: string | null = null,
  ) =>
    db.transaction('rw', writeTables(db), async () => {
      const table = recordTable(db, entry);
      if (error === null) {
        await db.syncQueue.delete(entry.id!);
        await table?.delete(entry.recordId!);
      } else {
        const state = conflict ? 'conflict' : 'failed';
        await db.syncQueue.update(entry.id!, {
          state,
          error,
          errorCode,
          conflict,
          approval: undefined,
          retries: entry.retries + 1,
        });
        await table?.update(entry.recordId!, { syncStatus: state, syncError: error });
      }
    });
  const asOwner: Record<string, string> = options.onBehalf
    ? { [ON_BEHALF_HEADER]: options.userId }
    : {};

  const entries = await db.syncQueue.where('userId').equals(options.userId).sortBy('id');
  for (const entry of entries) {
    if (entry.state !== 'pending') continue;
    if (entry.nextAttemptAt > options.now()) {
      result.stopped = 'offline';
      break;
    }
    let response: Response;
    try {
      const { headers, body } = requestInit(entry.body);
      response = await options.fetch(entry.path, {
        method: entry.method,
        credentials: 'same-origin',
        headers: {
          ...headers,
          ...asOwner,
          ...(entry.approval ? { [MANAGER_APPROVAL_HEADER]: entry.approval } : {}),
        },
        body,
      });
    } catch {
      await postpone(entry);
      result.stopped = 'offline';
      break;
    }
    if (response.ok) {
      await settle(entry, null);
      result.sent += 1;
    } else if (response.status === 401) {
      result.stopped = 'signin';
      break;
    } else if (response.status >= 500 || response.status === 429) {
      await postpone(entry);
      result.stopped = 'server';
      break;
    } else {
      const error = await errorFromResponse(response);
      await settle(entry, error.message, conflictOf(error.code, error.body), error.code ?? null);
      result.refused += 1;
    }
  }
  return result;
}

/** Where the repair is now, when the server refused a status change as made from an old one. */
function conflictOf(code: string | undefined, body: unknown): StatusConflict | undefined {
  if (code !== STATUS_CONFLICT_CODE) return undefined;
  const parsed = ZStatusConflict.safeParse((body as { current?: unknown } | undefined)?.current);
  return parsed.success ? parsed.data : undefined;
}
