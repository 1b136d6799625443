import { beforeAll, describe, expect, it } from 'vitest';
import { LOCKOUT } from '../features/auth/lockout';
import {
  createRegionRow,
  createSignedInUser,
  createStoreRow,
  createUserRow,
  signIn,
  TEST_PASSWORD,
} from '../testing/factories';
import { MESSAGES } from '../../shared/errors';
import { callAs, sessionCookie, useTestApp } from '../testing/harness';
import { countRows } from './world';

const ctx = useTestApp();
let storeId: string;
let adminCookie: string;

beforeAll(async () => {
  const region = await createRegionRow(ctx.deps);
  storeId = (await createStoreRow(ctx.deps, region.id)).id;
  adminCookie = (await createSignedInUser(ctx.app, ctx.deps, { role: 'admin' })).cookie;
});

let address = 0;
/** A fresh address per sign-in, so the per-address limits only bite where a test wants them. */
const freshAddress = () => `10.20.${(address >> 8) & 255}.${(address += 1) & 255}`;

const login = (
  username: string,
  password: string,
  options: { cookie?: string; ip?: string } = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress: options.ip ?? freshAddress(),
    headers: options.cookie ? { cookie: options.cookie } : {},
  });

const whoIs = async (cookie: string) => {
  const res = await callAs(ctx.app, cookie)({ method: 'GET', url: '/api/user' });
  return res.statusCode === 200 ? res.json<{ id: string }>().id : res.statusCode;
};

const clerk = () => createUserRow(ctx.deps, { role: 'store', storeId });

describe('session fixation', () => {
  it('never adopts a session id planted before sign-in', async () => {
    const user = await clerk();
    const planted = 'sid=attacker-chosen-value-0123456789abcdef';
    const res = await login(user.username, TEST_PASSWORD, { cookie: planted });
    expect(res.statusCode).toBe(200);
    const issued = sessionCookie(res);
    expect(issued).not.toBe(planted);
    expect(await whoIs(planted)).toBe(401);
    expect(await whoIs(issued)).toBe(user.id);
  });

  it("ends the attacker's own session when a victim signs in over it", async () => {
    const attacker = await clerk();
    const victim = await clerk();
    const attackerCookie = await signIn(ctx.app, attacker.username);
    const res = await login(victim.username, TEST_PASSWORD, { cookie: attackerCookie });
    const victimCookie = sessionCookie(res);
    expect(victimCookie).not.toBe(attackerCookie);
    // The planted cookie is neither the victim's session nor alive any more.
    expect(await whoIs(attackerCookie)).toBe(401);
    expect(await whoIs(victimCookie)).toBe(victim.id);
  });
});

describe('forged session cookies', () => {
  it('treats a forged, hostile or oversized session cookie as signed out, never as an error', async () => {
    const forged = [
      "sid=' OR 1=1 --",
      'sid=%00',
      'sid=..%2F..%2Fetc%2Fpasswd',
      `sid=${'A'.repeat(8_000)}`,
      'sid=',
      'sid=a; sid=b',
      `sid=${encodeURIComponent(adminCookie)}`,
    ];
    for (const cookie of forged) {
      const res = await callAs(ctx.app, cookie)({ method: 'GET', url: '/api/user' });
      expect(res.statusCode, cookie.slice(0, 40)).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('logout and revocation', () => {
  it('kills the cookie at logout, even if it is replayed later', async () => {
    const user = await clerk();
    const cookie = await signIn(ctx.app, user.username);
    const out = await callAs(ctx.app, cookie)({ method: 'POST', url: '/api/logout' });
    expect(out.statusCode).toBe(200);
    expect(await whoIs(cookie)).toBe(401);
    const replay = await callAs(ctx.app, cookie)({ method: 'GET', url: '/api/repair-waivers' });
    expect(replay.statusCode).toBe(401);
  });

  const changes: [string, (id: string) => Record<string, unknown> | 'delete'][] = [
    ['a password change', () => ({ password: 'a-brand-new-password' })],
    ['a role change', () => ({ role: 'store_manager', storeId })],
    ['disabling the account', () => ({ disabled: true })],
    ['deleting the account', () => 'delete'],
  ];

  it.each(changes)('ends every session of the user after %s', async (_, change) => {
    const user = await clerk();
    const phone = await signIn(ctx.app, user.username);
    const tablet = await signIn(ctx.app, user.username);
    const body = change(user.id);
    const res = await callAs(
      ctx.app,
      adminCookie,
    )(
      body === 'delete'
        ? { method: 'DELETE', url: `/api/admin/users/${user.id}` }
        : { method: 'PATCH', url: `/api/admin/users/${user.id}`, payload: body },
    );
    expect(res.statusCode).toBe(200);
    expect(await whoIs(phone)).toBe(401);
    expect(await whoIs(tablet)).toBe(401);
  });

  it('keeps sessions when nothing about the rights changed', async () => {
    const user = await clerk();
    const cookie = await signIn(ctx.app, user.username);
    const res = await callAs(
      ctx.app,
      adminCookie,
    )({ method: 'PATCH', url: `/api/admin/users/${user.id}`, payload: { firstName: 'Renamed' } });
    expect(res.statusCode).toBe(200);
    expect(await whoIs(cookie)).toBe(user.id);
  });
});

describe('CSRF', () => {
  // The app's pages are at http://localhost (app.inject's Host, plain HTTP): TEST_ORIGIN.
  const foreign: Record<string, string | undefined>[] = [
    { origin: 'https://evil.example' },
    { origin: 'null' },
    { origin: 'http://localhost:8080' },
    // The same host and port by another scheme is another site.
    { origin: 'https://localhost' },
    { origin: 'https://localhost:80' },
    { origin: 'http://localhost.evil.example' },
    // A trusted proxy passing on the client's X-Forwarded-Host does not move the app there.
    { origin: 'http://evil.example', 'x-forwarded-host': 'evil.example' },
    { origin: undefined, referer: 'https://evil.example/page' },
    { origin: undefined, referer: 'https://localhost/' },
    { origin: undefined, 'sec-fetch-site': 'cross-site' },
    { origin: undefined, 'sec-fetch-site': 'same-site' },
    // Nothing says where it came from: it cannot be told from a forged request.
    { origin: undefined },
  ];

  it('refuses every state-changing route from a foreign or unknown origin, before it writes anything', async () => {
    const failures: string[] = [];
    const writes = ctx.app.routeCatalog.filter((r) => r.method !== 'GET');
    expect(writes.length).toBeGreaterThan(10);
    for (const route of writes) {
      const url = route.url.replace(/:(\w+)/g, 'x0000000000000000000');
      for (const headers of foreign) {
        const before = await countRows(ctx);
        const res = await callAs(
          ctx.app,
          adminCookie,
        )({ method: route.method as 'POST', url, payload: {}, headers });
        const after = await countRows(ctx);
        const label = `${route.method} ${route.url} with ${JSON.stringify(headers)}`;
        if (res.statusCode !== 403 || res.json().code !== 'CROSS_ORIGIN') {
          failures.push(`${label}: ${res.statusCode}`);
        }
        if (JSON.stringify(after) !== JSON.stringify(before)) failures.push(`${label}: wrote rows`);
      }
    }
    expect(failures).toEqual([]);
    // The refused logouts above left the session alive.
    expect(await whoIs(adminCookie)).not.toBe(401);
  });

  it('tells a request that names no site what to send', async () => {
    const res = await callAs(
      ctx.app,
      adminCookie,
    )({
      method: 'POST',
      url: '/api/regions',
      payload: { name: 'From a script' },
      headers: { origin: undefined },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: MESSAGES.unknownOrigin,
      code: 'CROSS_ORIGIN',
    });
  });

  it('accepts its own origin, told by Origin, by Referer or by Sec-Fetch-Site', async () => {
    const asAdmin = callAs(ctx.app, adminCookie);
    const ownPages: Record<string, string | undefined>[] = [
      { origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' },
      { origin: 'http://LOCALHOST' },
      { origin: undefined, referer: 'http://localhost/dashboard?tab=admin' },
      // A page whose Referrer-Policy hides the referrer still says where it is.
      { origin: undefined, 'sec-fetch-site': 'same-origin' },
      // Behind a trusted proxy that ends HTTPS and passes the Host on, the page is https://.
      { origin: 'https://shop.example', host: 'shop.example', 'x-forwarded-proto': 'https' },
    ];
    for (const [i, headers] of ownPages.entries()) {
      const res = await asAdmin({
        method: 'POST',
        url: '/api/regions',
        payload: { name: `Own page ${i}` },
        headers,
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(201);
    }
  });

  it("takes the proxy's scheme only from a proxy it trusts", async () => {
    const res = await callAs(
      ctx.app,
      adminCookie,
    )({
      method: 'POST',
      url: '/api/regions',
      payload: { name: 'Claimed HTTPS' },
      headers: {
        origin: 'https://shop.example',
        host: 'shop.example',
        'x-forwarded-proto': 'https',
      },
      remoteAddress: '198.51.100.9',
    });
    expect(res.statusCode).toBe(403);
  });

  it('does not let a foreign origin sign anybody in or out', async () => {
    const user = await clerk();
    const cookie = await signIn(ctx.app, user.username);
    const logout = await callAs(
      ctx.app,
      cookie,
    )({ method: 'POST', url: '/api/logout', headers: { origin: 'https://evil.example' } });
    expect(logout.statusCode).toBe(403);
    expect(await whoIs(cookie)).toBe(user.id);
    const loginCsrf = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password: TEST_PASSWORD },
      headers: { origin: 'https://evil.example' },
    });
    expect(loginCsrf.statusCode).toBe(403);
    expect(loginCsrf.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });
});

describe('sign-in brute force', () => {
  it('locks an address that guesses across many accounts, whatever X-Forwarded-For it claims', async () => {
    const ip = '203.0.113.7';
    const victim = await clerk();
    for (let i = 0; i < LOCKOUT.addressFailures; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: `guess-${i}`, password: 'wrong-guess' },
        remoteAddress: ip,
        // Only a proxy on loopback is trusted; anyone else's forwarded address is ignored.
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      expect(res.statusCode).toBe(401);
    }
    const res = await login(victim.username, TEST_PASSWORD, { ip });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // The account itself is not locked: its owner signs in from elsewhere.
    expect((await login(victim.username, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('answers a locked unknown username exactly like a locked real one', async () => {
    const real = await clerk();
    const ghost = 'no-such-user-anywhere';
    const ip = '203.0.113.40';
    for (let i = 0; i < LOCKOUT.pairFailures; i += 1) {
      await login(real.username, 'wrong-guess', { ip });
      await login(ghost, 'wrong-guess', { ip });
    }
    const a = await login(real.username, 'wrong-guess', { ip });
    const b = await login(ghost, 'wrong-guess', { ip });
    expect(a.statusCode).toBe(429);
    expect(b.statusCode).toBe(429);
    expect(a.json()).toEqual(b.json());
  });

  it('rate-limits sign-in requests per address before any password is checked', async () => {
    const ip = '203.0.113.99';
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: {},
        remoteAddress: ip,
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
