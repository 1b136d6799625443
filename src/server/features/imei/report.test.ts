import { beforeAll, describe, expect, it } from 'vitest';
import type { ImeiReport } from '../../../shared/imei';
import { createRegionRow, createSignedInUser, createStoreRow } from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';
import { createRepairRow } from '../../testing/repair-factories';
import { insertPurchase, insertSale, insertStock } from './test-rows';

const ctx = useTestApp();
const IMEI = '356938035643809';
let asManager: Call;
let asAdmin: Call;
const ids = { repair: '', ticket: '', purchase: '', sale: '' };

const report = async (as: Call, imei: string) => {
  const res = await as({ method: 'GET', url: `/api/imei/${encodeURIComponent(imei)}` });
  return { status: res.statusCode, body: res.json() as ImeiReport, raw: res.body };
};

beforeAll(async () => {
  const regionA = await createRegionRow(ctx.deps);
  const regionB = await createRegionRow(ctx.deps);
  const midtown = (await createStoreRow(ctx.deps, regionA.id, { name: 'Techy Midtown' })).id;
  const buckhead = (await createStoreRow(ctx.deps, regionB.id, { name: 'Techy Buckhead' })).id;
  asManager = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'store_manager', storeId: midtown }))
      .cookie,
  );
  asAdmin = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'admin' })).cookie,
  );

  // Checked in with the IMEI as printed on the box, the way staff often type it.
  ctx.clock.set('2026-01-10T15:00:00.000Z');
  const repair = await createRepairRow(ctx.deps, midtown, {
    imeiSerial: '35-693803-564380-9',
    customerName: 'Maya Chen',
    repairType: 'Screen replacement',
    deviceModel: 'iPhone 12',
  });
  ids.repair = repair.id;
  ids.ticket = repair.ticketNumber;
  ids.purchase = await insertPurchase(ctx.deps, {
    storeId: buckhead,
    imei: IMEI,
    at: '2026-02-01T15:00:00.000Z',
    customerName: 'Sam Seller',
    amountCents: 25_000,
    condition: 'good',
  });
  await insertStock(ctx.deps, {
    storeId: buckhead,
    imei: IMEI,
    at: '2026-02-01T15:05:00.000Z',
    status: 'in_stock',
  });
  ids.sale = await insertSale(ctx.deps, {
    storeId: midtown,
    imei: IMEI,
    at: '2026-03-01T15:00:00.000Z',
    customerName: 'Lee Buyer',
    priceCents: 39_900,
    model: 'iPhone 13 Pro',
  });
});

describe('GET /api/imei/:imei', () => {
  it("tells a device's life across the chain, newest first, naming only this store's customers", async () => {
    const { status, body, raw } = await report(asManager, IMEI);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      valid: true,
      imei: IMEI,
      device: { brand: 'Apple', model: 'iPhone 13 Pro' },
      inStock: true,
      inStockAt: expect.any(String),
      flags: [],
    });
    expect(body.history).toEqual([
      {
        type: 'sale',
        id: ids.sale,
        storeName: 'Techy Midtown',
        at: '2026-03-01T15:00:00.000Z',
        summary: 'Sold for $399.00',
        customerName: 'Lee Buyer',
      },
      {
        type: 'buyback',
        id: null,
        storeName: 'Techy Buckhead',
        at: '2026-02-01T15:00:00.000Z',
        summary: 'Bought back for $250.00 (good)',
        customerName: null,
      },
      {
        type: 'repair',
        id: ids.repair,
        storeName: 'Techy Midtown',
        at: '2026-01-10T15:00:00.000Z',
        summary: `Repair ${ids.ticket}: Screen replacement (Received)`,
        customerName: 'Maya Chen',
      },
    ]);
    expect(raw).not.toContain('Sam Seller');
    expect(raw).not.toContain(ids.purchase);
  });

  it('names every customer to a chain role, whose reach is every store', async () => {
    const { body } = await report(asAdmin, IMEI);
    const buyback = body.history.find((e) => e.type === 'buyback');
    expect(buyback).toMatchObject({ id: ids.purchase, customerName: 'Sam Seller' });
  });

  it('accepts the number with spaces or dashes and answers with the digits', async () => {
    for (const typed of ['35 693803 564380 9', '35-693803-564380-9']) {
      const { status, body } = await report(asManager, typed);
      expect(status, typed).toBe(200);
      expect(body.imei).toBe(IMEI);
      expect(body.history).toHaveLength(3);
    }
  });

  it('answers an unknown but valid IMEI with an empty history', async () => {
    const { status, body } = await report(asManager, '490154203237518');
    expect(status).toBe(200);
    expect(body).toEqual({
      valid: true,
      imei: '490154203237518',
      device: null,
      inStock: false,
      inStockAt: null,
      history: [],
      flags: [],
    });
  });

  it('refuses a malformed IMEI with the reason on the imei field', async () => {
    const cases: [string, string][] = [
      ['49015420323751', 'An IMEI has 15 digits'],
      ['4901542032375180', 'An IMEI has 15 digits'],
      ['490154203237519', 'The IMEI check digit is wrong: check the number again'],
      ['49015420323751A', 'An IMEI has only digits'],
    ];
    for (const [imei, message] of cases) {
      const res = await asManager({ method: 'GET', url: `/api/imei/${imei}` });
      expect(res.statusCode, imei).toBe(400);
      expect(res.json()).toEqual({
        error: message,
        code: 'VALIDATION_FAILED',
        fields: { imei: message },
      });
    }
  });

  it('needs a signed-in user', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/imei/${IMEI}` });
    expect(res.statusCode).toBe(401);
  });
});
