import type { Db } from '../../db';
import type { BlobsTable } from '../../db/schema';

/** One statement for all of a record's files. */
export async function insertBlobs(db: Db, rows: BlobsTable[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('blobs').values(rows).execute();
}

export function findBlob(db: Db, id: string): Promise<BlobsTable | undefined> {
  return db.selectFrom('blobs').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertRecordFiles(
  db: Db,
  rows: { record_id: string; field: string; position: number; blob_id: string }[],
): Promise<void> {
  if (rows.length) await db.insertInto('record_files').values(rows).execute();
}

export function recordFiles(db: Db, recordIds: readonly string[]) {
  if (recordIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('record_files')
    .selectAll()
    .where('record_id', 'in', recordIds)
    .orderBy('record_id')
    .orderBy('field')
    .orderBy('position')
    .execute();
}
