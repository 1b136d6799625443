import { beforeAll, describe, expect, it } from 'vitest';
import { createRegionRow, createSignedInUser, createStoreRow } from '../../testing/factories';
import { newId } from '../../../shared/ids';
import { createPurchaseRow, createSaleRow } from '../../testing/device-factories';
import { createItemRow, receiveStock } from '../../testing/inventory-factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';
import { buildRepairInput, PNG_1x1 } from '../../testing/repair-factories';
import { payInFull } from '../../testing/repair-money';

const ctx = useTestApp();
let east: string;
let west: string;
let asManager: Call;
let asWestClerk: Call;
let asArea: Call;
let asAdmin: Call;
const ids: Record<string, string> = {};

const at = (instant: string) => ctx.clock.set(instant);
const sale = (storeId: string, salePrice: string, paymentMethod: string) =>
  createSaleRow(ctx.deps, storeId, { salePrice, paymentMethod });

async function checkIn(name: string, estimatedCost = 100) {
  const res = await asManager({
    method: 'POST',
    url: '/api/repair-waivers',
    payload: buildRepairInput({ estimatedCost }),
  });
  ids[name] = res.json().id;
}

async function setStatus(name: string, status: string) {
  const payload = status === 'picked_up' ? { status, pickupSignature: PNG_1x1 } : { status };
  // A pickup takes the balance first, as the counter does.
  if (status === 'picked_up') await payInFull(asManager, ids[name]!);
  const res = await asManager({
    method: 'PUT',
    url: `/api/repair-waivers/${ids[name]}/status`,
    payload,
  });
  expect(res.statusCode).toBe(200);
}

/**
 * East is in New York (UTC-5 in November). The clock ends at 2026-11-21T15:00Z, 10:00 there, so
 * today is Nov 21, this week Nov 15-21 and the 4 weeks before it Nov 8-14, Nov 1-7, Oct 25-31
 * and Oct 18-24.
 */
beforeAll(async () => {
  // The stores open before the history below: a day before a store opened lists no report.
  at('2026-10-01T12:00:00Z');
  const region = await createRegionRow(ctx.deps);
  east = (await createStoreRow(ctx.deps, region.id, { timezone: 'America/New_York' })).id;
  west = (await createStoreRow(ctx.deps, region.id, { timezone: 'America/Los_Angeles' })).id;
  // Signed in at the end of the story, so the sessions outlive the clock's trip through it.
  at('2026-11-21T15:00:00Z');
  const user = (overrides: Record<string, unknown>) =>
    createSignedInUser(ctx.app, ctx.deps, overrides).then((u) => callAs(ctx.app, u.cookie));
  asManager = await user({ role: 'store_manager', storeId: east });
  asWestClerk = await user({ role: 'store', storeId: west });
  asArea = await user({ role: 'areamanager', storeIds: [east] });
  asAdmin = await user({ role: 'admin' });

  at('2026-10-28T16:00:00Z');
  await sale(east, '400', 'card'); // Oct 25-31
  at('2026-11-10T15:00:00Z');
  await sale(east, '400', 'cash'); // Nov 8-14
  await checkIn('a');
  at('2026-11-15T04:30:00Z'); // 23:30 on Nov 14 in New York: last week, not this one
  await sale(east, '50', 'card');
  at('2026-11-16T15:00:00Z');
  await checkIn('d', 120);
  at('2026-11-18T17:00:00Z');
  await sale(east, '100', 'card');
  at('2026-11-19T15:00:00Z');
  await checkIn('b');
  await setStatus('b', 'in_progress');
  at('2026-11-20T15:00:00Z');
  await checkIn('c');
  await setStatus('c', 'completed');
  await setStatus('d', 'completed');
  at('2026-11-21T03:00:00Z'); // 22:00 on Nov 20: the day's report, before its last sale
  const report = await asManager({
    method: 'POST',
    url: '/api/daily-sales-reports',
    payload: { cashAmount: '0' },
  });
  expect(report.statusCode).toBe(201);
  at('2026-11-21T04:59:00Z'); // 23:59 on Nov 20 in New York
  await sale(east, '80', 'finance');
  at('2026-11-21T14:00:00Z');
  await setStatus('d', 'picked_up');
  at('2026-11-21T15:00:00Z');
  await sale(east, '399', 'card');
  await sale(east, '200', 'cash');
  // A $25 case at the counter: revenue the payment-type rows must show too (issue 38).
  const case25 = await createItemRow(ctx.deps, {
    kind: 'accessory',
    priceCents: 2500,
    taxed: false,
  });
  await receiveStock(ctx.deps, east, case25.id, 1, 500);
  const counterSale = await asManager({
    method: 'POST',
    url: '/api/counter-sales',
    payload: {
      id: newId(),
      lines: [{ itemId: case25.id, quantity: 1 }],
      payment: [{ method: 'card', amount: 25, reference: '4242' }],
    },
  });
  expect(counterSale.statusCode, counterSale.body).toBe(201);
  await createPurchaseRow(ctx.deps, east, { finalAmount: '250.00' });
  await sale(west, '999', 'card');
});

const dashboard = (call: Call, query = '') =>
  call({ method: 'GET', url: `/api/store-dashboard${query}` });

describe('GET /api/store-dashboard', () => {
  it("sums today and this week by payment type in the store's own days", async () => {
    const res = await dashboard(asManager);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.store.id).toBe(east);
    expect(body.today).toBe('2026-11-21');
    expect(body.todayFigures).toEqual({
      revenue: 744,
      deviceSales: [
        { method: 'cash', count: 1, amount: 200 },
        { method: 'card', count: 1, amount: 399 },
        { method: 'finance', count: 0, amount: 0 },
        { method: 'other', count: 0, amount: 0 },
      ],
      repairsCollected: { count: 1, amount: 120 },
      accessories: { amount: 25 },
      buybacks: { count: 1, spend: 250 },
    });
    expect(body.weekFigures).toEqual({
      revenue: 924,
      deviceSales: [
        { method: 'cash', count: 1, amount: 200 },
        { method: 'card', count: 2, amount: 499 },
        { method: 'finance', count: 1, amount: 80 },
        { method: 'other', count: 0, amount: 0 },
      ],
      repairsCollected: { count: 1, amount: 120 },
      accessories: { amount: 25 },
      buybacks: { count: 1, spend: 250 },
    });
    // Today's is the day so far: charts draw it as partial.
    expect(body.weekByDay).toEqual([
      { date: '2026-11-15', revenue: 0, partial: false },
      { date: '2026-11-16', revenue: 0, partial: false },
      { date: '2026-11-17', revenue: 0, partial: false },
      { date: '2026-11-18', revenue: 100, partial: false },
      { date: '2026-11-19', revenue: 0, partial: false },
      { date: '2026-11-20', revenue: 80, partial: false },
      { date: '2026-11-21', revenue: 744, partial: true },
    ]);
    // The payment-type rows add up to the revenue they sit under.
    for (const f of [body.todayFigures, body.weekFigures]) {
      const devices = f.deviceSales.reduce(
        (sum: number, s: { amount: number }) => sum + s.amount,
        0,
      );
      expect(devices + f.repairsCollected.amount + f.accessories.amount).toBe(f.revenue);
    }
  });

  it('counts repairs by status, the pickups waiting, the oldest open ones and the stock', async () => {
    const body = (await dashboard(asManager)).json();
    expect(body.repairsByStatus).toEqual({
      received: 1,
      in_progress: 1,
      completed: 1,
      picked_up: 0,
    });
    expect(body.pickupsWaiting).toBe(1);
    expect(body.oldestOpen.map((r: { id: string; ageDays: number }) => [r.id, r.ageDays])).toEqual([
      [ids.a, 11],
      [ids.b, 2],
    ]);
    expect(body.stockOnHand).toBe(1);
  });

  it('lists the last 7 business days with each filed report reconciled', async () => {
    const { reports } = (await dashboard(asManager)).json();
    expect(reports.map((r: { businessDate: string }) => r.businessDate)).toEqual([
      '2026-11-21',
      '2026-11-20',
      '2026-11-19',
      '2026-11-18',
      '2026-11-17',
      '2026-11-16',
      '2026-11-15',
    ]);
    expect(reports[0]).toMatchObject({
      recorded: { repairRevenue: 120, deviceSales: 599, buybacks: 250 },
      report: null,
    });
    expect(reports[1].recorded).toEqual({ repairRevenue: 0, deviceSales: 80, buybacks: 0 });
    expect(reports[1].report).toMatchObject({
      hasDifferences: true,
      reconciliation: { deviceSales: { reported: 0, recorded: 80, difference: -80 } },
    });
  });

  it("keeps today's business day until 5:00 AM the next morning, store time", async () => {
    const asOffice = async () =>
      callAs(ctx.app, (await createSignedInUser(ctx.app, ctx.deps, { role: 'admin' })).cookie);
    at('2026-11-22T05:20:00Z'); // 12:20 AM on Nov 22 in New York
    const night = (await dashboard(await asOffice(), `?storeId=${east}`)).json();
    expect(night.today).toBe('2026-11-21');
    expect(night.todayFigures.revenue).toBe(744);
    expect(night.weekByDay.at(-1)).toEqual({ date: '2026-11-21', revenue: 744, partial: true });
    at('2026-11-22T10:00:00Z'); // 5:00 AM: a new business day
    const morning = (await dashboard(await asOffice(), `?storeId=${east}`)).json();
    expect(morning.today).toBe('2026-11-22');
    expect(morning.todayFigures.revenue).toBe(0);
    at('2026-11-21T15:00:00Z');
  });

  it('lists no business day before the store opened, counted in its own zone', async () => {
    at('2026-11-19T03:00:00Z'); // 22:00 on Nov 18 in New York: the store's first day
    const region = await createRegionRow(ctx.deps);
    const opened = await createStoreRow(ctx.deps, region.id, { timezone: 'America/New_York' });
    at('2026-11-21T15:00:00Z');
    const { reports } = (await dashboard(asAdmin, `?storeId=${opened.id}`)).json();
    expect(reports.map((r: { businessDate: string }) => r.businessDate)).toEqual([
      '2026-11-21',
      '2026-11-20',
      '2026-11-19',
      '2026-11-18',
    ]);
  });

  it('shows a store within reach by storeId and hides one outside it as not found', async () => {
    expect((await dashboard(asArea, `?storeId=${east}`)).json().store.id).toBe(east);
    expect((await dashboard(asArea, `?storeId=${west}`)).statusCode).toBe(404);
    expect((await dashboard(asWestClerk, `?storeId=${east}`)).statusCode).toBe(404);
    expect((await dashboard(asAdmin, `?storeId=${west}`)).json().todayFigures.revenue).toBe(999);
    expect((await dashboard(asAdmin, '?storeId=no-such-store')).statusCode).toBe(404);
  });

  it('asks a caller with several stores to choose one, and refuses bad input', async () => {
    const none = await dashboard(asAdmin);
    expect(none.statusCode).toBe(400);
    expect(none.json().fields.storeId).toBe('Choose a store');
    expect((await dashboard(asAdmin, '?storeId=')).statusCode).toBe(400);
    expect((await dashboard(asAdmin, `?storeId=${'x'.repeat(65)}`)).statusCode).toBe(400);
  });

  it('answers 401 when signed out', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/store-dashboard' })).statusCode).toBe(
      401,
    );
  });
});
