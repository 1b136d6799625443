import { beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '../../../shared/daily-reports';
import {
  createRegionRow,
  createSignedInUser,
  createStoreRow,
  signIn,
  TEST_PASSWORD,
} from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';

const ctx = useTestApp();
let storeId: string;
let clerk: { user: { username: string }; cookie: string };
let asManager: Call;

beforeAll(async () => {
  // 5:30 PM in New York on Nov 21.
  ctx.clock.set('2026-11-21T22:30:00Z');
  const region = await createRegionRow(ctx.deps);
  storeId = (await createStoreRow(ctx.deps, region.id, { timezone: 'America/New_York' })).id;
  clerk = await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId });
  asManager = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'store_manager', storeId })).cookie,
  );
});

const login = (username: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password: TEST_PASSWORD },
  });

describe('the daily sales report', () => {
  it('says nothing was submitted yet for the store day', async () => {
    const res = await callAs(
      ctx.app,
      clerk.cookie,
    )({ method: 'GET', url: '/api/daily-sales-reports/check-today' });
    expect(res.json()).toEqual({
      hasSubmittedToday: false,
      businessDate: '2026-11-21',
      report: null,
    });
  });

  it('refuses bad input with the field message and stores nothing', async () => {
    const post = (payload: Record<string, unknown>) =>
      callAs(ctx.app, clerk.cookie)({ method: 'POST', url: '/api/daily-sales-reports', payload });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ cashAmount: '-20' }, 'cashAmount', 'Amounts cannot be negative'],
      [{ refunds: 'not a number' }, 'refunds', 'Enter an amount like 120.50'],
      [{ taxes: '0x10' }, 'taxes', 'Enter an amount like 120.50'],
      [{ tips: '1.999' }, 'tips', 'Use at most 2 decimals'],
      [{ googleReviews: '2.5' }, 'googleReviews', 'Enter a whole number'],
      [{ socialFollowers: '-4' }, 'socialFollowers', 'Enter a whole number'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields[field]).toBe(message);
    }
    expect(await ctx.deps.db.selectFrom('daily_reports').select('id').execute()).toEqual([]);
  });

  it('stores the report in cents with its totals and answers 8:00 AM tomorrow store time', async () => {
    const res = await callAs(
      ctx.app,
      clerk.cookie,
    )({
      method: 'POST',
      url: '/api/daily-sales-reports',
      payload: {
        cashAmount: '100',
        cardAmount: '50.25',
        taxes: '10',
        refunds: '',
        googleReviews: '3',
        staffOnShift: 'Casey, Jordan',
        reportDate: '11/21/2026',
        reportTime: '5:30 PM',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().nextLoginTime).toBe('2026-11-22T13:00:00.000Z');
    expect(res.json().timeZone).toBe('America/New_York');
    expect(res.json().report).toMatchObject({
      businessDate: '2026-11-21',
      cashAmount: 100,
      cardAmount: 50.25,
      refunds: 0,
      grossTotal: 150.25,
      netSales: 140.25,
      googleReviews: 3,
      staffOnShift: 'Casey, Jordan',
    });
  });

  it('signs the counter staff out and blocks their sign-in until 8:00 AM, but not managers', async () => {
    const me = await callAs(ctx.app, clerk.cookie)({ method: 'GET', url: '/api/user' });
    expect(me.statusCode).toBe(401);
    const blocked = await login(clerk.user.username);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({
      error: REPORT_MESSAGES.blocked,
      code: 'LOGIN_BLOCKED',
      blockedUntil: '2026-11-22T13:00:00.000Z',
      storeId,
      timeZone: 'America/New_York',
    });
    expect((await asManager({ method: 'GET', url: '/api/user' })).statusCode).toBe(200);

    // After midnight in New York the same block ends this morning, and the refusal says so.
    ctx.clock.set('2026-11-22T05:01:00Z');
    expect((await login(clerk.user.username)).json().error).toBe(REPORT_MESSAGES.blockedToday);
    ctx.clock.set('2026-11-22T12:59:00Z');
    expect((await login(clerk.user.username)).statusCode).toBe(403);
    ctx.clock.set('2026-11-22T13:00:01Z');
    expect((await login(clerk.user.username)).statusCode).toBe(200);
  });

  it('takes one report per store per business day', async () => {
    ctx.clock.set('2026-11-22T14:00:00Z');
    const cookie = await signIn(ctx.app, clerk.user.username);
    const first = await callAs(
      ctx.app,
      cookie,
    )({ method: 'POST', url: '/api/daily-sales-reports', payload: {} });
    expect(first.statusCode).toBe(201);
    // The night outlasted the managers' idle timeout too; a fresh sign-in for the morning.
    const manager = await createSignedInUser(ctx.app, ctx.deps, { role: 'store_manager', storeId });
    asManager = callAs(ctx.app, manager.cookie);
    const second = await asManager({
      method: 'POST',
      url: '/api/daily-sales-reports',
      payload: { cashAmount: '5' },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe(REPORT_MESSAGES.duplicate);
    const today = await asManager({ method: 'GET', url: '/api/daily-sales-reports/check-today' });
    expect(today.json()).toMatchObject({ hasSubmittedToday: true, businessDate: '2026-11-22' });
  });

  it('refuses a user of another store the report of this one', async () => {
    const region = await createRegionRow(ctx.deps);
    const other = (await createStoreRow(ctx.deps, region.id)).id;
    const outsider = await createSignedInUser(ctx.app, ctx.deps, {
      role: 'store_manager',
      storeId: other,
    });
    const res = await callAs(
      ctx.app,
      outsider.cookie,
    )({
      method: 'GET',
      url: `/api/daily-sales-reports/check-today?storeId=${storeId}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.storeId).toBe('Store not found');
  });
});

describe('a day that took more than a 32-bit column holds (issue 37)', () => {
  it('files and reads back its true figures, to the cent, on either database', async () => {
    const region = await createRegionRow(ctx.deps);
    const bigStore = (await createStoreRow(ctx.deps, region.id, { timezone: 'America/New_York' }))
      .id;
    const manager = callAs(
      ctx.app,
      (await createSignedInUser(ctx.app, ctx.deps, { role: 'store_manager', storeId: bigStore }))
        .cookie,
    );
    const res = await manager({
      method: 'POST',
      url: '/api/daily-sales-reports',
      payload: { storeId: bigStore, cashAmount: '30,000,000.00', cardAmount: '21474836.48' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const listed = await manager({ method: 'GET', url: '/api/daily-sales-reports' });
    const report = listed
      .json<{ storeId: string; cashAmount: number; cardAmount: number; grossTotal: number }[]>()
      .find((r) => r.storeId === bigStore);
    expect(report).toMatchObject({
      cashAmount: 30_000_000,
      cardAmount: 21_474_836.48,
      grossTotal: 51_474_836.48,
    });
  });
});
