import { z } from 'zod';

/** GET /api/health: the process is up and answering. */
export const ZHealth = z.object({ status: z.literal('ok') });
export type Health = z.infer<typeof ZHealth>;

/** GET /api/ready: the database answers and its schema is current; a load balancer may send work. */
export const ZReady = z.object({ status: z.literal('ready') });
export type Ready = z.infer<typeof ZReady>;

/** The code of the 503 a readiness probe gets while the process starts, drains or loses its database. */
export const NOT_READY = 'NOT_READY';

export const NOT_READY_MESSAGES = {
  shuttingDown: 'The server is shutting down.',
  database: 'The database does not answer.',
  migrations: 'The database schema is not up to date.',
} as const;
