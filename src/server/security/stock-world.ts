import type { Call, TestContext } from '../testing/harness';
import { createCatalogItem, stockUp } from '../testing/stock-flow-factories';

/**
 * Store A's stock: an item on its shelf, a supplier, an open order, a transfer from store B on
 * its way and an open count, each made through its own route.
 */
export async function createStockWorld(
  ctx: TestContext,
  asAdmin: Call,
  storeA: string,
  storeB: string,
) {
  const itemId = await createCatalogItem(ctx.deps, { name: 'World screen' });
  await stockUp(ctx.deps, storeA, itemId, 20, 1000);
  await stockUp(ctx.deps, storeB, itemId, 5, 1000);
  const post = async (url: string, payload: Record<string, unknown>) => {
    const res = await asAdmin({ method: 'POST', url, payload });
    if (res.statusCode >= 300) throw new Error(`world fixture refused: ${res.body}`);
    return res.json<{ id: string; lines: { id: string }[] }>();
  };
  const supplierId = (await post('/api/suppliers', { name: 'World Parts Supply' })).id;
  const order = await post('/api/purchase-orders', {
    storeId: storeA,
    supplierId,
    lines: [{ itemId, quantity: 50, unitCost: 10 }],
  });
  const transfer = await post('/api/stock-transfers', {
    fromStoreId: storeB,
    toStoreId: storeA,
    lines: [{ itemId, quantity: 1 }],
  });
  const count = await post('/api/stock-counts', { storeId: storeA, itemIds: [itemId] });
  return {
    itemId,
    supplierId,
    order: { id: order.id, lineId: order.lines[0]!.id },
    transferId: transfer.id,
    countId: count.id,
  };
}
