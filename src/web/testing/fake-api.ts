import { vi } from 'vitest';

/** A request the screen sent, its body read back: JSON parsed, a multipart form as its fields. */
export type SentRequest = { method: string; path: string; body: unknown };

/** What a route answers: a JSON object or list (status 200), or a status with a body. */
export type Reply = object | { status: number; body?: unknown };
type Route = Reply | ((request: SentRequest) => Reply);

function isStatusReply(reply: unknown): reply is { status: number; body?: unknown } {
  return typeof reply === 'object' && reply !== null && 'status' in reply && !('id' in reply);
}

function readBody(body: RequestInit['body']): unknown {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return JSON.parse(body) as unknown;
  if (body instanceof FormData) {
    const fields: Record<string, FormDataEntryValue> = {};
    for (const [name, value] of body.entries()) fields[name] = value;
    return fields;
  }
  return body;
}

/**
 * The API at the network boundary: global fetch answers from `routes` ("POST /api/sales"
 * keys; a GET key matches with or without its query string) and keeps every request sent.
 * An unlisted route answers 404, as the server would, so a screen's unexpected call shows.
 */
export function fakeApi(routes: Record<string, Route> = {}) {
  const requests: SentRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const path = String(input);
    const request = { method, path, body: readBody(init.body) };
    requests.push(request);
    const route = routes[`${method} ${path}`] ?? routes[`${method} ${path.split('?')[0]}`];
    const reply = typeof route === 'function' ? route(request) : route;
    const { status, body } =
      route === undefined
        ? { status: 404, body: { error: `No fake answer for ${method} ${path}` } }
        : isStatusReply(reply)
          ? reply
          : { status: 200, body: reply };
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    /** The requests that change something (not reads). */
    writes: () => requests.filter((r) => r.method !== 'GET'),
  };
}

/** No connection: the browser says so and any request that is tried anyway fails. */
export function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const fetchMock = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
