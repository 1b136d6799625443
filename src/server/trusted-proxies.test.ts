import { describe, expect, it } from 'vitest';
import { createUserRow, TEST_PASSWORD } from './testing/factories';
import { useTestApp } from './testing/harness';

// A load balancer at 10.0.0.5 forwards for its clients; TRUSTED_PROXIES=10.0.0.0/8.
const ctx = useTestApp({ trustedProxies: ['loopback', '10.0.0.0/8'] });

/** Signs in from `peer` with an X-Forwarded-For; answers the address the activity log recorded. */
async function recordedAddress(peer: string, forwardedFor: string): Promise<string | null> {
  const user = await createUserRow(ctx.deps, { role: 'admin' });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: user.username, password: TEST_PASSWORD },
    remoteAddress: peer,
    headers: { 'x-forwarded-for': forwardedFor },
  });
  expect(res.statusCode).toBe(200);
  const row = await ctx.deps.db
    .selectFrom('activity_log')
    .select('ip')
    .where('user_id', '=', user.id)
    .where('action', '=', 'auth.login')
    .executeTakeFirstOrThrow();
  return row.ip;
}

describe('client addresses behind a load balancer', () => {
  it("takes the client's address from a trusted balancer's X-Forwarded-For", async () => {
    expect(await recordedAddress('10.0.0.5', '203.0.113.7')).toBe('203.0.113.7');
  });

  it('ignores X-Forwarded-For from anyone else, who could name any address', async () => {
    expect(await recordedAddress('198.51.100.9', '203.0.113.7')).toBe('198.51.100.9');
  });

  it('skips an address a client put in front of the header itself', async () => {
    expect(await recordedAddress('10.0.0.5', '192.0.2.1, 203.0.113.7')).toBe('203.0.113.7');
  });
});
