import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { BALANCE_MESSAGES, type GiftCard, type StoreCredit } from '../../../shared/balances';
import type { CustomerRecord } from '../../../shared/customer-record';
import { MANAGER_APPROVAL_CODE } from '../../../shared/http';
import type { CounterSale } from '../../../shared/inventory-flows';
import { REPAIR_MONEY_MESSAGES, type RepairMoney } from '../../../shared/repair-money';
import { ledgerFigures } from '../../db/revenue';
import type { Call } from '../../testing/harness';
import { useTestApp } from '../../testing/harness';
import { createItemRow, receiveStock } from '../../testing/inventory-factories';
import { createMoneyWorld } from '../../testing/repair-money';

const ctx = useTestApp();
let world: Awaited<ReturnType<typeof createMoneyWorld>>;

beforeAll(async () => {
  world = await createMoneyWorld(ctx);
});

const wholeDay = (storeId: string) => [
  { storeId, start: '2026-11-20T00:00:00.000Z', end: '2026-11-23T00:00:00.000Z' },
];

const sellCard = async (amount: string, call: Call = world.asClerk, id = randomUUID()) =>
  call({
    method: 'POST',
    url: '/api/gift-cards',
    payload: { id, amount, method: 'cash' },
  });

/** A $19.99 case in `storeId`'s stock; $21.76 with the money world's 8.875 % tax. */
const stockedCase = async (storeId: string, units = 5) => {
  const item = await createItemRow(ctx.deps, {
    name: 'Clear Case',
    kind: 'accessory',
    priceCents: 1999,
    costCents: 400,
  });
  await receiveStock(ctx.deps, storeId, item.id, units, 400);
  return item;
};

const sellCase = (
  call: Call,
  itemId: string,
  payment: Record<string, unknown>[],
  extra: Record<string, unknown> = {},
) =>
  call({
    method: 'POST',
    url: '/api/counter-sales',
    payload: { id: randomUUID(), lines: [{ itemId, quantity: 1 }], payment, ...extra },
  });

describe('gift cards', () => {
  it('sells a card as money in that is not revenue, once however often it is sent', async () => {
    const [before] = await ledgerFigures(ctx.deps.db, wholeDay(world.storeId));
    const id = randomUUID();
    const res = await sellCard('50.00', world.asClerk, id);
    expect(res.statusCode).toBe(201);
    const card = res.json<GiftCard>();
    expect(card.number).toMatch(/^\d{16}$/);
    expect(card).toMatchObject({ initial: 50, balance: 50, storeName: 'Techy Buckhead' });
    const again = await sellCard('50.00', world.asClerk, id);
    expect(again.statusCode).toBe(200);
    expect(again.json<GiftCard>().number).toBe(card.number);
    const [after] = await ledgerFigures(ctx.deps.db, wholeDay(world.storeId));
    expect(after!.revenueCents).toBe(before!.revenueCents);
    expect(after!.cash.takenCents - before!.cash.takenCents).toBe(5000);
    // The daily report's cash line holds it, as the drawer does.
    expect(after!.received.byMethod.cash - before!.received.byMethod.cash).toBe(5000);
    expect(after!.received.giftCardsCents - before!.received.giftCardsCents).toBe(5000);
  });

  it('refuses a nonsense amount or number with the field message, storing nothing', async () => {
    const before = await ctx.deps.db.selectFrom('gift_cards').select('id').execute();
    for (const [amount, message] of [
      ['0', 'Enter an amount'],
      ['-5', 'Enter an amount'],
      ['12.345', 'Use at most 2 decimals'],
      ['1e3', 'Enter an amount'],
    ]) {
      const res = await sellCard(amount!);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toMatchObject({ amount: message });
    }
    expect(await ctx.deps.db.selectFrom('gift_cards').select('id').execute()).toEqual(before);
    const bad = await world.asClerk({ method: 'GET', url: '/api/gift-cards/1234' });
    expect(bad.statusCode).toBe(400);
    const none = await world.asClerk({ method: 'GET', url: '/api/gift-cards/1234567812345678' });
    expect(none.statusCode).toBe(404);
  });

  it('is spent in another store, never below zero, and its spending is that store’s revenue', async () => {
    const card = (await sellCard('30.00')).json<GiftCard>();
    const other = await stockedCase(world.otherStoreId);
    const read = await world.asOther({ method: 'GET', url: `/api/gift-cards/${card.number}` });
    expect(read.json<GiftCard>().balance).toBe(30);
    const price = (
      await ctx.deps.db
        .selectFrom('catalog_items')
        .select('price_cents')
        .where('id', '=', other.id)
        .executeTakeFirstOrThrow()
    ).price_cents;
    const [before] = await ledgerFigures(ctx.deps.db, wholeDay(world.otherStoreId));
    const sale = await sellCase(world.asOther, other.id, [
      { method: 'gift_card', amount: price / 100, giftCardNumber: card.number },
    ]);
    expect(sale.statusCode, sale.body).toBe(201);
    const [after] = await ledgerFigures(ctx.deps.db, wholeDay(world.otherStoreId));
    expect(after!.takings.gift_card - before!.takings.gift_card).toBe(price);
    expect(after!.revenueCents - before!.revenueCents).toBe(price);
    const left = (
      await world.asClerk({ method: 'GET', url: `/api/gift-cards/${card.number}` })
    ).json<GiftCard>();
    expect(left.balance).toBe((3000 - price) / 100);
    expect(left.entries.map((e) => e.kind)).toEqual(['redeem', 'issue']);

    // More than is left: refused on the payment line, and nothing is taken.
    const over = await sellCase(world.asOther, other.id, [
      { method: 'gift_card', amount: price / 100, giftCardNumber: card.number },
    ]);
    expect(over.statusCode).toBe(400);
    expect(over.json().fields).toMatchObject({
      'payment.0.amount': `Only $${left.balance.toFixed(2)} left on it`,
    });
  });

  it('lets only one of two counters spend the last of a card at the same moment', async () => {
    const card = (await sellCard('21.76')).json<GiftCard>();
    const item = await stockedCase(world.storeId);
    const pay = [{ method: 'gift_card', amount: '21.76', giftCardNumber: card.number }];
    const results = await Promise.all([
      sellCase(world.asClerk, item.id, pay),
      sellCase(world.asManager, item.id, pay),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, expect.any(Number)]);
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const left = (
      await world.asClerk({ method: 'GET', url: `/api/gift-cards/${card.number}` })
    ).json<GiftCard>();
    expect(left.balance).toBe(0);
    const entries = await ctx.deps.db
      .selectFrom('gift_card_entries')
      .select('balance_cents')
      .where('card_id', '=', card.id)
      .execute();
    expect(entries.every((e) => Number(e.balance_cents) >= 0)).toBe(true);
  });
});

describe('store credit', () => {
  it('comes from a return, pays a later sale, and shows on the customer record', async () => {
    const repair = await world.checkIn({
      customerName: 'Nia Credit',
      customerPhone: '(214) 555-0110',
    });
    const item = await stockedCase(world.storeId);
    const sold = await sellCase(
      world.asClerk,
      item.id,
      [{ method: 'card', amount: '21.76', reference: '4242' }],
      { customerId: repair.customerId },
    );
    expect(sold.statusCode).toBe(201);
    const sale = sold.json<CounterSale>();
    const back = await world.asClerk({
      method: 'POST',
      url: `/api/counter-sales/${sale.id}/returns`,
      payload: {
        id: randomUUID(),
        lines: [{ itemId: item.id, quantity: 1 }],
        method: 'store_credit',
        reason: 'Wrong colour',
      },
    });
    expect(back.statusCode, back.body).toBe(200);
    const record = async () =>
      (
        await world.asClerk({ method: 'GET', url: `/api/customers/${repair.customerId}` })
      ).json<CustomerRecord>();
    expect((await record()).storeCredit.balance).toBe(21.76);

    const spent = await sellCase(
      world.asClerk,
      item.id,
      [{ method: 'store_credit', amount: '21.76' }],
      {
        customerId: repair.customerId,
      },
    );
    expect(spent.statusCode, spent.body).toBe(201);
    expect((await record()).storeCredit).toMatchObject({
      balance: 0,
      entries: [
        expect.objectContaining({ kind: 'redeem', amount: -21.76 }),
        expect.objectContaining({ kind: 'return', amount: 21.76, reason: 'Wrong colour' }),
      ],
    });
  });

  it('refuses store credit for a sale with no customer', async () => {
    const item = await stockedCase(world.storeId);
    const res = await sellCase(world.asClerk, item.id, [
      { method: 'store_credit', amount: '21.76' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      'payment.0.method': 'Store credit needs the customer chosen',
    });
  });

  it("gives goodwill credit with a manager's approval and a reason", async () => {
    const repair = await world.checkIn({
      customerName: 'Goodwill Gail',
      customerPhone: '(214) 555-0112',
    });
    const url = `/api/customers/${repair.customerId}/store-credit`;
    const payload = { id: randomUUID(), amount: '15.00', reason: 'Waited two days past promise' };
    const clerk = await world.asClerk({ method: 'POST', url, payload });
    expect(clerk.statusCode).toBe(403);
    expect(clerk.json().code).toBe(MANAGER_APPROVAL_CODE);
    const short = await world.asManager({
      method: 'POST',
      url,
      payload: { ...payload, reason: 'x' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toMatchObject({ reason: 'Say why (at least 3 characters)' });
    const given = await world.asManager({ method: 'POST', url, payload });
    expect(given.statusCode).toBe(200);
    expect(given.json<StoreCredit>().balance).toBe(15);
    // Sent again (a retry), given once.
    const again = await world.asManager({ method: 'POST', url, payload });
    expect(again.json<StoreCredit>().balance).toBe(15);
    const other = await world.asOther({
      method: 'POST',
      url,
      payload: { ...payload, id: randomUUID() },
    });
    expect(other.statusCode).toBe(404);
  });
});

describe("a repair's payment", () => {
  it("is paid part by the customer's store credit and part by a gift card, each spent", async () => {
    const repair = await world.checkIn({
      customerName: 'Pickup Pat',
      customerPhone: '(214) 555-0114',
      // $130.65 with the store's 8.875 % tax.
      estimatedCost: 120,
    });
    const credit = await world.asManager({
      method: 'POST',
      url: `/api/customers/${repair.customerId}/store-credit`,
      payload: { id: randomUUID(), amount: '20.00', reason: 'Goodwill from last visit' },
    });
    expect(credit.statusCode).toBe(200);
    const card = (await sellCard('150.00')).json<GiftCard>();
    const pay = (parts: Record<string, unknown>[]) =>
      world.asClerk({
        method: 'POST',
        url: `/api/repair-waivers/${repair.id}/payments`,
        payload: { id: randomUUID(), kind: 'payment', parts },
      });
    const tooMuch = await pay([{ method: 'store_credit', amount: '25.00' }]);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().fields).toMatchObject({ 'parts.0.amount': 'Only $20.00 left on it' });
    const paid = await pay([
      { method: 'store_credit', amount: '20.00' },
      { method: 'gift_card', amount: '110.65', giftCardNumber: card.number },
    ]);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ balance: 0 });
    const left = (
      await world.asClerk({ method: 'GET', url: `/api/gift-cards/${card.number}` })
    ).json<GiftCard>();
    expect(left.balance).toBe(39.35);
    const record = (
      await world.asClerk({ method: 'GET', url: `/api/customers/${repair.customerId}` })
    ).json<CustomerRecord>();
    expect(record.storeCredit.balance).toBe(0);
    const rows = await ctx.deps.db
      .selectFrom('payments')
      .select(['method', 'amount_cents', 'reference'])
      .where('repair_id', '=', repair.id)
      .orderBy('batch_part')
      .execute();
    expect(rows).toEqual([
      { method: 'store_credit', amount_cents: 2000, reference: null },
      { method: 'gift_card', amount_cents: 11065, reference: `Gift card ${card.number.slice(-4)}` },
    ]);

    // Taken by mistake: voided by a manager, each goes back onto the balance it came from.
    const entries = (
      await world.asClerk({ method: 'GET', url: `/api/repair-waivers/${repair.id}/money` })
    ).json<RepairMoney>().entries;
    const refund = (body: Record<string, unknown>, call = world.asManager) =>
      call({
        method: 'POST',
        url: `/api/repair-waivers/${repair.id}/refunds`,
        payload: { id: randomUUID(), reason: 'Paid the wrong way', ...body },
      });
    const byCard = entries.find((e) => e.method === 'gift_card')!;
    const byCredit = entries.find((e) => e.method === 'store_credit')!;
    // A refund (not a void) is given back in cash, card, finance or other, never onto a balance.
    const refused = await refund({ method: 'gift_card', amount: '5.00' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.method).toBe(REPAIR_MONEY_MESSAGES.method);
    expect(
      (
        await refund(
          { method: 'gift_card', amount: '110.65', voidsEntryId: byCard.id },
          world.asClerk,
        )
      ).statusCode,
    ).toBe(403);
    const voided = await refund({ method: 'gift_card', amount: '110.65', voidsEntryId: byCard.id });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json()).toMatchObject({ balance: 110.65 });
    const back = (
      await world.asClerk({ method: 'GET', url: `/api/gift-cards/${card.number}` })
    ).json<GiftCard>();
    expect(back.balance).toBe(150);
    await refund({ method: 'store_credit', amount: '20.00', voidsEntryId: byCredit.id });
    const restored = (
      await world.asClerk({ method: 'GET', url: `/api/customers/${repair.customerId}` })
    ).json<CustomerRecord>();
    expect(restored.storeCredit.balance).toBe(20);
  });
});

describe('a gift card paid out in cash', () => {
  it('is a manager’s call, leaves the card at zero, takes the cash from the drawer and not from revenue', async () => {
    const card = (await sellCard('8.50')).json<GiftCard>();
    const cashOut = (call: Call, body: Record<string, unknown> = {}) =>
      call({
        method: 'POST',
        url: `/api/gift-cards/${card.number}/cash-out`,
        payload: { id: randomUUID(), reason: 'Under $10 left: paid out as the law asks', ...body },
      });
    const bad = await cashOut(world.asManager, { reason: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.reason).toBe(BALANCE_MESSAGES.reason);
    const byClerk = await cashOut(world.asClerk);
    expect(byClerk.statusCode).toBe(403);
    expect(byClerk.json().code).toBe(MANAGER_APPROVAL_CODE);
    const [before] = await ledgerFigures(ctx.deps.db, wholeDay(world.storeId));
    const id = randomUUID();
    const paid = await cashOut(world.asManager, { id });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<GiftCard>().balance).toBe(0);
    // Sent again under its id: paid once.
    expect((await cashOut(world.asManager, { id })).statusCode).toBe(200);
    const [after] = await ledgerFigures(ctx.deps.db, wholeDay(world.storeId));
    expect(after!.cash.refundedCents - before!.cash.refundedCents).toBe(850);
    expect(after!.revenueCents).toBe(before!.revenueCents);
    // Nothing left to pay out the second time.
    const empty = await cashOut(world.asManager);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().error).toBe(BALANCE_MESSAGES.emptyCard);
    expect((await cashOut(world.asOther)).statusCode).toBe(409);
  });
});
