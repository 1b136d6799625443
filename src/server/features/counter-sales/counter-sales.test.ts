import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { businessDayRange } from '../../../shared/business-day';
import { MANAGER_APPROVAL_CODE } from '../../../shared/http';
import { INVENTORY_MESSAGES as M, NOT_ENOUGH_STOCK_CODE } from '../../../shared/inventory';
import { FLOW_MESSAGES as F, type CounterSale } from '../../../shared/inventory-flows';
import { ledgerFigures } from '../../db/revenue';
import { callAs, useTestApp, type Call } from '../../testing/harness';
import { createItemRow, levelOf, receiveStock } from '../../testing/inventory-factories';
import { createMoneyWorld } from '../../testing/repair-money';

const ctx = useTestApp();
let world: Awaited<ReturnType<typeof createMoneyWorld>>;
let asClerk: Call;

beforeAll(async () => {
  world = await createMoneyWorld(ctx);
  asClerk = world.asClerk;
});

/** $19.99 taxed at 8.875 %: $1.77 tax, $21.76 a case. */
const newCase = async (stock = 5) => {
  const item = await createItemRow(ctx.deps, {
    name: 'Clear Case',
    kind: 'accessory',
    priceCents: 1999,
    costCents: 400,
  });
  if (stock > 0) await receiveStock(ctx.deps, world.storeId, item.id, stock, 400);
  return item;
};
const sell = (body: Record<string, unknown>, call = asClerk) =>
  call({ method: 'POST', url: '/api/counter-sales', payload: { id: randomUUID(), ...body } });
const tableCounts = async () => {
  const n = async (t: 'counter_sales' | 'payments' | 'stock_movements') =>
    (await ctx.deps.db.selectFrom(t).select('id').execute()).length;
  return [await n('counter_sales'), await n('payments'), await n('stock_movements')];
};

describe('POST /api/counter-sales', () => {
  it('sells at the catalogue price with the store tax, numbers the receipt and moves the stock', async () => {
    const item = await newCase();
    const res = await sell({
      lines: [{ itemId: item.id, quantity: 2 }],
      payment: [
        { method: 'cash', amount: 20, tendered: 50 },
        { method: 'card', amount: '23.53', reference: '4242' },
      ],
    });
    expect(res.statusCode).toBe(201);
    const sale = res.json<CounterSale>();
    expect(sale).toMatchObject({
      storeId: world.storeId,
      subtotal: 39.98,
      tax: 3.55,
      total: 43.53,
      receiptNumber: 'C-1001',
    });
    expect(sale.lines).toEqual([
      expect.objectContaining({ itemId: item.id, quantity: 2, unitPrice: 19.99, tax: 3.55 }),
    ]);
    expect(sale.payments.map((p) => [p.method, p.amount, p.change])).toEqual([
      ['cash', 20, 30],
      ['card', 23.53, null],
    ]);
    const rows = await ctx.deps.db
      .selectFrom('payments')
      .select(['purpose', 'tax_cents', 'counter_sale_id'])
      .where('counter_sale_id', '=', sale.id)
      .execute();
    expect(rows.every((r) => r.purpose === 'counter_sale')).toBe(true);
    expect(rows.reduce((s, r) => s + r.tax_cents, 0)).toBe(355);
    expect(await levelOf(ctx.deps, world.storeId, item.id)).toMatchObject({
      onHand: 3,
      valueCents: 1200,
    });
    const again = await sell({
      lines: [{ itemId: item.id, quantity: 1 }],
      payment: [{ method: 'card', amount: 21.76, reference: '4242' }],
    });
    expect(again.json<CounterSale>().receiptNumber).toBe('C-1002');
  });

  it('answers a replay with the same sale and moves the stock once', async () => {
    const item = await newCase();
    const body = {
      id: randomUUID(),
      lines: [{ itemId: item.id, quantity: 1 }],
      payment: [{ method: 'card', amount: 21.76, reference: '4242' }],
    };
    const first = await sell(body);
    const second = await sell(body);
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    expect(second.json()).toEqual(first.json());
    expect((await levelOf(ctx.deps, world.storeId, item.id)).onHand).toBe(4);
  });

  it('records a sale sent twice at once (a double tap) once', async () => {
    const item = await newCase();
    const body = {
      id: randomUUID(),
      lines: [{ itemId: item.id, quantity: 1 }],
      payment: [{ method: 'cash', amount: 21.76 }],
    };
    const results = await Promise.all([sell(body), sell(body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(results[0]!.json<CounterSale>().id).toBe(results[1]!.json<CounterSale>().id);
    expect((await levelOf(ctx.deps, world.storeId, item.id)).onHand).toBe(4);
  });

  it('refuses a payment that does not add up, an unknown item, a bad quantity, another store: nothing stored', async () => {
    const item = await newCase();
    const before = await tableCounts();
    const short = await sell({
      lines: [{ itemId: item.id, quantity: 1 }],
      payment: [{ method: 'cash', amount: 20 }],
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.payment).toBe(F.paymentTotal('$21.76'));
    const unknown = await sell({
      lines: [{ itemId: 'nope', quantity: 1 }],
      payment: [{ method: 'cash', amount: 1 }],
    });
    expect(unknown.json().fields['lines.0.itemId']).toBe(M.unknownItem);
    const negative = await sell({
      lines: [{ itemId: item.id, quantity: -1 }],
      payment: [{ method: 'cash', amount: 1 }],
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().fields['lines.0.quantity']).toBe(M.quantity);
    const other = await sell({
      storeId: world.otherStoreId,
      lines: [{ itemId: item.id, quantity: 1 }],
      payment: [{ method: 'card', amount: 21.76, reference: '4242' }],
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().fields.storeId).toBeDefined();
    expect(await tableCounts()).toEqual(before);
  });

  it('refuses a sale with a line out of stock, storing nothing of it', async () => {
    const item = await newCase(1);
    const empty = await createItemRow(ctx.deps, {
      name: 'USB-C Cable',
      kind: 'accessory',
      priceCents: 999,
    });
    const before = await tableCounts();
    const res = await sell({
      lines: [
        { itemId: item.id, quantity: 1 },
        { itemId: empty.id, quantity: 1 },
      ],
      payment: [{ method: 'card', amount: 32.64, reference: '4242' }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(M.notEnough('USB-C Cable', 0));
    expect(await tableCounts()).toEqual(before);
    expect((await levelOf(ctx.deps, world.storeId, item.id)).onHand).toBe(1);
  });

  it("sells a case the system counts as 0 from the customer's hand, with a manager's approval", async () => {
    // Issue 38: an item in the customer's hand could not be sold when the count said 0.
    const item = await newCase(0);
    const body = {
      fromHand: true,
      lines: [{ itemId: item.id, quantity: 1 }],
      payment: [{ method: 'card', amount: 21.76, reference: '4242' }],
    };
    const plain = await sell({ ...body, fromHand: undefined });
    expect(plain.statusCode).toBe(409);
    expect(plain.json().code).toBe(NOT_ENOUGH_STOCK_CODE);
    const before = await tableCounts();
    const counter = await sell(body);
    expect(counter.statusCode).toBe(403);
    expect(counter.json()).toMatchObject({
      code: MANAGER_APPROVAL_CODE,
      error: F.soldFromHand('Clear Case', 0),
    });
    expect(await tableCounts()).toEqual(before);
    const manager = await sell(body, world.asManager);
    expect(manager.statusCode, manager.body).toBe(201);
    const moves = await ctx.deps.db
      .selectFrom('stock_movements')
      .select(['kind', 'quantity', 'reason'])
      .where('item_id', '=', item.id)
      .orderBy('batch_part')
      .execute();
    expect(moves).toEqual([
      { kind: 'sold', quantity: -1, reason: null },
      {
        kind: 'count',
        quantity: 1,
        reason: expect.stringMatching(/^Found at the counter and sold, approved by /),
      },
    ]);
    expect((await levelOf(ctx.deps, world.storeId, item.id)).onHand).toBe(0);
  });

  it('sells the last unit to one of two clerks at once; the other is told it is out of stock', async () => {
    const item = await newCase(1);
    const body = () => ({
      lines: [{ itemId: item.id, quantity: 1 }],
      payment: [{ method: 'card', amount: 21.76, reference: '4242' }],
    });
    const results = await Promise.all([sell(body()), sell(body(), world.asManager)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().error).toBe(
      'Clear Case is out of stock',
    );
    expect(await levelOf(ctx.deps, world.storeId, item.id)).toMatchObject({
      onHand: 0,
      valueCents: 0,
    });
  });

  it('sells the same two items in opposite order at once, both, without a deadlock', async () => {
    const a = await newCase();
    const b = await newCase();
    const body = (first: string, second: string) => ({
      lines: [
        { itemId: first, quantity: 1 },
        { itemId: second, quantity: 1 },
      ],
      payment: [{ method: 'cash', amount: 43.52 }],
    });
    const results = await Promise.all([
      sell(body(a.id, b.id)),
      sell(body(b.id, a.id), world.asManager),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
    expect((await levelOf(ctx.deps, world.storeId, a.id)).onHand).toBe(3);
    expect((await levelOf(ctx.deps, world.storeId, b.id)).onHand).toBe(3);
  });

  it("counts the sale in the store's revenue for the day, as accessories", async () => {
    const store = await ctx.deps.db
      .selectFrom('stores')
      .select(['id', 'timezone', 'business_day_end_hour'])
      .where('id', '=', world.storeId)
      .executeTakeFirstOrThrow();
    const { start, end } = businessDayRange('2026-11-21', {
      timezone: store.timezone,
      businessDayEndHour: store.business_day_end_hour,
    });
    const window = [{ storeId: store.id, start: start.toISOString(), end: end.toISOString() }];
    const [before] = await ledgerFigures(ctx.deps.db, window);
    const item = await newCase();
    expect(
      (
        await sell({
          lines: [{ itemId: item.id, quantity: 1 }],
          payment: [{ method: 'card', amount: 21.76, reference: '4242' }],
        })
      ).statusCode,
    ).toBe(201);
    const [after] = await ledgerFigures(ctx.deps.db, window);
    expect(after!.revenueCents - before!.revenueCents).toBe(2176);
    expect(after!.accessoriesCents - before!.accessoriesCents).toBe(2176);
    expect(after!.deviceSalesCents).toBe(before!.deviceSalesCents);
    // The daily report shows it beside the Accessories field the clerk counts.
    const day = await asClerk({
      method: 'GET',
      url: `/api/daily-sales-reports/recorded?storeId=${world.storeId}&businessDate=2026-11-21`,
    });
    expect(day.statusCode).toBe(200);
    expect(day.json<{ recorded: { accessories: number } }>().recorded.accessories).toBe(
      after!.received.accessoriesCents / 100,
    );
  });
});

describe('GET /api/counter-sales', () => {
  it("lists the store's sales newest first, and refuses another store's", async () => {
    const res = await asClerk({ method: 'GET', url: '/api/counter-sales?limit=2' });
    expect(res.statusCode).toBe(200);
    expect(res.json<CounterSale[]>()).toHaveLength(2);
    const other = await world.asOther({
      method: 'GET',
      url: `/api/counter-sales?storeId=${world.storeId}`,
    });
    expect(other.statusCode).toBe(403);
    const sale = res.json<CounterSale[]>()[0]!;
    const one = await world.asOther({ method: 'GET', url: `/api/counter-sales/${sale.id}` });
    expect(one.statusCode).toBe(404);
  });
});

describe('POST /api/counter-sales/:id/returns', () => {
  const saleOf = async (quantity: number) => {
    const item = await newCase();
    const res = await sell({
      lines: [{ itemId: item.id, quantity }],
      payment: [
        {
          method: 'card',
          amount: { 1: 21.76, 2: 43.53, 3: 65.29 }[quantity],
          reference: '4242',
        },
      ],
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    return { item, sale: res.json<CounterSale>() };
  };
  const giveBack = (saleId: string, body: Record<string, unknown>, call = asClerk) =>
    call({
      method: 'POST',
      url: `/api/counter-sales/${saleId}/returns`,
      payload: { id: randomUUID(), method: 'cash', reason: 'Wrong size', ...body },
    });

  it('puts the stock back at its cost and gives the money back with its tax, once', async () => {
    const { item, sale } = await saleOf(2);
    const body = { id: randomUUID(), lines: [{ itemId: item.id, quantity: 1 }] };
    const res = await giveBack(sale.id, body);
    expect(res.statusCode).toBe(200);
    expect(res.json<CounterSale>().lines[0]!.returnedQuantity).toBe(1);
    expect(await giveBack(sale.id, body).then((r) => r.statusCode)).toBe(200);
    expect(await levelOf(ctx.deps, world.storeId, item.id)).toMatchObject({
      onHand: 4,
      valueCents: 1600,
    });
    const refunds = await ctx.deps.db
      .selectFrom('payments')
      .select(['kind', 'amount_cents', 'tax_cents', 'signed_cents'])
      .where('counter_sale_id', '=', sale.id)
      .where('kind', '=', 'refund')
      .execute();
    expect(refunds).toEqual([
      { kind: 'refund', amount_cents: 2177, tax_cents: 178, signed_cents: -2177 },
    ]);
    const log = await ctx.deps.db
      .selectFrom('activity_log')
      .select('action')
      .where('entity_id', '=', sale.id)
      .execute();
    expect(log.map((l) => l.action)).toEqual(['counter_sale.create', 'counter_sale.return']);
  });

  it('refuses more than is left, an item not on the sale, and a clerk above the refund limit', async () => {
    const { item, sale } = await saleOf(3);
    const before = await tableCounts();
    const tooMany = await giveBack(sale.id, { lines: [{ itemId: item.id, quantity: 4 }] });
    expect(tooMany.json().fields['lines.0.quantity']).toBe(F.returnTooMany(3));
    const other = await newCase(0);
    const notOn = await giveBack(sale.id, { lines: [{ itemId: other.id, quantity: 1 }] });
    expect(notOn.json().fields['lines.0.itemId']).toBe(F.notOnSale);
    // Three cases are $65.29, above the store's $50 limit.
    const clerk = await giveBack(sale.id, { lines: [{ itemId: item.id, quantity: 3 }] });
    expect(clerk.statusCode).toBe(403);
    expect(clerk.json().error).toBe(F.refundNeedsManager('$50.00'));
    expect(await tableCounts()).toEqual(before);
    const manager = await giveBack(
      sale.id,
      { lines: [{ itemId: item.id, quantity: 3 }] },
      world.asManager,
    );
    expect(manager.statusCode).toBe(200);
  });

  it("refuses another store's sale", async () => {
    const { item, sale } = await saleOf(1);
    const res = await giveBack(
      sale.id,
      { lines: [{ itemId: item.id, quantity: 1 }] },
      world.asOther,
    );
    expect(res.statusCode).toBe(404);
  });

  it('refuses a signed-out caller', async () => {
    const signedOut = callAs(ctx.app, undefined);
    expect((await sell({ lines: [], payment: [] }, signedOut)).statusCode).toBe(401);
  });
});
