import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../shared/ids';
import { rebuildActivityDays } from '../../db/store-days/activity';
import {
  createRegionRow,
  createSignedInUser,
  createStoreRow,
  createUserRow,
} from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';

const ctx = useTestApp();
let asAdmin: Call;
let asManager: Call;
let asClerk: Call;
let clerkId: string;
let north: { id: string; name: string };
let south: { id: string; name: string };

async function logged(action: string, at: string, userId: string | null, storeId?: string) {
  await ctx.db.db
    .insertInto('activity_log')
    .values({
      id: newId(),
      user_id: userId,
      store_id: storeId ?? null,
      action,
      entity: null,
      entity_id: null,
      details: null,
      ip: null,
      created_at: at,
    })
    .execute();
}

async function message(channel: string, state: string) {
  await ctx.db.db
    .insertInto('outbox')
    .values({
      id: newId(),
      channel,
      kind: 'repair_ready',
      to_address: 'someone@example.com',
      subject: null,
      body: 'Hello',
      state,
      error: null,
      store_id: null,
      related_id: null,
      created_at: '2026-11-21T10:00:00.000Z',
      sent_at: null,
    })
    .execute();
}

beforeAll(async () => {
  // What the fixtures record happens on Oct 1, before every window, or is cleared below.
  ctx.clock.set('2026-10-01T12:00:00.000Z');
  const region = await createRegionRow(ctx.deps);
  north = await createStoreRow(ctx.deps, region.id, { name: 'Techy North' });
  south = await createStoreRow(ctx.deps, region.id, { name: 'Techy South' });
  const [a, b, c] = [
    await createUserRow(ctx.deps, { role: 'admin' }),
    await createUserRow(ctx.deps, { role: 'admin' }),
    await createUserRow(ctx.deps, { role: 'admin' }),
  ];
  // Now: Nov 21, 15:00 UTC. The 7-day window starts Nov 15, the 30-day one Oct 23.
  ctx.clock.set('2026-11-21T15:00:00.000Z');
  await ctx.db.db.deleteFrom('activity_log').execute();
  const admin = await createSignedInUser(ctx.app, ctx.deps, { role: 'admin' }); // signs in today
  asAdmin = callAs(ctx.app, admin.cookie);
  const manager = await createSignedInUser(ctx.app, ctx.deps, {
    role: 'store_manager',
    storeId: north.id,
  }); // signs in today
  asManager = callAs(ctx.app, manager.cookie);
  const clerk = await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId: north.id });
  asClerk = callAs(ctx.app, clerk.cookie); // signs in today
  clerkId = clerk.user.id;
  // Whatever else the sign-ins recorded (user creation, the store's) is cleared; only sign-ins stay.
  await ctx.db.db.deleteFrom('activity_log').where('action', '!=', 'auth.login').execute();

  await logged('auth.login', '2026-11-20T09:00:00.000Z', a.id);
  await logged('auth.login', '2026-11-21T08:00:00.000Z', a.id);
  await logged('auth.login', '2026-11-10T09:00:00.000Z', b.id);
  await logged('auth.login', '2026-10-01T09:00:00.000Z', c.id);
  await logged('auth.login_failed', '2026-11-21T07:00:00.000Z', null);
  await logged('auth.login_failed', '2026-11-21T07:01:00.000Z', null);
  await logged('auth.login_failed', '2026-11-01T07:00:00.000Z', null);
  await logged('repair.create', '2026-11-19T10:00:00.000Z', a.id, north.id);
  await logged('repair.create', '2026-11-20T10:00:00.000Z', a.id, north.id);
  await logged('repair.status', '2026-11-20T11:00:00.000Z', a.id, north.id);
  await logged('sale.create', '2026-11-02T10:00:00.000Z', a.id, north.id);
  await logged('repair.create', '2026-10-01T10:00:00.000Z', a.id, north.id);
  await logged('buyback.create', '2026-11-21T10:00:00.000Z', b.id, south.id);
  // The rows went in (and out) directly: their day counts are counted again, as a seed's are.
  await rebuildActivityDays(ctx.deps.db);

  await message('email', 'kept');
  await message('email', 'kept');
  await message('email', 'failed');
  await message('sms', 'sent');
});

describe('device sync reports', () => {
  it('keeps each device’s latest report and lists only devices with waiting or refused writes', async () => {
    const report = (deviceId: string, pending: number, refused: number) =>
      asClerk({
        method: 'PUT',
        url: '/api/devices/sync-status',
        payload: { deviceId, pending, refused },
      });
    expect((await report('counter-tablet-1', 5, 0)).statusCode).toBe(204);
    ctx.clock.set('2026-11-21T15:05:00.000Z');
    await report('counter-tablet-1', 2, 1);
    await report('counter-phone-22', 0, 0);
    const bad = await report('x', -1, 0);
    expect(bad.statusCode).toBe(400);

    const res = await asAdmin({ method: 'GET', url: '/api/admin/analytics' });
    expect(res.json().devices).toEqual([
      {
        userId: clerkId,
        userName: expect.any(String),
        deviceId: 'counter-tablet-1',
        pending: 2,
        refused: 1,
        reportedAt: '2026-11-21T15:05:00.000Z',
      },
    ]);
  });
});

describe('admin analytics', () => {
  it('counts active users, sign-ins per day, failures, activity by store and the outbox', async () => {
    const res = await asAdmin({ method: 'GET', url: '/api/admin/analytics' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Today: admin, manager, clerk and A; earlier in the week A again; B on Nov 10; C too long ago.
    expect(body.activeUsers).toEqual({ last7Days: 4, last30Days: 5 });
    expect(body.failedSignIns).toEqual({ last7Days: 2, last30Days: 3 });
    expect(body.signInsPerDay).toHaveLength(14);
    expect(body.signInsPerDay[0]).toEqual({ date: '2026-11-08', signIns: 0, failed: 0 });
    expect(body.signInsPerDay.at(-2)).toEqual({ date: '2026-11-20', signIns: 1, failed: 0 });
    expect(body.signInsPerDay.at(-1)).toEqual({ date: '2026-11-21', signIns: 4, failed: 2 });
    expect(body.signInsPerDay.find((d: { date: string }) => d.date === '2026-11-10')).toEqual({
      date: '2026-11-10',
      signIns: 1,
      failed: 0,
    });
    expect(body.activityByStore).toEqual([
      // The manager's and the clerk's sign-ins today are North's too; Oct 1's repair is too old.
      {
        storeId: north.id,
        storeName: 'Techy North',
        total: 6,
        families: { auth: 2, repair: 3, sale: 1 },
      },
      { storeId: south.id, storeName: 'Techy South', total: 1, families: { buyback: 1 } },
    ]);
    expect(body.outbox).toEqual([
      { state: 'failed', channel: 'email', count: 1 },
      { state: 'kept', channel: 'email', count: 2 },
      { state: 'sent', channel: 'sms', count: 1 },
    ]);
  });

  it("counts each sign-in on the viewer's day, not UTC's", async () => {
    // 9:30 PM in Chicago on Nov 20 is already 3:30 AM on Nov 21 in UTC.
    await logged('auth.login', '2026-11-21T03:30:00.000Z', clerkId, north.id);
    const signIns = async (timeZone: string) => {
      const res = await asAdmin({
        method: 'GET',
        url: `/api/admin/analytics?timeZone=${encodeURIComponent(timeZone)}`,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.timeZone).toBe(timeZone);
      const days = body.signInsPerDay as { date: string; signIns: number }[];
      return Object.fromEntries(days.slice(-2).map((d) => [d.date, d.signIns]));
    };
    expect(await signIns('America/Chicago')).toEqual({ '2026-11-20': 2, '2026-11-21': 4 });
    expect(await signIns('UTC')).toEqual({ '2026-11-20': 1, '2026-11-21': 5 });
    const bad = await asAdmin({ method: 'GET', url: '/api/admin/analytics?timeZone=Mars/Base' });
    expect(bad.statusCode).toBe(400);
  });

  it('answers the office only', async () => {
    expect((await asManager({ method: 'GET', url: '/api/admin/analytics' })).statusCode).toBe(403);
    expect((await asClerk({ method: 'GET', url: '/api/admin/analytics' })).statusCode).toBe(403);
  });
});
