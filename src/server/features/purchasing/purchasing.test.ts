import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { FLOW_MESSAGES as M } from '../../../shared/inventory-flows';
import { INVENTORY_MESSAGES } from '../../../shared/inventory';
import { createRegionRow, createSignedInUser, createStoreRow } from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';
import {
  createCatalogItem,
  levelOf,
  stockRowCounts,
  stockUp,
} from '../../testing/stock-flow-factories';

const ctx = useTestApp();
let storeA: string;
let storeB: string;
let asClerk: Call;
let asManager: Call;
let asOtherClerk: Call;
let supplierId: string;
let screen: string;
let battery: string;

beforeAll(async () => {
  const region = await createRegionRow(ctx.deps);
  storeA = (await createStoreRow(ctx.deps, region.id)).id;
  storeB = (await createStoreRow(ctx.deps, region.id)).id;
  const as = async (role: string, storeId: string) =>
    callAs(ctx.app, (await createSignedInUser(ctx.app, ctx.deps, { role, storeId })).cookie);
  asClerk = await as('store', storeA);
  asManager = await as('store_manager', storeA);
  asOtherClerk = await as('store', storeB);
  screen = await createCatalogItem(ctx.deps, { name: 'iPhone 13 screen', costCents: 4000 });
  battery = await createCatalogItem(ctx.deps, { name: 'iPhone 13 battery', costCents: 1500 });
  const res = await asManager({
    method: 'POST',
    url: '/api/suppliers',
    payload: { name: 'Parts Direct', email: 'orders@parts.example' },
  });
  expect(res.statusCode).toBe(201);
  supplierId = res.json().id;
});

const order = (call: Call, payload: Record<string, unknown>) =>
  call({ method: 'POST', url: '/api/purchase-orders', payload });
const receive = (call: Call, id: string, payload: Record<string, unknown>) =>
  call({ method: 'POST', url: `/api/purchase-orders/${id}/receipts`, payload });

const newOrder = async (
  lines: { itemId: string; quantity: number; unitCost: string | number }[] = [
    { itemId: screen, quantity: 5, unitCost: '42.00' },
  ],
) => {
  const res = await order(asManager, { id: randomUUID(), supplierId, lines });
  expect(res.statusCode).toBe(201);
  return res.json() as {
    id: string;
    number: string;
    lines: { id: string; itemId: string; received: number }[];
  };
};

describe('suppliers', () => {
  it('lets everyone read the list and only managers add or change one, each name once', async () => {
    expect((await asClerk({ method: 'GET', url: '/api/suppliers' })).json()).toEqual([
      expect.objectContaining({ id: supplierId, name: 'Parts Direct' }),
    ]);
    const refused = await asClerk({
      method: 'POST',
      url: '/api/suppliers',
      payload: { name: 'X' },
    });
    expect(refused.statusCode).toBe(403);
    const before = await stockRowCounts(ctx.deps);
    const taken = await asManager({
      method: 'POST',
      url: '/api/suppliers',
      payload: { name: '  parts direct ' },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fields.name).toBe(M.supplierTaken);
    const blank = await asManager({ method: 'POST', url: '/api/suppliers', payload: { name: '' } });
    expect(blank.json().fields.name).toBe(M.supplierName);
    expect(await stockRowCounts(ctx.deps)).toEqual(before);
    const other = (
      await asManager({ method: 'POST', url: '/api/suppliers', payload: { name: 'Cell Spares' } })
    ).json();
    const renamed = await asManager({
      method: 'PUT',
      url: `/api/suppliers/${other.id}`,
      payload: { name: 'Cell Spares Ltd', phone: '404-555-0100' },
    });
    expect(renamed.json()).toMatchObject({ name: 'Cell Spares Ltd', phone: '404-555-0100' });
    const clash = await asManager({
      method: 'PUT',
      url: `/api/suppliers/${other.id}`,
      payload: { name: 'Parts Direct' },
    });
    expect(clash.json().fields.name).toBe(M.supplierTaken);
    expect(
      (await asClerk({ method: 'PUT', url: `/api/suppliers/${other.id}`, payload: { name: 'Y' } }))
        .statusCode,
    ).toBe(403);
  });
});

describe('POST /api/purchase-orders', () => {
  it('numbers orders per store, answers a replay with the same order, and moves no stock', async () => {
    const id = randomUUID();
    const payload = {
      id,
      supplierId,
      lines: [
        { itemId: screen, quantity: 3, unitCost: '42.00' },
        { itemId: battery, quantity: 2, unitCost: 15 },
      ],
    };
    const first = await order(asManager, payload);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      storeId: storeA,
      status: 'open',
      total: 156,
      supplier: { id: supplierId },
      lines: [
        { itemId: screen, ordered: 3, received: 0, unitCost: 42 },
        { itemId: battery, ordered: 2, received: 0, unitCost: 15 },
      ],
    });
    expect(first.json().number).toMatch(/^PO-\d+$/);
    const again = await order(asManager, payload);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(id);
    const next = await newOrder();
    expect(Number(next.number.slice(3))).toBe(Number(first.json().number.slice(3)) + 1);
    expect((await levelOf(ctx.deps, storeA, screen)).onHand).toBe(0);
    const log = await ctx.deps.db
      .selectFrom('activity_log')
      .select('action')
      .where('entity_id', '=', id)
      .execute();
    expect(log.map((l) => l.action)).toEqual(['purchase_order.create']);
  });

  it('refuses the counter, a store outside reach and bad lines, storing nothing', async () => {
    const before = await stockRowCounts(ctx.deps);
    const line = { itemId: screen, quantity: 1, unitCost: 1 };
    expect((await order(asClerk, { supplierId, lines: [line] })).statusCode).toBe(403);
    expect(
      (await order(asManager, { supplierId, storeId: storeB, lines: [line] })).statusCode,
    ).toBe(403);
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { supplierId, lines: [{ ...line, itemId: 'nope' }] },
        'lines.0.itemId',
        INVENTORY_MESSAGES.unknownItem,
      ],
      [
        { supplierId, lines: [{ ...line, quantity: -2 }] },
        'lines.0.quantity',
        INVENTORY_MESSAGES.quantity,
      ],
      [{ supplierId: 'nope', lines: [line] }, 'supplierId', M.unknownSupplier],
      [{ supplierId, lines: [] }, 'lines', M.linesRequired],
      [{ supplierId, lines: [line, line] }, 'lines', M.duplicateItem],
    ];
    for (const [payload, field, message] of cases) {
      const res = await order(asManager, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[field]).toBe(message);
    }
    expect(await stockRowCounts(ctx.deps)).toEqual(before);
  });
});

describe('POST /api/purchase-orders/:id/receipts', () => {
  it('receives in part then in full at the line cost, once per receipt id', async () => {
    const po = await newOrder([{ itemId: battery, quantity: 5, unitCost: '12.50' }]);
    const before = await levelOf(ctx.deps, storeA, battery);
    const receipt = { id: randomUUID(), lines: [{ lineId: po.lines[0]!.id, quantity: 2 }] };
    const part = await receive(asClerk, po.id, receipt);
    expect(part.statusCode).toBe(200);
    expect(part.json()).toMatchObject({ status: 'partial', lines: [{ received: 2 }] });
    expect(await levelOf(ctx.deps, storeA, battery)).toMatchObject({
      onHand: before.onHand + 2,
      valueCents: before.valueCents + 2500,
    });
    expect((await receive(asClerk, po.id, receipt)).json().lines[0].received).toBe(2);
    const moves = await ctx.deps.db
      .selectFrom('stock_movements')
      .selectAll()
      .where('purchase_order_id', '=', po.id)
      .execute();
    expect(moves).toEqual([
      expect.objectContaining({ kind: 'received', quantity: 2, unit_cost_cents: 1250 }),
    ]);
    const rest = await receive(asClerk, po.id, {
      id: randomUUID(),
      lines: [{ lineId: po.lines[0]!.id, quantity: 3 }],
    });
    expect(rest.json()).toMatchObject({ status: 'received', lines: [{ received: 5 }] });
    expect(rest.json().closedAt).not.toBeNull();
    const closed = await receive(asClerk, po.id, {
      lines: [{ lineId: po.lines[0]!.id, quantity: 1 }],
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error).toBe(M.orderClosed);
  });

  it('refuses more than is left, a line of another order and another store, storing nothing', async () => {
    const po = await newOrder();
    const other = await newOrder();
    await receive(asClerk, po.id, { lines: [{ lineId: po.lines[0]!.id, quantity: 2 }] });
    const before = await stockRowCounts(ctx.deps);
    const over = await receive(asClerk, po.id, {
      lines: [{ lineId: po.lines[0]!.id, quantity: 4 }],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().fields['lines.0.quantity']).toBe(M.overOrdered(3));
    const foreign = await receive(asClerk, po.id, {
      lines: [
        { lineId: po.lines[0]!.id, quantity: 1 },
        { lineId: other.lines[0]!.id, quantity: 1 },
      ],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields['lines.1.lineId']).toBe(M.notOnOrder);
    const nothing = await receive(asClerk, po.id, {
      lines: [{ lineId: po.lines[0]!.id, quantity: 0 }],
    });
    expect(nothing.json().fields.lines).toBe(M.receiveSomething);
    const negative = await receive(asClerk, po.id, {
      lines: [{ lineId: po.lines[0]!.id, quantity: -1 }],
    });
    expect(negative.statusCode).toBe(400);
    const outsider = await receive(asOtherClerk, po.id, {
      lines: [{ lineId: po.lines[0]!.id, quantity: 1 }],
    });
    expect(outsider.statusCode).toBe(404);
    expect(await stockRowCounts(ctx.deps)).toEqual(before);
  });
});

describe('POST /api/purchase-orders/:id/cancel', () => {
  it('lets a manager close an open order once; the counter may not', async () => {
    const po = await newOrder();
    const url = `/api/purchase-orders/${po.id}/cancel`;
    expect((await asClerk({ method: 'POST', url })).statusCode).toBe(403);
    const done = await asManager({ method: 'POST', url });
    expect(done.json()).toMatchObject({ status: 'cancelled' });
    const again = await asManager({ method: 'POST', url });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(M.orderClosed);
    const list = await asClerk({ method: 'GET', url: `/api/purchase-orders?status=cancelled` });
    expect(list.json().map((o: { id: string }) => o.id)).toContain(po.id);
    expect(
      (await asOtherClerk({ method: 'GET', url: `/api/purchase-orders/${po.id}` })).statusCode,
    ).toBe(404);
    const elsewhere = await asOtherClerk({
      method: 'GET',
      url: `/api/purchase-orders?storeId=${storeA}`,
    });
    expect(elsewhere.json().fields.storeId).toBe('Store not found');
  });
});

describe('GET /api/inventory/suggested-order', () => {
  it("lists the store's low items with what is on order and what to order", async () => {
    const cable = await createCatalogItem(ctx.deps, { name: 'USB-C cable', costCents: 300 });
    await stockUp(ctx.deps, storeA, cable, 2, 300);
    await ctx.deps.db
      .updateTable('store_stock')
      .set({ minimum: 6 })
      .where('store_id', '=', storeA)
      .where('item_id', '=', cable)
      .execute();
    await newOrder([{ itemId: cable, quantity: 3, unitCost: 3 }]);
    const res = await asClerk({ method: 'GET', url: '/api/inventory/suggested-order' });
    expect(res.statusCode).toBe(200);
    expect(res.json().find((l: { itemId: string }) => l.itemId === cable)).toEqual({
      itemId: cable,
      sku: expect.any(String),
      name: 'USB-C cable',
      available: 2,
      minimum: 6,
      onOrder: 3,
      suggested: 7,
      unitCost: 3,
    });
    const outside = await asClerk({
      method: 'GET',
      url: `/api/inventory/suggested-order?storeId=${storeB}`,
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().fields.storeId).toBe('Store not found');
  });
});
