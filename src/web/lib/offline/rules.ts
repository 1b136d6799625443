/**
 * Which calls work without a connection (no Dexie here: lib/api imports this on the sign-in
 * screen). The writes of the counter can be queued; account, admin and report writes need the
 * server there and then, so they fail with the network message instead (docs/decisions/011-offline.md).
 */
export type WriteKind = 'repair.create' | 'repair.status' | 'buyback.create' | 'sale.create';

const WRITES: { kind: WriteKind; method: string; pattern: RegExp }[] = [
  { kind: 'repair.create', method: 'POST', pattern: /^\/api\/repair-waivers$/ },
  { kind: 'repair.status', method: 'PUT', pattern: /^\/api\/repair-waivers\/([^/?]+)\/status$/ },
  { kind: 'buyback.create', method: 'POST', pattern: /^\/api\/device-purchases$/ },
  { kind: 'sale.create', method: 'POST', pattern: /^\/api\/device-sales$/ },
];

/** The kind of a write that may wait in the queue, with the record id in its path if any. */
export function queueableWrite(
  method: string,
  path: string,
): { kind: WriteKind; pathId: string | null } | null {
  for (const rule of WRITES) {
    const match = method === rule.method ? rule.pattern.exec(path) : null;
    if (match) return { kind: rule.kind, pathId: match[1] ? decodeURIComponent(match[1]) : null };
  }
  return null;
}

/** Lists that answer "nothing here yet" offline when this device has never seen them. */
const EMPTY_WHEN_UNSEEN: { pattern: RegExp; empty: () => unknown }[] = [
  { pattern: /^\/api\/repair-waivers(\?|$)/, empty: () => ({ waivers: [] }) },
  {
    pattern: /^\/api\/(pickup-queue|device-purchases|device-sales|stock|customers)(\?|$)/,
    empty: () => [],
  },
];

export function emptyAnswer(path: string): { body: unknown } | null {
  const rule = EMPTY_WHEN_UNSEEN.find(({ pattern }) => pattern.test(path));
  return rule ? { body: rule.empty() } : null;
}

/** Answers worth keeping for offline use: the signed-in API's reads, not files or public pages. */
export function isCacheable(path: string): boolean {
  return (
    path.startsWith('/api/') && !path.startsWith('/api/files/') && !path.startsWith('/api/public/')
  );
}
