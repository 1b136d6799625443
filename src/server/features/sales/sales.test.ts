import { beforeAll, describe, expect, it } from 'vitest';
import { createRegionRow, createSignedInUser, createStoreRow } from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';
import {
  buildBuybackForm,
  multipartBody,
  PDF_BYTES,
  PNG_BYTES,
  validImei,
} from '../../testing/device-factories';
import type { FormParts } from '../../plugins/multipart';

const ctx = useTestApp();
let asClerk: Call;
let asManager: Call;
let asOther: Call;

beforeAll(async () => {
  const region = await createRegionRow(ctx.deps);
  const storeId = (await createStoreRow(ctx.deps, region.id)).id;
  const other = (await createStoreRow(ctx.deps, region.id)).id;
  asClerk = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId })).cookie,
  );
  asManager = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'store_manager', storeId })).cookie,
  );
  asOther = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId: other })).cookie,
  );
});

const buyback = async (fields: Record<string, string> = {}) =>
  (
    await asClerk({
      method: 'POST',
      url: '/api/device-purchases',
      ...multipartBody(buildBuybackForm(fields)),
    })
  ).json();
const sell = (call: Call, fields: Record<string, string>, files: FormParts['files'] = {}) =>
  call({
    method: 'POST',
    url: '/api/device-sales',
    ...multipartBody({
      fields: { customerName: 'Bea Buyer', salePrice: '399.00', paymentMethod: 'card', ...fields },
      files,
    }),
  });
const stockOf = async (call: Call, status = 'in_stock') =>
  (await call({ method: 'GET', url: `/api/stock?status=${status}` })).json() as {
    id: string;
    ageDays: number;
  }[];

describe('POST /api/device-sales', () => {
  it('sells a device from stock: it is marked sold and the profit is recorded', async () => {
    const bought = await buyback({ finalAmount: '250' });
    const threeDaysAgo = new Date(ctx.clock.now().getTime() - 3 * 24 * 60 * 60 * 1000 - 1000);
    await ctx.deps.db
      .updateTable('stock_items')
      .set({ created_at: threeDaysAgo.toISOString() })
      .where('id', '=', bought.stockItemId)
      .execute();
    expect((await stockOf(asClerk)).find((s) => s.id === bought.stockItemId)?.ageDays).toBe(3);
    const res = await sell(
      asClerk,
      { stockItemId: bought.stockItemId, salePrice: '399.99' },
      {
        customerSignature: [PNG_BYTES],
        paymentReceipts: [PDF_BYTES],
      },
    );
    expect(res.statusCode).toBe(201);
    const sale = res.json();
    expect(sale).toMatchObject({
      stockItemId: bought.stockItemId,
      deviceModel: 'iPhone 14',
      imei: bought.imei,
      salePrice: 399.99,
      costPrice: 250,
      profit: 149.99,
    });
    expect(sale.receiptNumber).toMatch(/^S-\d{4,}$/);
    expect(sale.customerSignature).toMatch(/^\/api\/files\//);
    // Sent without its method, as every client before typed signatures did: it was drawn.
    expect(sale.customerSignatureMethod).toBe('drawn');
    expect(sale.paymentReceipts).toHaveLength(1);
    const sold = (await stockOf(asClerk, 'sold')).find((s) => s.id === bought.stockItemId);
    expect(sold).toMatchObject({ status: 'sold', profit: 149.99, salePrice: 399.99 });
    expect((await stockOf(asClerk)).map((s) => s.id)).not.toContain(bought.stockItemId);
  });

  it("keeps the customer's typed signature marked as typed, and none when they did not sign", async () => {
    const device = { deviceBrand: 'Google', deviceModel: 'Pixel 8' };
    const typed = await sell(
      asClerk,
      { ...device, customerSignatureMethod: 'typed' },
      { customerSignature: [PNG_BYTES] },
    );
    expect(typed.statusCode).toBe(201);
    expect(typed.json().customerSignatureMethod).toBe('typed');
    const read = await asClerk({ method: 'GET', url: `/api/device-sales/${typed.json().id}` });
    expect(read.json().customerSignatureMethod).toBe('typed');
    const unsigned = await sell(asClerk, { ...device, customerSignatureMethod: 'typed' });
    expect(unsigned.json()).toMatchObject({
      customerSignature: null,
      customerSignatureMethod: null,
    });
  });

  it('refuses to sell the same device twice', async () => {
    const bought = await buyback();
    expect((await sell(asClerk, { stockItemId: bought.stockItemId })).statusCode).toBe(201);
    const again = await sell(asClerk, { stockItemId: bought.stockItemId });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This device is no longer in stock.');
  });

  it('sells a new device typed in at the counter, without profit', async () => {
    const imei = validImei();
    const res = await sell(asClerk, {
      deviceBrand: 'Google',
      deviceModel: 'Pixel 8',
      imei,
      condition: 'excellent',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      deviceModel: 'Pixel 8',
      imei,
      stockItemId: null,
      costPrice: null,
      profit: null,
    });
  });

  it.each([
    [{ customerName: '' }, 'customerName', 'Customer name is required'],
    [{ salePrice: '-3' }, 'salePrice', 'Sale price must be positive'],
    // Programming literals that Number() would read as $16, $3 and $1,000.
    [{ salePrice: '0x10' }, 'salePrice', 'Sale price must be positive'],
    [{ salePrice: '0b11' }, 'salePrice', 'Sale price must be positive'],
    [{ salePrice: '1e3' }, 'salePrice', 'Sale price must be positive'],
    [{ paymentMethod: 'iou' }, 'paymentMethod', 'Choose how the customer pays'],
    [
      { deviceBrand: 'Google', deviceModel: 'Pixel 8', customerSignatureMethod: 'stamped' },
      'customerSignatureMethod',
      'Signature method must be drawn or typed',
    ],
    [{ deviceModel: 'Pixel 8' }, 'deviceBrand', 'Device brand is required'],
    [
      { deviceBrand: 'Google', deviceModel: 'Pixel 8', imei: '123' },
      'imei',
      'Enter a 15-digit IMEI or the serial number',
    ],
    [
      { deviceBrand: 'Google', deviceModel: 'Pixel 8', customerPhone: '12' },
      'customerPhone',
      'Valid phone number required',
    ],
  ])('refuses %j with a 400 on %s and stores nothing', async (fields, field, message) => {
    const before = (await ctx.deps.db.selectFrom('device_sales').select('id').execute()).length;
    const res = await sell(asClerk, fields);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect((await ctx.deps.db.selectFrom('device_sales').select('id').execute()).length).toBe(
      before,
    );
  });

  it('refuses a receipt that is not a document or image', async () => {
    const res = await sell(
      asClerk,
      { deviceBrand: 'Google', deviceModel: 'Pixel 8' },
      { paymentReceipts: [Buffer.from('MZ\x90\x00')] },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.paymentReceipts).toMatch(/File must be/);
  });

  it("cannot sell another store's stock", async () => {
    const bought = await buyback();
    const res = await sell(asOther, { stockItemId: bought.stockItemId });
    expect(res.statusCode).toBe(404);
    const sale = (await sell(asClerk, { stockItemId: bought.stockItemId })).json();
    expect((await asOther({ method: 'GET', url: `/api/device-sales/${sale.id}` })).statusCode).toBe(
      404,
    );
    expect(
      JSON.stringify((await asOther({ method: 'GET', url: '/api/device-sales' })).json()),
    ).not.toContain(sale.id);
  });
});

describe('GET /api/device-sales', () => {
  it('answers a plain list, newest first, with the next page in a header', async () => {
    await sell(asClerk, { deviceBrand: 'Google', deviceModel: 'Pixel 8' });
    await sell(asClerk, { deviceBrand: 'Google', deviceModel: 'Pixel 8' });
    const first = await asClerk({ method: 'GET', url: '/api/device-sales?limit=1' });
    expect(Array.isArray(first.json())).toBe(true);
    expect(first.json()).toHaveLength(1);
    const cursor = String(first.headers['x-next-cursor']);
    const second = await asClerk({
      method: 'GET',
      url: `/api/device-sales?limit=1&cursor=${cursor}`,
    });
    expect(second.json()[0].id).not.toBe(first.json()[0].id);
    expect(second.json()[0].createdAt <= first.json()[0].createdAt).toBe(true);
  });
});

describe('stock', () => {
  it('lets a manager record a return, which takes the device out of stock', async () => {
    const bought = await buyback();
    const clerk = await asClerk({
      method: 'PATCH',
      url: `/api/stock/${bought.stockItemId}`,
      payload: { status: 'returned' },
    });
    expect(clerk.statusCode).toBe(403);
    const res = await asManager({
      method: 'PATCH',
      url: `/api/stock/${bought.stockItemId}`,
      payload: { status: 'returned', notes: 'Seller bought it back' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('returned');
    expect((await sell(asClerk, { stockItemId: bought.stockItemId })).statusCode).toBe(409);
    const again = await asManager({
      method: 'PATCH',
      url: `/api/stock/${bought.stockItemId}`,
      payload: { status: 'returned' },
    });
    expect(again.statusCode).toBe(409);
  });

  it("counts devices in stock as Buyback Items and device sales in today's takings", async () => {
    const before = (await asClerk({ method: 'GET', url: '/api/dashboard/stats' })).json();
    const bought = await buyback();
    await sell(asClerk, { deviceBrand: 'Google', deviceModel: 'Pixel 8', salePrice: '100' });
    const after = (await asClerk({ method: 'GET', url: '/api/dashboard/stats' })).json();
    expect(after.buybackItems).toBe(before.buybackItems + 1);
    const dollars = (s: string) => Number(s.replace(/[$,]/g, ''));
    expect(dollars(after.todaysSales) - dollars(before.todaysSales)).toBeCloseTo(100);
    await sell(asClerk, { stockItemId: bought.stockItemId });
    expect(
      (await asClerk({ method: 'GET', url: '/api/dashboard/stats' })).json().buybackItems,
    ).toBe(before.buybackItems);
  });

  it('refuses an unknown stock status filter', async () => {
    const res = await asClerk({ method: 'GET', url: '/api/stock?status=lost' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.status).toBe('Unknown stock status');
  });
});
