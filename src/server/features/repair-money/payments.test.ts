import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPAIR_MONEY_MESSAGES as M, type RepairMoney } from '../../../shared/repair-money';
import { useTestApp, type Call } from '../../testing/harness';
import { createMoneyWorld } from '../../testing/repair-money';
import { buildRepairInput } from '../../testing/repair-factories';

const ctx = useTestApp();
let world: Awaited<ReturnType<typeof createMoneyWorld>>;
let asClerk: Call;

beforeAll(async () => {
  world = await createMoneyWorld(ctx);
  asClerk = world.asClerk;
});

/** $239.53 with $19.53 of tax, approved by the customer. */
async function pricedRepair() {
  const w = await world.checkIn();
  await asClerk({
    method: 'PUT',
    url: `/api/repair-waivers/${w.id}/quote`,
    payload: {
      lines: [
        { kind: 'labour', description: 'Screen fitting', quantity: 1, unitPrice: 100 },
        { kind: 'part', description: 'OLED screen', quantity: 1, unitPrice: 120 },
      ],
    },
  });
  await asClerk({
    method: 'POST',
    url: `/api/repair-waivers/${w.id}/approval`,
    payload: { decision: 'approved', takenFrom: 'Jamie' },
  });
  return w;
}

const pay = (id: string, parts: unknown, body: Record<string, unknown> = {}, call = asClerk) =>
  call({
    method: 'POST',
    url: `/api/repair-waivers/${id}/payments`,
    payload: { id: randomUUID(), kind: 'payment', parts, ...body },
  });
const ledgerRows = (repairId?: string) => {
  let q = ctx.deps.db.selectFrom('payments').selectAll();
  if (repairId) q = q.where('repair_id', '=', repairId);
  return q.orderBy('batch_part').execute();
};

describe('POST /api/repair-waivers/:id/payments', () => {
  it('takes a split cash and card payment, with change, and the rows carry the tax exactly', async () => {
    const w = await pricedRepair();
    const res = await pay(w.id, [
      { method: 'cash', amount: '100.00', tendered: 120 },
      { method: 'card', amount: 139.53, reference: '4242' },
    ]);
    expect(res.statusCode).toBe(200);
    const money = res.json<RepairMoney>();
    expect(money).toMatchObject({ paid: 239.53, balance: 0, invoiceNumber: expect.any(String) });
    expect(money.entries).toMatchObject([
      {
        kind: 'payment',
        method: 'cash',
        amount: 100,
        tendered: 120,
        change: 20,
        takenByName: 'Pat Lee',
      },
      { kind: 'payment', method: 'card', amount: 139.53, tendered: null, reference: '4242' },
    ]);
    const rows = await ledgerRows(w.id);
    expect(rows.map((r) => r.batch_part)).toEqual([0, 1]);
    expect(new Set(rows.map((r) => r.batch_id)).size).toBe(1);
    expect(rows.reduce((sum, r) => sum + r.tax_cents, 0)).toBe(1953);
    expect(rows.map((r) => r.signed_cents)).toEqual([10000, 13953]);
  });

  it('shares the tax over a deposit and the payments that follow, to the cent', async () => {
    const w = await pricedRepair();
    await pay(w.id, [{ method: 'cash', amount: 33.33 }], { kind: 'deposit' });
    await pay(w.id, [{ method: 'card', amount: 66.67, reference: '1111' }]);
    await pay(w.id, [
      { method: 'cash', amount: 70 },
      { method: 'finance', amount: 69.53, reference: 'AFF-77' },
    ]);
    const rows = await ledgerRows(w.id);
    expect(rows.reduce((sum, r) => sum + r.amount_cents, 0)).toBe(23953);
    expect(rows.reduce((sum, r) => sum + r.tax_cents, 0)).toBe(1953);
  });

  it('records a payment sent twice under one id once', async () => {
    const w = await pricedRepair();
    const id = randomUUID();
    const first = await pay(w.id, [{ method: 'cash', amount: 50 }], { id });
    const again = await pay(w.id, [{ method: 'cash', amount: 50 }], { id });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await ledgerRows(w.id)).toHaveLength(1);
  });

  it.each([
    [[{ method: 'cash', amount: -5 }], 'parts.0.amount', M.amount],
    [[{ method: 'cash', amount: 0 }], 'parts.0.amount', M.amount],
    [[{ method: 'card', amount: 10 }], 'parts.0.reference', M.reference],
    [[{ method: 'cash', amount: 20, tendered: 10 }], 'parts.0.tendered', M.tendered],
    [[{ method: 'cheque', amount: 20 }], 'parts.0.method', M.method],
    [[], 'parts', M.partsRequired],
    [[{ method: 'cash', amount: 239.54 }], 'parts', M.overBalance(23953)],
    [
      [
        { method: 'cash', amount: 200 },
        { method: 'cash', amount: 40 },
      ],
      'parts',
      M.overBalance(23953),
    ],
  ])('refuses %j with the field’s message and stores nothing', async (parts, field, message) => {
    const w = await pricedRepair();
    const before = (await ledgerRows()).length;
    const res = await pay(w.id, parts);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(await ledgerRows()).toHaveLength(before);
  });

  it('refuses a payment when nothing is owed', async () => {
    const w = await pricedRepair();
    await pay(w.id, [{ method: 'cash', amount: 239.53 }]);
    const res = await pay(w.id, [{ method: 'cash', amount: 1 }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.parts).toBe(M.nothingOwed);
    expect(await ledgerRows(w.id)).toHaveLength(1);
  });

  it("is not found for another store's user, and stores nothing", async () => {
    const w = await pricedRepair();
    const res = await pay(w.id, [{ method: 'cash', amount: 10 }], {}, world.asOther);
    expect(res.statusCode).toBe(404);
    expect(await ledgerRows(w.id)).toHaveLength(0);
  });
});

describe('invoice numbers', () => {
  it('are given by the first money row, in sequence per store', async () => {
    const numbers: (string | null)[] = [];
    for (let i = 0; i < 3; i += 1) {
      const w = await pricedRepair();
      const first = await pay(w.id, [{ method: 'cash', amount: 10 }]);
      const second = await pay(w.id, [{ method: 'cash', amount: 10 }]);
      expect(second.json().invoiceNumber).toBe(first.json().invoiceNumber);
      numbers.push(first.json<RepairMoney>().invoiceNumber);
    }
    const n = numbers.map((s) => Number(s!.replace('I-', '')));
    expect(numbers[0]).toMatch(/^I-\d+$/);
    expect(n).toEqual([n[0], n[0]! + 1, n[0]! + 2]);
  });

  it("start at I-1001 in each store: another store's first invoice is its own", async () => {
    const res = await world.asOther({
      method: 'POST',
      url: '/api/repair-waivers',
      payload: buildRepairInput({ storeId: world.otherStoreId }),
    });
    const paid = await pay(res.json().id, [{ method: 'cash', amount: 10 }], {}, world.asOther);
    expect(paid.json<RepairMoney>().invoiceNumber).toBe('I-1001');
  });
});
