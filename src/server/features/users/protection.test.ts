// Issue 37: an admin took over the CEO's account by demoting it, resetting its password and
// promoting it back, and the CEO was not told. Only a rank above an account changes it, the
// protection follows the account for 30 days, and office accounts hear of every change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser } from '../../../shared/users';
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
import { ACCOUNT_OUTRANKED, ROLE_CHANGE_RANK } from './protection';

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

const ctx = useTestApp({
  get smtpUrl() {
    return smtp.url;
  },
});

const DAY = 24 * 60 * 60 * 1000;
let storeId: string;
let admin: { id: string; username: string; call: Call };
let superAdmin: { id: string; call: Call };

beforeAll(async () => {
  const regionId = (await createRegionRow(ctx.deps)).id;
  storeId = (await createStoreRow(ctx.deps, regionId)).id;
  const a = await createSignedInUser(ctx.app, ctx.deps, {
    role: 'admin',
    firstName: 'Ada',
    lastName: 'Ames',
    email: 'ada.admin@example.com',
  });
  admin = { id: a.user.id, username: a.user.username, call: callAs(ctx.app, a.cookie) };
  const s = await createSignedInUser(ctx.app, ctx.deps, {
    role: 'super_admin',
    firstName: 'Sol',
    lastName: 'Stone',
    email: 'sol.super@example.com',
  });
  superAdmin = { id: s.user.id, call: callAs(ctx.app, s.cookie) };
});

let serial = 0;
/** A CEO with an e-mail address, signed in on two devices. */
async function ceoAccount() {
  serial += 1;
  const email = `ceo${serial}@example.com`;
  const user = await createUserRow(ctx.deps, { role: 'ceo', email, firstName: 'Cleo' });
  const cookies = [await signIn(ctx.app, user.username), await signIn(ctx.app, user.username)];
  return { ...user, email, cookies };
}

const patch = (call: Call, id: string, payload: Record<string, unknown>) =>
  call({ method: 'PATCH', url: `/api/admin/users/${id}`, payload });
const isSignedIn = async (cookie: string) =>
  (await callAs(ctx.app, cookie)({ method: 'GET', url: '/api/user' })).statusCode === 200;
const mailTo = (address: string) => smtp.received.filter((m) => m.rcptTo.includes(address));
const stored = (id: string) =>
  ctx.deps.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe("an admin and the CEO's account", () => {
  it('refuses every change an admin tries on the CEO and leaves it as it was', async () => {
    const ceo = await ceoAccount();
    const before = await stored(ceo.id);
    const attempts: Record<string, unknown>[] = [
      { role: 'store', storeId },
      { email: 'attacker@example.com' },
      { username: 'renamed-ceo' },
      { firstName: 'Mallory' },
      { disabled: true },
      { password: 'taken-over-pass-1' },
    ];
    for (const attempt of attempts) {
      const res = await patch(admin.call, ceo.id, attempt);
      expect(res.statusCode, JSON.stringify(attempt)).toBe(403);
    }
    const removed = await admin.call({ method: 'DELETE', url: `/api/admin/users/${ceo.id}` });
    expect(removed.statusCode).toBe(403);
    expect(removed.json().error).toBe(ACCOUNT_OUTRANKED);
    expect(await stored(ceo.id)).toEqual(before);
    for (const cookie of ceo.cookies) expect(await isSignedIn(cookie)).toBe(true);
    expect(mailTo(ceo.email)).toEqual([]);
  });

  it('closes the demote, reset, promote path: the protection follows the account for 30 days', async () => {
    const ceo = await ceoAccount();
    // Only a rank above both roles moves the CEO; the admin cannot even start.
    const demote = await patch(admin.call, ceo.id, { role: 'store', storeId });
    expect(demote.statusCode).toBe(403);
    expect(demote.json().error).toBe(ACCOUNT_OUTRANKED);

    // A super admin demotes them (a real reorganisation); the account keeps its protection.
    expect((await patch(superAdmin.call, ceo.id, { role: 'store', storeId })).statusCode).toBe(200);
    const list = await admin.call({ method: 'GET', url: '/api/admin/users' });
    const listed = list.json<AdminUser[]>().find((u) => u.id === ceo.id)!;
    expect(listed.role).toBe('store');
    expect(listed.heldRoles.sort()).toEqual(['ceo', 'store']);

    const reset = await patch(admin.call, ceo.id, { password: 'taken-over-pass-1' });
    expect(reset.statusCode).toBe(403);
    const promote = await patch(admin.call, ceo.id, { role: 'ceo' });
    expect(promote.statusCode).toBe(403);
    expect([ACCOUNT_OUTRANKED, ROLE_CHANGE_RANK]).toContain(promote.json().error);
    await expect(signIn(ctx.app, ceo.username, 'taken-over-pass-1')).rejects.toThrow();
    await expect(signIn(ctx.app, ceo.username, TEST_PASSWORD)).resolves.toMatch(/^sid=/);

    // Thirty-one days on, the former CEO is a store user like any other (the admin signs in
    // again: a session lasts a week).
    ctx.clock.advance(31 * DAY);
    try {
      const later = callAs(ctx.app, await signIn(ctx.app, admin.username));
      expect((await patch(later, ceo.id, { firstName: 'Store' })).statusCode).toBe(200);
    } finally {
      ctx.clock.advance(-31 * DAY);
    }
  });

  it('refuses an admin promoting anyone to an office role', async () => {
    const clerk = await createUserRow(ctx.deps, { role: 'store', storeId });
    for (const role of ['admin', 'ceo'] as const) {
      const res = await patch(admin.call, clerk.id, { role });
      expect(res.statusCode, role).toBe(403);
      expect(res.json().error).toBe(ROLE_CHANGE_RANK);
    }
    expect((await stored(clerk.id)).role).toBe('store');
    expect((await patch(admin.call, clerk.id, { role: 'store_manager' })).statusCode).toBe(200);
  });
});

describe('office accounts hear of what concerns them', () => {
  it('announces a new office account by e-mail to every active office account', async () => {
    const before = smtp.received.length;
    const res = await admin.call({
      method: 'POST',
      url: '/api/admin/users',
      payload: {
        username: 'new-admin',
        password: 'new-admin-pass-1',
        firstName: 'Nia',
        lastName: 'New',
        role: 'admin',
        email: 'nia.new@example.com',
      },
    });
    expect(res.statusCode).toBe(201);
    const mails = smtp.received.slice(before);
    const to = mails.flatMap((m) => m.rcptTo);
    expect(to).toContain('ada.admin@example.com');
    expect(to).toContain('sol.super@example.com');
    expect(to).not.toContain('nia.new@example.com');
    const mail = mails.find((m) => m.rcptTo.includes('sol.super@example.com'))!;
    expect(mail.headers.get('subject')).toBe('A new Admin account on Shop Platform');
    expect(mail.content).toContain('Ada Ames (Admin) just added Nia New (“new-admin”) as Admin.');
  });

  it('tells the CEO when an admin adds a second CEO', async () => {
    const ceo = await ceoAccount();
    const res = await admin.call({
      method: 'POST',
      url: '/api/admin/users',
      payload: {
        username: `second-ceo-${serial}`,
        password: 'second-ceo-pass-1',
        firstName: 'Second',
        lastName: 'Ceo',
        role: 'ceo',
      },
    });
    expect(res.statusCode).toBe(201);
    const [mail] = mailTo(ceo.email);
    expect(mail?.headers.get('subject')).toBe('A new CEO account on Shop Platform');
    expect(mail?.content).toContain('Ada Ames (Admin) just added Second Ceo');
  });

  it("e-mails a change to the CEO's address as it was, logs it and ends their sessions", async () => {
    const ceo = await ceoAccount();
    const res = await patch(superAdmin.call, ceo.id, { email: 'new.ceo.address@example.com' });
    expect(res.statusCode).toBe(200);
    const [mail, ...more] = mailTo(ceo.email);
    expect(more).toEqual([]);
    expect(mail?.headers.get('subject')).toBe('Your Shop Platform account was changed');
    expect(mail?.content).toContain('Sol Stone (Super Admin) just changed your CEO account');
    expect(mail?.content).toContain(
      `E-mail changed from ${ceo.email} to new.ceo.address@example.com`,
    );
    expect(mailTo('new.ceo.address@example.com')).toEqual([]);
    for (const cookie of ceo.cookies) expect(await isSignedIn(cookie)).toBe(false);
    const log = await superAdmin.call({
      method: 'GET',
      url: `/api/admin/activity?userId=${superAdmin.id}&action=user.update&limit=50`,
    });
    expect(
      log.json<{ entries: { entityId: string }[] }>().entries.some((e) => e.entityId === ceo.id),
    ).toBe(true);
  });

  it('tells an office account of its own change and ends only its other sessions', async () => {
    const ceo = await ceoAccount();
    const [here, elsewhere] = ceo.cookies as [string, string];
    const res = await patch(callAs(ctx.app, here), ceo.id, { email: 'moved.ceo@example.com' });
    expect(res.statusCode).toBe(200);
    expect(mailTo(ceo.email)[0]?.content).toContain('You just changed your CEO account');
    expect(await isSignedIn(here)).toBe(true);
    expect(await isSignedIn(elsewhere)).toBe(false);
  });

  it("does not e-mail or sign out a shop account's owner for a change of name", async () => {
    const clerk = await createUserRow(ctx.deps, {
      role: 'store',
      storeId,
      email: 'clerk.quiet@example.com',
    });
    const cookie = await signIn(ctx.app, clerk.username);
    expect((await patch(admin.call, clerk.id, { firstName: 'Renamed' })).statusCode).toBe(200);
    expect(mailTo('clerk.quiet@example.com')).toEqual([]);
    expect(await isSignedIn(cookie)).toBe(true);
  });
});
