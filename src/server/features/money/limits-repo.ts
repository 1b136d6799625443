import type { Db } from '../../db';

/** The largest amount the store's counter takes or pays without a manager (issue 37). */
export async function counterLimitCents(db: Db, storeId: string): Promise<number> {
  const row = await db
    .selectFrom('stores')
    .select('counter_limit_cents')
    .where('id', '=', storeId)
    .executeTakeFirstOrThrow();
  return row.counter_limit_cents;
}
