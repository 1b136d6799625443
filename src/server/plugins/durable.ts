import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { whenDurable } from '../db/wal-sync';

/**
 * No answer leaves before the writes made before it are on the disk (decision 041): a clerk told
 * "saved" can trust it through a power cut. On SQLite that waits for an fsync of the WAL on the
 * thread pool, shared by every answer waiting at that moment; an answer when nothing was written
 * since the last fsync goes at once. A read waits too, so nobody acts on a write that a power
 * cut could still take back.
 */
export function registerDurableAnswers(app: FastifyInstance, db: Db): void {
  app.addHook('onSend', async (_request, _reply, payload) => {
    await whenDurable(db);
    return payload;
  });
}
