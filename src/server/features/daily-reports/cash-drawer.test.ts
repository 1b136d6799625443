import { beforeAll, describe, expect, it } from 'vitest';
import { CASH_DRAWER_MESSAGES } from '../../../shared/cash-drawer';
import { createRegionRow, createSignedInUser, createStoreRow } from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';
import { recordMoney } from '../../testing/ledger';

const ctx = useTestApp();
let storeId: string;
let otherId: string;
let asClerk: Call;
let asManager: Call;
let asOtherClerk: Call;
let asAnon: Call;

// Noon in Chicago on Friday 20 November; yesterday is the 19th.
const NOON = '2026-11-20T18:00:00Z';

beforeAll(async () => {
  ctx.clock.set('2026-11-18T15:00:00Z');
  const region = await createRegionRow(ctx.deps);
  storeId = (await createStoreRow(ctx.deps, region.id, { timezone: 'America/Chicago' })).id;
  otherId = (await createStoreRow(ctx.deps, region.id, { timezone: 'America/Chicago' })).id;
  ctx.clock.set(NOON);
  const user = async (overrides: Record<string, unknown>) =>
    callAs(ctx.app, (await createSignedInUser(ctx.app, ctx.deps, overrides)).cookie);
  asClerk = await user({ role: 'store', storeId });
  asManager = await user({ role: 'store_manager', storeId });
  asOtherClerk = await user({ role: 'store', storeId: otherId });
  asAnon = callAs(ctx.app, '');

  // Yesterday (the 19th) closed with $200.00 counted in the drawer.
  await ctx.deps.db
    .insertInto('cash_drawers')
    .values({
      store_id: storeId,
      business_date: '2026-11-19',
      opening_float_cents: 15000,
      float_set_by: null,
      float_set_at: '2026-11-19T15:00:00Z',
      counted_cash_cents: 20000,
      counted_by: null,
      counted_at: '2026-11-20T02:00:00Z',
    })
    .execute();
  // Today: a repair paid $120 cash + $80 card with $10.80 tax, a device sold on finance for $300,
  // a seller paid $90 cash, $25 cash refunded on a repair, and another store's $999 cash.
  const at = '2026-11-20T17:00:00Z';
  await recordMoney(ctx.deps, { storeId, amount: 120, tax: 6.48, at });
  await recordMoney(ctx.deps, { storeId, amount: 80, method: 'card', tax: 4.32, at });
  await recordMoney(ctx.deps, { storeId, purpose: 'sale', amount: 300, method: 'finance', at });
  await recordMoney(ctx.deps, { storeId, purpose: 'buyback', kind: 'payout', amount: 90, at });
  await recordMoney(ctx.deps, { storeId, kind: 'refund', amount: 25, at });
  await recordMoney(ctx.deps, { storeId: otherId, amount: 999, at });
});

const drawerRows = () => ctx.deps.db.selectFrom('cash_drawers').selectAll().execute();
const recorded = (call: Call, query = '') =>
  call({ method: 'GET', url: `/api/daily-sales-reports/recorded${query}` });
const setFloat = (call: Call, payload: Record<string, unknown>) =>
  call({ method: 'POST', url: '/api/daily-sales-reports/opening-float', payload });

describe('the day against the ledger, and the cash drawer', () => {
  it("shows beside each counted field what the ledger recorded, the float carried from yesterday's count", async () => {
    const res = await recorded(asClerk);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      storeId,
      businessDate: '2026-11-20',
      recorded: {
        // Money in, counted apart from the $25 given back.
        cashAmount: 120,
        cardAmount: 80,
        financeAmount: 300,
        repairRevenue: 200,
        deviceSales: 300,
        accessories: 0,
        purchasesPayouts: 90,
        taxes: 10.8,
        refunds: 25,
      },
      cashDrawer: {
        openingFloat: 200,
        floatEntered: false,
        lastCount: 200,
        cashTaken: 120,
        cashPaidOut: 90,
        cashRefunded: 25,
        // 200 + 120 − 90 − 25
        expectedCash: 205,
        countedCash: null,
        difference: null,
      },
    });
  });

  it('refuses a bad business date, and another store to its counter', async () => {
    const bad = await recorded(asClerk, '?businessDate=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.businessDate).toBe(CASH_DRAWER_MESSAGES.businessDate);
    const elsewhere = await recorded(asOtherClerk, `?storeId=${storeId}`);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().fields.storeId).toBe('Store not found');
    expect((await recorded(asAnon)).statusCode).toBe(401);
  });

  it.each([
    [{ openingFloat: -5 }, CASH_DRAWER_MESSAGES.openingFloat],
    [{ openingFloat: 'lots' }, CASH_DRAWER_MESSAGES.openingFloat],
    [{}, CASH_DRAWER_MESSAGES.openingFloat],
    [{ openingFloat: '10.005' }, 'Use at most 2 decimals'],
  ])('refuses an opening float of %j with a 400 and stores nothing', async (payload, message) => {
    const before = await drawerRows();
    const res = await setFloat(asClerk, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.openingFloat).toBe(message);
    expect(await drawerRows()).toEqual(before);
  });

  it("refuses another store's counter and the signed-out, storing nothing", async () => {
    const before = await drawerRows();
    const elsewhere = await setFloat(asOtherClerk, { storeId, openingFloat: '150.00' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().fields.storeId).toBe('Store not found');
    expect((await setFloat(asAnon, { storeId, openingFloat: '150.00' })).statusCode).toBe(401);
    expect(await drawerRows()).toEqual(before);
  });

  it('takes the opening float once a day, in the activity log', async () => {
    const res = await setFloat(asClerk, { openingFloat: '150.00' });
    expect(res.statusCode).toBe(201);
    expect(res.json().cashDrawer).toMatchObject({
      openingFloat: 150,
      floatEntered: true,
      expectedCash: 155,
    });
    const again = await setFloat(asManager, { openingFloat: '500.00' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(CASH_DRAWER_MESSAGES.floatAlreadySet);
    expect((await recorded(asManager)).json().cashDrawer.openingFloat).toBe(150);
    const logged = await ctx.deps.db
      .selectFrom('activity_log')
      .select(['action', 'store_id'])
      .where('action', '=', 'cash_drawer.float')
      .execute();
    expect(logged).toEqual([{ action: 'cash_drawer.float', store_id: storeId }]);
  });

  it('refuses a bad counted cash with the report, filing nothing', async () => {
    const res = await asClerk({
      method: 'POST',
      url: '/api/daily-sales-reports',
      payload: { countedCash: '-1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.countedCash).toBe(CASH_DRAWER_MESSAGES.countedCash);
    expect(await ctx.deps.db.selectFrom('daily_reports').select('id').execute()).toEqual([]);
  });

  it('records the cash counted at close with the report: the drawer is $5.00 short', async () => {
    ctx.clock.set('2026-11-21T02:00:00Z');
    const res = await asManager({
      method: 'POST',
      url: '/api/daily-sales-reports',
      payload: { cashAmount: '120', countedCash: '150.00' },
    });
    expect(res.statusCode).toBe(201);
    const day = (await recorded(asManager, '?businessDate=2026-11-20')).json();
    expect(day.cashDrawer).toMatchObject({ expectedCash: 155, countedCash: 150, difference: -5 });
  });

  it("carries a day's count into the next day's float when none is entered", async () => {
    ctx.clock.set('2026-11-21T18:00:00Z');
    const next = await createSignedInUser(ctx.app, ctx.deps, { role: 'store_manager', storeId });
    const day = (await recorded(callAs(ctx.app, next.cookie))).json();
    expect(day.businessDate).toBe('2026-11-21');
    expect(day.cashDrawer).toMatchObject({
      openingFloat: 150,
      floatEntered: false,
      lastCount: 150,
      expectedCash: 150,
    });
  });
});
