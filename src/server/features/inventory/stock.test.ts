import { beforeAll, describe, expect, it } from 'vitest';
import type { InventoryPage, Movement, StockLine } from '../../../shared/inventory';
import { INVENTORY_MESSAGES as M } from '../../../shared/inventory';
import { newId } from '../../../shared/ids';
import { createRegionRow, createSignedInUser, createStoreRow } from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';
import { createItemRow, levelOf, receiveStock } from '../../testing/inventory-factories';

const ctx = useTestApp();
let storeId: string;
let otherStoreId: string;
let asClerk: Call;
let asManager: Call;
let asOffice: Call;
let asOther: Call;
let screen: { id: string; sku: string };
let oldScreen: { id: string };
let caseItem: { id: string };

beforeAll(async () => {
  const region = await createRegionRow(ctx.deps);
  storeId = (await createStoreRow(ctx.deps, region.id)).id;
  otherStoreId = (await createStoreRow(ctx.deps, (await createRegionRow(ctx.deps)).id)).id;
  const signedIn = async (overrides: Record<string, unknown>) =>
    callAs(ctx.app, (await createSignedInUser(ctx.app, ctx.deps, overrides)).cookie);
  asClerk = await signedIn({ role: 'store', storeId });
  asManager = await signedIn({ role: 'store_manager', storeId });
  asOffice = await signedIn({ role: 'admin' });
  asOther = await signedIn({ role: 'store_manager', storeId: otherStoreId });
  screen = await createItemRow(ctx.deps, {
    name: 'iPhone 13 Screen',
    barcode: '0190199000001',
    fits: [{ brand: 'Apple', model: 'iPhone 13' }],
  });
  oldScreen = await createItemRow(ctx.deps, {
    name: 'iPhone 8 Screen',
    fits: [{ brand: 'Apple', model: 'iPhone 8' }],
  });
  caseItem = await createItemRow(ctx.deps, { name: 'Clear Case', kind: 'accessory' });
  await receiveStock(ctx.deps, storeId, screen.id, 3, 4000);
  await receiveStock(ctx.deps, storeId, screen.id, 1, 2000);
  await receiveStock(ctx.deps, storeId, caseItem.id, 10, 300);
  // An open order of 5 screens, 2 of them already in.
  const supplierId = newId();
  const at = '2026-11-20T15:00:00.000Z';
  await ctx.deps.db
    .insertInto('suppliers')
    .values({
      id: supplierId,
      name: 'Parts Co',
      name_key: 'parts co',
      created_by: null,
      created_at: at,
      contact_name: null,
      phone: null,
      email: null,
      notes: null,
    })
    .execute();
  const orderId = newId();
  await ctx.deps.db
    .insertInto('purchase_orders')
    .values({
      id: orderId,
      store_id: storeId,
      supplier_id: supplierId,
      status: 'partial',
      notes: null,
      number: 1001,
      created_by: null,
      created_at: at,
      closed_at: null,
      closed_by: null,
    })
    .execute();
  await ctx.deps.db
    .insertInto('purchase_order_lines')
    .values({
      id: newId(),
      order_id: orderId,
      item_id: screen.id,
      position: 0,
      quantity_ordered: 5,
      quantity_received: 2,
      unit_cost_cents: 4000,
    })
    .execute();
});

const list = (query: string, call = asClerk) =>
  call({ method: 'GET', url: `/api/inventory?${query}` });
const lineOf = (page: InventoryPage, id: string) => page.lines.find((l) => l.item.id === id);

describe('GET /api/inventory', () => {
  it("shows the counter's own store with levels, value, on order and the store's totals", async () => {
    const res = await list('stocked=true');
    expect(res.statusCode).toBe(200);
    const page = res.json<InventoryPage>();
    expect(page.storeId).toBe(storeId);
    expect(page.lines.map((l) => l.item.name)).toEqual(['Clear Case', 'iPhone 13 Screen']);
    expect(lineOf(page, screen.id)).toMatchObject({
      onHand: 4,
      reserved: 0,
      available: 4,
      value: 140,
      onOrder: 3,
      low: false,
    });
    expect(page.totals).toEqual({ items: 2, low: 0, value: 170 });
  });

  it('finds by name, exact barcode or SKU first, by fit (accessories always), and lists the catalogue', async () => {
    const names = async (query: string) =>
      (await list(query)).json<InventoryPage>().lines.map((l) => l.item.name);
    expect(await names('search=screen')).toEqual(['iPhone 13 Screen', 'iPhone 8 Screen']);
    expect(await names('search=0190199000001')).toEqual(['iPhone 13 Screen']);
    expect(await names(`search=${screen.sku}`)).toEqual(['iPhone 13 Screen']);
    expect(await names('fitsBrand=Apple&fitsModel=iphone%208')).toEqual([
      'Clear Case',
      'iPhone 8 Screen',
    ]);
    expect(await names('kind=accessory')).toEqual(['Clear Case']);
    const all = (await list('')).json<InventoryPage>();
    expect(lineOf(all, oldScreen.id)).toMatchObject({ onHand: 0, value: 0, onOrder: 0 });
  });

  it('asks a multi-store caller for the store, and refuses a store outside reach', async () => {
    expect((await list('', asOffice)).statusCode).toBe(400);
    expect((await list(`storeId=${storeId}`, asOffice)).statusCode).toBe(200);
    expect((await list(`storeId=${storeId}`, asOther)).statusCode).toBe(403);
    expect((await list(`storeId=${otherStoreId}`)).statusCode).toBe(403);
  });
});

describe('PUT /api/inventory/:itemId/minimum', () => {
  const setMinimum = (itemId: string, body: Record<string, unknown>, call = asManager) =>
    call({ method: 'PUT', url: `/api/inventory/${itemId}/minimum`, payload: body });

  it('lets a manager set the minimum: the item turns low, and the change is logged', async () => {
    const res = await setMinimum(screen.id, { minimum: 6 });
    expect(res.statusCode).toBe(200);
    expect(res.json<StockLine>()).toMatchObject({ minimum: 6, low: true, onHand: 4 });
    const low = (await list('low=true')).json<InventoryPage>();
    expect(low.lines.map((l) => l.item.id)).toEqual([screen.id]);
    expect(low.totals.low).toBe(1);
    const log = await ctx.deps.db
      .selectFrom('activity_log')
      .select('action')
      .where('entity_id', '=', screen.id)
      .execute();
    expect(log.map((l) => l.action)).toContain('stock.minimum');
  });

  it('refuses a clerk, a negative minimum, an unknown item and another store, storing nothing', async () => {
    const before = await levelOf(ctx.deps, storeId, caseItem.id);
    expect((await setMinimum(caseItem.id, { minimum: 2 }, asClerk)).statusCode).toBe(403);
    const negative = await setMinimum(caseItem.id, { minimum: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().fields.minimum).toBe(M.minimum);
    expect((await setMinimum('no-such-item', { minimum: 2 })).statusCode).toBe(404);
    const other = await setMinimum(caseItem.id, { minimum: 2, storeId: otherStoreId });
    expect(other.statusCode).toBe(403);
    expect(await levelOf(ctx.deps, storeId, caseItem.id)).toEqual(before);
  });
});

describe('GET /api/inventory/:itemId/movements', () => {
  it('lists the movements newest first, with the running on hand', async () => {
    const res = await asClerk({ method: 'GET', url: `/api/inventory/${screen.id}/movements` });
    expect(res.statusCode).toBe(200);
    const moves = res.json<Movement[]>();
    expect(moves.map((m) => [m.kind, m.quantity, m.onHandAfter, m.unitCost])).toEqual([
      ['received', 1, 4, 20],
      ['received', 3, 3, 40],
    ]);
  });

  it("refuses another store's movements", async () => {
    const res = await asOther({
      method: 'GET',
      url: `/api/inventory/${screen.id}/movements?storeId=${storeId}`,
    });
    expect(res.statusCode).toBe(403);
  });
});
