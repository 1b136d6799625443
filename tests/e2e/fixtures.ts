import type { StoreBuybackRules } from '../../src/shared/buyback-rules';
import {
  test as base,
  expect,
  type APIRequest,
  type APIRequestContext,
  type ConsoleMessage,
} from '@playwright/test';
import type { Region } from '../../src/shared/org';
import type { Role } from '../../src/shared/roles';
import { ADMIN, STORE_CONTACT, deviceAddress, signInByApi, skipMorningPopup } from './support';

export { expect };

type Person = { username: string; password: string; firstName: string; lastName: string };

/** What a user of some roles needs besides the person: their store(s), region(s), e-mail. */
type UserExtra = { storeId?: string; storeIds?: string[]; regionIds?: string[]; email?: string };

type StoreSetup = {
  region: string;
  name: string;
  storeName: string;
  brand: string;
  /** One of the chain's companies: the five defaults unless a test adds its own. */
  companyName: string;
  timezone?: string;
  /** Its buyback rules (hold period, seller's age…); the chain's defaults when left out. */
  rules?: Partial<StoreBuybackRules>;
};

/** Signs the test's page in through the API, as `user`. */
export type SignIn = (user: { username: string; password: string }) => Promise<void>;

/**
 * The first administrator's hands on the chain, through the API: every spec makes its own
 * region, store and people with it (in beforeAll or in a test), so no spec leans on what another
 * one left behind and any spec runs alone. The global setup made that administrator.
 */
export type Chain = {
  /** Signed in as the first administrator; for whatever the factories below do not cover. */
  api: APIRequestContext;
  /**
   * A store in the named region (made unless the spec made it already), with its people;
   * returns the store's id.
   */
  store: (
    setup: StoreSetup,
    staff?: { person: Person; role: 'store' | 'store_manager' }[],
  ) => Promise<string>;
  /** An API client signed in as `person`, a device of its own; the caller disposes of it. */
  as: (person: { username: string; password: string }) => Promise<APIRequestContext>;
  /** A user of any role; returns the user's id. */
  user: (person: Person, role: Role, extra?: UserExtra) => Promise<string>;
};

async function created(response: Awaited<ReturnType<APIRequestContext['post']>>) {
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/**
 * The first administrator's `Chain` on the server at `baseURL` (the suite's, or a spec's own
 * fresh install). `device` names the caller: each person it signs in is a device of its own per
 * caller, so the admin (signed in once) and the others stay far below the sign-in rate limit
 * however many specs a worker runs. The caller disposes of `api`.
 */
export async function openChain(
  request: APIRequest,
  baseURL: string,
  device: string,
): Promise<Chain> {
  const as: Chain['as'] = async (person) => {
    const client = await request.newContext({
      baseURL,
      extraHTTPHeaders: {
        Origin: new URL(baseURL).origin,
        'X-Forwarded-For': deviceAddress(`${device}-${person.username}`),
      },
    });
    await signInByApi(client, person);
    return client;
  };
  const api = await as(ADMIN);
  const user: Chain['user'] = async (person, role, extra = {}) =>
    created(await api.post('/api/admin/users', { data: { ...person, role, ...extra } }));
  const store: Chain['store'] = async (setup, staff = []) => {
    const regions = (await (await api.get('/api/regions')).json()) as Region[];
    const regionId =
      regions.find((region) => region.name === setup.region)?.id ??
      (await created(await api.post('/api/regions', { data: { name: setup.region } })));
    const storeId = await created(
      await api.post('/api/stores', {
        data: {
          name: setup.name,
          storeName: setup.storeName,
          brand: setup.brand,
          companyName: setup.companyName,
          ...STORE_CONTACT,
          timezone: setup.timezone ?? 'America/Chicago',
          regionId,
          ...setup.rules,
        },
      }),
    );
    for (const { person, role } of staff) await user(person, role, { storeId });
    return storeId;
  };
  return { api, as, store, user };
}

/**
 * Console errors that say nothing about the app: failed responses a test provokes, and Chromium
 * refusing Playwright's own script in a sandboxed frame (the e-mail preview's srcdoc iframe runs
 * nothing by design; Playwright injects into every frame it queries, microsoft/playwright#33343).
 */
function notAnAppError(message: ConsoleMessage): boolean {
  const text = message.text();
  if (text.startsWith('Failed to load resource')) return true;
  return (
    message.location().url === 'about:srcdoc' &&
    text.startsWith(
      "Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed",
    )
  );
}

/**
 * Every spec's `test`. Each test is a counter device of its own (see deviceAddress), and its
 * API calls come from the app's own origin as a page's would: the server refuses a
 * state-changing request that names no site (decision 027), and Playwright's API client names
 * none by itself. (Chromium refuses to load pages given a Referer or Sec-Fetch-Site this way, so
 * it is the Origin the pages send anyway.)
 *
 * Every test fails on a browser console error or uncaught page error, which is how a CSP
 * violation or a crash in a screen shows up. Failed HTTP responses that a test provokes on
 * purpose (401 from the current-user call, 403, wrong password) are logged by Chromium as
 * "Failed to load resource" and are not errors of the app. The morning popup stays away
 * unless a test asks for it.
 *
 * `signIn(user)` is the one way a test signs its page in (through the API, into the page's
 * cookie jar; a journey through the sign-in screen uses signInByForm), and `chain` makes the
 * spec's data.
 */
export const test = base.extend<
  {
    consoleErrors: string[];
    /** `test.use({ morningPopup: true })` lets the popup show, for the tests of the popup. */
    morningPopup: boolean;
    quietMorning: void;
    signIn: SignIn;
  },
  { chain: Chain }
>({
  extraHTTPHeaders: async ({ extraHTTPHeaders, baseURL }, use, testInfo) => {
    await use({
      ...extraHTTPHeaders,
      'X-Forwarded-For': deviceAddress(testInfo.testId),
      ...(baseURL ? { Origin: new URL(baseURL).origin } : {}),
    });
  },
  morningPopup: [false, { option: true }],
  quietMorning: [
    async ({ context, morningPopup }, use) => {
      if (!morningPopup) await skipMorningPopup(context);
      await use();
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !notAnAppError(message)) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'browser console errors').toEqual([]);
    },
    { auto: true },
  ],
  signIn: async ({ page }, use) => {
    await use((user) => signInByApi(page.request, user));
  },
  chain: [
    async ({ playwright }, use, workerInfo) => {
      const chain = await openChain(
        playwright.request,
        workerInfo.project.use.baseURL!,
        `worker-${workerInfo.workerIndex}`,
      );
      await use(chain);
      await chain.api.dispose();
    },
    { scope: 'worker' },
  ],
});
