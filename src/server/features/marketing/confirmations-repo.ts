import type { Db } from '../../db';
import type { ConsentConfirmationsTable } from '../../db/schema';

export async function insertConfirmation(db: Db, row: ConsentConfirmationsTable): Promise<void> {
  await db.insertInto('consent_confirmations').values(row).execute();
}

export function findConfirmation(db: Db, tokenHash: string) {
  return db
    .selectFrom('consent_confirmations')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks it confirmed unless it already was: true for the one call that did it. */
export async function claimConfirmation(db: Db, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('consent_confirmations')
    .set({ confirmed_at: at })
    .where('id', '=', id)
    .where('confirmed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
