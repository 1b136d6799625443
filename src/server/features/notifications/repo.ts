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
