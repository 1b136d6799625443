import type { Db } from '../../db';
import type { OutboxTable } from '../../db/schema';
import { scopeToReach, type Reach } from '../../db/scope';

export async function insertMessage(db: Db, row: OutboxTable): Promise<void> {
  await db.insertInto('outbox').values(row).execute();
}

export type MessageFilter = {
  limit: number;
  /** The last row of the previous page; rows strictly older than it follow. */
  after?: { createdAt: string; id: string } | undefined;
  channel?: string | undefined;
  state?: string | undefined;
  /** Only messages of these kinds (one kind, or every kind of an audience). */
  kinds?: readonly string[] | undefined;
};

/**
 * Newest first. Ties on created_at (several messages of one status change share the instant)
 * are broken by id, so the keyset cursor never skips or repeats a row.
 */
export function listMessageRows(
  db: Db,
  reach: Reach,
  filter: MessageFilter,
): Promise<OutboxTable[]> {
  let query = scopeToReach(db.selectFrom('outbox').selectAll(), 'outbox.store_id', reach);
  if (filter.channel) query = query.where('channel', '=', filter.channel);
  if (filter.state) query = query.where('state', '=', filter.state);
  if (filter.kinds) query = query.where('kind', 'in', [...filter.kinds]);
  const after = filter.after;
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '<', after.createdAt),
        eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)]),
      ]),
    );
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(filter.limit).execute();
}

export function countByState(db: Db) {
  return db
    .selectFrom('outbox')
    .select(['state', 'channel', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy(['state', 'channel'])
    .orderBy('state')
    .orderBy('channel')
    .execute();
}

export function findMessage(db: Db, id: string): Promise<OutboxTable | undefined> {
  return db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Takes a queued message for delivery; the state check makes it one process's, so a message is
 * handed over once however many processes (or the job and the request) reach for it.
 */
export async function claimMessage(db: Db, id: string, at: string): Promise<OutboxTable | null> {
  const claimed = await db
    .updateTable('outbox')
    .set({ state: 'sending', claimed_at: at })
    .where('id', '=', id)
    .where('state', '=', 'queued')
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return null;
  return (await findMessage(db, id)) ?? null;
}

export async function finishMessage(
  db: Db,
  id: string,
  outcome: Pick<OutboxTable, 'state' | 'error' | 'sent_at'>,
): Promise<void> {
  await db
    .updateTable('outbox')
    .set(outcome)
    .where('id', '=', id)
    .where('state', '=', 'sending')
    .execute();
}

/** Queued messages written before `before`: their own request did not deliver them. */
export async function waitingIds(db: Db, before: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('outbox')
    .select('id')
    .where('state', '=', 'queued')
    .where('created_at', '<', before)
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Deliveries begun before `before` and never finished: a stop cut them off. */
export async function failCutOff(db: Db, before: string, error: string): Promise<number> {
  const result = await db
    .updateTable('outbox')
    .set({ state: 'failed', error })
    .where('state', '=', 'sending')
    .where('claimed_at', '<', before)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
