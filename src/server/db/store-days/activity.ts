import { sql } from 'kysely';
import type { Db } from '..';
import { runHot } from '../hot-query';

/** The UTC day of an ISO instant: its first ten characters. */
const dayOf = (instant: string) => instant.slice(0, 10);

/**
 * Counts one activity row in its UTC day, store and action, in the transaction that logs it
 * (decision 039). An increment commutes, so two writes counting the same day never lose one.
 */
export async function countActivity(
  db: Db,
  row: { store_id: string | null; action: string; created_at: string },
): Promise<void> {
  // Built and compiled once (../hot-query.ts): every write that logs counts.
  await runHot(
    db,
    'count-activity',
    [dayOf(row.created_at), row.store_id ?? '', row.action],
    ([day, storeId, action]) =>
      db
        .insertInto('activity_days')
        .values({ day: day!, store_id: storeId!, action: action!, n: 1 })
        .onConflict((oc) =>
          oc.columns(['day', 'store_id', 'action']).doUpdateSet({ n: sql`activity_days.n + 1` }),
        ),
  );
}

/** Counts the whole activity log again (migration 026, and seeds that wrote it directly). */
export async function rebuildActivityDays(db: Db): Promise<void> {
  await db.deleteFrom('activity_days').execute();
  await sql`INSERT INTO activity_days (day, store_id, action, n)
            SELECT substr(created_at, 1, 10), coalesce(store_id, ''), action, count(*)
            FROM activity_log
            GROUP BY substr(created_at, 1, 10), coalesce(store_id, ''), action`.execute(db);
}
