import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomerRecord } from '../../../shared/customer-record';
import type { Customer } from '../../../shared/customers';
import { MANAGER_APPROVAL_CODE } from '../../../shared/http';
import { buildBuybackForm, multipartBody, validImei } from '../../testing/device-factories';
import { useTestApp, type Call } from '../../testing/harness';
import { createItemRow, receiveStock } from '../../testing/inventory-factories';
import { createMoneyWorld } from '../../testing/repair-money';

const ctx = useTestApp();
let world: Awaited<ReturnType<typeof createMoneyWorld>>;
let asClerk: Call;

beforeAll(async () => {
  world = await createMoneyWorld(ctx);
  asClerk = world.asClerk;
});

const record = async (id: string, call: Call = asClerk) =>
  (await call({ method: 'GET', url: `/api/customers/${id}` })).json<CustomerRecord>();
const search = async (text: string, call: Call = asClerk) =>
  (await call({ method: 'GET', url: `/api/customers?search=${encodeURIComponent(text)}` })).json<
    Customer[]
  >();

const sellDevice = async (fields: Record<string, string>) => {
  const res = await asClerk({
    method: 'POST',
    url: '/api/device-sales',
    ...multipartBody({
      fields: {
        deviceBrand: 'Google',
        deviceModel: 'Pixel 8',
        salePrice: '300',
        paymentMethod: 'card',
        ...fields,
      },
      files: {},
    }),
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string; receiptNumber: string }>();
};

const buyDevice = async (fields: Record<string, string>) => {
  const res = await asClerk({
    method: 'POST',
    url: '/api/device-purchases',
    ...multipartBody(buildBuybackForm({ finalAmount: '120.00', ...fields })),
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string }>();
};

const sellCase = async (customerId: string) => {
  const item = await createItemRow(ctx.deps, {
    name: 'Clear Case',
    kind: 'accessory',
    priceCents: 1999,
    costCents: 400,
  });
  await receiveStock(ctx.deps, world.storeId, item.id, 3, 400);
  const res = await asClerk({
    method: 'POST',
    url: '/api/counter-sales',
    payload: {
      id: randomUUID(),
      customerId,
      lines: [{ itemId: item.id, quantity: 1 }],
      payment: [{ method: 'card', amount: '21.76', reference: '4242' }],
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string; receiptNumber: string }>();
};

describe('a customer record', () => {
  it("holds one person's repairs, device purchases, buybacks and counter sales together", async () => {
    const imei = validImei();
    const repair = await world.checkIn({
      customerName: 'Maria Reyes',
      customerPhone: '(214) 555-0141',
      imeiSerial: imei,
    });
    const sale = await sellDevice({ customerName: 'Maria Reyes', customerPhone: '214-555-0141' });
    const buyback = await buyDevice({
      customerName: 'Maria Reyes',
      customerPhone: '2145550141',
    });
    const counter = await sellCase(repair.customerId);

    const maria = await record(repair.customerId);
    expect(maria).toMatchObject({ name: 'Maria Reyes', phone: '(214) 555-0141' });
    expect(maria.repairs.map((r) => r.id)).toEqual([repair.id]);
    expect(maria.deviceSales).toEqual([
      expect.objectContaining({ id: sale.id, receiptNumber: sale.receiptNumber, total: 326.63 }),
    ]);
    expect(maria.buybacks).toEqual([expect.objectContaining({ id: buyback.id, amount: 120 })]);
    expect(maria.counterSales).toEqual([
      expect.objectContaining({ id: counter.id, lineCount: 1, total: 21.76 }),
    ]);

    // Found by every word of the name in any order, the IMEI, and each receipt's number.
    for (const typed of [
      'reyes maria',
      imei,
      repair.ticketNumber,
      sale.receiptNumber,
      counter.receiptNumber,
    ]) {
      expect((await search(typed)).map((c) => c.id)).toContain(repair.customerId);
    }
  });

  it('gives a buyer who left no phone or e-mail no record, and another store none of it', async () => {
    const sale = await sellDevice({ customerName: 'Walk In' });
    const row = await ctx.deps.db
      .selectFrom('device_sales')
      .select('customer_id')
      .where('id', '=', sale.id)
      .executeTakeFirstOrThrow();
    expect(row.customer_id).toBeNull();
    const repair = await world.checkIn({
      customerName: 'Kept Apart',
      customerPhone: '(214) 555-0199',
    });
    expect(await search('Kept Apart', world.asOther)).toEqual([]);
    expect(
      (await world.asOther({ method: 'GET', url: `/api/customers/${repair.customerId}` }))
        .statusCode,
    ).toBe(404);
  });
});

describe('PATCH /api/customers/:id', () => {
  it('saves the details, keeps the old phone as a contact, and logs who did it', async () => {
    const repair = await world.checkIn({
      customerName: 'Lee Park',
      customerPhone: '(214) 555-0150',
    });
    const before = await record(repair.customerId);
    const res = await asClerk({
      method: 'PATCH',
      url: `/api/customers/${repair.customerId}`,
      payload: {
        name: 'Lee J. Park',
        phone: '214 555 0151',
        email: 'LEE@example.com',
        address: '12 Elm St, Plano TX',
        notes: 'Prefers texts',
        version: before.updatedAt,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<CustomerRecord>()).toMatchObject({
      name: 'Lee J. Park',
      phone: '(214) 555-0151',
      email: 'lee@example.com',
      address: '12 Elm St, Plano TX',
      notes: 'Prefers texts',
      contacts: [{ kind: 'phone', value: '(214) 555-0150' }],
    });
    // The old number still finds the person, and a check-in with it lands on the same record.
    expect((await search('2145550150')).map((c) => c.id)).toContain(repair.customerId);
    const back = await world.checkIn({ customerName: 'Lee Park', customerPhone: '(214) 555-0150' });
    expect(back.customerId).toBe(repair.customerId);
    const log = await ctx.deps.db
      .selectFrom('activity_log')
      .select('action')
      .where('entity_id', '=', repair.customerId)
      .execute();
    expect(log.map((l) => l.action)).toContain('customer.update');
  });

  it('clears a field sent blank, and refuses bad input with the field message, storing nothing', async () => {
    const repair = await world.checkIn({
      customerName: 'Ada Bell',
      customerPhone: '(214) 555-0160',
    });
    const cleared = await asClerk({
      method: 'PATCH',
      url: `/api/customers/${repair.customerId}`,
      payload: { email: '', notes: '' },
    });
    expect(cleared.json<CustomerRecord>()).toMatchObject({ email: null, notes: null });
    for (const [payload, field, message] of [
      [{ phone: '12' }, 'phone', 'Valid phone number required'],
      [{ email: 'not-an-email' }, 'email', 'Valid email required'],
      [{ name: '  ' }, 'name', 'Customer name is required'],
      [{ notes: 'x'.repeat(2001) }, 'notes', 'Must be at most 2000 characters'],
    ] as const) {
      const res = await asClerk({
        method: 'PATCH',
        url: `/api/customers/${repair.customerId}`,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toMatchObject({ [field]: message });
    }
    expect(await record(repair.customerId)).toMatchObject({
      name: 'Ada Bell',
      phone: '(214) 555-0160',
    });
  });

  it('refuses an edit from a form opened on an older version, naming who changed it', async () => {
    const repair = await world.checkIn({
      customerName: 'Two Devices',
      customerPhone: '(214) 555-0170',
    });
    const opened = await record(repair.customerId);
    ctx.clock.advance(60_000);
    const first = await world.asManager({
      method: 'PATCH',
      url: `/api/customers/${repair.customerId}`,
      payload: { notes: 'From the tablet', version: opened.updatedAt },
    });
    expect(first.statusCode).toBe(200);
    const second = await asClerk({
      method: 'PATCH',
      url: `/api/customers/${repair.customerId}`,
      payload: { notes: 'From the phone', version: opened.updatedAt },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'STALE_EDIT' });
    expect((await record(repair.customerId)).notes).toBe('From the tablet');
  });
});

describe('POST /api/customers/:id/merge', () => {
  it("asks a clerk for a manager's approval, and merges for a manager with everything kept", async () => {
    const keep = await world.checkIn({
      customerName: 'Jo Duplicate',
      customerPhone: '(214) 555-0180',
      customerEmail: 'jo@example.com',
    });
    const dup = await world.checkIn({
      customerName: 'Joanne Duplicate',
      customerPhone: '(469) 555-0181',
      customerEmail: 'joanne@example.com',
    });
    const sale = await sellDevice({
      customerName: 'Joanne Duplicate',
      customerPhone: '4695550181',
    });
    for (const [id, letter] of [
      [keep.customerId, 'K'],
      [dup.customerId, 'D'],
    ] as const) {
      const noted = await asClerk({
        method: 'PATCH',
        url: `/api/customers/${id}`,
        payload: { notes: letter.repeat(1500) },
      });
      expect(noted.statusCode).toBe(200);
    }
    const url = `/api/customers/${keep.customerId}/merge`;
    const refused = await asClerk({
      method: 'POST',
      url,
      payload: { duplicateId: dup.customerId },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(MANAGER_APPROVAL_CODE);
    expect((await record(dup.customerId)).mergedIntoId).toBeNull();

    const res = await world.asManager({
      method: 'POST',
      url,
      payload: { duplicateId: dup.customerId },
    });
    expect(res.statusCode).toBe(200);
    const merged = res.json<CustomerRecord>();
    expect(merged.repairs.map((r) => r.id).sort()).toEqual([keep.id, dup.id].sort());
    expect(merged.deviceSales.map((s) => s.id)).toEqual([sale.id]);
    expect(merged.contacts).toEqual(
      expect.arrayContaining([
        { kind: 'phone', value: '(469) 555-0181' },
        { kind: 'email', value: 'joanne@example.com' },
      ]),
    );
    // Both records' notes are kept, within the 2,000 characters the edit form takes.
    expect(merged.notes).toBe(`${'K'.repeat(1500)}\n\n${'D'.repeat(498)}`);
    // The duplicate is kept, pointing to the record it went into, and no longer found.
    expect((await record(dup.customerId)).mergedIntoId).toBe(keep.customerId);
    expect((await search('Joanne')).map((c) => c.id)).toEqual([keep.customerId]);
    const again = await world.checkIn({ customerName: 'Joanne', customerPhone: '(469) 555-0181' });
    expect(again.customerId).toBe(keep.customerId);
    const log = await ctx.deps.db
      .selectFrom('activity_log')
      .select(['action', 'details'])
      .where('entity_id', '=', keep.customerId)
      .where('action', '=', 'customer.merge')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(log.details!)).toMatchObject({ duplicateId: dup.customerId });
  });

  it('refuses a record merged into itself, one out of reach, and one already merged', async () => {
    const a = await world.checkIn({ customerName: 'Solo One', customerPhone: '(214) 555-0190' });
    const self = await world.asManager({
      method: 'POST',
      url: `/api/customers/${a.customerId}/merge`,
      payload: { duplicateId: a.customerId },
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().fields).toMatchObject({ duplicateId: 'Choose another record to merge' });
    const theirs = await world.asOther({
      method: 'POST',
      url: `/api/customers/${a.customerId}/merge`,
      payload: { duplicateId: a.customerId },
    });
    expect(theirs.statusCode).toBe(404);
    const blank = await world.asManager({
      method: 'POST',
      url: `/api/customers/${a.customerId}/merge`,
      payload: {},
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toMatchObject({ duplicateId: 'Choose the duplicate record' });
  });
});
