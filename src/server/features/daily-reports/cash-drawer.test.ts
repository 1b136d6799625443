import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { CASH_DRAWER_MESSAGES } from '../../../shared/cash-drawer';
import {
  createRegionRow,
  createSignedInUser,
  createStoreRow,
  TEST_PASSWORD,
} from '../../testing/factories';
import { MANAGER_APPROVAL_HEADER } from '../../../shared/http';
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
        payIns: 0,
        payOuts: 0,
        moves: [],
        shifts: [],
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

describe('pay-ins, pay-outs and counts at a change of shift', () => {
  // Saturday 21 November, noon in Chicago: the float of $150 is carried from Friday's count.
  const SAT = '2026-11-21T18:00:00Z';
  const move = (call: Call, payload: Record<string, unknown>) =>
    call({ method: 'POST', url: '/api/daily-sales-reports/drawer-moves', payload });
  const count = (call: Call, payload: Record<string, unknown>) =>
    call({ method: 'POST', url: '/api/daily-sales-reports/shift-counts', payload });
  const moves = () => ctx.deps.db.selectFrom('cash_drawer_moves').selectAll().execute();
  const counts = () => ctx.deps.db.selectFrom('cash_drawer_counts').selectAll().execute();
  let clerk: Call;
  let manager: Call;
  let managerUsername: string;
  let otherClerk: Call;

  beforeAll(async () => {
    ctx.clock.set(SAT);
    const user = async (role: string, firstName: string, lastName: string) =>
      createSignedInUser(ctx.app, ctx.deps, { role, storeId, firstName, lastName });
    clerk = callAs(ctx.app, (await user('store', 'Tess', 'Quill')).cookie);
    const made = await user('store_manager', 'Ray', 'Moss');
    manager = callAs(ctx.app, made.cookie);
    managerUsername = made.user.username;
    otherClerk = callAs(
      ctx.app,
      (await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId: otherId })).cookie,
    );
  });

  it.each([
    [{ amount: '5.00', reason: 'Change' }, 'kind', CASH_DRAWER_MESSAGES.moveKind],
    [{ kind: 'pay_in', amount: '-5', reason: 'Change' }, 'amount', CASH_DRAWER_MESSAGES.moveAmount],
    [{ kind: 'pay_in', amount: '0', reason: 'Change' }, 'amount', CASH_DRAWER_MESSAGES.moveAmount],
    [{ kind: 'pay_out', amount: '5.00', reason: ' ' }, 'reason', CASH_DRAWER_MESSAGES.moveReason],
    [{ kind: 'steal', amount: '5.00', reason: 'Change' }, 'kind', CASH_DRAWER_MESSAGES.moveKind],
  ])('refuses %j with the field’s message and stores nothing', async (payload, field, message) => {
    const res = await move(clerk, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(await moves()).toEqual([]);
  });

  it('refuses a count that is no amount, another store’s clerk and the signed-out', async () => {
    const bad = await count(clerk, { countedCash: 'lots' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.countedCash).toBe(CASH_DRAWER_MESSAGES.shiftCount);
    const elsewhere = await move(otherClerk, {
      storeId,
      kind: 'pay_in',
      amount: '5.00',
      reason: 'Change',
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().fields.storeId).toBe('Store not found');
    expect((await count(asAnon, { countedCash: '5.00' })).statusCode).toBe(401);
    expect(await moves()).toEqual([]);
    expect(await counts()).toEqual([]);
  });

  it('moves the cash expected, once per id; a pay-out above the refund limit is a manager’s', async () => {
    const id = randomUUID();
    const payIn = { id, kind: 'pay_in', amount: '50.00', reason: 'Change from the bank' };
    const first = await move(clerk, payIn);
    expect(first.statusCode).toBe(201);
    expect(first.json().cashDrawer).toMatchObject({ payIns: 50, expectedCash: 200 });
    expect(first.json().cashDrawer.moves).toEqual([
      {
        id,
        kind: 'pay_in',
        amount: 50,
        reason: 'Change from the bank',
        byName: 'Tess Quill',
        approvedByName: null,
        at: '2026-11-21T18:00:00.000Z',
      },
    ]);
    // Sent again (a retry, the offline queue): kept once.
    expect((await move(clerk, payIn)).json().cashDrawer.expectedCash).toBe(200);
    await move(clerk, { kind: 'pay_out', amount: '20.00', reason: 'Window cleaner' });
    // $80 is above the store's $50 refund limit: the clerk is asked for a manager's PIN.
    const big = { kind: 'pay_out', amount: '80.00', reason: 'Bank deposit run' };
    const refused = await move(clerk, big);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('MANAGER_APPROVAL_NEEDED');
    expect(refused.json().error).toBe(CASH_DRAWER_MESSAGES.payOutNeedsManager(5000));
    expect(await moves()).toHaveLength(2);
    // The manager at the counter approves it with their PIN: the pay-out names them.
    const pin = await manager({
      method: 'PUT',
      url: '/api/me/approval-pin',
      payload: { pin: '482915', password: TEST_PASSWORD },
    });
    expect(pin.statusCode, pin.body).toBe(200);
    const approval = await clerk({
      method: 'POST',
      url: '/api/manager-approvals',
      payload: { username: managerUsername, pin: '482915' },
    });
    expect(approval.statusCode, approval.body).toBe(201);
    const approved = await clerk({
      method: 'POST',
      url: '/api/daily-sales-reports/drawer-moves',
      payload: big,
      headers: { [MANAGER_APPROVAL_HEADER]: approval.json<{ token: string }>().token },
    });
    expect(approved.statusCode, approved.body).toBe(201);
    // 150 + 50 − 20 − 80
    expect(approved.json().cashDrawer).toMatchObject({
      payIns: 50,
      payOuts: 100,
      expectedCash: 100,
    });
    expect(
      approved.json().cashDrawer.moves.find((m: { reason: string }) => m.reason === big.reason),
    ).toMatchObject({
      byName: 'Tess Quill',
      approvedByName: 'Ray Moss',
    });
    const logged = await ctx.deps.db
      .selectFrom('activity_log')
      .select('action')
      .where('action', 'in', ['cash_drawer.pay_in', 'cash_drawer.pay_out'])
      .execute();
    expect(logged).toHaveLength(3);
  });

  it('names who was over or short at each change of shift; the shifts add up to the day', async () => {
    ctx.clock.set('2026-11-21T20:00:00Z');
    const first = await count(clerk, { id: randomUUID(), countedCash: '95.00' });
    expect(first.statusCode).toBe(201);
    const [shift] = first.json().cashDrawer.shifts;
    expect(shift).toMatchObject({ expectedCash: 100, countedCash: 95, difference: -5 });
    expect(shift.countedByName).toEqual(expect.any(String));
    // The next shift starts from the $95 counted: $40 cash comes in, and it counts $140.
    await recordMoney(ctx.deps, { storeId, amount: 40, at: '2026-11-21T21:00:00Z' });
    ctx.clock.set('2026-11-21T22:00:00Z');
    const second = (await count(manager, { countedCash: '140.00' })).json().cashDrawer;
    expect(second.shifts[1]).toMatchObject({ expectedCash: 135, countedCash: 140, difference: 5 });
    // Closing at $140: the day is even, the $5 short and $5 over named on its shifts.
    ctx.clock.set('2026-11-22T03:00:00Z');
    const closed = await manager({
      method: 'POST',
      url: '/api/daily-sales-reports',
      payload: { cashAmount: '40', countedCash: '140.00' },
    });
    expect(closed.statusCode, closed.body).toBe(201);
    const day = (await recorded(manager, '?businessDate=2026-11-21')).json().cashDrawer;
    expect(day).toMatchObject({ expectedCash: 140, countedCash: 140, difference: 0 });
    // The manager's reconciliation names who was short and who over.
    const reports = (await manager({ method: 'GET', url: '/api/daily-sales-reports' })).json();
    const saturday = reports.find((r: { businessDate: string }) => r.businessDate === '2026-11-21');
    expect(saturday.drawer).toMatchObject({
      difference: 0,
      alert: false,
      byPerson: [
        { name: 'Tess Quill', difference: -5 },
        { name: 'Ray Moss', difference: 5 },
      ],
    });
    // Once counted at close, the day's drawer no longer moves.
    const late = await move(manager, { kind: 'pay_in', amount: '5.00', reason: 'Found coins' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(CASH_DRAWER_MESSAGES.dayCounted);
  });
});
