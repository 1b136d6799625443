import type { Db } from '../../db';
import type { BlobsTable } from '../../db/schema';

export async function insertBlob(db: Db, row: BlobsTable): Promise<void> {
  await db.insertInto('blobs').values(row).execute();
}

export function findBlob(db: Db, id: string): Promise<BlobsTable | undefined> {
  return db.selectFrom('blobs').selectAll().where('id', '=', id).executeTakeFirst();
}
