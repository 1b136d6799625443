import { beforeAll, describe, expect, it } from 'vitest';
import { createRegionRow, createSignedInUser, createStoreRow } from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';
import { createCatalogItem, createOrderRow, stockUp } from '../../testing/stock-flow-factories';

const ctx = useTestApp();
let storeId: string;
let asClerk: Call;
const items: string[] = [];

async function withMinimum(name: string, onHand: number, minimum: number) {
  const id = await createCatalogItem(ctx.deps, { name });
  if (onHand > 0) await stockUp(ctx.deps, storeId, id, onHand, 500);
  await ctx.deps.db
    .insertInto('store_stock')
    .values({ store_id: storeId, item_id: id, minimum, updated_at: ctx.clock.now().toISOString() })
    .onConflict((oc) => oc.columns(['store_id', 'item_id']).doUpdateSet({ minimum }))
    .execute();
  items.push(id);
  return id;
}

beforeAll(async () => {
  const region = await createRegionRow(ctx.deps);
  storeId = (await createStoreRow(ctx.deps, region.id)).id;
  asClerk = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId })).cookie,
  );
});

describe('low stock on the store dashboard', () => {
  it('counts the items below their minimum and names the five furthest below', async () => {
    await withMinimum('Enough cases', 10, 4);
    const none = await withMinimum('No screens', 0, 3);
    await withMinimum('Few cables', 1, 2);
    await withMinimum('Few chargers', 2, 4);
    await withMinimum('Few batteries', 1, 5);
    await withMinimum('Few ports', 4, 5);
    await withMinimum('Few films', 0, 1);
    // Five screens on order: only one more is suggested to reach twice the minimum.
    await createOrderRow(ctx.deps, storeId, none);
    const res = await asClerk({ method: 'GET', url: `/api/store-dashboard?storeId=${storeId}` });
    expect(res.statusCode).toBe(200);
    const { lowStock } = res.json();
    expect(lowStock.count).toBe(6);
    expect(
      lowStock.items.map(
        (i: { name: string; available: number; minimum: number; suggested: number }) => [
          i.name,
          i.available,
          i.minimum,
          i.suggested,
        ],
      ),
    ).toEqual([
      ['Few batteries', 1, 5, 9],
      ['No screens', 0, 3, 1],
      ['Few chargers', 2, 4, 6],
      ['Few cables', 1, 2, 3],
      ['Few films', 0, 1, 2],
    ]);
  });
});
