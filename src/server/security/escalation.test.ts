import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../shared/roles';
import {
  buildUserInput,
  createRegionRow,
  createSignedInUser,
  createStoreRow,
  createUserRow,
} from '../testing/factories';
import { callAs, useTestApp, type Call } from '../testing/harness';
import { countRows } from './world';

const ctx = useTestApp();

type Person = { id: string; call: Call };
const people = {} as Record<Role, Person>;
let storeA: string;
let storeB: string;
let regionA: string;

beforeAll(async () => {
  regionA = (await createRegionRow(ctx.deps)).id;
  const regionB = (await createRegionRow(ctx.deps)).id;
  storeA = (await createStoreRow(ctx.deps, regionA)).id;
  storeB = (await createStoreRow(ctx.deps, regionB)).id;
  const reach: Record<Role, Record<string, unknown>> = {
    store: { storeId: storeA },
    store_manager: { storeId: storeA },
    areamanager: { storeIds: [storeA] },
    regionalmanager: { regionIds: [regionA] },
    admin: {},
    ceo: {},
    super_admin: {},
  };
  for (const role of Object.keys(reach) as Role[]) {
    const { user, cookie } = await createSignedInUser(ctx.app, ctx.deps, {
      role,
      ...reach[role],
    });
    people[role] = { id: user.id, call: callAs(ctx.app, cookie) };
  }
});

const roleOf = async (id: string) =>
  (await ctx.deps.db.selectFrom('users').select('role').where('id', '=', id).executeTakeFirst())
    ?.role;

/** Who is below the office: they may not manage users at all (users.manage is the office's). */
const MANAGERS: Role[] = ['store', 'store_manager', 'areamanager', 'regionalmanager'];
const HIGH_ROLES: Role[] = ['admin', 'ceo', 'super_admin'];

describe('role escalation', () => {
  it('lets no one below the office create a user, of any role', async () => {
    const before = await countRows(ctx);
    for (const actor of MANAGERS) {
      for (const role of [...HIGH_ROLES, 'store'] as Role[]) {
        const res = await people[actor].call({
          method: 'POST',
          url: '/api/admin/users',
          payload: buildUserInput({ role, storeId: storeA }),
        });
        expect(res.statusCode, `${actor} creating ${role}`).toBe(403);
      }
    }
    expect(await countRows(ctx)).toEqual(before);
  });

  it('lets nobody change their own role, whatever their rank', async () => {
    for (const [actor, person] of Object.entries(people) as [Role, Person][]) {
      for (const role of ['super_admin', 'ceo', 'store'] as Role[]) {
        if (role === actor) continue;
        const res = await person.call({
          method: 'PATCH',
          url: `/api/admin/users/${person.id}`,
          payload: { role },
        });
        expect(res.statusCode, `${actor} becoming ${role}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
      }
      expect(await roleOf(person.id)).toBe(actor);
    }
  });

  it('keeps an admin or CEO from creating, promoting to, editing or deleting a super admin', async () => {
    const target = await createUserRow(ctx.deps, { role: 'store', storeId: storeA });
    for (const actor of ['admin', 'ceo'] as Role[]) {
      const call = people[actor].call;
      const before = await countRows(ctx);
      const create = await call({
        method: 'POST',
        url: '/api/admin/users',
        payload: buildUserInput({ role: 'super_admin' }),
      });
      expect(create.statusCode).toBe(403);
      const promote = await call({
        method: 'PATCH',
        url: `/api/admin/users/${target.id}`,
        payload: { role: 'super_admin' },
      });
      expect(promote.statusCode).toBe(403);
      const superAdmin = `/api/admin/users/${people.super_admin.id}`;
      for (const payload of [
        { firstName: 'Mallory' },
        { disabled: true },
        { password: 'taken-over-1' },
      ]) {
        expect((await call({ method: 'PATCH', url: superAdmin, payload })).statusCode).toBe(403);
      }
      expect((await call({ method: 'DELETE', url: superAdmin })).statusCode).toBe(403);
      expect(await countRows(ctx)).toEqual(before);
    }
    expect(await roleOf(target.id)).toBe('store');
    expect(await roleOf(people.super_admin.id)).toBe('super_admin');
  });

  it('never lets an invitation grant a role above its creator', async () => {
    const refused: [Role, Role][] = [
      ['store_manager', 'areamanager'],
      ['store_manager', 'regionalmanager'],
      ['store_manager', 'admin'],
      ['store_manager', 'ceo'],
      ['store_manager', 'super_admin'],
      ['areamanager', 'regionalmanager'],
      ['areamanager', 'admin'],
      ['regionalmanager', 'admin'],
      ['regionalmanager', 'super_admin'],
      ['admin', 'super_admin'],
      ['ceo', 'super_admin'],
    ];
    const before = await countRows(ctx);
    for (const [actor, role] of refused) {
      const res = await people[actor].call({
        method: 'POST',
        url: '/api/invites',
        payload: { role, storeIds: [storeA], regionIds: [regionA] },
      });
      expect(res.statusCode, `${actor} inviting ${role}`).toBe(403);
    }
    expect(await countRows(ctx)).toEqual(before);
    const own = await people.store_manager.call({
      method: 'POST',
      url: '/api/invites',
      payload: { role: 'store', storeIds: [storeA] },
    });
    expect(own.statusCode).toBe(201);
  });

  it('never lets an invitation reach a store outside its creator', async () => {
    const before = await countRows(ctx);
    const attempts: [Role, Record<string, unknown>][] = [
      ['store_manager', { role: 'store', storeIds: [storeB] }],
      ['areamanager', { role: 'store_manager', storeIds: [storeB] }],
      ['areamanager', { role: 'areamanager', storeIds: [storeA, storeB] }],
    ];
    for (const [actor, payload] of attempts) {
      const res = await people[actor].call({ method: 'POST', url: '/api/invites', payload });
      expect(res.statusCode, `${actor} inviting into store B`).toBe(400);
    }
    expect(await countRows(ctx)).toEqual(before);
  });

  it("gives the invited person the invitation's role and store, whatever the form adds", async () => {
    const invite = await people.store_manager.call({
      method: 'POST',
      url: '/api/invites',
      payload: { role: 'store', storeIds: [storeA] },
    });
    const token = invite.json<{ token: string }>().token;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/invites/accept',
      payload: {
        username: 'sneaky.clerk',
        password: 'sneaky-password',
        confirmPassword: 'sneaky-password',
        firstName: 'Sneaky',
        lastName: 'Clerk',
        token,
        role: 'super_admin',
        storeId: storeB,
        regionIds: [regionA],
      },
    });
    expect(res.statusCode).toBe(201);
    const user = await ctx.deps.db
      .selectFrom('users')
      .select(['role', 'store_id'])
      .where('username', '=', 'sneaky.clerk')
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ role: 'store', store_id: storeA });
  });

  it('refuses an invitation whose creator has since lost the rank to grant it', async () => {
    const creator = await createSignedInUser(ctx.app, ctx.deps, {
      role: 'store_manager',
      storeId: storeA,
    });
    const invite = await callAs(
      ctx.app,
      creator.cookie,
    )({
      method: 'POST',
      url: '/api/invites',
      payload: { role: 'store_manager', storeIds: [storeA] },
    });
    expect(invite.statusCode).toBe(201);
    const demote = await people.admin.call({
      method: 'PATCH',
      url: `/api/admin/users/${creator.user.id}`,
      payload: { role: 'store', storeId: storeA },
    });
    expect(demote.statusCode).toBe(200);
    const before = await countRows(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/invites/accept',
      payload: {
        username: 'late.manager',
        password: 'late-password',
        confirmPassword: 'late-password',
        firstName: 'Late',
        lastName: 'Manager',
        token: invite.json<{ token: string }>().token,
      },
    });
    expect(res.statusCode).toBe(403);
    expect(await countRows(ctx)).toEqual(before);
  });

  it('refuses prototype-pollution keys instead of letting them set a role', async () => {
    const valid = JSON.stringify(buildUserInput({ role: 'store', storeId: storeA })).slice(1);
    const before = await countRows(ctx);
    for (const hostile of [
      '"__proto__":{"role":"super_admin"},',
      '"constructor":{"prototype":{"role":"super_admin"}},',
    ]) {
      const res = await people.admin.call({
        method: 'POST',
        url: '/api/admin/users',
        payload: `{${hostile}${valid}`,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBeTruthy();
    }
    expect(await countRows(ctx)).toEqual(before);
    expect(({} as Record<string, unknown>).role).toBeUndefined();
  });

  it('keeps registration closed once the chain has users, even asking for a role', async () => {
    const before = await countRows(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { ...buildUserInput(), role: 'super_admin' },
    });
    expect(res.statusCode).toBe(403);
    expect(await countRows(ctx)).toEqual(before);
  });
});
