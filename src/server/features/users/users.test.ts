import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/roles';
import {
  buildUserInput,
  createRegionRow,
  createSignedInUser,
  createStoreRow,
  signIn,
  TEST_PASSWORD,
} from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';

const ctx = useTestApp();
let asAdmin: Call;
let adminId: string;
let storeId: string;
let regionId: string;

const countUsers = async () =>
  Number(
    (
      await ctx.deps.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  const region = await createRegionRow(ctx.deps);
  regionId = region.id;
  storeId = (await createStoreRow(ctx.deps, regionId, { storeName: 'Buckhead' })).id;
  const admin = await createSignedInUser(ctx.app, ctx.deps, { role: 'admin' });
  adminId = admin.user.id;
  asAdmin = callAs(ctx.app, admin.cookie);
});

describe('POST /api/admin/users', () => {
  it('creates a store user tied to a store, who then sees that store on their session', async () => {
    const input = buildUserInput({ role: 'store', storeId, username: 'Counter.One' });
    const res = await asAdmin({ method: 'POST', url: '/api/admin/users', payload: input });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      username: 'Counter.One',
      role: 'store',
      storeId,
      storeName: 'Buckhead',
      disabled: false,
    });
    expect(res.json()).not.toHaveProperty('password');
    const me = await callAs(
      ctx.app,
      await signIn(ctx.app, 'counter.one'),
    )({ method: 'GET', url: '/api/user' });
    expect(me.json()).toMatchObject({ role: 'store', storeName: 'Buckhead', storeBrand: 'Techy' });
  });

  it('creates area and regional managers with what they oversee', async () => {
    const area = await asAdmin({
      method: 'POST',
      url: '/api/admin/users',
      payload: buildUserInput({ role: 'areamanager', storeIds: [storeId] }),
    });
    expect(area.statusCode).toBe(201);
    expect(area.json()).toMatchObject({ storeIds: [storeId], regionIds: [], storeId: null });
    const regional = await asAdmin({
      method: 'POST',
      url: '/api/admin/users',
      payload: buildUserInput({ role: 'regionalmanager', regionIds: [regionId], storeId }),
    });
    expect(regional.statusCode).toBe(201);
    expect(regional.json()).toMatchObject({ regionIds: [regionId], storeIds: [], storeId: null });
  });

  it.each([
    [{ role: 'store' }, 'storeId', 'Store is required for this role'],
    [{ role: 'store', storeId: 'missing-store' }, 'storeId', 'Store not found'],
    [{ role: 'areamanager' }, 'storeIds', 'Choose the stores this area manager oversees'],
    [{ role: 'regionalmanager' }, 'regionIds', 'Choose the regions this regional manager oversees'],
    [{ role: 'regionalmanager', regionIds: ['nope'] }, 'regionIds', 'Region not found'],
    [{ username: 'ab' }, 'username', 'Username must be at least 3 characters'],
    [{ password: 'short' }, 'password', 'Password must be at least 8 characters'],
    [{ firstName: '  ' }, 'firstName', 'First name is required'],
    [{ lastName: undefined }, 'lastName', 'Last name is required'],
    [{ role: 'owner' }, 'role', 'Choose a role'],
    [{ email: 'not-an-email' }, 'email', 'Valid email required'],
  ])('refuses %j with a 400 on %s and stores nothing', async (overrides, field, message) => {
    const before = await countUsers();
    const res = await asAdmin({
      method: 'POST',
      url: '/api/admin/users',
      payload: buildUserInput(overrides),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(await countUsers()).toBe(before);
  });

  it('treats usernames as case-insensitive', async () => {
    const res = await asAdmin({
      method: 'POST',
      url: '/api/admin/users',
      payload: buildUserInput({ username: 'COUNTER.ONE', role: 'store', storeId }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().fields.username).toBe('That username is already taken.');
  });

  it.each<[Role, Role, number]>([
    ['admin', 'super_admin', 403],
    ['admin', 'ceo', 201],
    ['ceo', 'super_admin', 403],
    ['super_admin', 'super_admin', 201],
  ])('%s creating a %s answers %i', async (actorRole, targetRole, status) => {
    const actor = await createSignedInUser(ctx.app, ctx.deps, { role: actorRole });
    const before = await countUsers();
    const res = await callAs(
      ctx.app,
      actor.cookie,
    )({
      method: 'POST',
      url: '/api/admin/users',
      payload: buildUserInput({ role: targetRole }),
    });
    expect(res.statusCode).toBe(status);
    expect(await countUsers()).toBe(status === 201 ? before + 1 : before);
  });
});

describe('PATCH /api/admin/users/:id', () => {
  it('changes a role, signs the user out everywhere and logs the change', async () => {
    const target = await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId });
    const res = await asAdmin({
      method: 'PATCH',
      url: `/api/admin/users/${target.user.id}`,
      payload: { role: 'store_manager' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'store_manager', storeId });
    expect(
      (await callAs(ctx.app, target.cookie)({ method: 'GET', url: '/api/user' })).statusCode,
    ).toBe(401);
    const log = await ctx.deps.db
      .selectFrom('activity_log')
      .selectAll()
      .where('action', '=', 'user.role_change')
      .where('entity_id', '=', target.user.id)
      .executeTakeFirst();
    expect(JSON.parse(log!.details!)).toMatchObject({ from: 'store', to: 'store_manager' });
  });

  it('refuses to promote anyone above the actor and leaves the user unchanged', async () => {
    const target = await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId });
    const res = await asAdmin({
      method: 'PATCH',
      url: `/api/admin/users/${target.user.id}`,
      payload: { role: 'super_admin' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('You cannot give a role above your own.');
    const row = await ctx.deps.db
      .selectFrom('users')
      .select('role')
      .where('id', '=', target.user.id)
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('store');
  });

  it('refuses to edit a user above the actor', async () => {
    const boss = await createSignedInUser(ctx.app, ctx.deps, { role: 'super_admin' });
    const res = await asAdmin({
      method: 'PATCH',
      url: `/api/admin/users/${boss.user.id}`,
      payload: { firstName: 'Hacked' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('requires the store when a user becomes a store user', async () => {
    const target = await createSignedInUser(ctx.app, ctx.deps, {
      role: 'areamanager',
      storeIds: [storeId],
    });
    const res = await asAdmin({
      method: 'PATCH',
      url: `/api/admin/users/${target.user.id}`,
      payload: { role: 'store' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.storeId).toBe('Store is required for this role');
  });

  it('disables an account, which can no longer sign in', async () => {
    const target = await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId });
    const res = await asAdmin({
      method: 'PATCH',
      url: `/api/admin/users/${target.user.id}`,
      payload: { disabled: true },
    });
    expect(res.json().disabled).toBe(true);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: target.user.username, password: TEST_PASSWORD },
      remoteAddress: '10.9.9.9',
    });
    expect(login.statusCode).toBe(401);
  });

  it('does not let an admin disable or demote themselves', async () => {
    const res = await asAdmin({
      method: 'PATCH',
      url: `/api/admin/users/${adminId}`,
      payload: { disabled: true },
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers 404 for an unknown user', async () => {
    const res = await asAdmin({
      method: 'PATCH',
      url: '/api/admin/users/nope',
      payload: { firstName: 'X' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('sets, keeps and clears an e-mail address', async () => {
    const target = await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId });
    const patch = (payload: object) =>
      asAdmin({ method: 'PATCH', url: `/api/admin/users/${target.user.id}`, payload });
    expect((await patch({ email: 'Sam@Example.com' })).json()).toMatchObject({
      email: 'sam@example.com',
    });
    expect((await patch({ firstName: 'Samuel' })).json()).toMatchObject({
      email: 'sam@example.com',
    });
    // The Edit User form sends an emptied field as '': that clears the address.
    expect((await patch({ email: '' })).json()).toMatchObject({ email: null });
    const bad = await patch({ email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ email: 'Valid email required' });
  });

  it('resets a password and the new one works', async () => {
    const target = await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId });
    await asAdmin({
      method: 'PATCH',
      url: `/api/admin/users/${target.user.id}`,
      payload: { password: 'a-brand-new-pass' },
    });
    expect(
      (await callAs(ctx.app, target.cookie)({ method: 'GET', url: '/api/user' })).statusCode,
    ).toBe(401);
    await expect(signIn(ctx.app, target.user.username, 'a-brand-new-pass')).resolves.toMatch(
      /^sid=/,
    );
  });
});

describe('GET /api/admin/users', () => {
  it('lists every user without secrets', async () => {
    const res = await asAdmin({ method: 'GET', url: '/api/admin/users' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Record<string, unknown>[];
    expect(list.length).toBe(await countUsers());
    expect(JSON.stringify(list)).not.toMatch(/password|argon2/i);
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('deletes an account but keeps its records, ends its sessions and frees the username', async () => {
    const target = await createSignedInUser(ctx.app, ctx.deps, {
      role: 'store',
      storeId,
      username: 'leaving.lee',
    });
    const res = await asAdmin({ method: 'DELETE', url: `/api/admin/users/${target.user.id}` });
    expect(res.statusCode).toBe(200);
    expect(
      (await callAs(ctx.app, target.cookie)({ method: 'GET', url: '/api/user' })).statusCode,
    ).toBe(401);
    const row = await ctx.deps.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', target.user.id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).toBeTruthy();
    const list = (await asAdmin({ method: 'GET', url: '/api/admin/users' })).json() as {
      id: string;
    }[];
    expect(list.map((u) => u.id)).not.toContain(target.user.id);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'leaving.lee', password: TEST_PASSWORD },
      remoteAddress: '10.7.7.7',
    });
    expect(login.statusCode).toBe(401);
    const again = await asAdmin({
      method: 'POST',
      url: '/api/admin/users',
      payload: buildUserInput({ role: 'store', storeId, username: 'leaving.lee' }),
    });
    expect(again.statusCode).toBe(201);
    const log = await ctx.deps.db
      .selectFrom('activity_log')
      .select('action')
      .where('entity_id', '=', target.user.id)
      .execute();
    expect(log.map((l) => l.action)).toContain('user.delete');
    expect(
      (await asAdmin({ method: 'DELETE', url: `/api/admin/users/${target.user.id}` })).statusCode,
    ).toBe(404);
  });

  it('keeps the last administrator: no deleting, demoting or disabling them', async () => {
    const { db } = ctx.deps;
    // Leave only the signed-in admin as an active administrator.
    await db
      .updateTable('users')
      .set({ disabled: 1 })
      .where('role', '=', 'admin')
      .where('id', '!=', adminId)
      .execute();
    const boss = await createSignedInUser(ctx.app, ctx.deps, { role: 'super_admin' });
    const asBoss = callAs(ctx.app, boss.cookie);
    const del = await asBoss({ method: 'DELETE', url: `/api/admin/users/${adminId}` });
    expect(del.statusCode).toBe(409);
    expect(del.json().error).toBe('The chain must keep at least one active administrator.');
    expect(
      (
        await asBoss({
          method: 'PATCH',
          url: `/api/admin/users/${adminId}`,
          payload: { role: 'ceo' },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await asBoss({
          method: 'PATCH',
          url: `/api/admin/users/${adminId}`,
          payload: { disabled: true },
        })
      ).statusCode,
    ).toBe(409);
    const second = await createSignedInUser(ctx.app, ctx.deps, { role: 'admin' });
    expect(
      (await asBoss({ method: 'DELETE', url: `/api/admin/users/${second.user.id}` })).statusCode,
    ).toBe(200);
  });

  it('refuses deleting yourself or someone above you', async () => {
    expect(
      (await asAdmin({ method: 'DELETE', url: `/api/admin/users/${adminId}` })).statusCode,
    ).toBe(400);
    const boss = await createSignedInUser(ctx.app, ctx.deps, { role: 'super_admin' });
    expect(
      (await asAdmin({ method: 'DELETE', url: `/api/admin/users/${boss.user.id}` })).statusCode,
    ).toBe(403);
  });
});
