import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/errors';
import { createUserRow, signIn, TEST_PASSWORD } from '../../testing/factories';
import { callAs, sessionCookie, useTestApp } from '../../testing/harness';
import { LOCKOUT } from './lockout';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './service';

const ctx = useTestApp();
const admin = {
  username: 'Owner',
  password: 'owner-password-1',
  firstName: 'Olivia',
  lastName: 'Owner',
};

describe('first run and registration', () => {
  it('offers the first-run form while no user exists', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/setup' });
    expect(res.json()).toEqual({ needsFirstUser: true });
  });

  it('refuses a registration with bad input and stores nothing', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username: 'ab', password: 'short', firstName: '', lastName: 'X' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 8 characters',
      firstName: 'First name is required',
    });
    const setup = await ctx.app.inject({ method: 'GET', url: '/api/auth/setup' });
    expect(setup.json()).toEqual({ needsFirstUser: true });
  });

  it('makes the first registered user an admin and signs them in', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/register', payload: admin });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ username: 'Owner', role: 'admin', firstName: 'Olivia' });
    expect(res.json()).not.toHaveProperty('passwordHash');
    const me = await callAs(ctx.app, sessionCookie(res))({ method: 'GET', url: '/api/user' });
    expect(me.statusCode).toBe(200);
    expect(me.json().role).toBe('admin');
  });

  it('closes registration once any user exists', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { ...admin, username: 'second' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(
      'Registration is closed. Ask an administrator for an invitation.',
    );
    const users = await ctx.deps.db.selectFrom('users').select('username').execute();
    expect(users.map((u) => u.username)).toEqual(['Owner']);
  });
});

describe('sign in and out', () => {
  it('answers 401 to GET /api/user when signed out', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('asks for username and password with their messages', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
  });

  it('signs in case-insensitively with a secure session cookie', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'owner', password: admin.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'Owner', firstName: 'Olivia' });
    const cookie = res.cookies.find((c) => c.name === 'sid')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.secure).toBeFalsy();
    expect(cookie.value.length).toBeGreaterThanOrEqual(40);
  });

  it('gives a new session id at every sign-in and drops the old one', async () => {
    const first = await signIn(ctx.app, 'Owner', admin.password);
    const res = await callAs(
      ctx.app,
      first,
    )({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'Owner', password: admin.password },
    });
    const second = sessionCookie(res);
    expect(second).not.toBe(first);
    expect((await callAs(ctx.app, first)({ method: 'GET', url: '/api/user' })).statusCode).toBe(
      401,
    );
    expect((await callAs(ctx.app, second)({ method: 'GET', url: '/api/user' })).statusCode).toBe(
      200,
    );
  });

  it('gives one generic message whatever was wrong', async () => {
    await createUserRow(ctx.deps, { username: 'disabled.dan', role: 'admin' });
    await ctx.deps.db
      .updateTable('users')
      .set({ disabled: 1 })
      .where('username', '=', 'disabled.dan')
      .execute();
    const attempts = [
      { username: 'nobody-here', password: 'whatever-123' },
      { username: 'Owner', password: 'wrong-password' },
      { username: 'disabled.dan', password: TEST_PASSWORD },
    ];
    for (const payload of attempts) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload,
        remoteAddress: '10.0.0.9',
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: MESSAGES.invalidCredentials,
        code: 'INVALID_CREDENTIALS',
      });
    }
  });

  it('deletes the session at logout', async () => {
    const cookie = await signIn(ctx.app, 'Owner', admin.password);
    const res = await callAs(ctx.app, cookie)({ method: 'POST', url: '/api/logout' });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    expect((await callAs(ctx.app, cookie)({ method: 'GET', url: '/api/user' })).statusCode).toBe(
      401,
    );
  });

  it('records sign-ins and sign-outs in the activity log', async () => {
    const actions = await ctx.deps.db.selectFrom('activity_log').select('action').execute();
    const names = actions.map((a) => a.action);
    expect(names).toEqual(
      expect.arrayContaining(['auth.login', 'auth.logout', 'auth.login_failed', 'user.create']),
    );
  });
});

describe('session timeouts', () => {
  it('ends a session after the idle timeout', async () => {
    const cookie = await signIn(ctx.app, 'Owner', admin.password);
    ctx.clock.advance(SESSION_IDLE_MS - 60_000);
    expect((await callAs(ctx.app, cookie)({ method: 'GET', url: '/api/user' })).statusCode).toBe(
      200,
    );
    ctx.clock.advance(SESSION_IDLE_MS + 1);
    expect((await callAs(ctx.app, cookie)({ method: 'GET', url: '/api/user' })).statusCode).toBe(
      401,
    );
  });

  it('ends an active session at the absolute timeout', async () => {
    const cookie = await signIn(ctx.app, 'Owner', admin.password);
    const step = SESSION_IDLE_MS / 2;
    for (let elapsed = 0; elapsed + step < SESSION_ABSOLUTE_MS; elapsed += step) {
      expect((await callAs(ctx.app, cookie)({ method: 'GET', url: '/api/user' })).statusCode).toBe(
        200,
      );
      ctx.clock.advance(step);
    }
    ctx.clock.advance(step);
    expect((await callAs(ctx.app, cookie)({ method: 'GET', url: '/api/user' })).statusCode).toBe(
      401,
    );
  });
});

describe('lockout', () => {
  it('locks the account at the address that failed, with Retry-After, and reopens it after 15 minutes', async () => {
    const user = await createUserRow(ctx.deps, { role: 'admin' });
    const attempt = (password: string, ip: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: user.username, password },
        remoteAddress: ip,
      });
    for (let i = 0; i < LOCKOUT.pairFailures; i += 1) {
      expect((await attempt('wrong-guess', '10.1.0.1')).statusCode).toBe(401);
    }
    const locked = await attempt(TEST_PASSWORD, '10.1.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
    expect(Number(locked.headers['retry-after'])).toBe(15 * 60);
    // Its owner, elsewhere, is not kept out.
    expect((await attempt(TEST_PASSWORD, '10.1.1.1')).statusCode).toBe(200);

    ctx.clock.advance(LOCKOUT.lockMs + 1000);
    expect((await attempt(TEST_PASSWORD, '10.1.0.1')).statusCode).toBe(200);
  });

  it('locks an address that tries many accounts', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < LOCKOUT.addressFailures; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: `guess${i}`, password: 'wrong-guess' },
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(401);
    }
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'Owner', password: admin.password },
      remoteAddress: ip,
    });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('request safety', () => {
  it('rate-limits sign-in requests from one address', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 31; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: {},
        remoteAddress: '10.3.0.1',
      });
      statuses.push(res.statusCode);
      last = res;
    }
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect(last!.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses a state-changing request from another origin and changes nothing', async () => {
    const cookie = await signIn(ctx.app, 'Owner', admin.password);
    const res = await callAs(
      ctx.app,
      cookie,
    )({
      method: 'POST',
      url: '/api/regions',
      payload: { name: 'Evil Region' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CROSS_ORIGIN');
    const regions = await ctx.deps.db.selectFrom('regions').selectAll().execute();
    expect(regions).toHaveLength(0);
  });

  it('accepts the same origin', async () => {
    const cookie = await signIn(ctx.app, 'Owner', admin.password);
    const res = await callAs(
      ctx.app,
      cookie,
    )({
      method: 'POST',
      url: '/api/regions',
      payload: { name: 'Home Region' },
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(res.statusCode).toBe(201);
  });

  it('takes the dev proxy, which keeps the Host, and never its X-Forwarded-Host', async () => {
    const asOwner = callAs(ctx.app, await signIn(ctx.app, 'Owner', admin.password));
    const viaVite = {
      host: '127.0.0.1:5000',
      'x-forwarded-host': '127.0.0.1:5000',
      'x-forwarded-proto': 'http',
    };
    const dev = await asOwner({
      method: 'POST',
      url: '/api/regions',
      payload: { name: 'Dev Region' },
      headers: { ...viaVite, origin: 'http://127.0.0.1:5000' },
    });
    expect(dev.statusCode).toBe(201);
    const forged = await asOwner({
      method: 'POST',
      url: '/api/regions',
      payload: { name: 'Forged Region' },
      headers: { ...viaVite, origin: 'http://evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(forged.statusCode).toBe(403);
  });

  it('sends security headers with a real Content-Security-Policy', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/setup' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unreadable JSON with a 400 in the API error shape', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});
