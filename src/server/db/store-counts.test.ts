import { beforeAll, describe, expect, it } from 'vitest';
import { createPurchaseRow } from '../testing/device-factories';
import { createRegionRow, createStoreRow } from '../testing/factories';
import { useTestApp } from '../testing/harness';
import { createRepairRow } from '../testing/repair-factories';
import { REPAIR_COUNTS, STOCK_COUNTS } from './store-counts';
import { sql } from 'kysely';

// The dashboard's tiles read these counts (migration 029): after any writes, single-row or many
// at once, each must equal counting the rows themselves, per store.
const ctx = useTestApp();
const stores: string[] = [];
const repairs: { id: string; dropoff: string }[] = [];
const devices: string[] = [];

/** Every kept count, by store and name, leaving out zeros (a count may fall back to 0). */
async function kept() {
  const rows = await ctx.deps.db.selectFrom('store_counts').selectAll().execute();
  return Object.fromEntries(
    rows.filter((r) => Number(r.n) !== 0).map((r) => [`${r.store_id}|${r.name}`, Number(r.n)]),
  );
}

/** The same counts from the rows. */
async function counted() {
  const out: Record<string, number> = {};
  for (const { table, members } of [REPAIR_COUNTS, STOCK_COUNTS])
    for (const [name, member] of Object.entries(members)) {
      const rows = await sql<{ store_id: string; n: number | string }>`
        SELECT r.store_id, count(*) AS n FROM ${sql.table(table)} r
        WHERE ${sql.raw(member('r'))} GROUP BY r.store_id`.execute(ctx.deps.db);
      for (const r of rows.rows) out[`${r.store_id}|${name}`] = Number(r.n);
    }
  return out;
}

/** A small deterministic random source, so a failing sequence can be run again. */
function random(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s % n;
  };
}

beforeAll(async () => {
  const region = await createRegionRow(ctx.deps);
  for (let i = 0; i < 3; i++) stores.push((await createStoreRow(ctx.deps, region.id)).id);
  for (let i = 0; i < 9; i++) {
    const w = await createRepairRow(ctx.deps, stores[i % 3]!);
    const row = await ctx.deps.db
      .selectFrom('repair_waivers')
      .select('dropoff_signature_id')
      .where('id', '=', w.id)
      .executeTakeFirstOrThrow();
    repairs.push({ id: w.id, dropoff: row.dropoff_signature_id });
  }
  for (let i = 0; i < 6; i++) {
    const purchase = await createPurchaseRow(ctx.deps, stores[i % 3]!);
    const item = await ctx.deps.db
      .selectFrom('stock_items')
      .select('id')
      .where('purchase_id', '=', purchase.id)
      .executeTakeFirstOrThrow();
    devices.push(item.id);
  }
});

describe("each store's kept counts of what is open", () => {
  it('start equal to the rows after check-ins and buybacks', async () => {
    const now = await counted();
    expect(now[`${stores[0]}|received`]).toBe(3);
    expect(now[`${stores[0]}|in_stock`]).toBe(2);
    expect(await kept()).toEqual(now);
  });

  it('stay equal through random status changes, signatures, moves and removals', async () => {
    const pick = random(20);
    const db = ctx.deps.db;
    const statuses = ['received', 'in_progress', 'completed', 'picked_up'];
    for (let step = 0; step < 60; step++) {
      const repair = repairs[pick(repairs.length)]!;
      const device = devices[pick(devices.length)];
      switch (pick(7)) {
        case 0:
          await db
            .updateTable('repair_waivers')
            .set({ status: statuses[pick(4)]! })
            .where('id', '=', repair.id)
            .execute();
          break;
        case 1:
          await db
            .updateTable('repair_waivers')
            .set({ pickup_signature_id: pick(2) ? repair.dropoff : null })
            .where('id', '=', repair.id)
            .execute();
          break;
        case 2:
          await db
            .updateTable('repair_waivers')
            .set({ store_id: stores[pick(3)]!, ticket_number: 900_000 + step })
            .where('id', '=', repair.id)
            .execute();
          break;
        case 3:
          // Many rows in one statement: PostgreSQL's triggers run once for all of them.
          await db
            .updateTable('repair_waivers')
            .set({ status: statuses[pick(4)]! })
            .where('store_id', '=', stores[pick(3)]!)
            .execute();
          break;
        case 4:
          if (device)
            await db
              .updateTable('stock_items')
              .set({ status: ['in_stock', 'sold', 'returned'][pick(3)]! })
              .where('id', '=', device)
              .execute();
          break;
        case 5:
          if (device)
            await db
              .updateTable('stock_items')
              .set({ store_id: stores[pick(3)]! })
              .where('id', '=', device)
              .execute();
          break;
        default:
          if (pick(4) === 0 && repairs.length > 3) {
            await db.deleteFrom('repair_waivers').where('id', '=', repair.id).execute();
            repairs.splice(repairs.indexOf(repair), 1);
          }
      }
      expect(await kept(), `after step ${step}`).toEqual(await counted());
    }
  });
});
