import type { SessionUser } from '../../shared/auth';
import {
  MANAGER_APPROVAL_CODE,
  MANAGER_APPROVAL_HEADER,
  NEXT_CURSOR_HEADER,
} from '../../shared/http';
import { askForApproval } from './manager-approval';
import { isCacheable } from './offline/rules';
import { markRead, updateSyncState } from './offline/sync-state';
import { NETWORK_ERROR_MESSAGE } from './network-message';
import { QUEUED_STATUS, type FormFields, type OfflineWrite, type Saved } from './offline/writes';

/** A failed API call, carrying the text a person can read (docs/product.md, Client behaviour). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** The parsed error body, for callers that want more than the message (lib/field-errors). */
  readonly body: unknown;

  constructor(status: number, message: string, code?: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

export { NETWORK_ERROR_MESSAGE };

function field(body: unknown, name: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The error text of a failed response: its `error` or `message`, else `status: statusText`, else its body. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  const message =
    field(body, 'error') ??
    field(body, 'message') ??
    (response.statusText ? `${response.status}: ${response.statusText}` : text.trim());
  return new ApiError(
    response.status,
    message || String(response.status),
    field(body, 'code'),
    body,
  );
}

/** The offline database and queue: loaded on first need, so the sign-in screen does not carry them. */
const offlineLayer = () => import('./offline/layer');

/** Loads the offline layer ahead of need: the sign-in screen asks once the person starts typing. */
export function preloadOfflineLayer(): void {
  void offlineLayer();
}

function networkRequest(
  method: string,
  path: string,
  body: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const form = body instanceof FormData;
  const type: Record<string, string> =
    body === undefined || form ? {} : { 'Content-Type': 'application/json' };
  return fetch(path, {
    method,
    credentials: 'same-origin',
    headers: { ...type, ...extraHeaders },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
  });
}

/**
 * A write a counter may not make alone (above the store's limit, a flagged IMEI): the manager
 * standing by approves it with their PIN, and the same write goes again carrying the approval.
 * Cancelled, the server's refusal stands.
 */
async function withManagerApproval(
  method: string,
  path: string,
  body: unknown,
  refusal: ApiError,
): Promise<Response> {
  const token = await askForApproval(refusal.message);
  if (!token) throw refusal;
  const response = await networkRequest(method, path, body, { [MANAGER_APPROVAL_HEADER]: token });
  if (!response.ok) throw await errorFromResponse(response);
  return response;
}

/**
 * A read that worked: kept for offline use, and answered with what waits on this device (new
 * records on list pages, status changes on the repairs they change).
 */
async function afterRead(path: string, response: Response): Promise<Response> {
  if (!isCacheable(path)) return response;
  const layer = await offlineLayer();
  updateSyncState({ showingOfflineData: false });
  markRead(path, true);
  await layer.remember(path, response.clone());
  if (!layer.showsThisDevice(path)) return response;
  const cursor = response.headers.get(NEXT_CURSOR_HEADER);
  return layer.withThisDevice(path, (await response.json()) as unknown, cursor);
}

/** No connection: a read answers from this device, a write that may wait waits in the queue. */
async function withoutNetwork(
  method: string,
  path: string,
  body: unknown,
  offline?: OfflineWrite<never>,
): Promise<Response> {
  const layer = await offlineLayer();
  const answer = offline
    ? await layer.enqueue(method, path, body, offline)
    : await layer.readOffline(path);
  if (!answer) throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  return answer;
}

/**
 * Calls the API with the session cookie, JSON or a multipart form. Resolves with the response,
 * rejects with an ApiError whose message can be shown as is. Offline (docs/decisions/011-offline.md),
 * reads come from this device, and a write that declares its offline behaviour (`offline`) waits
 * in the queue, in order; any other write fails with the network message.
 */
async function send(
  method: string,
  path: string,
  body?: unknown,
  offline?: OfflineWrite<never>,
): Promise<Response> {
  const noNetwork = typeof navigator !== 'undefined' && navigator.onLine === false;
  if (noNetwork && (method === 'GET' || offline))
    return withoutNetwork(method, path, body, offline);
  if (offline && (await (await offlineLayer()).mustQueue())) {
    return withoutNetwork(method, path, body, offline);
  }
  let response: Response;
  try {
    response = await networkRequest(method, path, body);
  } catch {
    if (offline || (method === 'GET' && isCacheable(path))) {
      return withoutNetwork(method, path, body, offline);
    }
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    const refusal = await errorFromResponse(response);
    if (refusal.code === MANAGER_APPROVAL_CODE && method !== 'GET') {
      return withManagerApproval(method, path, body, refusal);
    }
    throw refusal;
  }
  return method === 'GET' ? afterRead(path, response) : response;
}

/** What a write answered: the server's record, or this device's while the write waits. */
async function saved<T>(response: Response): Promise<Saved<T>> {
  return { queued: response.status === QUEUED_STATUS, record: (await response.json()) as T };
}

/**
 * A JSON write that may wait on this device without a connection, as `offline` declares (its
 * feature's offline.ts): answered with the server's record, or this device's, `queued`.
 */
export async function apiSave<T, Body>(
  method: string,
  path: string,
  body: Body,
  offline: OfflineWrite<Body>,
): Promise<Saved<T>> {
  return saved<T>(await send(method, path, body, offline as OfflineWrite<never>));
}

/** A multipart write (text fields and files; the browser sets the boundary) that may wait too. */
export async function apiSaveForm<T>(
  path: string,
  form: FormData,
  offline: OfflineWrite<FormFields>,
): Promise<Saved<T>> {
  return saved<T>(await send('POST', path, form, offline as OfflineWrite<never>));
}

/** Signing in: the offline queue is now this person's (whose writes it keeps and sends). */
export function rememberSignedInUser(user: SessionUser): Promise<void> {
  return offlineLayer().then((layer) => layer.rememberUser(user));
}

/** Signing out forgets what this device kept of the account's reads. */
export function forgetOfflineReads(): Promise<void> {
  return offlineLayer().then((layer) => layer.forgetReads());
}

export async function apiRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await send(method, path, body);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** A page of a paged list as the screens use it. */
export type Page<T> = { items: T[]; nextCursor: string | null };

/**
 * One page of a paged list: its items (the body itself, or the list `items` takes from the body)
 * and the next page's cursor, which every list sends in the x-next-cursor header.
 */
export async function apiGetPage<T, Body = T[]>(
  path: string,
  items: (body: Body) => T[] = (body) => body as T[],
): Promise<Page<T>> {
  const response = await send('GET', path);
  return {
    items: items((await response.json()) as Body),
    nextCursor: response.headers.get(NEXT_CURSOR_HEADER),
  };
}

export const apiGet = <T>(path: string) => apiRequest<T>('GET', path);
export const apiPost = <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, body);

/** The message of anything thrown, for a toast. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
