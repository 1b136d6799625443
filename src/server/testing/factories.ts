import { newId } from '../../shared/ids';
import { ZStoreContactInput } from '../../shared/store-contact';
import type { Role } from '../../shared/roles';
import { ZCreateUser } from '../../shared/users';
import type { App } from '../app';
import type { Deps } from '../deps';
import { createRegion, createStore } from '../features/org/service';
import { hashToken as hashConfirmationToken } from '../features/marketing/consent';
import { createUser, loadSessionUser } from '../features/users/service';
import type { Actor } from '../lib/actor';
import { sessionCookie } from './harness';

let counter = 0;
function unique(prefix: string): string {
  counter += 1;
  return `${prefix}${counter}${newId().slice(-4)}`;
}

export const TEST_PASSWORD = 'correct-horse-battery';

/** Plain objects for request bodies. */
export function buildUserInput(overrides: Record<string, unknown> = {}) {
  return {
    username: unique('user'),
    password: TEST_PASSWORD,
    firstName: 'Pat',
    lastName: 'Lee',
    role: 'admin' as Role,
    ...overrides,
  };
}

/** Where a test store is: the address and phone every new store needs. */
export const STORE_CONTACT = {
  streetAddress: '123 Peachtree St NE',
  city: 'Atlanta',
  state: 'GA' as const,
  zip: '30303',
  phone: '(404) 555-0100',
};

export function buildStoreInput(regionId: string, overrides: Record<string, unknown> = {}) {
  return {
    name: unique('Store '),
    storeName: unique('S'),
    brand: 'Techy',
    companyName: 'TECHY',
    regionId,
    timezone: 'America/New_York' as const,
    ...STORE_CONTACT,
    ...overrides,
  };
}

const actors = new WeakMap<Deps, Promise<Actor>>();

/** A system actor for factories: the rows it makes are attributed to one super admin per app. */
function systemActor(deps: Deps): Promise<Actor> {
  let actor = actors.get(deps);
  if (!actor) {
    actor = createUser(deps, null, ZCreateUser.parse(buildUserInput({ role: 'super_admin' }))).then(
      async (root) => ({
        user: (await loadSessionUser(deps, root.id))!,
        ip: null,
      }),
    );
    actors.set(deps, actor);
  }
  return actor;
}

/** Stored rows. */
export async function createRegionRow(deps: Deps, name = unique('Region ')) {
  return createRegion(deps, await systemActor(deps), { name });
}

export async function createStoreRow(
  deps: Deps,
  regionId: string,
  overrides: Record<string, unknown> = {},
) {
  const raw = buildStoreInput(regionId, overrides);
  // The contact is parsed as the route would (phone format, state in capitals); the rest is
  // left raw so tests may use zones outside the form's US list.
  const input = { ...raw, ...ZStoreContactInput.parse(raw) };
  return createStore(deps, await systemActor(deps), input as never);
}

export async function createUserRow(deps: Deps, overrides: Record<string, unknown> = {}) {
  // Parsed as the route would, so a test's overrides meet the same checks.
  return createUser(deps, null, ZCreateUser.parse(buildUserInput(overrides)));
}

/** Signs a user in through the real route and returns their cookie. */
export async function signIn(
  app: App,
  username: string,
  password = TEST_PASSWORD,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed for ${username}: ${res.body}`);
  return sessionCookie(res);
}

/** Creates a user of `role` and signs them in. */
export async function createSignedInUser(
  app: App,
  deps: Deps,
  overrides: Record<string, unknown> = {},
) {
  const user = await createUserRow(deps, overrides);
  return { user, cookie: await signIn(app, user.username) };
}

/** A filed daily report row of a store's business day, with $1.00 cash and nothing else. */
export async function createReportRow(
  deps: Deps,
  storeId: string,
  businessDate: string,
): Promise<string> {
  const id = newId();
  await deps.db
    .insertInto('daily_reports')
    .values({
      id,
      store_id: storeId,
      business_date: businessDate,
      card_cents: 0,
      cash_cents: 100,
      finance_cents: 0,
      repair_revenue_cents: 0,
      device_sales_cents: 0,
      accessories_cents: 0,
      waiver_buyback_cents: 0,
      purchases_payouts_cents: 0,
      devices_cost_cents: 0,
      taxes_cents: 0,
      tips_cents: 0,
      refunds_cents: 0,
      google_reviews: 0,
      social_followers: 0,
      staff_on_shift: null,
      notes: null,
      report_date: null,
      report_time: null,
      login_blocked_until: `${businessDate}T23:59:00.000Z`,
      submitted_by: null,
      submitted_at: `${businessDate}T22:00:00.000Z`,
    })
    .execute();
  return id;
}

/**
 * A renewed consent waiting for its person (a withdrawn e-mail asked to confirm), made directly;
 * returns the link's token.
 */
export async function createConfirmationRow(deps: Deps, storeId: string | null = null) {
  const token = newId();
  await deps.db
    .insertInto('consent_confirmations')
    .values({
      id: newId(),
      token_hash: hashConfirmationToken(token),
      contact_key: `e:confirm-${token}@example.com`,
      channel: 'email',
      address: `confirm-${token}@example.com`,
      business_name: 'Techy',
      words: 'E-mail me offers and news from Techy',
      words_version: null,
      source: 'check_in',
      store_id: storeId,
      requested_by: null,
      created_at: deps.clock.now().toISOString(),
      expires_at: new Date(deps.clock.now().getTime() + 86_400_000).toISOString(),
      confirmed_at: null,
    })
    .execute();
  return token;
}
