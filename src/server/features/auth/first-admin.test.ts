import { describe, expect, it, vi } from 'vitest';
import { whileActivityFails } from '../../testing/failing-inserts';
import { useTestApp } from '../../testing/harness';

/**
 * The first registration is one commit (account, session, activity) and happens once: two
 * people opening a fresh install at the same moment make one admin, and the other is told
 * registration is closed.
 */
const ctx = useTestApp();

const register = (username: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { username, password: 'owner-password-1', firstName: 'Olivia', lastName: 'Owner' },
  });
const usernames = async () =>
  (await ctx.deps.db.selectFrom('users').select('username').execute()).map((u) => u.username);

describe('the first administrator', () => {
  it('is not made when its activity row cannot be written, and the install stays open', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await whileActivityFails(ctx.deps, () => register('Owner'));
    logged.mockRestore();
    expect(res.statusCode).toBe(500);
    expect(await usernames()).toEqual([]);
    expect(await ctx.deps.db.selectFrom('sessions').select('id').execute()).toEqual([]);
    const setup = await ctx.app.inject({ method: 'GET', url: '/api/auth/setup' });
    expect(setup.json()).toEqual({ needsFirstUser: true });
  });

  it('is made once when two people register at the same moment', async () => {
    const answers = await Promise.all([register('First'), register('Second')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 403]);
    const refused = answers.find((r) => r.statusCode === 403)!;
    expect(refused.json().error).toBe(
      'Registration is closed. Ask an administrator for an invitation.',
    );
    const made = answers.find((r) => r.statusCode === 201)!.json() as { username: string };
    expect(await usernames()).toEqual([made.username]);
    const signIns = await ctx.deps.db
      .selectFrom('activity_log')
      .select('action')
      .where('action', 'in', ['user.create', 'auth.login'])
      .execute();
    expect(signIns.map((a) => a.action).sort()).toEqual(['auth.login', 'user.create']);
  });
});
