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
let asOutsider: Call;
/** A counter account (of another store: this store's counter is signed out by its report). */
let asOtherCounter: Call;
let reportId: string;

const login = (username: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password: TEST_PASSWORD },
  });

const blockOf = async () =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: `/api/daily-sales-reports/login-block?storeId=${storeId}`,
    })
  ).json().blockedUntil;

const changes = () =>
  ctx.deps.db
    .selectFrom('daily_report_changes')
    .selectAll()
    .orderBy('changed_at')
    .orderBy('id')
    .execute();

beforeAll(async () => {
  // 9:30 PM in New York on Nov 21: the counter closes the day.
  ctx.clock.set('2026-11-22T02:30:00Z');
  const region = await createRegionRow(ctx.deps);
  storeId = (await createStoreRow(ctx.deps, region.id, { timezone: 'America/New_York' })).id;
  clerk = await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId });
  asManager = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'store_manager', storeId })).cookie,
  );
  const otherStore = (await createStoreRow(ctx.deps, region.id)).id;
  asOutsider = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'store_manager', storeId: otherStore }))
      .cookie,
  );
  asOtherCounter = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId: otherStore })).cookie,
  );
  const filed = await callAs(
    ctx.app,
    clerk.cookie,
  )({ method: 'POST', url: '/api/daily-sales-reports', payload: { cashAmount: '100' } });
  expect(filed.statusCode).toBe(201);
  reportId = filed.json().report.id;
});

describe('reopening a closed day', () => {
  it('tells a shared device until when the counter is closed, without signing in', async () => {
    expect(await blockOf()).toBe('2026-11-22T13:00:00.000Z');
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/daily-sales-reports/login-block?storeId=no-such-store',
    });
    expect(unknown.json()).toEqual({ blockedUntil: null });
  });

  it('refuses the counter, another store and a missing reason, and changes nothing', async () => {
    const counter = await asOtherCounter({
      method: 'POST',
      url: `/api/daily-sales-reports/${reportId}/reopen`,
      payload: { reason: 'Wrong cash' },
    });
    expect(counter.statusCode).toBe(403);
    const outsider = await asOutsider({
      method: 'POST',
      url: `/api/daily-sales-reports/${reportId}/reopen`,
      payload: { reason: 'Wrong cash' },
    });
    expect(outsider.statusCode).toBe(404);
    const noReason = await asManager({
      method: 'POST',
      url: `/api/daily-sales-reports/${reportId}/reopen`,
      payload: { reason: ' ' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields.reason).toBe('Say why the report changes');
    expect(await changes()).toEqual([]);
    expect(await blockOf()).toBe('2026-11-22T13:00:00.000Z');
  });

  it('lifts the block at once, with the reason recorded and logged', async () => {
    ctx.clock.set('2026-11-22T02:45:00Z');
    const res = await asManager({
      method: 'POST',
      url: `/api/daily-sales-reports/${reportId}/reopen`,
      payload: { reason: 'Card slips were left out' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().report).toMatchObject({
      state: 'reopened',
      revision: 1,
      cashAmount: 100,
      lastChange: { kind: 'reopened', reason: 'Card slips were left out' },
    });
    expect(res.json().report.lastChange.byName).toBeTruthy();
    expect(await blockOf()).toBeNull();
    expect((await login(clerk.user.username)).statusCode).toBe(200);
    const logged = await ctx.deps.db
      .selectFrom('activity_log')
      .select(['action', 'details'])
      .where('action', '=', 'daily_report.reopen')
      .execute();
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]!.details!)).toEqual({
      businessDate: '2026-11-21',
      reason: 'Card slips were left out',
    });

    const again = await asManager({
      method: 'POST',
      url: `/api/daily-sales-reports/${reportId}/reopen`,
      payload: { reason: 'Once more' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(REPORT_MESSAGES.alreadyReopened);
  });

  it('lets the counter file the day again, as a new revision that closes the day again', async () => {
    const cookie = await signIn(ctx.app, clerk.user.username);
    const asClerk = callAs(ctx.app, cookie);
    const today = await asClerk({ method: 'GET', url: '/api/daily-sales-reports/check-today' });
    expect(today.json()).toMatchObject({
      hasSubmittedToday: false,
      report: { state: 'reopened', cashAmount: 100 },
    });
    const refiled = await asClerk({
      method: 'POST',
      url: '/api/daily-sales-reports',
      payload: { cashAmount: '100', cardAmount: '45.50' },
    });
    expect(refiled.statusCode).toBe(201);
    expect(refiled.json().report).toMatchObject({
      id: reportId,
      state: 'submitted',
      revision: 2,
      cardAmount: 45.5,
      lastChange: { kind: 'refiled', reason: null },
    });
    expect((await asClerk({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    expect((await login(clerk.user.username)).statusCode).toBe(403);
    expect(await blockOf()).toBe('2026-11-22T13:00:00.000Z');

    const second = await asManager({
      method: 'POST',
      url: '/api/daily-sales-reports',
      payload: { cashAmount: '1' },
    });
    expect(second.statusCode).toBe(409);
    const listed = await asManager({ method: 'GET', url: '/api/daily-sales-reports' });
    expect(listed.json()[0]).toMatchObject({ id: reportId, state: 'submitted', reopenable: true });
    // Every step keeps the figures as they were before it.
    const kept = await changes();
    expect(kept.map((c) => c.kind)).toEqual(['reopened', 'refiled']);
    expect(JSON.parse(kept[0]!.previous)).toMatchObject({ cash_cents: 10000, card_cents: 0 });
    expect(JSON.parse(kept[1]!.previous)).toMatchObject({ state: 'reopened', card_cents: 0 });
  });

  it('reopens only the store’s current business day', async () => {
    ctx.clock.set('2026-11-22T14:00:00Z');
    const res = await asManager({
      method: 'POST',
      url: `/api/daily-sales-reports/${reportId}/reopen`,
      payload: { reason: 'Too late' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(REPORT_MESSAGES.notReopenable);
  });
});

describe('correcting a filed report', () => {
  it('refuses bad figures and a missing reason with the field message, storing nothing', async () => {
    const before = await changes();
    for (const [payload, field, message] of [
      [{ cashAmount: '-1', reason: 'Typo' }, 'cashAmount', 'Amounts cannot be negative'],
      [{ cashAmount: '10' }, 'reason', 'Say why the report changes'],
      [{ googleReviews: '2.5', reason: 'Typo' }, 'googleReviews', 'Enter a whole number'],
    ] as const) {
      const res = await asManager({
        method: 'PUT',
        url: `/api/daily-sales-reports/${reportId}`,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[field]).toBe(message);
    }
    expect(await changes()).toEqual(before);
    const outsider = await asOutsider({
      method: 'PUT',
      url: `/api/daily-sales-reports/${reportId}`,
      payload: { cashAmount: '1', reason: 'Not mine' },
    });
    expect(outsider.statusCode).toBe(404);
  });

  it('changes the figures of any day with a reason, leaving the sign-in block alone', async () => {
    ctx.clock.set('2026-11-22T14:30:00Z');
    const res = await asManager({
      method: 'PUT',
      url: `/api/daily-sales-reports/${reportId}`,
      payload: { cashAmount: '130', cardAmount: '45.50', reason: 'Recounted the drawer' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().report).toMatchObject({
      revision: 3,
      state: 'submitted',
      cashAmount: 130,
      grossTotal: 175.5,
      lastChange: { kind: 'corrected', reason: 'Recounted the drawer' },
    });
    // The block is the refiling's (it ended at 8:00 AM); a correction neither ends nor renews it.
    expect(await blockOf()).toBeNull();
    const [row] = await ctx.deps.db
      .selectFrom('daily_reports')
      .select('login_blocked_until')
      .execute();
    expect(row!.login_blocked_until).toBe('2026-11-22T13:00:00.000Z');
    const list = await asManager({ method: 'GET', url: '/api/daily-sales-reports' });
    expect(list.json()[0]).toMatchObject({ id: reportId, revision: 3, reopenable: false });
  });
});
