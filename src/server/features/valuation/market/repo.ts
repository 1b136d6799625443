import type { Db } from '../../../db';
import { fullName } from '../../../db/names';
import type { MarketImportsTable } from '../../../db/schema';
import { MARKET_KINDS, type MarketRow } from '../../../../shared/market-prices';
import { CONDITIONS, STORAGE_OPTIONS } from '../../../../shared/devices';

export type ImportRow = MarketImportsTable & { imported_by_name: string | null };

/** Every import, newest first, with the name of who made it. */
export function listImports(db: Db): Promise<ImportRow[]> {
  return db
    .selectFrom('market_imports')
    .innerJoin('users', 'users.id', 'market_imports.imported_by')
    .selectAll('market_imports')
    .select(fullName('users').as('imported_by_name'))
    .orderBy('market_imports.imported_at', 'desc')
    .orderBy('market_imports.id', 'desc')
    .execute();
}

/** The newest import's id and date, or undefined while the shipped table is in use. */
export function newestImport(db: Db) {
  return db
    .selectFrom('market_imports')
    .select(['id', 'imported_at'])
    .orderBy('imported_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** One import's rows, in file order. Stored rows passed the table's checks when imported. */
export async function importRows(db: Db, importId: string): Promise<MarketRow[]> {
  const rows = await db
    .selectFrom('market_prices')
    .select(['brand', 'model', 'storage', 'kind', 'condition', 'usd', 'source', 'observed'])
    .where('import_id', '=', importId)
    .orderBy('line')
    .execute();
  return rows.map((r) => ({
    ...r,
    storage: STORAGE_OPTIONS.find((s) => s === r.storage)!,
    kind: MARKET_KINDS.find((k) => k === r.kind)!,
    condition: CONDITIONS.find((c) => c === r.condition)!,
    usd: Number(r.usd),
  }));
}

const CHUNK = 500;

export async function insertImport(db: Db, row: MarketImportsTable, rows: readonly MarketRow[]) {
  await db.insertInto('market_imports').values(row).execute();
  for (let i = 0; i < rows.length; i += CHUNK)
    await db
      .insertInto('market_prices')
      .values(
        rows.slice(i, i + CHUNK).map((r, k) => ({ ...r, import_id: row.id, line: i + k + 1 })),
      )
      .execute();
}
