/**
 * Which reads work without a connection (no Dexie here: lib/api imports this on the sign-in
 * screen). Which writes may wait is declared with each write, in its feature's api.ts
 * (lib/offline/writes.ts).
 */

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

/**
 * Answers worth keeping for offline use: the signed-in API's reads, not files or public pages.
 * The sign-in screen's setup question is left out too: keeping it would load the offline
 * database on /auth before the form could show, and offline the form shows anyway. The signed-in
 * user (/api/auth/me) is kept, so a reload offline still knows who is signed in.
 */
export function isCacheable(path: string): boolean {
  return (
    path.startsWith('/api/') &&
    !path.startsWith('/api/files/') &&
    !path.startsWith('/api/public/') &&
    path !== '/api/auth/setup'
  );
}
