import { Writable } from 'node:stream';
import { beforeEach, describe, expect, it } from 'vitest';
import { createRegionRow, createStoreRow } from '../testing/factories';
import { useTestApp } from '../testing/harness';
import { createRepairRow } from '../testing/repair-factories';
import { REQUEST_ID_HEADER, redactUrl } from './logging';

let lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});
const ctx = useTestApp({}, { logStream });

beforeEach(() => {
  lines = [];
});

const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('request logs', () => {
  it('keeps the password and the session cookie out of a sign-in and the requests after it', async () => {
    const password = 'a-secret-password-9731';
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username: 'log.admin', password, firstName: 'Log', lastName: 'Admin' },
    });
    expect(registered.statusCode).toBe(201);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'log.admin', password },
    });
    expect(login.statusCode).toBe(200);
    const sid = login.cookies.find((c) => c.name === 'sid')!.value;
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: `sid=${sid}`, authorization: `Bearer ${sid}` },
    });
    expect(me.statusCode).toBe(200);

    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).not.toContain(password);
      expect(line).not.toContain(sid);
    }
    const signIn = logged().filter((l) => (l.req as { url?: string })?.url === '/api/auth/login');
    expect(signIn).toHaveLength(1);
    expect(signIn[0]!.reqId).toEqual(expect.any(String));
  });

  it("takes the caller's request id, answers with it and logs under it", async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/setup',
      headers: { [REQUEST_ID_HEADER]: 'lb-7f3a.42:1' },
    });
    expect(res.headers[REQUEST_ID_HEADER]).toBe('lb-7f3a.42:1');
    const mine = logged().filter((l) => l.reqId === 'lb-7f3a.42:1');
    expect(mine.map((l) => l.msg)).toEqual(['request completed']);
    expect(mine[0]).toMatchObject({
      req: { method: 'GET', url: '/api/auth/setup' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
  });

  it('replaces a request id that is too long or could forge a log line', async () => {
    for (const given of ['x'.repeat(101), 'ok\n{"level":60,"msg":"forged"}', 'a b']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/setup',
        headers: { [REQUEST_ID_HEADER]: given },
      });
      const id = res.headers[REQUEST_ID_HEADER];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(logged().filter((l) => l.reqId === id)).toHaveLength(1);
    }
    expect(lines.join('\n')).not.toContain('forged');
  });

  it('leaves health and readiness probes out of the request log', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/health' });
    await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(lines).toEqual([]);
  });

  it('logs the status link and invitation URLs without their tokens', async () => {
    const region = await createRegionRow(ctx.deps);
    const store = await createStoreRow(ctx.deps, region.id);
    const repair = await createRepairRow(ctx.deps, store.id);
    const token = repair.statusUrl.split('/').pop()!;
    const status = await ctx.app.inject({ method: 'GET', url: `/api/public/repairs/${token}` });
    expect(status.statusCode).toBe(200);
    await ctx.app.inject({ method: 'GET', url: '/api/invites/verify?token=invite-secret-0042' });

    const urls = logged().map((l) => (l.req as { url?: string } | undefined)?.url);
    expect(urls).toContain('/api/public/repairs/[redacted]');
    expect(urls).toContain('/api/invites/verify?token=[redacted]');
    expect(lines.join('\n')).not.toContain(token);
    expect(lines.join('\n')).not.toContain('invite-secret-0042');
  });
});

describe('redactUrl', () => {
  it('hides tokens in public links and query strings, and leaves other URLs alone', () => {
    expect(redactUrl('/api/public/unsubscribe/abc123/x?y=1')).toBe(
      '/api/public/unsubscribe/[redacted]/x?y=1',
    );
    expect(redactUrl('/unsubscribe/abc123')).toBe('/unsubscribe/[redacted]');
    expect(redactUrl('/api/public/repairs/abc/opt-out')).toBe(
      '/api/public/repairs/[redacted]/opt-out',
    );
    expect(redactUrl('/api/x?a=1&TOKEN=s3cret&b=2')).toBe('/api/x?a=1&TOKEN=[redacted]&b=2');
    expect(redactUrl('/api/repair-waivers?search=555&limit=5')).toBe(
      '/api/repair-waivers?search=555&limit=5',
    );
  });
});
