import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/errors';
import { INVITE_MESSAGES } from '../../../shared/invites';
import {
  createRegionRow,
  createSignedInUser,
  createStoreRow,
  signIn,
} from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';

const ctx = useTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;

type Org = { regionA: string; regionB: string; storeA: string; storeAName: string; storeB: string };
let org: Org;
let admin: Call;
let adminCookie: string;
let managerA: Call;
let storeUserA: Call;
let anonymous: Call;

beforeAll(async () => {
  const regionA = await createRegionRow(ctx.deps, 'North Invites');
  const regionB = await createRegionRow(ctx.deps, 'South Invites');
  const storeA = await createStoreRow(ctx.deps, regionA.id, { name: 'Invite Store A' });
  const storeB = await createStoreRow(ctx.deps, regionB.id, { name: 'Invite Store B' });
  org = {
    regionA: regionA.id,
    regionB: regionB.id,
    storeA: storeA.id,
    storeAName: storeA.name,
    storeB: storeB.id,
  };
  adminCookie = (await createSignedInUser(ctx.app, ctx.deps, { role: 'admin' })).cookie;
  admin = callAs(ctx.app, adminCookie);
  const manager = await createSignedInUser(ctx.app, ctx.deps, {
    role: 'store_manager',
    storeId: storeA.id,
  });
  managerA = callAs(ctx.app, manager.cookie);
  const staff = await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId: storeA.id });
  storeUserA = callAs(ctx.app, staff.cookie);
  anonymous = callAs(ctx.app, undefined);
});

const countInvites = async () =>
  Number(
    (
      await ctx.deps.db
        .selectFrom('invites')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const countUsers = async () =>
  Number(
    (
      await ctx.deps.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function invite(call: Call, payload: Record<string, unknown>) {
  const res = await call({ method: 'POST', url: '/api/invites', payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { token: string; link: string; expiresAt: string };
}

const verify = (token: string) =>
  anonymous({ method: 'GET', url: `/api/invites/verify?token=${encodeURIComponent(token)}` });

let usernameCounter = 0;
function signup(token: string, overrides: Record<string, unknown> = {}) {
  usernameCounter += 1;
  return {
    username: `invited${usernameCounter}`,
    password: 'a-long-password',
    confirmPassword: 'a-long-password',
    firstName: 'Ivy',
    lastName: 'Tran',
    token,
    ...overrides,
  };
}

const accept = (payload: Record<string, unknown>) =>
  anonymous({ method: 'POST', url: '/api/invites/accept', payload });

describe('a valid invitation', () => {
  it('yields a one-time link that expires in 7 days, storing the token hashed and sealed, never plain', async () => {
    const before = ctx.clock.now().getTime();
    const created = await invite(admin, { role: 'store_manager', storeIds: [org.storeA] });
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.link).toBe(`http://shop.test/invite/accept?token=${created.token}`);
    expect(created.expiresAt).toBe(new Date(before + 7 * DAY_MS).toISOString());
    const row = await ctx.deps.db
      .selectFrom('invites')
      .selectAll()
      .where('token_hash', '=', createHash('sha256').update(created.token).digest('hex'))
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(created.token);
  });

  it('verifies with the role label and names, creates the account once, which then signs in', async () => {
    const { token } = await invite(admin, { role: 'store_manager', storeIds: [org.storeA] });
    const verified = await verify(token);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      role: 'store_manager',
      roleLabel: 'Store Manager',
      regionNames: [],
      storeNames: [org.storeAName],
    });

    const body = signup(token);
    const res = await accept(body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ ok: true, username: body.username });
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();

    const cookie = await signIn(ctx.app, body.username, body.password);
    const me = await callAs(ctx.app, cookie)({ method: 'GET', url: '/api/user' });
    expect(me.json()).toMatchObject({ role: 'store_manager', storeId: org.storeA });

    const again = await accept(signup(token));
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe(INVITE_MESSAGES.invalid);
    const reverify = await verify(token);
    expect(reverify.statusCode).toBe(404);
    expect(reverify.json().error).toBe(INVITE_MESSAGES.invalid);
  });

  it('shows region names for a regional manager invitation', async () => {
    const { token } = await invite(admin, { role: 'regionalmanager', regionIds: [org.regionA] });
    expect((await verify(token)).json()).toEqual({
      role: 'regionalmanager',
      roleLabel: 'Regional Manager',
      regionNames: ['North Invites'],
      storeNames: [],
    });
  });

  it('lets only one of two concurrent accepts of one token through', async () => {
    const { token } = await invite(admin, { role: 'store', storeIds: [org.storeA] });
    const users = await countUsers();
    const results = await Promise.all([accept(signup(token)), accept(signup(token))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 404]);
    expect(await countUsers()).toBe(users + 1);
  });

  it('answers a link without a token with its message', async () => {
    const res = await anonymous({ method: 'GET', url: '/api/invites/verify' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(INVITE_MESSAGES.noToken);
    const unknown = await verify('not-a-real-token');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(INVITE_MESSAGES.invalid);
  });
});

describe('signup validation', () => {
  it('reports the field messages and creates nothing', async () => {
    const { token } = await invite(admin, { role: 'store', storeIds: [org.storeA] });
    const users = await countUsers();

    const mismatch = await accept(signup(token, { confirmPassword: 'something-else' }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fields.confirmPassword).toBe("Passwords don't match");

    const short = await accept(
      signup(token, { username: 'ab', password: 'short', confirmPassword: 'short' }),
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toMatchObject({
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 8 characters',
    });

    const names = await accept(signup(token, { firstName: ' ', lastName: '' }));
    expect(names.json().fields).toMatchObject({
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
    expect(await countUsers()).toBe(users);
    expect((await verify(token)).statusCode).toBe(200);
  });
});

describe('who may invite whom', () => {
  it('lets a store manager invite a store user for their own store only', async () => {
    await invite(managerA, { role: 'store', storeIds: [org.storeA] });
    const invites = await countInvites();

    const other = await managerA({
      method: 'POST',
      url: '/api/invites',
      payload: { role: 'store', storeIds: [org.storeB] },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().fields.storeIds).toBe('Store not found');

    const higher = await managerA({
      method: 'POST',
      url: '/api/invites',
      payload: { role: 'regionalmanager', regionIds: [org.regionA] },
    });
    expect(higher.statusCode).toBe(403);
    expect(higher.json().error).toBe(MESSAGES.roleTooHigh);

    const unknown = await admin({
      method: 'POST',
      url: '/api/invites',
      payload: { role: 'regionalmanager', regionIds: ['no-such-region'] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.regionIds).toBe('Region not found');

    const shape = await admin({ method: 'POST', url: '/api/invites', payload: { role: 'store' } });
    expect(shape.statusCode).toBe(400);
    expect(shape.json().fields.storeIds).toBeTruthy();

    const staff = await storeUserA({
      method: 'POST',
      url: '/api/invites',
      payload: { role: 'store', storeIds: [org.storeA] },
    });
    expect(staff.statusCode).toBe(403);
    expect(await countInvites()).toBe(invites);
  });

  it('refuses at accept time what the creator may no longer grant', async () => {
    const regional = await createSignedInUser(ctx.app, ctx.deps, {
      role: 'regionalmanager',
      regionIds: [org.regionA],
    });
    const { token } = await invite(callAs(ctx.app, regional.cookie), {
      role: 'areamanager',
      storeIds: [org.storeA],
    });
    const demoted = await admin({
      method: 'PATCH',
      url: `/api/admin/users/${regional.user.id}`,
      payload: { role: 'store', storeId: org.storeA },
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    const users = await countUsers();
    const res = await accept(signup(token));
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(MESSAGES.roleTooHigh);
    expect(await countUsers()).toBe(users);
  });
});

describe('e-mail, listing and revoking', () => {
  it('e-mails the link when an address is given', async () => {
    const created = await invite(admin, {
      role: 'store',
      storeIds: [org.storeA],
      email: 'New.Hire@Example.com',
    });
    const mail = await ctx.deps.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', 'new.hire@example.com')
      .executeTakeFirstOrThrow();
    expect(mail.channel).toBe('email');
    expect(mail.body).toContain(created.link);
  });

  it('lists open invitations within reach, and revokes them', async () => {
    const created = await invite(admin, { role: 'store', storeIds: [org.storeB] });
    await invite(managerA, { role: 'store', storeIds: [org.storeA] });

    const all = (await admin({ method: 'GET', url: '/api/invites' })).json() as {
      id: string;
      storeNames: string[];
      createdByName: string | null;
    }[];
    const mine = (await managerA({ method: 'GET', url: '/api/invites' })).json() as typeof all;
    expect(all.length).toBeGreaterThan(mine.length);
    expect(mine.every((i) => !i.storeNames.includes('Invite Store B'))).toBe(true);
    const target = all.find((i) => i.storeNames.includes('Invite Store B'))!;
    expect(target.createdByName).toBe('Pat Lee');

    const hidden = await managerA({ method: 'DELETE', url: `/api/invites/${target.id}` });
    expect(hidden.statusCode).toBe(404);
    const revoked = await admin({ method: 'DELETE', url: `/api/invites/${target.id}` });
    expect(revoked.statusCode).toBe(200);
    const after = (await admin({ method: 'GET', url: '/api/invites' })).json() as typeof all;
    expect(after.some((i) => i.id === target.id)).toBe(false);
    expect((await verify(created.token)).statusCode).toBe(404);
    expect((await accept(signup(created.token))).statusCode).toBe(404);
  });

  it('refuses to revoke a used invitation', async () => {
    const { token } = await invite(admin, { role: 'store', storeIds: [org.storeA] });
    expect((await accept(signup(token))).statusCode).toBe(201);
    const row = await ctx.deps.db
      .selectFrom('invites')
      .select(['id', 'used_by'])
      .where('token_hash', '=', createHash('sha256').update(token).digest('hex'))
      .executeTakeFirstOrThrow();
    expect(row.used_by).toBeTruthy();
    const res = await admin({ method: 'DELETE', url: `/api/invites/${row.id}` });
    expect(res.statusCode).toBe(409);
  });
});

describe('an expired invitation', () => {
  it('is refused after 7 days', async () => {
    const { token } = await invite(admin, { role: 'store', storeIds: [org.storeA] });
    ctx.clock.advance(7 * DAY_MS - 1000);
    expect((await verify(token)).statusCode).toBe(200);
    ctx.clock.advance(2000);
    const users = await countUsers();
    const res = await verify(token);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(INVITE_MESSAGES.invalid);
    expect((await accept(signup(token))).statusCode).toBe(404);
    expect(await countUsers()).toBe(users);
  });
});
