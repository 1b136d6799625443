// Fills an already-migrated, empty database with a large, realistic chain for benchmarks: regions
// of stores in their own time zones, their staff, customers, two years of repairs with their status
// history, buybacks with the stock they bring, device sales, daily reports, appointments and the
// activity log. Rows are written straight to the tables (seed-writers.ts), not through the API, so
// a million repairs take minutes. The rows look like the app's own (see src/server/demo and the
// feature services): ISO-8601 UTC instants, 0/1 flags, integer cents, UUIDv7 ids, per-store ticket
// and receipt counters. Every row is typed by the app's schema (src/server/db/schema.ts), so a
// migration that renames, drops or adds a required column fails `npm run typecheck` here too.
//
// The parts, in the order they draw on the one random stream (so two runs seed the same chain):
// seed-organisation.ts, seed-calendar.ts, then day by day seed-repairs.ts and seed-devices.ts,
// and seed-closing.ts.
import { DEFAULT_PG_SETTINGS, openDb } from '../../src/server/db';
import { rebuildActivityDays } from '../../src/server/db/store-days/activity';
import { rebuildStoreDays } from '../../src/server/db/store-days/refresh';
import argon2 from 'argon2';
import { seedCalendar } from './seed-calendar';
import { seedClosing } from './seed-closing';
import { seedContext, type SeedCounts, type SeedMade } from './seed-context';
import { seedBuybacks, seedSales } from './seed-devices';
import { seedOrganisation, type SeedLogins } from './seed-organisation';
import { seedRepairs } from './seed-repairs';
import { seedStock, type StockSample } from './seed-stock';
import { openWriter, plainIndexes } from './seed-writers';

export type { SeedCounts, SeedMade } from './seed-context';

/** The counts to change, the instant the chain's history ends and the random stream's seed. */
export type SeedOptions = Partial<SeedCounts> & { now?: number; seed?: number };

/** What a benchmark needs of the seeded chain; chain-server.mjs keeps it as JSON beside the file. */
export interface SeedResult {
  stores: { id: string; name: string; timezone: string; regionId: string }[];
  logins: SeedLogins;
  password: string;
  made: SeedMade;
  /** What the stock benchmark looks up: a barcode of the catalogue and a word of its names. */
  stock: StockSample;
  ms: number;
}

/** What seedChain makes unless told otherwise: the chain of issue 9's benchmark. */
export const DEFAULT_COUNTS: SeedCounts = {
  regions: 5,
  storesPerRegion: 10,
  storesPerArea: 5,
  customers: 300_000,
  repairs: 1_000_000,
  buybacks: 100_000,
  sales: 100_000,
  days: 730,
  appointmentsPerDay: 3,
  items: 5_000,
  stockMovements: 1_000_000,
};

/** The one password of every seeded account. */
export const BENCH_PASSWORD = 'bench-password-1';

/**
 * Seeds the chain into the migrated, empty database at `databaseUrl` (sqlite:<file> or
 * postgres://…). Returns the stores and the accounts to sign in with (all share BENCH_PASSWORD),
 * the number of rows of each kind and how long the seed took.
 */
export async function seedChain(
  databaseUrl: string,
  options: SeedOptions = {},
): Promise<SeedResult> {
  const started = performance.now();
  const counts = { ...DEFAULT_COUNTS, ...options };
  const w = await openWriter(databaseUrl);
  try {
    const [users] = await w.all<{ n: number | string }>('SELECT count(*) AS n FROM users');
    if (Number(users?.n) > 0) throw new Error('seedChain needs an empty, migrated database');
    const indexes = await plainIndexes(w);
    for (const index of indexes) await w.exec(`DROP INDEX ${index.name}`);

    const c = seedContext(w, counts, options.now ?? Date.now(), options.seed ?? 20261121);
    const { stores, logins, adminId } = seedOrganisation(c, await argon2.hash(BENCH_PASSWORD));
    const cal = seedCalendar(c, stores);
    for (let d = 0; d < cal.dates.length; d += 1) {
      for (const [s, store] of stores.entries()) {
        if (d > store.today) continue;
        // Sign-ins of the day: the counter twice, the manager once, now and then a typo.
        if (cal.busy(s, d) > 0) {
          const signIn = (userId: string, from: number, to: number, action = 'auth.login') =>
            c.activity(cal.openHours(store, d, from, to), userId, store.id, action, null, null);
          signIn(store.counter, 8, 9);
          signIn(store.counter, 13, 14);
          signIn(store.manager, 9, 11);
          if (c.rnd() < 0.1)
            c.activity(
              cal.openHours(store, d, 8, 9),
              store.counter,
              null,
              'auth.login_failed',
              null,
              null,
            );
        }
        seedRepairs(c, cal, store, s, d);
        seedBuybacks(c, cal, store, s, d);
        seedSales(c, cal, store, s, d);
      }
      await w.drain();
    }
    seedClosing(c, cal, stores, adminId);
    const stock = seedStock(c, stores, { items: counts.items, movements: counts.stockMovements });

    await w.finish();
    for (const index of indexes) await w.exec(index.sql);
    // PostgreSQL's autovacuum would vacuum (so index-only scans skip the table) and analyse
    // tables this size on its own; SQLite is left as the app leaves it (it never runs ANALYZE),
    // so its plans are the ones a real shop gets.
    if (w.dialect === 'postgres') await w.exec('VACUUM ANALYZE');
    // The rows went in directly, not through the app's writers: its day summaries are summed
    // once from them, as the migration that made them does (decision 039), and like the
    // migration with no limit on a statement: a pass over a million repairs' history is a batch job.
    const opened = openDb(databaseUrl, { ...DEFAULT_PG_SETTINGS, queryTimeoutMs: 0 });
    try {
      await rebuildStoreDays(opened.db);
      await rebuildActivityDays(opened.db);
    } finally {
      await opened.db.destroy();
    }
    return {
      stores: stores.map((s) => ({
        id: s.id,
        name: s.name,
        timezone: s.timezone,
        regionId: s.regionId,
      })),
      logins,
      password: BENCH_PASSWORD,
      made: c.made,
      stock,
      ms: performance.now() - started,
    };
  } finally {
    await w.close();
  }
}
