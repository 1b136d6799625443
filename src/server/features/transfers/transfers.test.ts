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
let storeC: string;
let asClerkA: Call;
let asManagerA: Call;
let asClerkB: Call;
let asArea: Call;
let item: string;

beforeAll(async () => {
  const region = await createRegionRow(ctx.deps);
  storeA = (await createStoreRow(ctx.deps, region.id)).id;
  storeB = (await createStoreRow(ctx.deps, region.id)).id;
  storeC = (await createStoreRow(ctx.deps, region.id)).id;
  const as = async (overrides: Record<string, unknown>) =>
    callAs(ctx.app, (await createSignedInUser(ctx.app, ctx.deps, overrides)).cookie);
  asClerkA = await as({ role: 'store', storeId: storeA });
  asManagerA = await as({ role: 'store_manager', storeId: storeA });
  asClerkB = await as({ role: 'store', storeId: storeB });
  asArea = await as({ role: 'areamanager', storeIds: [storeA, storeC] });
  item = await createCatalogItem(ctx.deps, { name: 'Galaxy S23 screen', costCents: 5000 });
  // 3 at $40 and 1 at $41: the average is $40.25.
  await stockUp(ctx.deps, storeA, item, 3, 4000);
  await stockUp(ctx.deps, storeA, item, 1, 4100);
});

const send = (call: Call, payload: Record<string, unknown>) =>
  call({ method: 'POST', url: '/api/stock-transfers', payload });

describe('stock transfers', () => {
  it("offers a store manager every store of the chain to send to, beyond their own reach; a clerk can't send", async () => {
    const res = await asManagerA({ method: 'GET', url: '/api/stock-transfers/destinations' });
    expect(res.statusCode).toBe(200);
    const ids = res.json<{ id: string; name: string }[]>().map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining([storeA, storeB, storeC]));
    const refused = await asClerkA({ method: 'GET', url: '/api/stock-transfers/destinations' });
    expect(refused.statusCode).toBe(403);
  });

  it("sends at the sender's average cost and the receiving store takes it in at that value", async () => {
    const res = await send(asManagerA, {
      id: randomUUID(),
      toStoreId: storeB,
      lines: [{ itemId: item, quantity: 2 }],
      notes: 'For a booked repair',
    });
    expect(res.statusCode).toBe(201);
    const transfer = res.json();
    expect(transfer).toMatchObject({
      fromStoreId: storeA,
      toStoreId: storeB,
      status: 'sent',
      lines: [{ itemId: item, quantity: 2, unitCost: 40.25 }],
      receivedAt: null,
    });
    expect(await levelOf(ctx.deps, storeA, item)).toMatchObject({ onHand: 2, valueCents: 8050 });
    expect((await levelOf(ctx.deps, storeB, item)).onHand).toBe(0);

    // The sending store's clerk cannot mark it arrived; the receiving store's clerk can, once.
    const url = `/api/stock-transfers/${transfer.id}/receive`;
    expect((await asClerkA({ method: 'POST', url, payload: {} })).statusCode).toBe(403);
    const receiptId = randomUUID();
    const got = await asClerkB({ method: 'POST', url, payload: { id: receiptId } });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({ status: 'received', receivedByName: expect.any(String) });
    expect(await levelOf(ctx.deps, storeB, item)).toMatchObject({ onHand: 2, valueCents: 8050 });
    expect((await asClerkB({ method: 'POST', url, payload: { id: receiptId } })).statusCode).toBe(
      200,
    );
    const twice = await asClerkB({ method: 'POST', url, payload: { id: randomUUID() } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(M.transferReceived);
    expect((await levelOf(ctx.deps, storeB, item)).onHand).toBe(2);

    const moves = await ctx.deps.db
      .selectFrom('stock_movements')
      .select(['kind', 'quantity', 'value_cents', 'store_id'])
      .where('transfer_id', '=', transfer.id)
      .orderBy('created_at')
      .orderBy('kind', 'desc')
      .execute();
    expect(moves).toEqual([
      { kind: 'transfer_out', quantity: -2, value_cents: -8050, store_id: storeA },
      { kind: 'transfer_in', quantity: 2, value_cents: 8050, store_id: storeB },
    ]);
    for (const call of [asClerkA, asClerkB]) {
      const list = await call({ method: 'GET', url: '/api/stock-transfers' });
      expect(list.json().map((t: { id: string }) => t.id)).toContain(transfer.id);
    }
  });

  it('refuses the counter, the same store, a store outside reach, bad lines and too little stock, storing nothing', async () => {
    const before = await stockRowCounts(ctx.deps);
    const line = { itemId: item, quantity: 1 };
    expect((await send(asClerkA, { toStoreId: storeB, lines: [line] })).statusCode).toBe(403);
    expect(
      (await send(asManagerA, { fromStoreId: storeB, toStoreId: storeA, lines: [line] }))
        .statusCode,
    ).toBe(403);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ toStoreId: storeA, lines: [line] }, 'toStoreId', M.sameStore],
      [{ toStoreId: 'nowhere', lines: [line] }, 'toStoreId', 'Store not found'],
      [
        { toStoreId: storeB, lines: [{ ...line, quantity: -1 }] },
        'lines.0.quantity',
        INVENTORY_MESSAGES.quantity,
      ],
      [
        { toStoreId: storeB, lines: [{ ...line, itemId: 'nope' }] },
        'lines.0.itemId',
        INVENTORY_MESSAGES.unknownItem,
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await send(asManagerA, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[field]).toBe(message);
    }
    const other = await createCatalogItem(ctx.deps, { name: 'Pixel 8 port' });
    await stockUp(ctx.deps, storeA, other, 1, 800);
    const before2 = await stockRowCounts(ctx.deps);
    const short = await send(asManagerA, {
      toStoreId: storeB,
      lines: [
        { itemId: other, quantity: 1 },
        { itemId: item, quantity: 50 },
      ],
    });
    expect(short.statusCode).toBe(409);
    expect(short.json().error).toBe(INVENTORY_MESSAGES.notEnough('Galaxy S23 screen', 2));
    expect(await stockRowCounts(ctx.deps)).toEqual(before2);
    expect((await levelOf(ctx.deps, storeA, other)).onHand).toBe(1);
    expect(before.stock_transfers).toBe(before2.stock_transfers);
  });

  it('lets a manager of several stores send from one they choose and receive at another', async () => {
    const sent = await send(asArea, {
      fromStoreId: storeA,
      toStoreId: storeC,
      lines: [{ itemId: item, quantity: 1 }],
    });
    expect(sent.statusCode).toBe(201);
    const got = await asArea({
      method: 'POST',
      url: `/api/stock-transfers/${sent.json().id}/receive`,
      payload: {},
    });
    expect(got.json().status).toBe('received');
    const list = await asClerkB({ method: 'GET', url: '/api/stock-transfers' });
    expect(list.json().map((t: { id: string }) => t.id)).not.toContain(sent.json().id);
    const elsewhere = await asClerkB({
      method: 'GET',
      url: `/api/stock-transfers?storeId=${storeA}`,
    });
    expect(elsewhere.json().fields.storeId).toBe('Store not found');
  });

  it('sends a transfer replayed with its id once', async () => {
    const before = (await levelOf(ctx.deps, storeA, item)).onHand;
    const payload = { id: randomUUID(), toStoreId: storeB, lines: [{ itemId: item, quantity: 1 }] };
    expect((await send(asManagerA, payload)).statusCode).toBe(201);
    const again = await send(asManagerA, payload);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(payload.id);
    expect((await levelOf(ctx.deps, storeA, item)).onHand).toBe(before - 1);
  });
});
