import { join } from 'node:path';
import Database from 'better-sqlite3';
import { openDb } from '../../src/server/db';
import { rebuildStoreDays } from '../../src/server/db/store-days/refresh';

/**
 * The API records a sale now; forecasts and trends read complete past days. So a spec records
 * its own stores' sales through the API and then moves them back a day each (the first to
 * yesterday, the next to the day before) in the suite's database file: the same rows the
 * forecast and ranking would have seen had they been rung up on those days. The sale's money row
 * in the ledger moves with it: revenue is read from the ledger, by when the money was taken. The
 * rows move outside the app's writers, so the stores' day summaries are summed again after
 * (decision 039), as a seed's are.
 */
export async function backdateSales(saleIds: string[]): Promise<void> {
  const file = join(process.env.SHOP_E2E_DATA_DIR!, 'e2e.db');
  const db = new Database(file);
  db.pragma('busy_timeout = 5000');
  const move = db.prepare('update device_sales set created_at = ? where id = ?');
  const moveMoney = db.prepare('update payments set taken_at = ? where sale_id = ?');
  const storeOf = db.prepare('select store_id from device_sales where id = ?');
  const noonToday = new Date();
  noonToday.setUTCHours(17, 0, 0, 0);
  const stores = new Set<string>();
  saleIds.forEach((id, i) => {
    const at = new Date(noonToday.getTime() - (i + 1) * 86_400_000).toISOString();
    move.run(at, id);
    moveMoney.run(at, id);
    stores.add((storeOf.get(id) as { store_id: string }).store_id);
  });
  db.close();
  const opened = openDb(`sqlite:${file}`);
  try {
    await rebuildStoreDays(opened.db, [...stores]);
  } finally {
    await opened.db.destroy();
  }
}
