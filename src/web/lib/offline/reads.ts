import type { SessionUser } from '../../../shared/auth';
import { NEXT_CURSOR_HEADER } from '../../../shared/http';
import { offlineDb } from './db';
import { queueChanged, updateSyncState } from './sync-state';

// What this device kept of the server's answers, the signed-in user's among them.

const USER_PATH = '/api/user';
const cacheKey = (path: string) => `get:${path}`;
export type CachedRead = { body: string; cursor: string | null };

export function json(body: unknown, status = 200, cursor: string | null = null): Response {
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

export async function cachedRead(path: string): Promise<CachedRead | null> {
  const row = await offlineDb().userData.get(cacheKey(path));
  return (row?.value as CachedRead | undefined) ?? null;
}

/** The signed-in user as last seen: whose queue this is, and which store a record is for. */
export async function lastSeenUser(): Promise<SessionUser | null> {
  const read = await cachedRead(USER_PATH);
  return read ? (JSON.parse(read.body) as SessionUser) : null;
}

/**
 * Signing in makes `user` the one whose writes this device queues and sends: the sign-in answer
 * is kept as the current-user read, which the app does not ask for again after signing in.
 */
export async function rememberUser(user: SessionUser): Promise<void> {
  const value: CachedRead = { body: JSON.stringify(user), cursor: null };
  await offlineDb().userData.put({ key: cacheKey(USER_PATH), value, savedAt: Date.now() });
  queueChanged();
}

/** Signing out drops what this device kept of that account's reads (a shared counter tablet). */
export async function forgetReads(): Promise<void> {
  await offlineDb().userData.where('key').startsWith('get:').delete();
  updateSyncState({ showingOfflineData: false });
}
