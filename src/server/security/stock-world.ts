import type { Call, TestContext } from '../testing/harness';
import { createCatalogItem, stockUp } from '../testing/stock-flow-factories';

/**
 * Store A's stock: an item on its shelf, a supplier, an open order, a transfer from store B on
 * its way and an open count, each made through its own route; with the path parameters, valid
 * bodies and queries of the stock routes that name them.
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
  const lineId = order.lines[0]!.id;
  const params: Record<string, Record<string, string>> = {
    'PUT /api/suppliers/:id': { id: supplierId },
    'GET /api/purchase-orders/:id': { id: order.id },
    'POST /api/purchase-orders/:id/receipts': { id: order.id },
    'POST /api/purchase-orders/:id/cancel': { id: order.id },
    'POST /api/stock-transfers/:id/receive': { id: transfer.id },
    'GET /api/stock-counts/:id': { id: count.id },
    'POST /api/stock-counts/:id/submit': { id: count.id },
    'POST /api/stock-counts/:id/approve': { id: count.id },
    'POST /api/stock-counts/:id/reject': { id: count.id },
  };
  const bodies: Record<string, Record<string, unknown>> = {
    'POST /api/suppliers': { name: 'Spare Parts Co', email: 'orders@spares.example' },
    'PUT /api/suppliers/:id': { name: 'World Parts', phone: '(404) 555-0199' },
    'POST /api/purchase-orders': {
      storeId: storeA,
      supplierId: supplierId,
      lines: [{ itemId: itemId, quantity: 2, unitCost: '12.50' }],
      notes: 'Weekly order',
    },
    'POST /api/purchase-orders/:id/receipts': {
      lines: [{ lineId: lineId, quantity: 1 }],
    },
    'POST /api/stock-transfers': {
      fromStoreId: storeA,
      toStoreId: storeB,
      lines: [{ itemId: itemId, quantity: 1 }],
    },
    'POST /api/stock-transfers/:id/receive': {},
    'POST /api/stock-counts': { storeId: storeA, itemIds: [itemId] },
    'POST /api/stock-counts/:id/submit': { lines: [{ itemId: itemId, counted: 3 }] },
    'POST /api/stock-counts/:id/reject': { reason: 'Count it again tonight' },
  };
  const queries: Record<string, Record<string, string>> = {
    'GET /api/purchase-orders': { storeId: storeA, status: 'open' },
    'GET /api/inventory/suggested-order': { storeId: storeA },
    'GET /api/stock-transfers': { storeId: storeA },
    'GET /api/stock-counts': { storeId: storeA },
    'GET /api/inventory/reports': { storeId: storeA, days: '30' },
    'GET /api/inventory/reports.csv': { report: 'value', days: '30' },
  };
  return { params, bodies, queries };
}
