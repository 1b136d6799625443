import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db';
import { insertHot } from '../../db/hot-query';
import type { ActivityLogTable } from '../../db/schema';
import { escapeLike, likeEscaped } from '../../db/like';
import { countActivity } from '../../db/store-days/activity';
import type { Position } from '../../lib/cursor';

/** Every column of the log, in one order; a column the row leaves out is null (no defaults). */
const activityColumns: Record<keyof ActivityLogTable, true> = {
  id: true,
  user_id: true,
  store_id: true,
  action: true,
  entity: true,
  entity_id: true,
  details: true,
  ip: true,
  created_at: true,
};

/** Every write logs itself, so the insert is built and compiled once (db/hot-query.ts). */
export async function insertActivity(db: Db, row: Insertable<ActivityLogTable>): Promise<void> {
  await insertHot(db, 'activity_log', activityColumns, row);
  await countActivity(db, {
    store_id: row.store_id ?? null,
    action: row.action,
    created_at: row.created_at,
  });
}

export type ActivityFilter = {
  limit: number;
  after?: Position;
  userId?: string;
  storeId?: string;
  action?: string;
  from?: string;
  to?: string;
};

export function listActivityRows(db: Db, f: ActivityFilter) {
  let q = db
    .selectFrom('activity_log')
    .leftJoin('users', 'users.id', 'activity_log.user_id')
    .leftJoin('stores', 'stores.id', 'activity_log.store_id')
    .selectAll('activity_log')
    .select([
      'stores.name as store_name',
      sql<string | null>`${sql.ref('users.first_name')} || ' ' || ${sql.ref('users.last_name')}`.as(
        'user_name',
      ),
    ]);
  if (f.userId) q = q.where('activity_log.user_id', '=', f.userId);
  if (f.storeId) q = q.where('activity_log.store_id', '=', f.storeId);
  if (f.action) {
    const action = f.action;
    q = q.where((eb) =>
      eb.or([
        eb('activity_log.action', '=', action),
        likeEscaped('activity_log.action', `${escapeLike(action)}.%`),
      ]),
    );
  }
  if (f.from) q = q.where('activity_log.created_at', '>=', f.from);
  if (f.to) q = q.where('activity_log.created_at', '<', f.to);
  if (f.after) {
    const { createdAt, id } = f.after;
    q = q.where((eb) =>
      eb.or([
        eb('activity_log.created_at', '<', createdAt),
        eb.and([eb('activity_log.created_at', '=', createdAt), eb('activity_log.id', '<', id)]),
      ]),
    );
  }
  return q
    .orderBy('activity_log.created_at', 'desc')
    .orderBy('activity_log.id', 'desc')
    .limit(f.limit)
    .execute();
}

/** Who made the newest entry about a record, and when (null when the log has none). */
export function lastEntryOf(db: Db, entity: string, entityId: string | null) {
  return db
    .selectFrom('activity_log')
    .leftJoin('users', 'users.id', 'activity_log.user_id')
    .select([
      'activity_log.created_at',
      sql<string | null>`${sql.ref('users.first_name')} || ' ' || ${sql.ref('users.last_name')}`.as(
        'user_name',
      ),
    ])
    .where('activity_log.entity', '=', entity)
    .where((eb) =>
      entityId === null
        ? eb('activity_log.entity_id', 'is', null)
        : eb('activity_log.entity_id', '=', entityId),
    )
    .orderBy('activity_log.created_at', 'desc')
    .orderBy('activity_log.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
