import { NEXT_CURSOR_HEADER } from '../../shared/buybacks';
/** A failed API call, carrying the text a person can read (spec section 7, "Failed responses"). */
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

export const NETWORK_ERROR_MESSAGE =
  'Could not reach the server. Check the connection and try again.';

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

/**
 * Calls the API with the session cookie and JSON. Resolves with the parsed body,
 * rejects with an ApiError whose message can be shown as is.
 */
async function send(method: string, path: string, body?: unknown): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw await errorFromResponse(response);
  return response;
}

export async function apiRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await send(method, path, body);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** One page of a plain-list endpoint whose next-page cursor travels in a header. */
export async function apiGetPage<T>(
  path: string,
): Promise<{ items: T[]; nextCursor: string | null }> {
  const response = await send('GET', path);
  return {
    items: (await response.json()) as T[],
    nextCursor: response.headers.get(NEXT_CURSOR_HEADER),
  };
}

export const apiGet = <T>(path: string) => apiRequest<T>('GET', path);
export const apiPost = <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, body);

/** The message of anything thrown, for a toast. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
