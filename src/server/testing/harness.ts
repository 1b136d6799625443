import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App, type AppOptions } from '../app';
import type { Config } from '../config';
import type { Deps } from '../deps';
import { DEFAULT_PG_SETTINGS } from '../db';
import { createAiProvider } from '../lib/ai';
import { FolderBlobStore } from '../lib/blob-store';
import type { Clock } from '../lib/clock';
import { createTestDb, type TestDb } from './test-db';

/** A clock the test moves by hand (lockouts, session timeouts, "today"). */
export type TestClock = Clock & {
  set: (date: Date | string) => void;
  advance: (ms: number) => void;
};

export function createTestClock(start = '2026-11-21T15:00:00.000Z'): TestClock {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (date) => {
      current = new Date(date);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: 'sqlite::memory:',
    databaseNotice: undefined,
    dataDir: '/tmp',
    sessionSecret: 'test-secret-test-secret-test-secret-0123456789',
    nodeEnv: 'test',
    secureCookies: false,
    smtpUrl: undefined,
    mailFrom: 'Test Shop <shop@test.local>',
    publicUrl: 'http://shop.test',
    // As `npm start` without PUBLIC_URL: requests are checked against their own Host header.
    publicOrigin: undefined,
    ai: { provider: 'local' },
    s3: undefined,
    schedules: { reports: '*/15 * * * *', marketing: '*/5 * * * *', outbox: '* * * * *' },
    trustedProxies: ['loopback'],
    logLevel: 'info',
    postgres: DEFAULT_PG_SETTINGS,
    shutdownGraceMs: 0,
    ...overrides,
  };
}

export type TestContext = {
  app: App;
  deps: Deps;
  db: TestDb;
  clock: TestClock;
};

/**
 * The origin of the app's pages under app.inject without PUBLIC_URL: its requests carry Host
 * localhost:80 and arrive over plain HTTP.
 */
const INJECT_ORIGIN = 'http://localhost';

/** Builds the app on a fresh database before the file's tests and tears both down after. */
export function useTestApp(
  configOverrides: Partial<Config> = {},
  appOptions: AppOptions = {},
): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    ctx.db = await createTestDb();
    ctx.clock = createTestClock();
    const config = testConfig({ databaseUrl: ctx.db.url, ...configOverrides });
    ctx.deps = {
      db: ctx.db.db,
      dialect: ctx.db.dialect,
      config,
      clock: ctx.clock,
      blobs: new FolderBlobStore(mkdtempSync(join(tmpdir(), 'shop-blobs-'))),
      ai: createAiProvider(config.ai),
    };
    ctx.app = fromItsOwnPages(
      await buildApp(ctx.deps, appOptions),
      config.publicOrigin ?? INJECT_ORIGIN,
    );
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.db?.dispose();
  });
  return ctx;
}

/**
 * The app as its own pages call it: every injected request carries the Origin a browser adds to
 * each of them (app.inject adds none, and a state-changing request without it is refused, decision
 * 027). A test of that check sends its own headers; `origin: undefined` leaves the header out.
 */
export function fromItsOwnPages(app: App, origin = INJECT_ORIGIN): App {
  const inject = app.inject.bind(app) as (
    options: InjectOptions,
  ) => Promise<LightMyRequestResponse>;
  const fromPage = (options: InjectOptions) => {
    const headers = Object.entries({ origin, ...options.headers }).filter(
      ([, value]) => value !== undefined,
    );
    return inject({ ...options, headers: Object.fromEntries(headers) });
  };
  return Object.assign(app, { inject: fromPage as App['inject'] });
}

/** The session cookie a response set, ready to send back. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'sid');
  if (!cookie) throw new Error(`no session cookie in response ${res.statusCode}: ${res.body}`);
  return `sid=${cookie.value}`;
}

export type Call = (options: InjectOptions) => Promise<LightMyRequestResponse>;

/** Calls the app as the holder of `cookie` (or signed out when undefined). */
export function callAs(app: App, cookie: string | undefined): Call {
  return (options) =>
    app.inject({
      ...options,
      headers: { ...(cookie ? { cookie } : {}), ...(options.headers ?? {}) },
    });
}
