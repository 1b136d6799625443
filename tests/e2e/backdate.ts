import { join } from 'node:path';
import Database from 'better-sqlite3';

/**
 * The API records a sale now; forecasts and trends read complete past days. So a spec records
 * its own stores' sales through the API and then moves them back a day each (the first to
 * yesterday, the next to the day before) in the suite's database file: the same rows the
 * forecast and ranking would have seen had they been rung up on those days. The sale's money row
 * in the ledger moves with it: revenue is read from the ledger, by when the money was taken.
 */
export function backdateSales(saleIds: string[]): void {
  const db = new Database(join(process.env.SHOP_E2E_DATA_DIR!, 'e2e.db'));
  db.pragma('busy_timeout = 5000');
  const move = db.prepare('update device_sales set created_at = ? where id = ?');
  const moveMoney = db.prepare('update payments set taken_at = ? where sale_id = ?');
  const noonToday = new Date();
  noonToday.setUTCHours(17, 0, 0, 0);
  saleIds.forEach((id, i) => {
    const at = new Date(noonToday.getTime() - (i + 1) * 86_400_000).toISOString();
    move.run(at, id);
    moveMoney.run(at, id);
  });
  db.close();
}
