import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEntry } from '../../../shared/activity';
import { describeActivity } from '../../../shared/activity-text';
import {
  createRegionRow,
  createSignedInUser,
  createStoreRow,
  createUserRow,
  signIn,
  TEST_PASSWORD,
} from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';
import { startSmtpServer, type TestSmtpServer } from '../../testing/smtp-test-server';
import { OFFICE_RESET_NO_EMAIL, OFFICE_RESET_RANK } from './password-reset';

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

// The harness reads its overrides when its beforeAll runs, after the SMTP server above is listening.
const ctx = useTestApp({
  get smtpUrl() {
    return smtp.url;
  },
});

const NEW_PASSWORD = 'a-brand-new-pass-22';

let admin: { id: string; call: Call };

beforeAll(async () => {
  // No region or store yet: the factories make a super admin for those, and the first part of
  // this file is a chain without one.
  const signedIn = await createSignedInUser(ctx.app, ctx.deps, {
    role: 'admin',
    firstName: 'Ada',
    lastName: 'Ames',
  });
  admin = { id: signedIn.user.id, call: callAs(ctx.app, signedIn.cookie) };
});

/** An office account with an e-mail address, signed in on two devices. */
async function officeAccount(role: 'admin' | 'ceo', email: string | undefined) {
  const user = await createUserRow(ctx.deps, { role, email, firstName: 'Cleo' });
  const cookies = [await signIn(ctx.app, user.username), await signIn(ctx.app, user.username)];
  return { ...user, cookies };
}

const reset = (call: Call, id: string, password = NEW_PASSWORD) =>
  call({ method: 'PATCH', url: `/api/admin/users/${id}`, payload: { password } });
const isSignedIn = async (cookie: string) =>
  (await callAs(ctx.app, cookie)({ method: 'GET', url: '/api/user' })).statusCode === 200;
const mailTo = (address: string) => smtp.received.filter((m) => m.rcptTo.includes(address));
const resetsOf = async (userId: string) =>
  (
    await admin.call({
      method: 'GET',
      url: '/api/admin/activity?action=user.password_reset&limit=200',
    })
  )
    .json<{ entries: ActivityEntry[] }>()
    .entries.filter((e) => e.entityId === userId);

/** Whether a reset was refused without a trace: old password, sessions, no mail, no entry. */
async function expectUnchanged(target: Awaited<ReturnType<typeof officeAccount>>) {
  await expect(signIn(ctx.app, target.username, TEST_PASSWORD)).resolves.toMatch(/^sid=/);
  for (const cookie of target.cookies) expect(await isSignedIn(cookie)).toBe(true);
  if (target.email) expect(mailTo(target.email)).toEqual([]);
  expect(await resetsOf(target.id)).toEqual([]);
}

describe('resetting the password of an office account, in a chain without a super admin', () => {
  it('refuses another office account of the same rank and changes nothing (issue 37)', async () => {
    const ceo = await officeAccount('ceo', 'cleo.ceo@example.com');
    const res = await reset(admin.call, ceo.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(OFFICE_RESET_RANK);
    await expectUnchanged(ceo);
  });

  it('refuses a bad password with the field message and changes nothing', async () => {
    const ceo = await officeAccount('ceo', 'short.pass@example.com');
    const res = await reset(admin.call, ceo.id, 'short');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ password: 'Password must be at least 8 characters' });
    await expectUnchanged(ceo);
  });
});

describe('resetting the password of an office account, in a chain with a super admin', () => {
  let superAdmin: { id: string; call: Call };
  let storeId: string;
  let regionId: string;

  beforeAll(async () => {
    regionId = (await createRegionRow(ctx.deps)).id;
    storeId = (await createStoreRow(ctx.deps, regionId)).id;
    const signedIn = await createSignedInUser(ctx.app, ctx.deps, {
      role: 'super_admin',
      firstName: 'Sol',
      lastName: 'Stone',
    });
    superAdmin = { id: signedIn.user.id, call: callAs(ctx.app, signedIn.cookie) };
  });

  it('refuses an admin resetting the CEO, and a CEO resetting an admin, and changes nothing', async () => {
    const ceo = await officeAccount('ceo', 'kept.ceo@example.com');
    const byAdmin = await reset(admin.call, ceo.id);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().error).toBe(OFFICE_RESET_RANK);
    await expectUnchanged(ceo);

    const otherAdmin = await officeAccount('admin', 'kept.admin@example.com');
    const asCeo = callAs(ctx.app, ceo.cookies[0]);
    expect((await reset(asCeo, otherAdmin.id)).statusCode).toBe(403);
    await expectUnchanged(otherAdmin);
  });

  it('refuses roles that do not manage users at all', async () => {
    const ceo = await officeAccount('ceo', 'untouched.ceo@example.com');
    for (const role of ['store_manager', 'areamanager', 'regionalmanager'] as const) {
      const caller = await createSignedInUser(ctx.app, ctx.deps, {
        role,
        storeId,
        storeIds: [storeId],
        regionIds: [regionId],
      });
      const res = await reset(callAs(ctx.app, caller.cookie), ceo.id);
      expect(res.statusCode, role).toBe(403);
    }
    await expectUnchanged(ceo);
  });

  it('lets the super admin reset the CEO, tells the owner by e-mail at once, logs it and ends their sessions', async () => {
    const ceo = await officeAccount('ceo', 'reset.by.super@example.com');
    expect((await reset(superAdmin.call, ceo.id)).statusCode).toBe(200);

    const [mail, ...more] = mailTo('reset.by.super@example.com');
    expect(more).toEqual([]);
    expect(mail?.headers.get('subject')).toBe('Your Shop Platform password was reset');
    expect(mail?.content).toContain('Hi Cleo,');
    expect(mail?.content).toContain(
      `Sol Stone (Super Admin) has just reset the password of your CEO account “${ceo.username}”.`,
    );
    const outbox = await ctx.deps.db
      .selectFrom('outbox')
      .selectAll()
      .where('related_id', '=', ceo.id)
      .where('kind', '=', 'password_reset')
      .execute();
    expect(outbox.map((m) => m.state)).toEqual(['sent']);

    const [entry] = await resetsOf(ceo.id);
    expect(entry).toMatchObject({ userId: superAdmin.id, action: 'user.password_reset' });
    expect(describeActivity(entry!)).toEqual({
      title: 'Reset a password',
      detail: `${ceo.username} (CEO)`,
    });

    for (const cookie of ceo.cookies) expect(await isSignedIn(cookie)).toBe(false);
    await expect(signIn(ctx.app, ceo.username, NEW_PASSWORD)).resolves.toMatch(/^sid=/);
  });

  it('refuses when the owner has no e-mail address to be told at, and changes nothing', async () => {
    const ceo = await officeAccount('ceo', undefined);
    const res = await reset(superAdmin.call, ceo.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: OFFICE_RESET_NO_EMAIL,
      fields: { password: OFFICE_RESET_NO_EMAIL },
    });
    await expectUnchanged(ceo);
  });

  it("still lets an admin reset a shop account's password, logged but with no e-mail", async () => {
    const clerk = await createUserRow(ctx.deps, {
      role: 'store',
      storeId,
      email: 'clerk@example.com',
    });
    expect((await reset(admin.call, clerk.id)).statusCode).toBe(200);
    expect(await resetsOf(clerk.id)).toHaveLength(1);
    expect(mailTo('clerk@example.com')).toEqual([]);
  });
});
