import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { shippedStorages } from '../../../../shared/catalogue';
import { parseMarketCsv, type MarketRow } from '../../../../shared/market-prices';

/** The market table the product ships with, kept in the repository with its sources. */
export const SHIPPED_TABLE = 'data/market/us-used-phone-prices.csv';

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
