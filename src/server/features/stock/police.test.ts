import { beforeAll, describe, expect, it } from 'vitest';
import { POLICE_MESSAGES } from '../../../shared/police';
import type { StockItem } from '../../../shared/stock';
import {
  createPurchaseRow,
  multipartBody,
  PDF_BYTES,
  PNG_BYTES,
  validImei,
} from '../../testing/device-factories';
import { createRegionRow, createSignedInUser, createStoreRow } from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';

/**
 * Police holds and seizures (issue 26): a manager records that the police asked the store to keep
 * a device (no sale, no return, from stock or typed in) or took it (it leaves stock); only the
 * office lifts a hold, with a reason. Everything is in the activity log.
 */
const ctx = useTestApp();
let storeId: string;
let otherStoreId: string;
let as: Record<'admin' | 'ceo' | 'manager' | 'other' | 'area' | 'regional' | 'clerk', Call>;

const RECORD = { officer: 'Det. Ruiz', agency: 'Enid PD', caseNumber: '26-4411', note: 'Stolen' };

beforeAll(async () => {
  const region = await createRegionRow(ctx.deps);
  storeId = (await createStoreRow(ctx.deps, region.id)).id;
  otherStoreId = (await createStoreRow(ctx.deps, region.id)).id;
  const call = async (overrides: Record<string, unknown>) =>
    callAs(ctx.app, (await createSignedInUser(ctx.app, ctx.deps, overrides)).cookie);
  as = {
    admin: await call({ role: 'admin' }),
    ceo: await call({ role: 'ceo' }),
    manager: await call({ role: 'store_manager', storeId }),
    other: await call({ role: 'store_manager', storeId: otherStoreId }),
    area: await call({ role: 'areamanager', storeIds: [storeId] }),
    regional: await call({ role: 'regionalmanager', regionIds: [region.id] }),
    clerk: await call({ role: 'store', storeId }),
  };
});

const inStock = async () => {
  const imei = validImei();
  const purchase = await createPurchaseRow(ctx.deps, storeId, { imei });
  return { id: purchase.stockItemId!, imei };
};
const hold = (call: Call, id: string, payload: Record<string, unknown> = RECORD) =>
  call({ method: 'POST', url: `/api/stock/${id}/police-hold`, payload });
const lift = (call: Call, id: string, reason = 'Det. Ruiz released it by phone') =>
  call({ method: 'POST', url: `/api/stock/${id}/police-hold/release`, payload: { reason } });
const seize = (call: Call, id: string, payload: Record<string, unknown> = RECORD) =>
  call({ method: 'POST', url: `/api/stock/${id}/seize`, payload });
const sell = (fields: Record<string, string>) =>
  as.clerk({
    method: 'POST',
    url: '/api/device-sales',
    ...multipartBody({
      fields: { customerName: 'Bea Buyer', salePrice: '399.00', paymentMethod: 'card', ...fields },
      files: { customerSignature: [PNG_BYTES], paymentReceipts: [PDF_BYTES] },
    }),
  });
const count = async (table: 'device_sales' | 'activity_log', action?: string) => {
  let q = ctx.deps.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n'));
  if (action) q = q.where('action' as never, '=', action as never);
  return Number((await q.executeTakeFirstOrThrow()).n);
};
const item = async (id: string) =>
  (await as.admin({ method: 'GET', url: '/api/stock' }))
    .json<StockItem[]>()
    .find((s) => s.id === id);

describe('police holds', () => {
  it('refuse a sale from stock or by typed IMEI, and a return, naming the case; nothing stored', async () => {
    const device = await inStock();
    const res = await hold(as.manager, device.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<StockItem>()).toMatchObject({
      policeHeld: true,
      status: 'in_stock',
      police: { officer: 'Det. Ruiz', agency: 'Enid PD', caseNumber: '26-4411', note: 'Stolen' },
    });
    const before = await count('device_sales');
    const fromStock = await sell({ stockItemId: device.id });
    expect(fromStock.statusCode).toBe(400);
    expect(fromStock.json().fields.stockItemId).toBe(POLICE_MESSAGES.saleRefused('26-4411'));
    const typed = await sell({ deviceBrand: 'Apple', deviceModel: 'iPhone 14', imei: device.imei });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().fields.imei).toContain('case 26-4411');
    const returned = await as.manager({
      method: 'PATCH',
      url: `/api/stock/${device.id}`,
      payload: { status: 'returned' },
    });
    expect(returned.statusCode).toBe(409);
    expect(returned.json().error).toContain('case 26-4411');
    expect(await count('device_sales')).toBe(before);
    expect((await item(device.id))?.status).toBe('in_stock');
    expect((await hold(as.manager, device.id)).statusCode).toBe(409);
  });

  it('are placed by managers in reach and the office, never the counter; bad input says which field', async () => {
    const device = await inStock();
    expect((await hold(as.clerk, device.id)).statusCode).toBe(403);
    expect((await hold(as.other, device.id)).statusCode).toBe(404);
    const bad = await hold(as.manager, device.id, { officer: ' ', agency: 'Enid PD' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      officer: POLICE_MESSAGES.officer,
      caseNumber: POLICE_MESSAGES.caseNumber,
    });
    expect((await item(device.id))?.police).toBeNull();
    expect((await hold(as.area, device.id)).statusCode).toBe(200);
  });

  it('are lifted only by an office role, with a reason, in the activity log', async () => {
    const device = await inStock();
    await hold(as.manager, device.id);
    for (const call of [as.clerk, as.manager, as.area, as.regional])
      expect((await lift(call, device.id)).statusCode).toBe(403);
    const short = await lift(as.ceo, device.id, 'ok');
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.reason).toBe(POLICE_MESSAGES.releaseReason);
    expect((await item(device.id))?.policeHeld).toBe(true);
    const res = await lift(as.admin, device.id);
    expect(res.statusCode).toBe(200);
    expect(res.json<StockItem>()).toMatchObject({
      policeHeld: false,
      police: { caseNumber: '26-4411' },
      policeRelease: { reason: 'Det. Ruiz released it by phone' },
    });
    expect((await lift(as.admin, device.id)).statusCode).toBe(409);
    const logged = await ctx.deps.db
      .selectFrom('activity_log')
      .select(['action', 'details'])
      .where('entity_id', '=', device.id)
      .where('action', 'like', 'stock.police%')
      .orderBy('created_at')
      .execute();
    expect(logged.map((l) => l.action)).toEqual(['stock.police_hold', 'stock.police_hold_release']);
    expect(JSON.parse(logged[0]!.details!)).toMatchObject({ caseNumber: '26-4411' });
    expect((await sell({ stockItemId: device.id })).statusCode).toBe(201);
  });
});

describe('a seizure', () => {
  it('takes the device out of stock with the record, who and when; it can no longer be sold', async () => {
    const device = await inStock();
    await hold(as.manager, device.id);
    expect((await seize(as.clerk, device.id)).statusCode).toBe(403);
    const res = await seize(as.manager, device.id, { ...RECORD, note: 'Evidence bag 7' });
    expect(res.statusCode, res.body).toBe(200);
    const seized = res.json<StockItem>();
    expect(seized).toMatchObject({
      status: 'seized',
      policeHeld: false,
      police: { caseNumber: '26-4411', note: 'Evidence bag 7', at: ctx.clock.now().toISOString() },
    });
    expect(seized.police?.by).toBeTruthy();
    const row = await ctx.deps.db
      .selectFrom('stock_items')
      .select(['status'])
      .where('id', '=', device.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('seized');
    const listed = (await as.manager({ method: 'GET', url: '/api/stock?status=in_stock' })).json<
      StockItem[]
    >();
    expect(listed.some((s) => s.id === device.id)).toBe(false);
    const history = (await as.manager({ method: 'GET', url: '/api/stock?status=seized' })).json<
      StockItem[]
    >();
    expect(history.map((s) => s.id)).toContain(device.id);
    expect((await sell({ stockItemId: device.id })).statusCode).toBe(409);
    // Typed in by its IMEI at another sale: the police have it, so this one is not to be sold.
    const sales = await count('device_sales');
    const typed = await sell({ deviceBrand: 'Apple', deviceModel: 'iPhone 14', imei: device.imei });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().fields.imei).toBe(POLICE_MESSAGES.seizedSaleRefused('26-4411'));
    expect(await count('device_sales')).toBe(sales);
    expect((await seize(as.manager, device.id)).statusCode).toBe(409);
    expect(await count('activity_log', 'stock.seize')).toBe(1);
  });
});
