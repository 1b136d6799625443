import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../testing/factories';
import { callAs, useTestApp, type Call } from '../testing/harness';
import { NUL_MESSAGE } from '../plugins/security';
import { percentEncode } from './arbitraries';
import { countRows, createWorld, type World } from './world';

const ctx = useTestApp();
let world: World;
let asAdmin: Call;

beforeAll(async () => {
  world = await createWorld(ctx);
  asAdmin = callAs(ctx.app, world.adminCookie);
  // A second store-A customer, so a search that matched everything would show more than one.
  await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId: world.storeA });
});

/** SQL injection, and LIKE wildcards that would turn a search into "everything". */
const INJECTIONS = [
  "' OR 1=1 --",
  "' OR '1'='1",
  '" OR ""="',
  "'; DROP TABLE customers; --",
  '1; DELETE FROM users',
  "' UNION SELECT id, password_hash FROM users --",
  "%' OR '%'='",
  "') OR ('a'='a",
  '%%',
  '__',
  '%_%',
  '\\%',
  "admin'--",
  '1 OR 1=1',
];

/** Matches nothing in the world's records: every injection must get this answer too. */
const HARMLESS = 'zqxjkvbw';

/** Every search or filter a user types into, as a URL for a given term. */
const SEARCHES: Record<string, (term: string) => string> = {
  'customer search': (t) => `/api/customers?search=${percentEncode(t)}`,
  'repair list search': (t) => `/api/repair-waivers?search=${percentEncode(t)}`,
  'IMEI lookup': (t) => `/api/imei/${percentEncode(t)}`,
  'buyback list search': (t) => `/api/device-purchases?search=${percentEncode(t)}`,
  'sale list search': (t) => `/api/device-sales?search=${percentEncode(t)}`,
  'stock search': (t) => `/api/stock?search=${percentEncode(t)}`,
  'activity action filter': (t) => `/api/admin/activity?action=${percentEncode(t)}`,
  'activity user filter': (t) => `/api/admin/activity?userId=${percentEncode(t)}`,
  'activity store filter': (t) => `/api/admin/activity?storeId=${percentEncode(t)}`,
  "a user's activity": (t) => `/api/admin/users/${percentEncode(t)}/activity`,
  'marketing segment stores': (t) =>
    `/api/marketing/segments?kind=recent_repairs&value=90&storeIds=${percentEncode(t)}`,
  'repair list store filter': (t) => `/api/repair-waivers?storeId=${percentEncode(t)}`,
  'invitation check': (t) => `/api/invites/verify?token=${percentEncode(t)}`,
};

/** Answers differ only where they echo the time of the request. */
const comparable = (body: string) => body.replace(/"generatedAt":"[^"]*"/g, '');

describe('SQL injection in every search field', () => {
  it('answers each injection exactly as a harmless term that matches nothing', async () => {
    const failures: string[] = [];
    const before = await countRows(ctx);
    for (const [name, url] of Object.entries(SEARCHES)) {
      const baseline = await asAdmin({ method: 'GET', url: url(HARMLESS) });
      if (baseline.statusCode >= 500) failures.push(`${name}: baseline ${baseline.statusCode}`);
      for (const term of INJECTIONS) {
        const res = await asAdmin({ method: 'GET', url: url(term) });
        const label = `${name} with ${JSON.stringify(term)}: ${res.statusCode}`;
        if (res.statusCode >= 500) failures.push(`${label} (server error)`);
        else if (res.statusCode !== baseline.statusCode) {
          failures.push(`${label}, but ${baseline.statusCode} for a harmless term`);
        } else if (res.statusCode === 200 && comparable(res.body) !== comparable(baseline.body)) {
          failures.push(`${label} answered differently: ${res.body.slice(0, 160)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await countRows(ctx)).toEqual(before);
  });

  it('finds real records with the same searches, so the comparison above means something', async () => {
    const customers = await asAdmin({ method: 'GET', url: '/api/customers?search=jamie' });
    expect(customers.json()).not.toHaveLength(0);
    const repairs = await asAdmin({ method: 'GET', url: '/api/repair-waivers?search=jamie' });
    expect(repairs.json().waivers).not.toHaveLength(0);
    const buybacks = await asAdmin({ method: 'GET', url: '/api/device-purchases?search=sam' });
    expect(buybacks.json()).not.toHaveLength(0);
    const sales = await asAdmin({ method: 'GET', url: '/api/device-sales?search=bea' });
    expect(sales.json()).not.toHaveLength(0);
    const activity = await asAdmin({ method: 'GET', url: '/api/admin/activity?action=repair' });
    expect(activity.json().entries).not.toHaveLength(0);
  });

  it('treats an injection in the sign-in form as a wrong username', async () => {
    for (const username of ["' OR 1=1 --", "admin'--", '" OR ""="']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username, password: "' OR '1'='1" },
        remoteAddress: '10.77.0.1',
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('INVALID_CREDENTIALS');
    }
  });

  it('refuses a NUL character in a search or a body with a 400 on every database', async () => {
    const search = await asAdmin({ method: 'GET', url: '/api/customers?search=ja%00mie' });
    expect(search.statusCode).toBe(400);
    expect(search.json().error).toBe(NUL_MESSAGE);
    const before = await countRows(ctx);
    const write = await asAdmin({
      method: 'POST',
      url: '/api/regions',
      payload: { name: 'North\u0000' },
    });
    expect(write.statusCode).toBe(400);
    expect(await countRows(ctx)).toEqual(before);
  });
});
