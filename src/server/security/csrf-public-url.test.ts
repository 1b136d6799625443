import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../testing/factories';
import { callAs, useTestApp, type Call } from '../testing/harness';

/** PUBLIC_URL set: the app's pages are there, whatever Host a proxy in front passes on. */
const ctx = useTestApp({
  publicUrl: 'https://repairs.example.com',
  publicOrigin: 'https://repairs.example.com',
});
let asAdmin: Call;

beforeAll(async () => {
  asAdmin = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'admin' })).cookie,
  );
});

const createRegion = (name: string, headers: Record<string, string | undefined>) =>
  asAdmin({ method: 'POST', url: '/api/regions', payload: { name }, headers });
const regionNames = async () =>
  (await ctx.deps.db.selectFrom('regions').select('name').execute()).map((r) => r.name);

describe('CSRF with PUBLIC_URL set', () => {
  it("accepts PUBLIC_URL's origin, even when the proxy passes its own Host on", async () => {
    const proxied = { host: '127.0.0.1:5000', 'x-forwarded-proto': 'https' };
    expect(
      (await createRegion('North', { ...proxied, origin: 'https://repairs.example.com' }))
        .statusCode,
    ).toBe(201);
    expect(
      (
        await createRegion('South', {
          ...proxied,
          origin: undefined,
          referer: 'https://repairs.example.com/dashboard',
        })
      ).statusCode,
    ).toBe(201);
  });

  it('refuses every other origin, the Host the request names included, and stores nothing', async () => {
    const before = await regionNames();
    for (const headers of [
      // Same host, another scheme or port.
      { origin: 'http://repairs.example.com' },
      { origin: 'https://repairs.example.com:8443' },
      // The Host of the request is not where the pages are once PUBLIC_URL says so.
      { origin: 'http://127.0.0.1:5000', host: '127.0.0.1:5000' },
      { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' },
      { origin: undefined, referer: 'https://repairs.example.com.evil.example/' },
      { origin: undefined },
    ]) {
      const res = await createRegion('Forged', headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().code).toBe('CROSS_ORIGIN');
    }
    expect(await regionNames()).toEqual(before);
  });
});
