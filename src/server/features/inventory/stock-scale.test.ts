import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InventoryPage, Movement } from '../../../shared/inventory';
import { createRegionRow, createSignedInUser, createStoreRow } from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';

const ctx = useTestApp();
const ITEMS = 5_000;
const STORES = 50;
const MOVEMENTS = 1_000_000;
const CHUNK = 50_000;
let storeId: string;
let asClerk: Call;

/** Numbers 1..n as rows, the same way on both databases. */
const numbers = (n: number) =>
  sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${sql.lit(n)})`;

/**
 * A chain at the size the stock screen must stay fast at: 5,000 items, 50 stores each with a
 * summary row of every item, and a million movements of one store's items.
 */
beforeAll(async () => {
  const region = await createRegionRow(ctx.deps);
  const stores: string[] = [];
  for (let i = 0; i < STORES; i += 1) stores.push((await createStoreRow(ctx.deps, region.id)).id);
  storeId = stores[0]!;
  asClerk = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId })).cookie,
  );
  const db = ctx.deps.db;
  const at = '2026-11-20T15:00:00.000Z';
  await sql`${numbers(ITEMS)}
    insert into catalog_items (id, sku, name, name_key, kind, barcode, cost_cents, price_cents,
      taxed, active, created_by, created_at, updated_at)
    select 'item-' || i, 'SKU-' || i, 'Part ' || i, 'part ' || i,
      case when i % 5 = 0 then 'accessory' else 'part' end, null, 1000, 2500, 1, 1, null,
      ${at}, ${at}
    from n`.execute(db);
  for (const store of stores) {
    await sql`insert into store_stock (store_id, item_id, on_hand, reserved, value_cents, minimum,
        last_out_at, updated_at)
      select ${store}, id, 5, 1, 5000, case when kind = 'accessory' then 5 else 0 end, null, ${at}
      from catalog_items`.execute(db);
  }
  // In chunks, each statement well inside the database's statement timeout.
  for (let base = 0; base < MOVEMENTS; base += CHUNK) {
    await sql`${numbers(CHUNK)}, m(k) as (select i + ${sql.lit(base)} from n)
      insert into stock_movements (id, store_id, item_id, kind, quantity, unit_cost_cents,
        value_cents, on_hand_after, reason, repair_id, counter_sale_id, purchase_order_id,
        transfer_id, count_id, batch_id, batch_part, created_by, created_at)
      select 'move-' || k, ${storeId}, 'item-' || (k % ${sql.lit(ITEMS)} + 1), 'received', 1,
        1000, 1000, 1, null, null, null, null, null, null, 'batch-' || k, 0, null, ${at}
      from m`.execute(db);
  }
}, 600_000);

async function timed<T>(call: () => Promise<{ statusCode: number; json: <J>() => J }>) {
  const start = performance.now();
  const res = await call();
  const ms = performance.now() - start;
  expect(res.statusCode).toBe(200);
  return { ms, body: res.json<T>() };
}

describe('the stock screen at chain scale', () => {
  it("answers a store's page, a search, a low filter and an item's history without summing history", async () => {
    const get = (url: string) => () => asClerk({ method: 'GET', url });
    // Warm the statement caches once, then time what a clerk does.
    await get('/api/inventory')();
    const page = await timed<InventoryPage>(get('/api/inventory?stocked=true'));
    expect(page.body.lines).toHaveLength(50);
    // Every accessory (one item in five) is below its minimum of 5: 4 of it are free.
    expect(page.body.totals).toEqual({ items: ITEMS, low: ITEMS / 5, value: ITEMS * 50 });
    const search = await timed<InventoryPage>(get('/api/inventory?search=part%2049'));
    expect(search.body.lines[0]!.item.name).toBe('Part 49');
    const low = await timed<InventoryPage>(
      get('/api/inventory?low=true&kind=accessory&offset=900'),
    );
    expect(low.body.lines).toHaveLength(50);
    expect(low.body.lines.every((l) => l.low && l.item.kind === 'accessory')).toBe(true);
    const history = await timed<Movement[]>(get('/api/inventory/item-7/movements'));
    expect(history.body).toHaveLength(100);
    // Generous bounds for a busy shared machine: summing a million movements takes far longer.
    for (const t of [page, search, low, history]) expect(t.ms).toBeLessThan(1_500);
  }, 60_000);
});
