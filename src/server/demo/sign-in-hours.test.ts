import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '../../shared/daily-reports';
import { callAs, sessionCookie, useTestApp } from '../testing/harness';
import { seedDemo, type DemoLogin } from './seed';

// The demo's stores are in New York and Chicago. Whatever the hour it starts, its history of
// filed reports must leave every account it prints able to sign in; a report filed in the demo
// still closes the counter until 8:00 AM, as in a real store.
const STARTS = [
  ['12:20 AM in New York (11:20 PM in Chicago)', '2026-11-21T05:20:00Z'],
  ['4:59 AM in New York (3:59 AM in Chicago)', '2026-11-21T09:59:00Z'],
  ['7:59 AM in New York (6:59 AM in Chicago)', '2026-11-21T12:59:00Z'],
  ['7:59 AM in Chicago (8:59 AM in New York)', '2026-11-21T13:59:00Z'],
] as const;

describe.each(STARTS)('the demo started at %s', (_, instant) => {
  const ctx = useTestApp();
  let logins: DemoLogin[];

  const login = (l: DemoLogin) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: l.username, password: l.password },
    });

  it('lets every printed account sign in', async () => {
    ctx.clock.set(instant);
    logins = await seedDemo(ctx.deps, { repairDays: 3 });
    expect(logins.filter((l) => l.role === 'store')).toHaveLength(6);
    const refused = [];
    for (const l of logins) {
      const res = await login(l);
      if (res.statusCode !== 200) refused.push(`${l.username}: ${res.statusCode} ${res.body}`);
    }
    expect(refused).toEqual([]);
    // Its history is there: reports filed for every store.
    const stores = await ctx.deps.db
      .selectFrom('daily_reports')
      .select('store_id')
      .distinct()
      .execute();
    expect(stores).toHaveLength(6);
    // Seeding runs the real services for every record; on a busy shared PostgreSQL it can take
    // longer than the suite's default, which is a limit on waiting, not a claim about speed.
  }, 120_000);

  it("closes a counter's sign-in once it files today's report", async () => {
    const counter = logins.find((l) => l.role === 'store')!;
    const cookie = sessionCookie(await login(counter));
    const filed = await callAs(
      ctx.app,
      cookie,
    )({ method: 'POST', url: '/api/daily-sales-reports', payload: { cashAmount: '10' } });
    expect(filed.statusCode).toBe(201);
    const refused = await login(counter);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('LOGIN_BLOCKED');
    expect(refused.json().blockedUntil).toBe(filed.json().nextLoginTime);
    expect([REPORT_MESSAGES.blocked, REPORT_MESSAGES.blockedToday]).toContain(refused.json().error);
  });
});
