import type { FastifyInstance } from 'fastify';

/**
 * After SIGTERM, readiness answers 503 this long before the listener closes, so a load balancer
 * that probes every second or two stops sending work while requests are still served
 * (SHUTDOWN_GRACE_MS). With the drain below it stays under the 10 s that Docker and systemd give
 * after SIGTERM before they send SIGKILL.
 */
export const DEFAULT_SHUTDOWN_GRACE_MS = 2_000;

/** How long a shutdown then waits for in-flight requests and scheduled runs. */
export const DRAIN_MS = 7_000;

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
