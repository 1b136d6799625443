import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '..';
import { migrationTestDb } from '../../testing/migration-test-db';

const migration = migrationTestDb('028');

describe('migration 028', () => {
  it("splits each kept day's revenue into repairs and device sales from its ledger groups", async () => {
    await migration.before();
    const db = migration.db;
    // Only the summaries matter here; the store they name is left out.
    await sql`PRAGMA foreign_keys = OFF`.execute(db);
    for (const date of ['2026-11-01', '2026-11-02', '2026-11-03'])
      await sql`INSERT INTO store_days (store_id, business_date, repairs_collected, sales, buybacks,
                completions, sales_costed_cents, sales_profit_cents, turnaround_count, turnaround_ms,
                bought_sold, parts_repairs, parts_cost_cents, parts_revenue_cents, revenue_cents,
                refund_cents, payout_cents)
                VALUES ('s1', ${date}, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)`.execute(db);
    for (const [date, purpose, kind, method, signed] of [
      ['2026-11-01', 'repair', 'payment', 'cash', 12_000],
      ['2026-11-01', 'repair', 'payment', 'card', 8_000],
      ['2026-11-01', 'repair', 'refund', 'card', -3_000],
      ['2026-11-01', 'sale', 'payment', 'card', 40_000],
      ['2026-11-01', 'counter_sale', 'payment', 'cash', 2_500],
      ['2026-11-01', 'buyback', 'payout', 'cash', -15_000],
      ['2026-11-02', 'sale', 'payment', 'cash', 30_000],
      ['2026-11-02', 'sale', 'refund', 'cash', -30_000],
    ] as const)
      await sql`INSERT INTO store_day_ledger (store_id, business_date, purpose, kind, method, count,
                signed_cents, amount_cents, tax_cents)
                VALUES ('s1', ${date}, ${purpose}, ${kind}, ${method}, 1, ${signed},
                ${Math.abs(signed)}, 0)`.execute(db);
    await sql`PRAGMA foreign_keys = ON`.execute(db);

    await migrateToLatest(db);
    const days = await db
      .selectFrom('store_days')
      .select(['business_date', 'repair_revenue_cents', 'device_sales_cents'])
      .orderBy('business_date')
      .execute();
    expect(
      days.map((d) => [
        d.business_date,
        Number(d.repair_revenue_cents),
        Number(d.device_sales_cents),
      ]),
    ).toEqual([
      ['2026-11-01', 17_000, 40_000],
      ['2026-11-02', 0, 0],
      ['2026-11-03', 0, 0],
    ]);
  });
});
