import { beforeAll, describe, expect, it } from 'vitest';
import { REPAIR_MONEY_MESSAGES as M, type RepairMoney } from '../../../shared/repair-money';
import type { Call } from '../../testing/harness';
import { useTestApp } from '../../testing/harness';
import { createMoneyWorld, payInFull } from '../../testing/repair-money';

const ctx = useTestApp();
let world: Awaited<ReturnType<typeof createMoneyWorld>>;
let asClerk: Call;

beforeAll(async () => {
  world = await createMoneyWorld(ctx);
  asClerk = world.asClerk;
});

/**
 * Labour $100 and a $120 part, both taxed at 8.875 %: $239.53, well above the $189.99 estimate
 * and its $16.86 tax ($206.85).
 */
const ABOVE = [
  { kind: 'labour', description: 'Screen fitting', quantity: 1, unitPrice: 100 },
  { kind: 'part', description: 'OLED screen', quantity: 1, unitPrice: '120.00', unitCost: 64.5 },
];
/** $150 of labour taxed: $163.31, within the estimate. */
const WITHIN = [{ kind: 'labour', description: 'Screen fitting', quantity: 1, unitPrice: 150 }];

const setQuote = (id: string, lines: unknown, call = asClerk) =>
  call({ method: 'PUT', url: `/api/repair-waivers/${id}/quote`, payload: { lines } });
const moneyOf = async (id: string) =>
  (await asClerk({ method: 'GET', url: `/api/repair-waivers/${id}/money` })).json<RepairMoney>();
const setStatus = (id: string, status: string) =>
  asClerk({ method: 'PUT', url: `/api/repair-waivers/${id}/status`, payload: { status } });
const tokenOf = (statusUrl: string) => statusUrl.split('/').pop()!;
const quoteCount = async () =>
  (await ctx.deps.db.selectFrom('repair_quotes').select('id').execute()).length;
const messagesOf = (repairId: string) =>
  ctx.deps.db
    .selectFrom('outbox')
    .selectAll()
    .where('related_id', '=', repairId)
    .where('kind', '=', 'repair_quote')
    .execute();

describe('GET /api/repair-waivers/:id/money', () => {
  it('owes the estimate with the tax it carried at check-in while no price is set', async () => {
    const w = await world.checkIn();
    const res = await asClerk({ method: 'GET', url: `/api/repair-waivers/${w.id}/money` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      repairId: w.id,
      parts: [],
      partsCost: 0,
      estimate: 189.99,
      // 8.875 % of $189.99 is $16.861: the estimate is owed with its tax (decision 048).
      estimateTax: 16.86,
      quote: null,
      total: 206.85,
      entries: [],
      paid: 0,
      balance: 206.85,
      noCharge: null,
      invoiceNumber: null,
      refundLimit: 50,
      taxRate: 8.875,
      // $206.85 with tax and the larger of 10 % ($20.68) and $20.
      approvalCeiling: 227.53,
      warranty: { until: null, returnOf: null },
    });
  });

  it('takes the estimate’s tax into the ledger when paid, and shows it on the ticket', async () => {
    const w = await world.checkIn();
    expect(w).toMatchObject({ estimatedCost: 189.99, estimateTax: 16.86 });
    await payInFull(asClerk, w.id);
    const rows = await ctx.deps.db
      .selectFrom('payments')
      .select(['amount_cents', 'tax_cents'])
      .where('repair_id', '=', w.id)
      .execute();
    // The day's taxes count it: the whole $16.86 rides on what was paid.
    expect(rows.reduce((sum, r) => sum + r.amount_cents, 0)).toBe(20685);
    expect(rows.reduce((sum, r) => sum + r.tax_cents, 0)).toBe(1686);
  });

  it('owes a repair checked in before the estimate carried tax what its customer was told', async () => {
    const w = await world.checkIn();
    await ctx.deps.db
      .updateTable('repair_waivers')
      .set({ estimate_tax_cents: 0 })
      .where('id', '=', w.id)
      .execute();
    expect(await moneyOf(w.id)).toMatchObject({ estimateTax: 0, total: 189.99, balance: 189.99 });
  });

  it('refuses a save from a form opened on an older price: 409 with who, when and the price now', async () => {
    const w = await world.checkIn();
    const first = (await setQuote(w.id, WITHIN)).json<RepairMoney>();
    const counterPrice = first.quote!;
    // The manager opened the form before the counter saved: it was based on no price at all.
    const stale = await world.asManager({
      method: 'PUT',
      url: `/api/repair-waivers/${w.id}/quote`,
      payload: { basedOnQuoteId: null, lines: ABOVE },
    });
    expect(stale.statusCode).toBe(409);
    const body = stale.json();
    expect(body.code).toBe('STALE_EDIT');
    expect(body.error).toMatch(/ changed this price at \d{1,2}:\d{2} [AP]M\. The form now shows/);
    expect(body.changedAt).toBe(counterPrice.createdAt);
    expect(body.current.quote.id).toBe(counterPrice.id);
    expect((await moneyOf(w.id)).quote?.id).toBe(counterPrice.id);
    expect(await messagesOf(w.id)).toEqual([]);

    // Based on the price now, the save goes through.
    const fresh = await world.asManager({
      method: 'PUT',
      url: `/api/repair-waivers/${w.id}/quote`,
      payload: { basedOnQuoteId: counterPrice.id, lines: ABOVE },
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('tells the customer once when the same new price is saved twice', async () => {
    const w = await world.checkIn();
    const once = (await setQuote(w.id, ABOVE)).json<RepairMoney>();
    const twice = (await setQuote(w.id, ABOVE)).json<RepairMoney>();
    expect(twice.quote?.id).toBe(once.quote?.id);
    const messages = await messagesOf(w.id);
    expect(messages.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
  });

  it("leaves a price above the store's counter limit to a manager", async () => {
    const w = await world.checkIn();
    const big = [{ kind: 'labour', description: 'Board repair', quantity: 1, unitPrice: 6_000 }];
    const before = await quoteCount();
    const res = await setQuote(w.id, big);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(M.priceNeedsManager(500_000));
    expect(await quoteCount()).toBe(before);
    expect((await setQuote(w.id, big, world.asManager)).statusCode).toBe(200);
  });

  it("is not found for another store's user", async () => {
    const w = await world.checkIn();
    const res = await world.asOther({ method: 'GET', url: `/api/repair-waivers/${w.id}/money` });
    expect(res.statusCode).toBe(404);
  });
});

describe('PUT /api/repair-waivers/:id/quote', () => {
  it('prices lines with per-line tax; within the estimate it needs no approval', async () => {
    const w = await world.checkIn();
    const res = await setQuote(w.id, WITHIN);
    expect(res.statusCode).toBe(200);
    const money = res.json<RepairMoney>();
    expect(money.quote).toMatchObject({
      subtotal: 150,
      tax: 13.31,
      discount: 0,
      total: 163.31,
      taxRate: 8.875,
      createdByName: 'Pat Lee',
      approval: { state: 'not_needed', via: null },
    });
    expect(money).toMatchObject({ total: 163.31, balance: 163.31 });
    expect(await messagesOf(w.id)).toEqual([]);
    const logged = await ctx.deps.db
      .selectFrom('activity_log')
      .select('action')
      .where('entity_id', '=', w.id)
      .where('action', '=', 'repair.quote')
      .execute();
    expect(logged).toHaveLength(1);
  });

  it('well above the estimate, waits for the customer, who is sent the link and the new total', async () => {
    const w = await world.checkIn({ customerEmail: 'ana@example.com' });
    const money = (await setQuote(w.id, ABOVE)).json<RepairMoney>();
    expect(money.quote).toMatchObject({ tax: 19.53, total: 239.53 });
    expect(money.quote!.lines[1]).toMatchObject({ unitPrice: 120, unitCost: 64.5, tax: 10.65 });
    expect(money.quote!.approval.state).toBe('awaiting');
    const messages = await messagesOf(w.id);
    expect(messages.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    const email = messages.find((m) => m.channel === 'email')!;
    expect(email.to_address).toBe('ana@example.com');
    expect(email.body).toContain('$239.53');
    expect(email.body).toContain(`/status/${tokenOf(w.statusUrl)}`);
  });

  it('takes a discount off, untaxed, and refuses one larger than the lines', async () => {
    const w = await world.checkIn();
    const money = (
      await setQuote(w.id, [
        ...WITHIN,
        { kind: 'discount', description: 'Loyalty', quantity: 1, unitPrice: 10, taxed: true },
      ])
    ).json<RepairMoney>();
    expect(money.quote).toMatchObject({ subtotal: 150, tax: 13.31, discount: 10, total: 153.31 });
    const before = await quoteCount();
    const res = await setQuote(w.id, [
      ...WITHIN,
      { kind: 'discount', description: 'Too much', quantity: 1, unitPrice: 500 },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.lines).toBe(M.discountTooLarge);
    expect(await quoteCount()).toBe(before);
  });

  it.each([
    [[], 'lines', M.linesRequired],
    [[{ ...WITHIN[0], unitPrice: -5 }], 'lines.0.unitPrice', M.unitPrice],
    [[{ ...WITHIN[0], quantity: 0 }], 'lines.0.quantity', M.quantity],
    [[{ ...WITHIN[0], description: ' ' }], 'lines.0.description', M.description],
    // Issue 37: one range for a typed amount, a line and a price ($100,000).
    [[{ ...WITHIN[0], unitPrice: 100_000.01 }], 'lines.0.unitPrice', 'Amount is too large'],
    [[{ ...WITHIN[0], quantity: 999, unitPrice: 100_000 }], 'lines.0.unitPrice', M.lineTooLarge],
    [
      Array.from({ length: 50 }, () => ({ ...WITHIN[0], quantity: 1, unitPrice: 2_500 })),
      'lines',
      M.priceTooLarge,
    ],
  ])(
    'refuses bad lines %j with the field’s message and stores nothing',
    async (lines, field, message) => {
      const w = await world.checkIn();
      const before = await quoteCount();
      const res = await setQuote(w.id, lines);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[field]).toBe(message);
      expect(await quoteCount()).toBe(before);
    },
  );

  it("is not found for another store's user", async () => {
    const w = await world.checkIn();
    expect((await setQuote(w.id, WITHIN, world.asOther)).statusCode).toBe(404);
    expect(await moneyOf(w.id)).toMatchObject({ quote: null });
  });
});

describe('approving a new price', () => {
  it('holds the work until staff record a verbal approval, taken once', async () => {
    const w = await world.checkIn();
    await setQuote(w.id, ABOVE);
    for (const status of ['in_progress', 'completed']) {
      const refused = await setStatus(w.id, status);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe(M.awaitingApproval);
    }
    const bad = await asClerk({
      method: 'POST',
      url: `/api/repair-waivers/${w.id}/approval`,
      payload: { decision: 'approved', takenFrom: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.takenFrom).toBe(M.takenFrom);
    const res = await asClerk({
      method: 'POST',
      url: `/api/repair-waivers/${w.id}/approval`,
      payload: { decision: 'approved', takenFrom: 'Jamie, on the phone' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<RepairMoney>().quote!.approval).toMatchObject({
      state: 'approved',
      via: 'verbal',
      takenFrom: 'Jamie, on the phone',
      recordedByName: 'Pat Lee',
      decidedAt: '2026-11-21T15:00:00.000Z',
    });
    const again = await asClerk({
      method: 'POST',
      url: `/api/repair-waivers/${w.id}/approval`,
      payload: { decision: 'declined', takenFrom: 'Jamie' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(M.notAwaiting);
    expect((await setStatus(w.id, 'in_progress')).statusCode).toBe(200);
  });

  it('is the customer’s on the status page: it shows the price, and Decline falls back', async () => {
    const w = await world.checkIn();
    await setQuote(w.id, WITHIN);
    await setQuote(w.id, ABOVE);
    const token = tokenOf(w.statusUrl);
    const page = (
      await ctx.app.inject({ method: 'GET', url: `/api/public/repairs/${token}` })
    ).json();
    expect(page.quote).toMatchObject({
      total: 239.53,
      // The estimate as the customer was told it: with its tax, like the price beside it.
      estimate: 206.85,
      approvalState: 'awaiting',
    });
    expect(page.quote.lines[1]).not.toHaveProperty('unitCost');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/public/repairs/${token}/quote`,
      payload: { decision: 'declined' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().quote.approvalState).toBe('declined');
    // The price agreed before the declined one stands.
    expect(await moneyOf(w.id)).toMatchObject({ total: 163.31, balance: 163.31 });
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/public/repairs/${token}/quote`,
      payload: { decision: 'approved' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('approved by the customer, lets the work go on at the new price', async () => {
    const w = await world.checkIn();
    await setQuote(w.id, ABOVE);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/public/repairs/${tokenOf(w.statusUrl)}/quote`,
      payload: { decision: 'approved' },
    });
    expect(res.json().quote.approvalState).toBe('approved');
    expect((await moneyOf(w.id)).quote!.approval).toMatchObject({
      via: 'customer',
      takenFrom: null,
    });
    expect((await setStatus(w.id, 'completed')).statusCode).toBe(200);
    expect(await moneyOf(w.id)).toMatchObject({ total: 239.53 });
  });

  it('declined with no earlier price, owes the estimate; an unknown link is not found', async () => {
    const w = await world.checkIn();
    await setQuote(w.id, ABOVE);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/public/repairs/${tokenOf(w.statusUrl)}/quote`,
      payload: { decision: 'declined' },
    });
    expect(await moneyOf(w.id)).toMatchObject({ total: 206.85 });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/public/repairs/no-such-token-at-all-here/quote',
      payload: { decision: 'approved' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
