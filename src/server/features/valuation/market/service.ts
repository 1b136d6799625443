import { shippedStorages } from '../../../../shared/catalogue';
import { newId } from '../../../../shared/ids';
import {
  isStale,
  medianDate,
  MARKET_CSV_HEADER,
  parseMarketCsv,
  type MarketImport,
  type MarketRow,
  type MarketTableInfo,
} from '../../../../shared/market-prices';
import { writeTransaction } from '../../../db/group-commit';
import type { Deps } from '../../../deps';
import { actorFields, type Actor } from '../../../lib/actor';
import { isoNow } from '../../../lib/clock';
import { csvCell } from '../../../lib/csv';
import { fieldError } from '../../../lib/http-error';
import { logActivity } from '../../activity/service';
import { fitMarket, type MarketFit } from './fit';
import * as repo from './repo';
import { brandLosses, shippedRows } from './shipped';

/** The table the valuation prices from, fitted once per table. */
export type ActiveMarket = {
  fit: MarketFit;
  source: 'shipped' | 'imported';
  importId: string | null;
};

let cached: ActiveMarket | null = null;
const MAX_PROBLEMS_SHOWN = 50;

/**
 * The newest imported table, else the shipped one. One indexed read per valuation tells which
 * is current (another process may have imported); the rows are read and fitted only on a change.
 */
export async function activeMarket(deps: Deps): Promise<ActiveMarket> {
  const newest = await repo.newestImport(deps.db);
  const importId = newest?.id ?? null;
  if (cached && cached.importId === importId) return cached;
  const rows = importId ? await repo.importRows(deps.db, importId) : shippedRows();
  cached = {
    fit: fitMarket(rows, brandLosses()),
    source: importId ? 'imported' : 'shipped',
    importId,
  };
  return cached;
}

const range = (rows: readonly MarketRow[]) => ({
  rows: rows.length,
  medianObserved: medianDate(rows),
  oldestObserved: rows.reduce((m, r) => (r.observed < m ? r.observed : m), rows[0]!.observed),
  newestObserved: rows.reduce((m, r) => (r.observed > m ? r.observed : m), rows[0]!.observed),
});

/** What the office sees: the table in use, how old its prices are, and every import. */
export async function marketTableInfo(deps: Deps): Promise<MarketTableInfo> {
  const imports = await repo.listImports(deps.db);
  const newest = imports[0];
  const shipped = range(shippedRows());
  const current = newest
    ? {
        rows: newest.row_count,
        oldestObserved: newest.oldest_observed,
        newestObserved: newest.newest_observed,
        medianObserved: newest.median_observed,
        source: 'imported' as const,
        importedAt: newest.imported_at,
        importedBy: newest.imported_by_name,
        fileName: newest.file_name,
      }
    : {
        ...shipped,
        source: 'shipped' as const,
        importedAt: null,
        importedBy: null,
        fileName: null,
      };
  return {
    current: { ...current, stale: isStale(current.medianObserved, deps.clock.now()) },
    imports: imports.map((i) => ({
      id: i.id,
      importedAt: i.imported_at,
      importedBy: i.imported_by_name ?? '',
      fileName: i.file_name,
      rows: i.row_count,
      oldestObserved: i.oldest_observed,
      newestObserved: i.newest_observed,
      medianObserved: i.median_observed,
    })),
  };
}

/**
 * Makes a new table the one valuations price from, all or nothing: any bad line refuses the
 * whole file, naming every bad line. The table is fitted before it is stored, so a table the
 * valuation cannot use is never made current.
 */
export async function importMarketTable(
  deps: Deps,
  actor: Actor,
  input: MarketImport,
): Promise<MarketTableInfo> {
  const { rows, problems } = parseMarketCsv(input.csv, shippedStorages);
  if (problems.length) {
    const shown = problems.slice(0, MAX_PROBLEMS_SHOWN);
    if (problems.length > shown.length)
      shown.push(`and ${problems.length - shown.length} more lines with problems`);
    throw fieldError('csv', shown.join('\n'));
  }
  fitMarket(rows, brandLosses());
  const id = newId();
  const summary = range(rows);
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    await repo.insertImport(
      trx,
      {
        id,
        imported_at: isoNow(deps.clock),
        imported_by: actor.user.id,
        file_name: input.fileName ?? null,
        row_count: summary.rows,
        oldest_observed: summary.oldestObserved,
        newest_observed: summary.newestObserved,
        median_observed: summary.medianObserved,
      },
      rows,
    );
    await logActivity(
      { ...deps, db: trx },
      {
        ...actorFields(actor),
        action: 'market.import',
        entity: 'market_import',
        entityId: id,
        details: { rows: summary.rows, newest: summary.newestObserved },
      },
    );
  });
  return marketTableInfo(deps);
}

/** The table in use as CSV, to be corrected or extended and imported again. */
export async function marketTableCsv(deps: Deps): Promise<string> {
  const newest = await repo.newestImport(deps.db);
  const rows = newest ? await repo.importRows(deps.db, newest.id) : shippedRows();
  const lines = rows.map((r) => MARKET_CSV_HEADER.map((h) => csvCell(r[h])).join(','));
  return `${MARKET_CSV_HEADER.join(',')}\n${lines.join('\n')}\n`;
}
