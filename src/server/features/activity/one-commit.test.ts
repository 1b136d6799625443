import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../shared/ids';
import { validImei } from '../../testing/device-factories';
import {
  buildStoreInput,
  createRegionRow,
  createSignedInUser,
  createStoreRow,
} from '../../testing/factories';
import { whileActivityFails } from '../../testing/failing-inserts';
import { callAs, useTestApp, type Call } from '../../testing/harness';

/**
 * A record's write and its activity row are one commit (accounts and invitations have their own
 * files): with the activity log refusing every row, each write answers 500 and stores nothing.
 */
const ctx = useTestApp();
let asAdmin: Call;
let asManager: Call;
let asClerk: Call;
let regionId: string;
let storeId: string;

beforeAll(async () => {
  // 9:30 PM in New York: the counter may close the day.
  ctx.clock.set('2026-11-22T02:30:00Z');
  regionId = (await createRegionRow(ctx.deps)).id;
  storeId = (await createStoreRow(ctx.deps, regionId, { timezone: 'America/New_York' })).id;
  const as = async (overrides: Record<string, unknown>) =>
    callAs(ctx.app, (await createSignedInUser(ctx.app, ctx.deps, overrides)).cookie);
  asAdmin = await as({ role: 'admin' });
  asManager = await as({ role: 'store_manager', storeId });
  asClerk = await as({ role: 'store', storeId });
});

/** Sends the request while the activity log refuses rows; the write must fail whole. */
async function refused(call: Call, method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) {
  const res = await whileActivityFails(ctx.deps, () => call({ method, url, payload }));
  expect(res.statusCode, res.body).toBe(500);
}

const rows = (table: 'regions' | 'stores' | 'imei_flags' | 'appointments' | 'daily_reports') =>
  ctx.deps.db.selectFrom(table).selectAll().execute();

describe('regions and stores', () => {
  it('creates no region and renames none', async () => {
    const before = await rows('regions');
    await refused(asAdmin, 'POST', '/api/regions', { name: 'Never Stored' });
    await refused(asAdmin, 'PATCH', `/api/regions/${regionId}`, { name: 'Never Renamed' });
    expect(await rows('regions')).toEqual(before);
  });

  it('creates no store and changes none', async () => {
    const before = await rows('stores');
    await refused(asAdmin, 'POST', '/api/stores', buildStoreInput(regionId));
    await refused(asAdmin, 'PATCH', `/api/stores/${storeId}`, { name: 'Never Renamed' });
    expect(await rows('stores')).toEqual(before);
  });
});

it('keeps the chain settings as they were', async () => {
  const before = await asAdmin({ method: 'GET', url: '/api/settings/chain' });
  await refused(asAdmin, 'PUT', '/api/settings/chain', {
    publicUrl: 'https://repairs.example.com',
    chainName: 'Never Named',
  });
  expect((await asAdmin({ method: 'GET', url: '/api/settings/chain' })).json()).toEqual(
    before.json(),
  );
});

it('raises no flag and clears none', async () => {
  const imei = validImei();
  await refused(asManager, 'POST', `/api/imei/${imei}/flags`, { kind: 'stolen', reason: 'Never' });
  expect(await rows('imei_flags')).toEqual([]);
  const flag = await asManager({
    method: 'POST',
    url: `/api/imei/${imei}/flags`,
    payload: { kind: 'stolen', reason: 'Police report 4471' },
  });
  expect(flag.statusCode).toBe(201);
  await refused(asManager, 'POST', `/api/imei/flags/${flag.json().id}/clear`, { reason: 'Found' });
  expect((await rows('imei_flags')).map((f) => f.cleared_at)).toEqual([null]);
});

it('returns no device from stock', async () => {
  const id = newId();
  const now = ctx.clock.now().toISOString();
  await ctx.deps.db
    .insertInto('stock_items')
    .values({
      id,
      store_id: storeId,
      purchase_id: null,
      imei: validImei(),
      device_brand: 'Apple',
      device_model: 'iPhone 13',
      storage: null,
      color: null,
      condition: 'good',
      cost_cents: 10000,
      status: 'in_stock',
      sale_id: null,
      sale_price_cents: null,
      notes: null,
      created_at: now,
      sold_at: null,
      updated_at: now,
    })
    .execute();
  await refused(asManager, 'PATCH', `/api/stock/${id}`, {
    status: 'returned',
    notes: 'Back to the seller',
  });
  const item = await ctx.deps.db
    .selectFrom('stock_items')
    .select(['status', 'notes'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  expect(item).toEqual({ status: 'in_stock', notes: null });
});

it('books no appointment and moves none', async () => {
  const booking = {
    customerName: 'Dana Booker',
    customerPhone: '(312) 555-0199',
    date: '2026-11-24',
    time: '10:30',
    deviceBrand: 'Apple',
    deviceModel: 'iPhone 14',
    problem: 'Cracked screen',
  };
  await refused(asClerk, 'POST', '/api/appointments', { id: newId(), ...booking });
  expect(await rows('appointments')).toEqual([]);
  const booked = await asClerk({ method: 'POST', url: '/api/appointments', payload: booking });
  expect(booked.statusCode).toBe(201);
  const before = await rows('appointments');
  await refused(asClerk, 'PATCH', `/api/appointments/${booked.json().id}`, { time: '11:30' });
  expect(await rows('appointments')).toEqual(before);
});

describe('the daily report', () => {
  const changes = () => ctx.deps.db.selectFrom('daily_report_changes').selectAll().execute();
  const me = () => asClerk({ method: 'GET', url: '/api/user' });

  it('files no report and signs no one out', async () => {
    await refused(asClerk, 'POST', '/api/daily-sales-reports', { cashAmount: '100' });
    expect(await rows('daily_reports')).toEqual([]);
    expect((await me()).statusCode).toBe(200);
  });

  it('is neither reopened nor corrected', async () => {
    const filed = await asManager({
      method: 'POST',
      url: '/api/daily-sales-reports',
      payload: { storeId, cashAmount: '100' },
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const id = filed.json().report.id as string;
    const before = await rows('daily_reports');
    await refused(asManager, 'POST', `/api/daily-sales-reports/${id}/reopen`, {
      reason: 'Wrong cash',
    });
    await refused(asManager, 'PUT', `/api/daily-sales-reports/${id}`, {
      cashAmount: '120',
      reason: 'Wrong cash',
    });
    expect(await rows('daily_reports')).toEqual(before);
    expect(await changes()).toEqual([]);
  });
});
