import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { shippedStorages } from '../../../../shared/catalogue';
import { csvCells } from '../../../../shared/csv';
import { parseMarketCsv, type MarketRow } from '../../../../shared/market-prices';
import type { BrandLosses } from './fit';

/** The market table the product ships with, kept in the repository with its sources. */
export const SHIPPED_TABLE = 'data/market/us-used-phone-prices.csv';
/** Each brand's reported yearly loss of trade-in value, with its sources (data/market/SOURCES.md). */
export const BRAND_LOSSES = 'data/market/depreciation-by-brand.csv';

/**
 * The package's root, found from this file upwards: the same code runs from src/ (tests, dev)
 * and bundled into dist/server/, and a server need not be started from the root.
 */
function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error(`${SHIPPED_TABLE} not found above ${import.meta.url}`);
    dir = up;
  }
  return dir;
}

let shipped: MarketRow[] | null = null;

/** The shipped table's rows, read once; a table that fails its own checks stops the server. */
export function shippedRows(): MarketRow[] {
  if (shipped) return shipped;
  const { rows, problems } = parseMarketCsv(
    readFileSync(join(packageRoot(), SHIPPED_TABLE), 'utf8'),
    shippedStorages,
  );
  if (problems.length) throw new Error(`${SHIPPED_TABLE}:\n${problems.join('\n')}`);
  shipped = rows;
  return rows;
}

let losses: BrandLosses | null = null;

/** The brands' yearly losses, read once; a malformed line stops the server. */
export function brandLosses(): BrandLosses {
  if (losses) return losses;
  const lines = readFileSync(join(packageRoot(), BRAND_LOSSES), 'utf8').trim().split(/\r?\n/);
  const read = new Map<string, number>();
  for (const line of lines.slice(1)) {
    const [brand, percent, source, observed] = csvCells(line);
    const share = Number(percent) / 100;
    if (!brand || !(share > 0 && share < 1) || !/^https?:\/\//.test(source ?? '') || !observed)
      throw new Error(`${BRAND_LOSSES}: bad line "${line}"`);
    read.set(brand.toLowerCase(), share);
  }
  losses = read;
  return read;
}
