// The bench seed writes straight to the tables, past the app's services: this seeds a small chain
// into a freshly migrated database (SQLite, or PostgreSQL under TEST_DATABASE_URL, as CI runs the
// server suite on both) and checks that it made what it says and that the app reads it as its own.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/schema';
import { signIn } from '../../src/server/testing/factories';
import { callAs, useTestApp, type Call } from '../../src/server/testing/harness';
import { BENCH_PASSWORD, seedChain, type SeedResult } from './seed-chain';

const ctx = useTestApp();
let seed: SeedResult;

const count = async (table: keyof Database) => {
  const row = await sql<{ n: number | string }>`SELECT count(*) AS n FROM ${sql.table(table)}`
    .execute(ctx.db.db)
    .then((r) => r.rows[0]);
  return Number(row?.n);
};

beforeAll(async () => {
  seed = await seedChain(ctx.db.url, {
    regions: 1,
    storesPerRegion: 2,
    storesPerArea: 2,
    customers: 120,
    repairs: 300,
    buybacks: 40,
    sales: 50,
    days: 30,
    appointmentsPerDay: 1,
    items: 40,
    stockMovements: 400,
    now: ctx.clock.now().getTime(),
  });
});

describe('seedChain on a migrated database', () => {
  it('writes the rows it reports', async () => {
    const { made } = seed;
    expect(made.stores).toBe(2);
    expect(made.repairs).toBeGreaterThan(200);
    expect(made.buybacks).toBeGreaterThan(20);
    expect(made.dailyReports).toBeGreaterThan(30);
    expect({
      stores: await count('stores'),
      users: await count('users'),
      customers: await count('customers'),
      repairs: await count('repair_waivers'),
      statusChanges: await count('repair_status_history'),
      buybacks: await count('device_purchases'),
      sales: await count('device_sales'),
      dailyReports: await count('daily_reports'),
      appointments: await count('appointments'),
      activity: await count('activity_log'),
      items: await count('catalog_items'),
      stockMovements: await count('stock_movements'),
    }).toEqual(made);
    // Every buyback brings one stock item; each store has its photo and signature files.
    expect(await count('stock_items')).toBe(made.buybacks);
    expect(await count('blobs')).toBe(2 * made.stores);
    // The ledger: a payment per collected repair and per sale, a payout per buyback.
    const collected = await ctx.db.db
      .selectFrom('repair_waivers')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('status', '=', 'picked_up')
      .executeTakeFirstOrThrow();
    expect(await count('payments')).toBe(Number(collected.n) + made.sales + made.buybacks);
    // The per-store repair counts the dashboard reads (kept by triggers) hold every repair.
    const counted = await ctx.db.db
      .selectFrom('store_repair_counts')
      .select((eb) => eb.fn.sum<number | string>('repairs').as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(counted.n)).toBe(made.repairs);
    // And the counts of what is open now (migration 029): open repairs and devices in stock.
    const keptOf = async (...names: string[]) =>
      Number(
        (
          await ctx.db.db
            .selectFrom('store_counts')
            .select((eb) => eb.fn.sum<number | string>('n').as('n'))
            .where('name', 'in', names)
            .executeTakeFirstOrThrow()
        ).n ?? 0,
      );
    const open = await ctx.db.db
      .selectFrom('repair_waivers')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('status', 'in', ['received', 'in_progress'])
      .executeTakeFirstOrThrow();
    expect(await keptOf('received', 'in_progress')).toBe(Number(open.n));
    const inStock = await ctx.db.db
      .selectFrom('stock_items')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('status', '=', 'in_stock')
      .executeTakeFirstOrThrow();
    expect(await keptOf('in_stock')).toBe(Number(inStock.n));
    // Each store's stock summary is the sum of its movements, as the app keeps it.
    const drift = await sql<{ n: number | string }>`
      SELECT count(*) AS n FROM store_stock s
      WHERE s.on_hand <> (SELECT coalesce(sum(m.quantity), 0) FROM stock_movements m
                          WHERE m.store_id = s.store_id AND m.item_id = s.item_id)
         OR s.value_cents <> (SELECT coalesce(sum(m.value_cents), 0) FROM stock_movements m
                              WHERE m.store_id = s.store_id AND m.item_id = s.item_id)`
      .execute(ctx.db.db)
      .then((r) => Number(r.rows[0]?.n));
    expect(drift).toBe(0);
    expect(made.stockMovements).toBeGreaterThan(200);
  });

  it('gives accounts that sign in with the bench password and see their store', async () => {
    const username = seed.logins.manager[0] ?? '';
    const asManager: Call = callAs(ctx.app, await signIn(ctx.app, username, BENCH_PASSWORD));
    const storeId = seed.stores[0]?.id;

    const stats = await asManager({ method: 'GET', url: '/api/dashboard/stats' });
    expect(stats.statusCode).toBe(200);
    const figures = stats.json();
    expect(figures.totalStores).toBe(1);
    const storeRepairs = await ctx.db.db
      .selectFrom('repair_waivers')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('store_id', '=', storeId ?? '')
      .executeTakeFirstOrThrow();
    expect(Number(storeRepairs.n)).toBeGreaterThan(0);
    // Every repair carries a drop-off signature; those collected carry the pickup's too.
    expect(figures.signatureStatus.dropoffOnly + figures.signatureStatus.both).toBe(
      Number(storeRepairs.n),
    );
    expect(figures.signatureStatus.both).toBeGreaterThan(0);

    // The list's answer is checked against the app's contract, so every seeded row must fit it.
    const list = await asManager({ method: 'GET', url: '/api/repair-waivers?limit=100' });
    expect(list.statusCode).toBe(200);
    const { waivers } = list.json();
    expect(waivers.length).toBeGreaterThan(50);
    expect(new Set(waivers.map((w: { storeId: string }) => w.storeId))).toEqual(new Set([storeId]));
  });
});
