import { describe, expect, it } from 'vitest';
import { ROLES } from '../../shared/roles';
import { signIn } from '../testing/factories';
import { callAs, useTestApp } from '../testing/harness';
import { seedDemo } from './seed';

const ctx = useTestApp();

describe('demo chain', () => {
  it('seeds 2 regions, 6 stores in two US time zones and users of every role who can sign in', async () => {
    const logins = await seedDemo(ctx.deps);
    const regions = await ctx.deps.db.selectFrom('regions').selectAll().execute();
    const stores = await ctx.deps.db.selectFrom('stores').selectAll().execute();
    expect(regions).toHaveLength(2);
    expect(stores).toHaveLength(6);
    expect(new Set(stores.map((s) => s.timezone))).toEqual(
      new Set(['America/New_York', 'America/Chicago']),
    );
    expect(new Set(logins.map((l) => l.role))).toEqual(new Set(ROLES));

    for (const role of ROLES) {
      const login = logins.find((l) => l.role === role)!;
      const me = await callAs(
        ctx.app,
        await signIn(ctx.app, login.username, login.password),
      )({
        method: 'GET',
        url: '/api/user',
      });
      expect(me.json().role).toBe(role);
    }
  });

  it('leaves an already seeded database alone', async () => {
    expect(await seedDemo(ctx.deps)).toEqual([]);
    expect(await ctx.deps.db.selectFrom('stores').selectAll().execute()).toHaveLength(6);
  });
});
