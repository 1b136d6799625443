import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGES } from '../../shared/errors';
import { NOT_READY } from '../../shared/health';
import { startAppProcess, type AppProcess } from '../testing/app-process';
import { freePort } from '../testing/free-port';
import { canStartCluster, startCluster, type PgCluster } from '../testing/pg-cluster';

/**
 * The database failing under the app, on a real PostgreSQL of the test's own: restarted, crashed,
 * frozen and out of connections while requests are running. The process must stay up, answer
 * 503 for the requests the fault touched, lose or double no acknowledged write, and serve again
 * once the database is back.
 */
const ADMIN = {
  username: 'fault.owner',
  password: 'Fault-owner-pass-1',
  firstName: 'Fay',
  lastName: 'Ult',
};
/** Short limits, so a frozen database costs the test seconds rather than the default ten. */
const TIMEOUTS = { DB_QUERY_TIMEOUT_MS: '1500', DB_CONNECT_TIMEOUT_MS: '1500' };

type Answer = { status: number; retryAfter: string | null; body: string };

let cluster: PgCluster;
let app: AppProcess;
let dataDir: string;
let cookie = '';

async function call(
  path: string,
  init: { method?: string; json?: unknown; signedIn?: boolean } = {},
): Promise<Answer> {
  const res = await fetch(`${app.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      origin: app.url,
      ...(init.signedIn === false ? {} : { cookie }),
      ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.text() };
}

/** Whether the app process is still running (an unhandled pg 'error' event used to end it). */
const alive = () => process.kill(app.pid, 0);

async function regionNames(): Promise<string[]> {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>('select name from regions');
    return rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

/** Writers that create regions until told to stop, noting which ones the app acknowledged. */
function startWriters(label: string, count = 6) {
  const acknowledged: string[] = [];
  const statuses = new Set<number>();
  let running = true;
  const writers = Array.from({ length: count }, async (_, writer) => {
    for (let i = 0; running; i++) {
      const name = `${label} ${writer}-${i}`;
      const res = await call('/api/regions', { method: 'POST', json: { name } }).catch(() => null);
      if (!res) continue;
      statuses.add(res.status);
      if (res.status === 201) acknowledged.push(name);
      else if (res.status !== 503) throw new Error(`unexpected ${res.status}: ${res.body}`);
    }
  });
  return {
    acknowledged,
    statuses,
    stop: async () => {
      running = false;
      await Promise.all(writers);
    },
  };
}

/** A write that succeeds, retried as a client would while the database comes back. */
async function writeSucceeds(name: string): Promise<void> {
  for (let attempt = 0; attempt < 60; attempt++) {
    const res = await call('/api/regions', { method: 'POST', json: { name } });
    if (res.status === 201) return;
    expect(res.status).toBe(503);
    await delay(500);
  }
  throw new Error(`the app never wrote again after the fault:\n${app.output()}`);
}

describe.skipIf(!process.env.TEST_DATABASE_URL || !canStartCluster)(
  'PostgreSQL failing under load',
  () => {
    beforeAll(async () => {
      cluster = await startCluster(20);
      dataDir = mkdtempSync(join(tmpdir(), 'shop-faults-'));
      const port = await freePort();
      app = await startAppProcess({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: cluster.url,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        DB_POOL_SIZE: '8',
        DB_IDLE_TIMEOUT_MS: '1000',
        SHUTDOWN_GRACE_MS: '0',
        ...TIMEOUTS,
      });
      const res = await fetch(`${app.url}/api/register`, {
        method: 'POST',
        headers: { origin: app.url, 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      expect(res.status).toBe(201);
      cookie = res.headers.getSetCookie()[0]!.split(';')[0]!;
    }, 180_000);

    afterAll(async () => {
      await app?.stop();
      await cluster?.dispose();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }, 60_000);

    for (const mode of ['fast', 'immediate'] as const)
      it(`survives a ${mode === 'fast' ? 'restart' : 'crash'} of PostgreSQL during concurrent writes`, async () => {
        const label = `Restart ${mode}`;
        const writers = startWriters(label);
        await delay(800);
        await cluster.restart(mode);
        await delay(800);
        await writers.stop();
        expect(alive()).toBe(true);
        await writeSucceeds(`${label} after`);

        const stored = (await regionNames()).filter((name) => name.startsWith(label));
        // Every acknowledged write is stored, and once.
        for (const name of writers.acknowledged)
          expect(stored.filter((s) => s === name)).toEqual([name]);
        expect(new Set(stored).size).toBe(stored.length);
        expect(writers.acknowledged.length).toBeGreaterThan(0);
        expect(app.output()).not.toContain('Unhandled');
      }, 120_000);

    it('answers 503 instead of hanging while PostgreSQL is frozen, and serves once it thaws', async () => {
      // Connections the app holds idle, and the ones it would open, all meet a stopped server.
      await cluster.freeze();
      try {
        const [ready, write] = await Promise.all([
          // A balancer's probe carries no session.
          call('/api/ready', { signedIn: false }),
          call('/api/regions', { method: 'POST', json: { name: 'Frozen write' } }),
        ]);
        // Both answered while the database still does not: bounded, not hung.
        expect(ready.status).toBe(503);
        expect(JSON.parse(ready.body).code).toBe(NOT_READY);
        expect(write.status).toBe(503);
        expect(write.retryAfter).toBe('2');
        expect(JSON.parse(write.body)).toEqual({
          error: MESSAGES.unavailable,
          code: ERROR_CODES.unavailable,
        });
        expect(alive()).toBe(true);
      } finally {
        await cluster.thaw();
      }
      await writeSucceeds('Thawed write');
      expect((await call('/api/ready', { signedIn: false })).status).toBe(200);
    }, 120_000);

    it('holds no request longer than the connection wait and the query wait together in a freeze', async () => {
      // More requests than the pool has connections (8): the last ones first wait for a
      // connection, then for their query. Issue 37 measured 21 s where the README promised 10.
      const bound =
        Number(TIMEOUTS.DB_CONNECT_TIMEOUT_MS) + Number(TIMEOUTS.DB_QUERY_TIMEOUT_MS) + 1_000;
      await cluster.freeze();
      try {
        const timed = await Promise.all(
          Array.from({ length: 12 }, async (_, i) => {
            const started = performance.now();
            const res = await call('/api/regions', {
              method: 'POST',
              json: { name: `Freeze queue ${i}` },
            });
            return { status: res.status, ms: performance.now() - started };
          }),
        );
        for (const { status, ms } of timed) {
          expect(status).toBe(503);
          // Scheduling slack on a busy two-core machine, not a speed target.
          expect(ms).toBeLessThan(bound + 1_500);
        }
      } finally {
        await cluster.thaw();
      }
      await writeSucceeds('After the queue');
    }, 120_000);

    it('answers 503 with Retry-After when PostgreSQL has no connection left', async () => {
      // The app's idle connections close after DB_IDLE_TIMEOUT_MS, so its next ones must be new.
      await delay(1_500);
      const hogs: pg.Client[] = [];
      try {
        for (;;) {
          const hog = new pg.Client({ connectionString: cluster.url });
          try {
            await hog.connect();
          } catch (err) {
            expect((err as { code?: string }).code).toBe('53300');
            break;
          }
          hog.on('error', () => undefined);
          hogs.push(hog);
        }
        const answers = await Promise.all(
          Array.from({ length: 4 }, (_, i) =>
            call('/api/regions', { method: 'POST', json: { name: `Crowded ${i}` } }),
          ),
        );
        for (const res of answers) {
          expect(res.status).toBe(503);
          expect(res.retryAfter).toBe('2');
        }
        expect(app.output()).not.toContain('unhandled error');
      } finally {
        await Promise.all(hogs.map((hog) => hog.end()));
      }
      await writeSucceeds('Uncrowded write');
    }, 120_000);

    it('says at start that PostgreSQL refused the connection and what to change', async () => {
      const hogs: pg.Client[] = [];
      const port = await freePort();
      // The running app's idle connections close first, so the hogs take every slot.
      await delay(1_500);
      try {
        for (;;) {
          const hog = new pg.Client({ connectionString: cluster.url });
          try {
            await hog.connect();
          } catch {
            break;
          }
          hog.on('error', () => undefined);
          hogs.push(hog);
        }
        const started = startAppProcess({
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: cluster.url,
          NODE_ENV: 'production',
          ...TIMEOUTS,
        });
        const failure = await started.then(
          () => 'started',
          (err: Error) => err.message,
        );
        expect(failure).toContain('exited with 1');
        expect(failure).toContain('no connection left');
        expect(failure).toContain('DB_POOL_SIZE');
        expect(failure).not.toMatch(/migration\s+failed/);
      } finally {
        await Promise.all(hogs.map((hog) => hog.end()));
      }
    }, 180_000);
  },
);
