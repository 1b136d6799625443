import type { Insertable } from 'kysely';
import type { Db } from '../../db';
import type { ActivityLogTable } from '../../db/schema';

export async function insertActivity(db: Db, row: Insertable<ActivityLogTable>): Promise<void> {
  await db.insertInto('activity_log').values(row).execute();
}
