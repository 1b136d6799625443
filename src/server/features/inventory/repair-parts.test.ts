import { beforeAll, describe, expect, it } from 'vitest';
import { INVENTORY_MESSAGES as M, type Movement, type RepairPart } from '../../../shared/inventory';
import type { RepairMoney } from '../../../shared/repair-money';
import { useTestApp, type Call } from '../../testing/harness';
import { createItemRow, levelOf, receiveStock } from '../../testing/inventory-factories';
import { createMoneyWorld, payInFull } from '../../testing/repair-money';

const ctx = useTestApp();
let world: Awaited<ReturnType<typeof createMoneyWorld>>;
let asClerk: Call;

beforeAll(async () => {
  world = await createMoneyWorld(ctx);
  asClerk = world.asClerk;
});

const partLine = (itemId: string, quantity = 1, extra: Record<string, unknown> = {}) => ({
  kind: 'part',
  description: 'Screen',
  quantity,
  unitPrice: 50,
  unitCost: 1,
  itemId,
  ...extra,
});
const setQuote = (id: string, lines: unknown[]) =>
  asClerk({ method: 'PUT', url: `/api/repair-waivers/${id}/quote`, payload: { lines } });
const partsOf = async (id: string) =>
  (await asClerk({ method: 'GET', url: `/api/repair-waivers/${id}/parts` })).json<RepairPart[]>();
const setStatus = (id: string, status: string) =>
  asClerk({ method: 'PUT', url: `/api/repair-waivers/${id}/status`, payload: { status } });
const repairRow = (id: string) =>
  ctx.deps.db
    .selectFrom('repair_waivers')
    .select(['parts_waiting', 'parts_cost_cents'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('a repair priced with catalogue parts', () => {
  it('holds the part at the moving-average cost, and uses it when the repair is completed', async () => {
    const item = await createItemRow(ctx.deps, { costCents: 9999 });
    await receiveStock(ctx.deps, world.storeId, item.id, 1, 3000);
    await receiveStock(ctx.deps, world.storeId, item.id, 1, 4000);
    const repair = await world.checkIn();
    const res = await setQuote(repair.id, [partLine(item.id)]);
    expect(res.statusCode).toBe(200);
    const money = res.json<RepairMoney>();
    expect(money.quote!.lines[0]).toMatchObject({ itemId: item.id, unitCost: 35 });
    expect((await partsOf(repair.id)).map((p) => [p.state, p.quantity])).toEqual([['reserved', 1]]);
    expect(await levelOf(ctx.deps, world.storeId, item.id)).toMatchObject({
      onHand: 2,
      reserved: 1,
    });

    expect((await setStatus(repair.id, 'completed')).statusCode).toBe(200);
    expect(await partsOf(repair.id)).toEqual([
      expect.objectContaining({ state: 'used', unitCost: 35, quantity: 1 }),
    ]);
    expect(await levelOf(ctx.deps, world.storeId, item.id)).toMatchObject({
      onHand: 1,
      reserved: 0,
      valueCents: 3500,
    });
    expect(await repairRow(repair.id)).toEqual({ parts_waiting: 0, parts_cost_cents: 3500 });
    const used = await ctx.deps.db
      .selectFrom('stock_movements')
      .select(['kind', 'quantity', 'repair_id'])
      .where('item_id', '=', item.id)
      .where('kind', '=', 'used')
      .execute();
    expect(used).toEqual([{ kind: 'used', quantity: -1, repair_id: repair.id }]);
    const history = await asClerk({ method: 'GET', url: `/api/inventory/${item.id}/movements` });
    expect(history.json<Movement[]>()[0]).toMatchObject({
      kind: 'used',
      reference: repair.ticketNumber,
      repairId: repair.id,
      unitCost: 35,
    });
    expect(history.json<Movement[]>()[0]!.byName).toBeTruthy();
    // Back to the bench and completed again: the part was used once.
    expect((await setStatus(repair.id, 'in_progress')).statusCode).toBe(200);
    expect((await setStatus(repair.id, 'completed')).statusCode).toBe(200);
    expect(await levelOf(ctx.deps, world.storeId, item.id)).toMatchObject({ onHand: 1 });
  });

  it('waits for a part the store lacks, refuses completion, and reserves it when stock comes in', async () => {
    const item = await createItemRow(ctx.deps, { name: 'Galaxy S23 Battery' });
    const repair = await world.checkIn();
    expect((await setQuote(repair.id, [partLine(item.id, 2)])).statusCode).toBe(200);
    expect((await partsOf(repair.id))[0]).toMatchObject({ state: 'waiting', quantity: 2 });
    expect((await repairRow(repair.id)).parts_waiting).toBe(1);
    const detail = await asClerk({ method: 'GET', url: `/api/waivers/${repair.id}` });
    expect(detail.json().waiver.waitingForParts).toBe(true);

    const refused = await setStatus(repair.id, 'completed');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(M.waitingForParts('Galaxy S23 Battery'));

    await receiveStock(ctx.deps, world.storeId, item.id, 2);
    expect((await partsOf(repair.id))[0]).toMatchObject({ state: 'reserved' });
    expect((await repairRow(repair.id)).parts_waiting).toBe(0);
  });

  it('lets go of the newest holds when the price asks for fewer, splitting a hold', async () => {
    const item = await createItemRow(ctx.deps);
    await receiveStock(ctx.deps, world.storeId, item.id, 5);
    const repair = await world.checkIn();
    await setQuote(repair.id, [partLine(item.id, 2)]);
    await setQuote(repair.id, [partLine(item.id, 4)]);
    await setQuote(repair.id, [partLine(item.id, 1)]);
    const parts = await partsOf(repair.id);
    expect(parts.filter((p) => p.state === 'reserved').map((p) => p.quantity)).toEqual([1]);
    expect(parts.filter((p) => p.state === 'released').reduce((s, p) => s + p.quantity, 0)).toBe(3);
    expect(await levelOf(ctx.deps, world.storeId, item.id)).toMatchObject({ reserved: 1 });
    await setQuote(repair.id, [
      { kind: 'labour', description: 'Labour', quantity: 1, unitPrice: 20 },
    ]);
    expect(await levelOf(ctx.deps, world.storeId, item.id)).toMatchObject({ reserved: 0 });
  });

  it('hands a freed part to the repair that waits for it', async () => {
    const item = await createItemRow(ctx.deps);
    await receiveStock(ctx.deps, world.storeId, item.id, 1);
    const first = await world.checkIn();
    const second = await world.checkIn();
    await setQuote(first.id, [partLine(item.id)]);
    await setQuote(second.id, [partLine(item.id)]);
    expect((await partsOf(second.id))[0]!.state).toBe('waiting');
    await setQuote(first.id, [
      { kind: 'labour', description: 'Labour', quantity: 1, unitPrice: 20 },
    ]);
    expect((await partsOf(second.id))[0]!.state).toBe('reserved');
  });

  it('uses the parts of a repair picked up straight from the bench', async () => {
    const item = await createItemRow(ctx.deps);
    await receiveStock(ctx.deps, world.storeId, item.id, 1, 2500);
    const repair = await world.checkIn();
    await setQuote(repair.id, [partLine(item.id)]);
    await payInFull(asClerk, repair.id);
    const res = await asClerk({
      method: 'PUT',
      url: `/api/repair-waivers/${repair.id}/status`,
      payload: { status: 'picked_up' },
    });
    expect(res.statusCode).toBe(200);
    expect((await partsOf(repair.id))[0]).toMatchObject({ state: 'used', unitCost: 25 });
  });

  it('refuses an unknown or retired item on its line, storing no price', async () => {
    const retired = await createItemRow(ctx.deps, { active: false });
    const repair = await world.checkIn();
    const unknown = await setQuote(repair.id, [partLine('no-such-item')]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields['lines.0.itemId']).toBe(M.unknownItem);
    const old = await setQuote(repair.id, [partLine(retired.id)]);
    expect(old.json().fields['lines.0.itemId']).toBe(M.inactiveItem);
    const negative = await setQuote(repair.id, [partLine(retired.id, -1)]);
    expect(negative.statusCode).toBe(400);
    const quotes = await ctx.deps.db
      .selectFrom('repair_quotes')
      .select('id')
      .where('repair_id', '=', repair.id)
      .execute();
    expect(quotes).toEqual([]);
    expect(await partsOf(repair.id)).toEqual([]);
  });

  it("refuses another store's repair parts", async () => {
    const repair = await world.checkIn();
    const res = await world.asOther({
      method: 'GET',
      url: `/api/repair-waivers/${repair.id}/parts`,
    });
    expect(res.statusCode).toBe(404);
  });

  it('gives the last screen to one of two repairs priced at once; the other waits', async () => {
    const item = await createItemRow(ctx.deps);
    await receiveStock(ctx.deps, world.storeId, item.id, 1);
    const a = await world.checkIn();
    const b = await world.checkIn();
    const results = await Promise.all([
      setQuote(a.id, [partLine(item.id)]),
      setQuote(b.id, [partLine(item.id)]),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const states = [(await partsOf(a.id))[0]!.state, (await partsOf(b.id))[0]!.state].sort();
    expect(states).toEqual(['reserved', 'waiting']);
    expect(await levelOf(ctx.deps, world.storeId, item.id)).toMatchObject({
      onHand: 1,
      reserved: 1,
    });
  });
});
