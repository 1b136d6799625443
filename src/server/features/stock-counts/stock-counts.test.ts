import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { FLOW_MESSAGES as M } from '../../../shared/inventory-flows';
import { moveStock } from '../inventory/service';
import { createRegionRow, createSignedInUser, createStoreRow } from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';
import {
  createCatalogItem,
  levelOf,
  stockRowCounts,
  stockUp,
} from '../../testing/stock-flow-factories';

const ctx = useTestApp();
let asClerk: Call;
let asManager: Call;
let asOther: Call;

type Line = {
  itemId: string;
  counted: number | null;
  expected: number | null;
  variance: number | null;
  varianceValue: number | null;
};

/** A store of its own per test: a store counts one list at a time. */
async function shop() {
  const region = await createRegionRow(ctx.deps);
  const storeId = (await createStoreRow(ctx.deps, region.id)).id;
  const as = async (role: string, id = storeId) =>
    callAs(ctx.app, (await createSignedInUser(ctx.app, ctx.deps, { role, storeId: id })).cookie);
  const other = (await createStoreRow(ctx.deps, region.id)).id;
  asClerk = await as('store');
  asManager = await as('store_manager');
  asOther = await as('store', other);
  const screen = await createCatalogItem(ctx.deps, { name: 'A screen', costCents: 4000 });
  const cable = await createCatalogItem(ctx.deps, { name: 'B cable', costCents: 300 });
  await stockUp(ctx.deps, storeId, screen, 4, 4000);
  await stockUp(ctx.deps, storeId, cable, 10, 250);
  return { storeId, screen, cable };
}

const start = (call: Call, payload: Record<string, unknown> = {}) =>
  call({ method: 'POST', url: '/api/stock-counts', payload: { id: randomUUID(), ...payload } });
const act = (call: Call, id: string, step: string, payload?: Record<string, unknown>) =>
  call({ method: 'POST', url: `/api/stock-counts/${id}/${step}`, payload: payload ?? {} });

beforeAll(async () => {
  await shop();
});

describe('blind stock counts', () => {
  it('hides what was expected from the counter, values the variance, and approval moves stock by it', async () => {
    const { storeId, screen, cable } = await shop();
    const started = await start(asClerk, { notes: 'Monthly count' });
    expect(started.statusCode).toBe(201);
    const count = started.json();
    expect(count.lines.map((l: Line) => l.itemId)).toEqual([screen, cable]);
    const again = await start(asManager);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(M.openCount);

    const before = await stockRowCounts(ctx.deps);
    const missing = await act(asClerk, count.id, 'submit', {
      lines: [{ itemId: screen, counted: 3 }],
    });
    expect(missing.json().fields.lines).toBe(M.notCounted);
    const stranger = await act(asClerk, count.id, 'submit', {
      lines: [
        { itemId: screen, counted: 3 },
        { itemId: cable, counted: 12 },
        { itemId: 'nope', counted: 1 },
      ],
    });
    expect(stranger.json().fields['lines.2.itemId']).toBe(M.notOnCount);
    const negative = await act(asClerk, count.id, 'submit', {
      lines: [
        { itemId: screen, counted: -1 },
        { itemId: cable, counted: 12 },
      ],
    });
    expect(negative.json().fields['lines.0.counted']).toBe('Enter 0 or more');
    expect(await stockRowCounts(ctx.deps)).toEqual(before);

    const submitted = await act(asClerk, count.id, 'submit', {
      lines: [
        { itemId: screen, counted: 3 },
        { itemId: cable, counted: 12 },
      ],
    });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({ status: 'submitted', varianceValue: null });
    for (const line of submitted.json().lines as Line[]) {
      expect(line).toMatchObject({ expected: null, variance: null, varianceValue: null });
    }
    const seenByClerk = await asClerk({ method: 'GET', url: `/api/stock-counts/${count.id}` });
    expect(seenByClerk.json().lines[0].expected).toBeNull();
    const listedToClerk = await asClerk({ method: 'GET', url: '/api/stock-counts' });
    expect(listedToClerk.json()[0].varianceValue).toBeNull();

    const seen = (await asManager({ method: 'GET', url: `/api/stock-counts/${count.id}` })).json();
    // One screen short at $40.00, two cables over at $2.50: −$40.00 + $5.00.
    expect(seen.lines).toEqual([
      expect.objectContaining({
        itemId: screen,
        counted: 3,
        expected: 4,
        variance: -1,
        varianceValue: -40,
      }),
      expect.objectContaining({
        itemId: cable,
        counted: 12,
        expected: 10,
        variance: 2,
        varianceValue: 5,
      }),
    ]);
    expect(seen.varianceValue).toBe(-35);

    expect((await act(asClerk, count.id, 'approve')).statusCode).toBe(403);
    const approved = await act(asManager, count.id, 'approve');
    expect(approved.json()).toMatchObject({
      status: 'approved',
      decidedByName: expect.any(String),
    });
    expect(await levelOf(ctx.deps, storeId, screen)).toMatchObject({
      onHand: 3,
      valueCents: 12000,
    });
    expect(await levelOf(ctx.deps, storeId, cable)).toMatchObject({ onHand: 12, valueCents: 3000 });
    const moves = await ctx.deps.db
      .selectFrom('stock_movements')
      .select(['kind', 'quantity'])
      .where('count_id', '=', count.id)
      .execute();
    expect(moves).toHaveLength(2);
    expect((await act(asManager, count.id, 'approve')).statusCode).toBe(409);
    const log = await ctx.deps.db
      .selectFrom('activity_log')
      .select('action')
      .where('entity_id', '=', count.id)
      .orderBy('created_at')
      .execute();
    expect(log.map((l) => l.action).sort()).toEqual([
      'stock_count.approve',
      'stock_count.start',
      'stock_count.submit',
    ]);
  });

  it('refuses an approval that no longer fits the shelf and stores nothing of it', async () => {
    const { storeId, screen, cable } = await shop();
    const count = (await start(asClerk, { itemIds: [screen, cable] })).json();
    await act(asClerk, count.id, 'submit', {
      lines: [
        { itemId: screen, counted: 1 },
        { itemId: cable, counted: 10 },
      ],
    });
    // Three screens leave before the manager approves: taking 3 more would go below zero.
    await ctx.deps.db.transaction().execute(async (trx) => {
      await moveStock(trx, {
        storeId,
        itemId: screen,
        kind: 'sold',
        quantity: -3,
        batchId: randomUUID(),
        batchPart: 0,
        createdBy: null,
        at: ctx.clock.now().toISOString(),
      });
    });
    const before = await stockRowCounts(ctx.deps);
    const refused = await act(asManager, count.id, 'approve');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(M.countStockChanged);
    expect(await stockRowCounts(ctx.deps)).toEqual(before);
    expect(
      (await asManager({ method: 'GET', url: `/api/stock-counts/${count.id}` })).json().status,
    ).toBe('submitted');
    const noReason = await act(asManager, count.id, 'reject', { reason: '' });
    expect(noReason.json().fields.reason).toBe(M.reason);
    expect((await act(asClerk, count.id, 'reject', { reason: 'Recount' })).statusCode).toBe(403);
    const rejected = await act(asManager, count.id, 'reject', { reason: 'Count again tonight' });
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      decisionReason: 'Count again tonight',
    });
    expect((await levelOf(ctx.deps, storeId, screen)).onHand).toBe(1);
    expect((await start(asClerk)).statusCode).toBe(201);
  });

  it('keeps counts to their store, refuses a submitted count another submission', async () => {
    const { screen } = await shop();
    const count = (await start(asClerk, { itemIds: [screen] })).json();
    expect(
      (await asOther({ method: 'GET', url: `/api/stock-counts/${count.id}` })).statusCode,
    ).toBe(404);
    expect(
      (await act(asOther, count.id, 'submit', { lines: [{ itemId: screen, counted: 1 }] }))
        .statusCode,
    ).toBe(404);
    await act(asClerk, count.id, 'submit', { lines: [{ itemId: screen, counted: 4 }] });
    const twice = await act(asClerk, count.id, 'submit', {
      lines: [{ itemId: screen, counted: 4 }],
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(M.countClosed);
    const unknown = await start(asManager, { itemIds: ['nope'] });
    expect(unknown.statusCode).toBe(400);
  });

  it('starts one count when two start at once, and answers a replayed start with the same count', async () => {
    await shop();
    const [a, b] = await Promise.all([start(asClerk), start(asManager)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const first = a.statusCode === 201 ? a : b;
    const id = first.json().id;
    const replay = await asClerk({ method: 'POST', url: '/api/stock-counts', payload: { id } });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().id).toBe(id);
  });
});
