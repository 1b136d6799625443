import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPAIR_MONEY_MESSAGES as M, type RepairMoney } from '../../../shared/repair-money';
import { useTestApp, type Call } from '../../testing/harness';
import { createMoneyWorld } from '../../testing/repair-money';

const ctx = useTestApp();
let world: Awaited<ReturnType<typeof createMoneyWorld>>;
let asClerk: Call;

beforeAll(async () => {
  world = await createMoneyWorld(ctx);
  asClerk = world.asClerk;
});

/** A repair at its $189.99 estimate, $206.85 with tax, with $150 paid in cash and $56.85 by card. */
async function paidRepair(overrides = {}) {
  const w = await world.checkIn(overrides);
  const res = await asClerk({
    method: 'POST',
    url: `/api/repair-waivers/${w.id}/payments`,
    payload: {
      id: randomUUID(),
      kind: 'payment',
      parts: [
        { method: 'cash', amount: 150 },
        { method: 'card', amount: 56.85, reference: '4242' },
      ],
    },
  });
  return { ...w, money: res.json<RepairMoney>() };
}

const refund = (id: string, body: Record<string, unknown>, call = asClerk) =>
  call({
    method: 'POST',
    url: `/api/repair-waivers/${id}/refunds`,
    payload: { id: randomUUID(), method: 'cash', reason: 'Customer changed their mind', ...body },
  });
const ledgerCount = async () =>
  (await ctx.deps.db.selectFrom('payments').select('id').execute()).length;
const logged = (repairId: string, action: string) =>
  ctx.deps.db
    .selectFrom('activity_log')
    .select('details')
    .where('entity_id', '=', repairId)
    .where('action', '=', action)
    .execute();

describe('POST /api/repair-waivers/:id/refunds', () => {
  it('gives back up to the store limit at the counter, logged with its reason', async () => {
    const w = await paidRepair();
    const res = await refund(w.id, { amount: 20 });
    expect(res.statusCode).toBe(200);
    // Given back for good: the customer owes nothing for it (issue 38: the ticket and invoice
    // showed the refund as a balance due).
    expect(res.json<RepairMoney>()).toMatchObject({ paid: 186.85, balance: 0 });
    expect(res.json<RepairMoney>().entries[2]).toMatchObject({
      kind: 'refund',
      amount: 20,
      reason: 'Customer changed their mind',
    });
    expect(await logged(w.id, 'repair.refund')).toHaveLength(1);
  });

  it('needs a manager above the store limit', async () => {
    const w = await paidRepair();
    const before = await ledgerCount();
    const refused = await refund(w.id, { amount: 60 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(M.refundNeedsManager(5000));
    expect(await ledgerCount()).toBe(before);
    const res = await refund(w.id, { amount: 60 }, world.asManager);
    expect(res.statusCode).toBe(200);
    expect(res.json<RepairMoney>().paid).toBe(146.85);
  });

  it('records a refund sent twice under one id once', async () => {
    const w = await paidRepair();
    const id = randomUUID();
    await refund(w.id, { id, amount: 10 });
    const before = await ledgerCount();
    const again = await refund(w.id, { id, amount: 10 });
    expect(again.statusCode).toBe(200);
    expect(again.json<RepairMoney>().paid).toBe(196.85);
    expect(await ledgerCount()).toBe(before);
  });

  it.each([
    [{ amount: 206.86 }, 'amount', M.refundOverPaid(20685)],
    [{ amount: -1 }, 'amount', M.amount],
    [{ amount: 5, reason: '' }, 'reason', M.reason],
    [{ amount: 5, reason: undefined }, 'reason', M.reason],
    [{ amount: 5, method: 'gold' }, 'method', M.method],
  ])('refuses %j with the field’s message and stores nothing', async (body, field, message) => {
    const w = await paidRepair();
    const before = await ledgerCount();
    const res = await refund(w.id, body, world.asManager);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(await ledgerCount()).toBe(before);
  });

  it('voids one payment whole, by a manager only, once', async () => {
    const w = await paidRepair();
    const card = w.money.entries[1]!;
    const before = await ledgerCount();
    const byClerk = await refund(w.id, { amount: 56.85, voidsEntryId: card.id });
    expect(byClerk.statusCode).toBe(403);
    expect(byClerk.json().error).toBe(M.voidNeedsManager);
    expect(await ledgerCount()).toBe(before);
    const res = await refund(w.id, { amount: 56.85, voidsEntryId: card.id }, world.asManager);
    expect(res.statusCode).toBe(200);
    expect(res.json<RepairMoney>().entries[2]).toMatchObject({
      kind: 'void',
      method: 'card',
      amount: 56.85,
      reversesId: card.id,
    });
    expect(res.json<RepairMoney>()).toMatchObject({ paid: 150, balance: 56.85 });
    const again = await refund(w.id, { amount: 56.85, voidsEntryId: card.id }, world.asManager);
    expect(again.statusCode).toBe(400);
    expect(again.json().fields.voidsEntryId).toBe(M.alreadyVoided);
    const unknown = await refund(w.id, { amount: 1, voidsEntryId: 'no-such-row' }, world.asManager);
    expect(unknown.json().fields.voidsEntryId).toBe(M.voidUnknown);
    expect(await logged(w.id, 'repair.void')).toHaveLength(1);
  });

  it("is not found for another store's user", async () => {
    const w = await paidRepair();
    expect((await refund(w.id, { amount: 5 }, world.asOther)).statusCode).toBe(404);
  });
});

describe('POST /api/repair-waivers/:id/no-charge', () => {
  const noCharge = (id: string, call: Call, body: Record<string, unknown> = {}) =>
    call({
      method: 'POST',
      url: `/api/repair-waivers/${id}/no-charge`,
      payload: { kind: 'goodwill', reason: 'Regular customer, our mistake', ...body },
    });

  it('is a manager’s call: nothing more is owed, and the repair gets its invoice number', async () => {
    const w = await world.checkIn();
    expect((await noCharge(w.id, asClerk)).statusCode).toBe(403);
    const bad = await noCharge(w.id, world.asManager, { reason: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.reason).toBe(M.reason);
    const res = await noCharge(w.id, world.asManager);
    expect(res.statusCode).toBe(200);
    expect(res.json<RepairMoney>()).toMatchObject({
      balance: 0,
      total: 206.85,
      noCharge: { kind: 'goodwill', reason: 'Regular customer, our mistake', byName: 'Pat Lee' },
      invoiceNumber: expect.stringMatching(/^I-\d+$/),
    });
    expect(await logged(w.id, 'repair.no_charge')).toHaveLength(1);
    expect((await noCharge(w.id, world.asOther)).statusCode).toBe(404);
  });
});

describe('the invoice', () => {
  it('is not there before any money row', async () => {
    const w = await world.checkIn();
    const res = await asClerk({ method: 'GET', url: `/api/repair-waivers/${w.id}/invoice` });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(M.noInvoice);
  });

  it('shows the lines, payments and balance, and is e-mailed through the outbox', async () => {
    const w = await paidRepair({ customerName: 'Ana Lopez', customerEmail: 'ana@example.com' });
    const res = await asClerk({ method: 'GET', url: `/api/repair-waivers/${w.id}/invoice` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      invoiceNumber: w.money.invoiceNumber,
      issuedAt: '2026-11-21T15:00:00.000Z',
      ticketNumber: w.ticketNumber,
      customerName: 'Ana Lopez',
      device: 'Apple iPhone 15 Pro',
      // The device on the customer's paper is the one checked in (issue 38: no IMEI printed).
      imei: w.imeiSerial,
      total: 206.85,
      balance: 0,
    });
    const sent = await asClerk({
      method: 'POST',
      url: `/api/repair-waivers/${w.id}/invoice/email`,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ queued: true });
    const [message] = await ctx.deps.db
      .selectFrom('outbox')
      .selectAll()
      .where('related_id', '=', w.id)
      .where('kind', '=', 'invoice')
      .execute();
    expect(message).toMatchObject({ channel: 'email', to_address: 'ana@example.com' });
    expect(message!.body).toContain(`Invoice`.toLowerCase());
    expect(message!.body).toContain('$150.00');
    expect(message!.html).toContain('<table>');
    expect(await logged(w.id, 'repair.invoice_email')).toHaveLength(1);
  });

  it('is not e-mailed to a customer without an address, nor by another store', async () => {
    const w = await paidRepair({ customerEmail: undefined });
    const res = await asClerk({ method: 'POST', url: `/api/repair-waivers/${w.id}/invoice/email` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(M.noEmail);
    const other = await world.asOther({
      method: 'GET',
      url: `/api/repair-waivers/${w.id}/invoice`,
    });
    expect(other.statusCode).toBe(404);
  });
});
