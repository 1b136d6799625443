import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '../../../shared/daily-reports';
import {
  createRegionRow,
  createSignedInUser,
  createStoreRow,
  TEST_PASSWORD,
} from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';
import { recordMoney } from '../../testing/ledger';
import { buildRepairInput, PNG_1x1 } from '../../testing/repair-factories';

// A store's business day ends at 5:00 AM store time unless set otherwise: a report filed after
// midnight closes the day that just ended, and sign-in reopens at 8:00 AM that same morning.
const ctx = useTestApp();

/** A New York store (day ends at `endHour`, default 5:00 AM) with its counter and manager. */
async function store(endHour?: number) {
  const region = await createRegionRow(ctx.deps);
  const { id } = await createStoreRow(ctx.deps, region.id, {
    timezone: 'America/New_York',
    ...(endHour === undefined ? {} : { businessDayEndHour: endHour }),
  });
  const clerk = await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId: id });
  const manager = await createSignedInUser(ctx.app, ctx.deps, {
    role: 'store_manager',
    storeId: id,
  });
  return {
    id,
    username: clerk.user.username,
    asClerk: callAs(ctx.app, clerk.cookie),
    asManager: callAs(ctx.app, manager.cookie),
  };
}

const file = (call: Call, payload: Record<string, unknown> = {}) =>
  call({ method: 'POST', url: '/api/daily-sales-reports', payload });
const login = (username: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password: TEST_PASSWORD },
  });

describe("a store's business day", () => {
  // New York springs forward at 2:00 AM on Mar 8, 2026: 8:00 AM that morning is 12:00 UTC.
  it('files a report at 12:20 AM on spring-forward night for the day before', async () => {
    ctx.clock.set('2026-03-08T05:20:00Z');
    const s = await store();
    const res = await file(s.asClerk);
    expect(res.statusCode).toBe(201);
    expect(res.json().report.businessDate).toBe('2026-03-07');
    expect(res.json().nextLoginTime).toBe('2026-03-08T12:00:00.000Z');

    // 4:59 AM EDT: still the same business day, already filed.
    ctx.clock.set('2026-03-08T08:59:00Z');
    const today = await s.asManager({ method: 'GET', url: '/api/daily-sales-reports/check-today' });
    expect(today.json()).toMatchObject({ businessDate: '2026-03-07', hasSubmittedToday: true });
    ctx.clock.set('2026-03-08T11:59:00Z');
    expect((await login(s.username)).statusCode).toBe(403);
    ctx.clock.set('2026-03-08T12:00:01Z');
    expect((await login(s.username)).statusCode).toBe(200);
  });

  // Nov 1, 2026 falls back at 2:00 AM: 1:30 AM happens twice; 8:00 AM EST is 13:00 UTC.
  it('files a report at the second 1:30 AM of fall-back night for the day before', async () => {
    ctx.clock.set('2026-11-01T06:30:00Z');
    const s = await store();
    const res = await file(s.asClerk);
    expect(res.statusCode).toBe(201);
    expect(res.json().report.businessDate).toBe('2026-10-31');
    expect(res.json().nextLoginTime).toBe('2026-11-01T13:00:00.000Z');
  });

  it('counts 11:50 PM and 12:20 AM as one day, blocked until 8:00 AM the next morning', async () => {
    ctx.clock.set('2026-11-22T04:50:00Z');
    const s = await store();
    const res = await file(s.asClerk);
    expect(res.json().report.businessDate).toBe('2026-11-21');
    expect(res.json().nextLoginTime).toBe('2026-11-22T13:00:00.000Z');
    // At 11:55 PM the block ends tomorrow, store time.
    ctx.clock.set('2026-11-22T04:55:00Z');
    expect((await login(s.username)).json().error).toBe(REPORT_MESSAGES.blocked);

    ctx.clock.set('2026-11-22T05:20:00Z');
    const again = await file(s.asManager, { cashAmount: '5' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(REPORT_MESSAGES.duplicate);
  });

  it('closes the day just ended at 12:20 AM, reconciled with what was rung up after midnight', async () => {
    ctx.clock.set('2026-11-22T05:00:00Z');
    const s = await store();
    const repair = (
      await s.asClerk({
        method: 'POST',
        url: '/api/repair-waivers',
        payload: buildRepairInput({ estimatedCost: 90 }),
      })
    ).json();
    // Collected and paid in cash at 12:10 AM, after midnight but inside the business day.
    ctx.clock.set('2026-11-22T05:10:00Z');
    await recordMoney(ctx.deps, {
      storeId: s.id,
      repairId: repair.id,
      amount: 90,
      at: '2026-11-22T05:10:00Z',
    });
    await s.asClerk({
      method: 'PUT',
      url: `/api/repair-waivers/${repair.id}/status`,
      payload: { status: 'picked_up', pickupSignature: PNG_1x1 },
    });

    ctx.clock.set('2026-11-22T05:20:00Z');
    const before = await s.asClerk({ method: 'GET', url: '/api/daily-sales-reports/check-today' });
    expect(before.json()).toMatchObject({ businessDate: '2026-11-21', hasSubmittedToday: false });
    const res = await file(s.asClerk, { cashAmount: '90', repairRevenue: '90' });
    expect(res.statusCode).toBe(201);
    expect(res.json().report.businessDate).toBe('2026-11-21');
    // 8:00 AM that same morning: under 8 hours, not about 32.
    expect(res.json().nextLoginTime).toBe('2026-11-22T13:00:00.000Z');
    const [listed] = (
      await s.asManager({ method: 'GET', url: `/api/daily-sales-reports?storeId=${s.id}` })
    ).json();
    expect(listed).toMatchObject({
      businessDate: '2026-11-21',
      hasDifferences: false,
      reconciliation: {
        cashAmount: { reported: 90, recorded: 90, difference: 0 },
        repairRevenue: { reported: 90, recorded: 90, difference: 0 },
      },
    });

    // Refused at 12:30 AM, the counter is told sign-in reopens this morning, not tomorrow.
    ctx.clock.set('2026-11-22T05:30:00Z');
    const refused = await login(s.username);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: REPORT_MESSAGES.blockedToday,
      blockedUntil: '2026-11-22T13:00:00.000Z',
      timeZone: 'America/New_York',
    });
    ctx.clock.set('2026-11-22T12:59:00Z');
    expect((await login(s.username)).statusCode).toBe(403);
    ctx.clock.set('2026-11-22T13:00:01Z');
    const morning = await login(s.username);
    expect(morning.statusCode).toBe(200);

    // The counter works Nov 22 and closes it that evening.
    ctx.clock.set('2026-11-23T02:00:00Z');
    const counter = await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId: s.id });
    const evening = await file(callAs(ctx.app, counter.cookie));
    expect(evening.statusCode).toBe(201);
    expect(evening.json().report.businessDate).toBe('2026-11-22');
    expect(evening.json().nextLoginTime).toBe('2026-11-23T13:00:00.000Z');
  });

  it('files at 4:59 AM for the day before; from 5:00 AM a new day is open', async () => {
    ctx.clock.set('2026-11-22T09:59:00Z');
    const late = await store();
    const res = await file(late.asClerk);
    expect(res.json().report.businessDate).toBe('2026-11-21');
    expect(res.json().nextLoginTime).toBe('2026-11-22T13:00:00.000Z');

    ctx.clock.set('2026-11-22T10:00:00Z');
    const fresh = await store();
    const today = await fresh.asClerk({
      method: 'GET',
      url: '/api/daily-sales-reports/check-today',
    });
    expect(today.json()).toMatchObject({ businessDate: '2026-11-22', hasSubmittedToday: false });
  });

  it("lets a manager reopen a report filed after midnight until the store's day ends", async () => {
    ctx.clock.set('2026-11-22T05:20:00Z');
    const open = await store();
    const closed = await store();
    const openId = (await file(open.asClerk)).json().report.id;
    const closedId = (await file(closed.asClerk)).json().report.id;
    const reopen = (call: Call, id: string) =>
      call({
        method: 'POST',
        url: `/api/daily-sales-reports/${id}/reopen`,
        payload: { reason: 'Cash count was off' },
      });

    // 4:00 AM: Nov 21 is still the business day, so its report may be reopened.
    ctx.clock.set('2026-11-22T09:00:00Z');
    const [entry] = (
      await open.asManager({ method: 'GET', url: `/api/daily-sales-reports?storeId=${open.id}` })
    ).json();
    expect(entry.reopenable).toBe(true);
    expect((await reopen(open.asManager, openId)).statusCode).toBe(200);

    // 5:01 AM: Nov 22 has begun; Nov 21 is closed for good.
    ctx.clock.set('2026-11-22T10:01:00Z');
    const late = await reopen(closed.asManager, closedId);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(REPORT_MESSAGES.notReopenable);
  });

  it('follows calendar days for a store whose day ends at midnight', async () => {
    ctx.clock.set('2026-11-22T05:20:00Z');
    const s = await store(0);
    const res = await file(s.asClerk);
    expect(res.json().report.businessDate).toBe('2026-11-22');
    expect(res.json().nextLoginTime).toBe('2026-11-23T13:00:00.000Z');
  });
});
