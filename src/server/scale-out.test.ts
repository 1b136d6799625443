import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCampaignInput } from '../shared/marketing';
import { CONSENT_VERSION } from '../shared/marketing-consent';
import { ZRepairWaiverInput, ZStatusChangeInput } from '../shared/repairs';
import { openDb, type Db } from './db';
import { migrations } from './db/migrations';
import { REACH_ALL } from './db/scope';
import type { Deps } from './deps';
import { createCampaign, setReviewLink } from './features/marketing/service';
import { changeStatus, createRepair } from './features/repairs/service';
import { loadSessionUser } from './features/users/service';
import { createAiProvider } from './lib/ai';
import { S3BlobStore } from './lib/s3-blob-store';
import { freePorts, startAppProcess, type AppProcess } from './testing/app-process';
import { createRegionRow, createStoreRow, createUserRow, TEST_PASSWORD } from './testing/factories';
import { createTestClock, testConfig } from './testing/harness';
import { buildBuybackForm } from './testing/device-factories';
import { buildRepairInput, JPEG_TINY, PNG_1x1 } from './testing/repair-factories';
import { s3Env, startS3Server, type TestS3Server } from './testing/s3-test-server';
import { createEmptyPostgresDb } from './testing/test-db';
import { payInFullDirect } from './testing/repair-money';

const adminUrl = process.env.TEST_DATABASE_URL;
const HOUR = 3_600_000;
/** Enough messages that sending them takes both processes a while, so their runs overlap. */
const CUSTOMERS = 40;
/** Where the load balancer would be: the address in customers' links, the same in every process. */
const PUBLIC_URL = 'http://repairs.shop.test';

/**
 * An IANA zone (Etc/GMT-N is N hours east of UTC) where it is now `hour` o'clock, so a test can
 * make a store's 21:00 report due, or not yet due, whatever time of day it runs.
 */
function zoneAtHour(hour: number, now = new Date()): string {
  let offset = (hour - now.getUTCHours() + 24) % 24;
  if (offset > 14) offset -= 24;
  if (offset === 0) return 'Etc/GMT';
  return offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

type Answer = { status: number; body: string; cookie: string | undefined };

/** A request to one process, as a browser holding `cookie` would send it through the balancer. */
async function call(
  app: AppProcess,
  method: string,
  path: string,
  options: { cookie?: string; json?: unknown } = {},
): Promise<Answer> {
  const res = await fetch(`${app.url}${path}`, {
    method,
    headers: {
      origin: PUBLIC_URL,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: options.json !== undefined ? JSON.stringify(options.json) : undefined,
  });
  const sid = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
  return { status: res.status, body: await res.text(), cookie: sid?.split(';')[0] };
}

async function signIn(app: AppProcess, username: string): Promise<string> {
  const res = await call(app, 'POST', '/api/auth/login', {
    json: { username, password: TEST_PASSWORD },
  });
  if (res.status !== 200 || !res.cookie) throw new Error(`sign-in failed: ${res.body}`);
  return res.cookie;
}

let s3: TestS3Server;
let database: { url: string; drop: () => Promise<void> };
let db: Db;
let deps: Deps;
const dataDirs: string[] = [];
const processes: AppProcess[] = [];
let a: AppProcess;
let b: AppProcess;
/** Two app processes compiling the server with tsx on a busy 2-core machine take their time. */
const STARTUP_MS = 300_000;

/** Polls the shared database until `done` holds; the processes' own pace decides how long. */
async function waitUntil(what: string, done: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 480; tries++) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not happen:\n--- A\n${a.output()}\n--- B\n${b.output()}`);
}

describe.skipIf(!adminUrl)(
  'two app processes on one PostgreSQL (runs when TEST_DATABASE_URL is set: bash scripts/with-postgres.sh)',
  () => {
    beforeAll(async () => {
      s3 = await startS3Server();
      database = await createEmptyPostgresDb(adminUrl!);
      const [portA, portB] = await freePorts(2);
      const start = (port: number) => {
        const dataDir = mkdtempSync(join(tmpdir(), 'shop-process-'));
        dataDirs.push(dataDir);
        return startAppProcess({
          PORT: String(port),
          HOST: '127.0.0.1',
          NODE_ENV: 'production',
          DATABASE_URL: database.url,
          // Each its own DATA_DIR, so a file one serves that the other stored came from the bucket.
          DATA_DIR: dataDir,
          SESSION_SECRET: 'one-secret-for-every-process-of-the-chain-0123456789',
          PUBLIC_URL,
          ...s3Env(s3.config),
          // Every second, in both processes at the same clock second, so their runs overlap.
          REPORT_SCHEDULE: '* * * * * *',
          MARKETING_SCHEDULE: '* * * * * *',
        });
      };
      // Both start on an empty database at once: each migrates it at start.
      const started = await Promise.allSettled([start(portA!), start(portB!)]);
      for (const result of started) if (result.status === 'fulfilled') processes.push(result.value);
      const failed = started.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
      [a, b] = processes as [AppProcess, AppProcess];
      db = openDb(database.url).db;
      deps = {
        db,
        dialect: 'postgres',
        config: testConfig({ databaseUrl: database.url, publicUrl: PUBLIC_URL, s3: s3.config }),
        // Three hours ago: the pickups seeded below are due a review request now.
        clock: createTestClock(new Date(Date.now() - 3 * HOUR).toISOString()),
        blobs: new S3BlobStore(s3.config),
        ai: createAiProvider({ provider: 'local' }),
      };
    }, STARTUP_MS);

    afterAll(async () => {
      await Promise.all(processes.map((p) => p.stop()));
      await db?.destroy();
      await database?.drop();
      await s3?.close();
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    });

    it('both processes migrated the empty database at start, together', async () => {
      const applied = await db
        .selectFrom(sql<{ name: string }>`kysely_migration`.as('m'))
        .select('m.name')
        .execute();
      expect(applied.map((m) => m.name).sort()).toEqual(Object.keys(migrations).sort());
    });

    it('a session made on one process works on the other, and logging out on either ends it', async () => {
      const admin = await createUserRow(deps, { role: 'admin' });
      const cookie = await signIn(a, admin.username);
      const onB = await call(b, 'GET', '/api/user', { cookie });
      expect(onB.status).toBe(200);
      expect(JSON.parse(onB.body)).toMatchObject({ username: admin.username });

      expect((await call(b, 'POST', '/api/logout', { cookie })).status).toBe(200);
      expect((await call(a, 'GET', '/api/user', { cookie })).status).toBe(401);
    });

    it('a repair list one process keeps shows at once a check-in and a status change made on the other', async () => {
      const region = await createRegionRow(deps);
      const store = await createStoreRow(deps, region.id);
      const clerk = await createUserRow(deps, { role: 'store', storeId: store.id });
      const cookie = await signIn(a, clerk.username);
      const listOnA = async () =>
        (
          JSON.parse((await call(a, 'GET', '/api/repair-waivers?limit=50', { cookie })).body) as {
            waivers: { id: string; status: string }[];
          }
        ).waivers.map((w) => `${w.id}:${w.status}`);
      expect(await listOnA()).toEqual([]);
      const made = await call(b, 'POST', '/api/repair-waivers', {
        cookie,
        json: buildRepairInput(),
      });
      expect(made.status).toBe(201);
      const { id } = JSON.parse(made.body) as { id: string };
      expect(await listOnA()).toEqual([`${id}:received`]);
      const moved = await call(b, 'PUT', `/api/repair-waivers/${id}/status`, {
        cookie,
        json: { status: 'in-progress' },
      });
      expect(moved.status).toBe(200);
      expect(await listOnA()).toEqual([`${id}:in_progress`]);
    });

    it('files uploaded through one process download through the other, from the bucket', async () => {
      const region = await createRegionRow(deps);
      const store = await createStoreRow(deps, region.id);
      const clerk = await createUserRow(deps, { role: 'store', storeId: store.id });
      const onA = await signIn(a, clerk.username);
      const checkIn = await call(a, 'POST', '/api/repair-waivers', {
        cookie: onA,
        json: buildRepairInput(),
      });
      expect(checkIn.status).toBe(201);
      const photoUrl = (JSON.parse(checkIn.body) as { beforePhoto: string }).beforePhoto;

      const download = await fetch(`${b.url}${photoUrl}`, { headers: { cookie: onA } });
      expect(download.status).toBe(200);
      const sent = Buffer.from(JPEG_TINY.split(',')[1]!, 'base64');
      expect(Buffer.from(await download.arrayBuffer()).equals(sent)).toBe(true);

      // A buyback's files arrive as multipart on A; each of them downloads through B.
      const form = new FormData();
      const buyback = buildBuybackForm();
      for (const [name, value] of Object.entries(buyback.fields)) form.append(name, value);
      for (const [name, files] of Object.entries(buyback.files))
        for (const bytes of files) form.append(name, new Blob([new Uint8Array(bytes)]), name);
      const bought = await fetch(`${a.url}/api/device-purchases`, {
        method: 'POST',
        headers: { cookie: onA, origin: PUBLIC_URL },
        body: form,
      });
      expect(bought.status).toBe(201);
      const purchase = (await bought.json()) as {
        deviceImages: string[];
        paymentReceipts: string[];
      };
      const stored = [...purchase.deviceImages, ...purchase.paymentReceipts];
      const expected = [...buyback.files.deviceImages!, ...buyback.files.paymentReceipts!];
      expect(stored).toHaveLength(expected.length);
      for (const [i, url] of stored.entries()) {
        const res = await fetch(`${b.url}${url}`, { headers: { cookie: onA } });
        expect(Buffer.from(await res.arrayBuffer()).equals(expected[i]!)).toBe(true);
      }
      // Neither process kept a file of its own.
      for (const dir of dataDirs) expect(readdirSync(dir)).not.toContain('blobs');
    });

    it('jobs run once each while both processes run them every second', async () => {
      const region = await createRegionRow(deps);
      // Not yet 21:00 there, so no report goes until the store is complete.
      const store = await createStoreRow(deps, region.id, { timezone: zoneAtHour(10) });
      const reach = { all: false, storeIds: [store.id] };
      await createUserRow(deps, {
        role: 'store_manager',
        storeId: store.id,
        email: 'manager@shop.test',
      });
      const area = await createUserRow(deps, {
        role: 'areamanager',
        storeIds: [store.id],
        email: 'area@shop.test',
      });
      const admin = await createUserRow(deps, { role: 'admin' });
      const actor = { user: (await loadSessionUser(deps, admin.id))!, ip: null };

      // Forty customers checked in three hours ago; two of them picked up, at a store with a
      // review link: two review requests are due.
      const clerk = await createUserRow(deps, { role: 'store', storeId: store.id });
      const atCounter = { user: (await loadSessionUser(deps, clerk.id))!, ip: null };
      const repairs: string[] = [];
      for (let i = 0; i < CUSTOMERS; i++)
        repairs.push(
          (
            await createRepair(
              deps,
              atCounter,
              reach,
              // Each agreed to offers by e-mail at the counter: the campaign below reaches all.
              ZRepairWaiverInput.parse(
                buildRepairInput({
                  marketingEmail: true,
                  marketingConsentVersion: CONSENT_VERSION,
                }),
              ),
            )
          ).waiver.id,
        );
      const pickedUp = repairs.slice(0, 2);
      for (const id of pickedUp) {
        const move = (change: object) => ZStatusChangeInput.parse(change);
        await changeStatus(deps, atCounter, reach, id, move({ status: 'completed' }));
        await payInFullDirect(deps, atCounter, reach, id);
        await changeStatus(
          deps,
          atCounter,
          reach,
          id,
          move({ status: 'picked_up', pickupSignature: PNG_1x1 }),
        );
      }
      await setReviewLink(deps, actor, reach, store.id, 'https://g.page/r/shop-review');

      // A campaign to all forty left waiting, as a restart leaves one: both processes' marketing
      // ticks, at the same clock second, set about the same messages at once.
      const campaign = await createCampaign(
        deps,
        actor,
        REACH_ALL,
        ZCampaignInput.parse({
          name: 'Winter screen check',
          segment: { kind: 'recent_repairs', value: 90, storeIds: [store.id] },
          channel: 'email',
          subject: 'Free screen check',
          message: 'Hi {first_name}, pop in for a free screen check this week.',
        }),
      );
      expect(campaign.results.pending).toBe(CUSTOMERS);

      // Now 22:00 there: the store's daily e-mail and the area manager's brief are both due.
      await db
        .updateTable('stores')
        .set({ timezone: zoneAtHour(22) })
        .where('id', '=', store.id)
        .execute();

      await waitUntil('every job finishing', async () => {
        const runs = await db
          .selectFrom('job_runs')
          .select('status')
          .where((eb) => eb.or([eb('store_id', '=', store.id), eb('manager_id', '=', area.id)]))
          .execute();
        const waiting = await db
          .selectFrom('marketing_messages')
          .select('id')
          .where('store_id', '=', store.id)
          .where('state', 'in', ['pending', 'sending'])
          .execute();
        const reviews = await db
          .selectFrom('marketing_messages')
          .select('id')
          .where('kind', '=', 'review')
          .where('store_id', '=', store.id)
          .execute();
        return (
          runs.length === 2 &&
          runs.every((r) => r.status === 'sent') &&
          waiting.length === 0 &&
          reviews.length === 2
        );
      });
      // Stopped, neither process can add anything: what the outbox holds now is final.
      await Promise.all([a.stop(), b.stop()]);

      const outbox = await db
        .selectFrom('outbox')
        .select(['to_address', 'subject', 'related_id'])
        .execute();
      // Nothing in the outbox twice: no message to the same address about the same thing.
      const keys = outbox.map((m) => `${m.related_id} ${m.to_address} ${m.subject}`);
      expect(keys.length).toBe(new Set(keys).size);
      const runs = await db
        .selectFrom('job_runs')
        .select(['id', 'job', 'holder'])
        .where((eb) => eb.or([eb('store_id', '=', store.id), eb('manager_id', '=', area.id)]))
        .execute();
      const reportMail = outbox.filter((m) => runs.some((r) => r.id === m.related_id));
      expect(reportMail.map((m) => m.to_address).sort()).toEqual([
        'area@shop.test', // the brief
        'area@shop.test', // the store's day, to the manager who oversees it
        'manager@shop.test',
      ]);
      // The processes' schedulers sent them, not this test.
      for (const run of runs) expect(run.holder).toMatch(new RegExp(`:(${a.pid}|${b.pid})$`));

      const customers = await db
        .selectFrom('repair_waivers')
        .select(['id', 'customer_email'])
        .where('store_id', '=', store.id)
        .execute();
      const emailsOf = (ids: string[]) =>
        customers.filter((c) => ids.includes(c.id)).map((c) => c.customer_email);
      const campaignMail = outbox.filter((m) => m.related_id === campaign.id);
      expect(campaignMail.map((m) => m.to_address).sort()).toEqual(emailsOf(repairs).sort());
      const reviewMail = outbox.filter(
        (m) => pickedUp.includes(m.related_id ?? '') && m.subject?.startsWith('How did we do'),
      );
      expect(reviewMail.map((m) => m.to_address).sort()).toEqual(emailsOf(pickedUp).sort());
    }, 180_000);
  },
);
