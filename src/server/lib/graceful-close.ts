import type { FastifyInstance } from 'fastify';

/**
 * How long a shutdown waits for in-flight requests and scheduled runs: under the 10 s that
 * systemd, Docker and Kubernetes give after SIGTERM before they send SIGKILL.
 */
export const DRAIN_MS = 8_000;

/** Whether `work` settled within `ms`; it keeps going either way. */
export async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const settled = work.then(
    () => true,
    () => true,
  );
  try {
    return await Promise.race([settled, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Stops accepting connections and lets in-flight requests finish (new requests on kept-alive
 * connections get 503). Requests still going after `drainMs` have their connections cut, so a
 * stuck client cannot hold the shutdown. Returns whether every request finished on its own.
 */
export async function closeServer(app: FastifyInstance, drainMs = DRAIN_MS): Promise<boolean> {
  const closed = app.close();
  const drained = await settlesWithin(closed, drainMs);
  if (!drained) {
    app.server.closeAllConnections();
    await closed;
  }
  return drained;
}
