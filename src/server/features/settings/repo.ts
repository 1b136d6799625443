import type { Db } from '../../db';
import type { ChainSettingsTable } from '../../db/schema';

/** The chain's settings live in one row. */
export const CHAIN_ROW_ID = 'chain';

export function findChainSettings(db: Db): Promise<ChainSettingsTable | undefined> {
  return db
    .selectFrom('chain_settings')
    .selectAll()
    .where('id', '=', CHAIN_ROW_ID)
    .executeTakeFirst();
}

export async function saveChainSettings(
  db: Db,
  values: Omit<ChainSettingsTable, 'id'>,
): Promise<void> {
  await db
    .insertInto('chain_settings')
    .values({ id: CHAIN_ROW_ID, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}
