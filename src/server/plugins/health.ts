import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NOT_READY, NOT_READY_MESSAGES, ZHealth, ZReady } from '../../shared/health';
import { ZApiError } from '../../shared/errors';
import { pendingMigrationCount } from '../db';
import type { Deps } from '../deps';
import { HttpError } from '../lib/http-error';

/**
 * Probes for a process supervisor or load balancer. Health says the process answers; readiness
 * says it can serve work: the database answers, its schema is current and no shutdown has begun.
 * Both are public (a probe has no session) and read nothing a visitor could use.
 */
export function registerHealth(
  app: FastifyInstance,
  deps: Deps,
  draining: () => boolean = () => false,
): void {
  let closing = false;
  // Runs as soon as app.close() starts (SIGTERM), before in-flight requests have drained.
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Migrations never un-run within a process, so once current the check is skipped.
  let migrated = false;

  const r = app.withTypeProvider<ZodTypeProvider>();
  // A balancer probes every few seconds; two request lines each would bury everything else.
  const logLevel = 'warn';
  r.get(
    '/api/health',
    { logLevel, config: { access: 'public' }, schema: { response: { 200: ZHealth } } },
    async () => ({ status: 'ok' as const }),
  );
  r.get(
    '/api/ready',
    {
      logLevel,
      config: { access: 'public' },
      schema: { response: { 200: ZReady, 503: ZApiError } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (closing || draining()) throw notReady(NOT_READY_MESSAGES.shuttingDown);
      try {
        await withinReadyTime(async () => {
          await sql`select 1`.execute(deps.db);
          migrated ||= (await pendingMigrationCount(deps.db)) === 0;
        });
      } catch (err) {
        request.log.warn({ err }, 'readiness: database check failed');
        throw notReady(NOT_READY_MESSAGES.database);
      }
      if (!migrated) throw notReady(NOT_READY_MESSAGES.migrations);
      return { status: 'ready' as const };
    },
  );
}

/**
 * A probe that hangs is as bad as no answer: balancers time out after a few seconds and may then
 * keep the process in rotation. A database that has not answered within this long is not ready.
 */
export const READY_TIMEOUT_MS = 2_000;

async function withinReadyTime(check: () => Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${READY_TIMEOUT_MS} ms`)),
      READY_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([check(), late]);
  } finally {
    clearTimeout(timer);
  }
}

const notReady = (message: string) => new HttpError(503, NOT_READY, message);
