import { beforeAll, describe, expect, it } from 'vitest';
import { createRegionRow, createSignedInUser, createStoreRow } from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';
import { buildRepairInput } from '../../testing/repair-factories';

const ctx = useTestApp();
let asAdmin: Call;
let clerk: Awaited<ReturnType<typeof createSignedInUser>>;
let storeId: string;

beforeAll(async () => {
  const region = await createRegionRow(ctx.deps);
  storeId = (await createStoreRow(ctx.deps, region.id, { name: 'Techy Galleria' })).id;
  asAdmin = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'admin' })).cookie,
  );
  clerk = await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId });
  const asClerk = callAs(ctx.app, clerk.cookie);
  const repair = (
    await asClerk({ method: 'POST', url: '/api/repair-waivers', payload: buildRepairInput() })
  ).json();
  ctx.clock.advance(60_000);
  await asClerk({
    method: 'PUT',
    url: `/api/repair-waivers/${repair.id}/status`,
    payload: { status: 'completed' },
  });
  await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: clerk.user.username, password: 'wrong-password' },
    remoteAddress: '10.5.5.5',
  });
});

describe('the activity log', () => {
  it("shows one person's trail with who, when, store and what, newest first", async () => {
    const res = await asAdmin({ method: 'GET', url: `/api/admin/users/${clerk.user.id}/activity` });
    expect(res.statusCode).toBe(200);
    const actions = res.json().entries.map((e: { action: string }) => e.action);
    expect(actions).toEqual([
      'auth.login_failed',
      'repair.status',
      'repair.create',
      'auth.login',
      'user.create',
    ]);
    expect(res.json().entries[1]).toMatchObject({
      userName: 'Pat Lee',
      storeName: 'Techy Galleria',
      entity: 'repair',
      details: { from: 'received', to: 'completed' },
    });
    expect(res.json().entries[0].ip).toBe('10.5.5.5');
  });

  it('filters by store, by a family of actions and by period, and pages', async () => {
    const repairs = await asAdmin({
      method: 'GET',
      url: `/api/admin/activity?storeId=${storeId}&action=repair`,
    });
    expect(repairs.json().entries.map((e: { action: string }) => e.action)).toEqual([
      'repair.status',
      'repair.create',
    ]);
    const page = await asAdmin({ method: 'GET', url: '/api/admin/activity?limit=1' });
    const next = await asAdmin({
      method: 'GET',
      url: `/api/admin/activity?limit=1&cursor=${page.headers['x-next-cursor']}`,
    });
    expect(next.json().entries[0].id).not.toBe(page.json().entries[0].id);
    const future = await asAdmin({
      method: 'GET',
      url: '/api/admin/activity?from=2099-01-01T00:00:00Z',
    });
    expect(future.json().entries).toEqual([]);
    const bad = await asAdmin({ method: 'GET', url: '/api/admin/activity?from=yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.from).toBe('from must be an ISO date-time');
  });

  it('is for admin, ceo and super_admin only', async () => {
    expect(
      (await callAs(ctx.app, clerk.cookie)({ method: 'GET', url: '/api/admin/activity' }))
        .statusCode,
    ).toBe(403);
  });
});
