// Queues 1,000 check-ins the way the offline app does (the app's own Dexie database and
// replay code, on fake-indexeddb in Node), replays them against the built server on a
// throw-away SQLite database, then replays the same queue again, and prints how long each
// took and what the server holds. Run `npm run build` first (npm run bench:offline does).
import 'fake-indexeddb/auto';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const WRITES = Number(process.env.BENCH_WRITES ?? 1000);
const PORT = Number(process.env.BENCH_PORT ?? 5291);
const BASE = `http://127.0.0.1:${PORT}`;
const PNG_1x1 =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

// The web app's offline modules, bundled for Node.
const out = 'dist/bench-offline';
await build({
  entryPoints: [
    'src/web/lib/offline/db.ts',
    'src/web/lib/offline/replay.ts',
    'src/web/lib/offline/body.ts',
  ],
  outdir: out,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});
const load = (name) => import(pathToFileURL(join(out, `${name}.js`)).href);
const [{ OfflineDb }, { replayQueue }, { storeBody }] = await Promise.all(
  ['db', 'replay', 'body'].map(load),
);

const dataDir = mkdtempSync(join(tmpdir(), 'bench-offline-'));
const server = spawn('node', ['dist/server/main.js'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: `sqlite:${join(dataDir, 'bench.db')}`,
    NODE_ENV: 'production',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForServer() {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`${BASE}/api/auth/setup`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not start');
}

/** fetch as a signed-in browser of this origin: the session cookie and the Origin header. */
function browserFetch(cookie) {
  return (path, init = {}) =>
    fetch(`${BASE}${path}`, {
      ...init,
      headers: { ...init.headers, cookie, origin: BASE },
    });
}

async function call(cookie, method, path, body) {
  const response = await browserFetch(cookie)(path, {
    method,
    headers: body ? { 'Content-Type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

async function signIn(username, password) {
  const response = await call('', 'POST', '/api/auth/login', { username, password });
  return response.headers.get('set-cookie').split(';')[0];
}

function checkIn(i) {
  return {
    id: crypto.randomUUID(),
    customerName: `Bench Customer ${i}`,
    customerPhone: `(312) 555-${String(i % 10000).padStart(4, '0')}`,
    customerZip: '60601',
    deviceBrand: 'Apple',
    deviceModel: 'iPhone 15',
    problemDescription: 'Screen cracked',
    estimatedCost: 120,
    repairType: 'Screen replacement',
    companyName: 'TECHY',
    beforePhoto: PNG_1x1,
    dropoffSignature: PNG_1x1,
  };
}

async function enqueue(db, userId, bodies) {
  await db.syncQueue.bulkAdd(
    bodies.map((body) => ({
      timestamp: Date.now(),
      retries: 0,
      userId,
      kind: 'repair.create',
      method: 'POST',
      path: '/api/repair-waivers',
      body: storeBody(body),
      recordId: null,
      label: `Check-in: ${body.customerName}`,
      state: 'pending',
      error: null,
      nextAttemptAt: 0,
    })),
  );
}

try {
  await waitForServer();
  const admin = { username: 'bench.admin', password: 'bench-admin-pass' };
  await call('', 'POST', '/api/register', { ...admin, firstName: 'Bench', lastName: 'Admin' });
  const adminCookie = await signIn(admin.username, admin.password);
  const region = await (await call(adminCookie, 'POST', '/api/regions', { name: 'Bench' })).json();
  const store = await (
    await call(adminCookie, 'POST', '/api/stores', {
      name: 'Techy Bench',
      storeName: 'Bench',
      brand: 'Techy',
      companyName: 'TECHY',
      // A new store needs its address and phone (issue 23).
      streetAddress: '500 Main St',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      phone: '(217) 555-0100',
      regionId: region.id,
      timezone: 'America/Chicago',
    })
  ).json();
  const counter = { username: 'bench.counter', password: 'bench-counter-pass' };
  const user = await (
    await call(adminCookie, 'POST', '/api/admin/users', {
      ...counter,
      firstName: 'Bench',
      lastName: 'Counter',
      role: 'store',
      storeId: store.id,
    })
  ).json();
  const cookie = await signIn(counter.username, counter.password);

  const db = new OfflineDb('bench-offline');
  const bodies = Array.from({ length: WRITES }, (_, i) => checkIn(i + 1));
  const replay = async () => {
    const started = performance.now();
    const result = await replayQueue(db, {
      userId: user.id,
      fetch: browserFetch(cookie),
      now: Date.now,
    });
    return { ms: performance.now() - started, result, left: await db.syncQueue.count() };
  };
  const onServer = async () =>
    (await (await call(cookie, 'GET', '/api/dashboard/stats')).json()).activeRepairs;

  let started = performance.now();
  await enqueue(db, user.id, bodies);
  const queueMs = performance.now() - started;
  const first = await replay();
  const afterFirst = await onServer();
  // The same queue again, as a reload after lost answers would leave it.
  started = performance.now();
  await enqueue(db, user.id, bodies);
  const second = await replay();
  const afterSecond = await onServer();

  const rate = (ms) => Math.round((WRITES / ms) * 1000);
  console.log(
    `offline queue bench: ${WRITES} check-ins (JSON with photo and signature), SQLite, 1 client`,
  );
  console.log(`  queue ${WRITES} writes in IndexedDB:  ${queueMs.toFixed(0)} ms`);
  console.log(
    `  replay:                          ${first.ms.toFixed(0)} ms (${rate(first.ms)} writes/s), sent ${first.result.sent}, refused ${first.result.refused}, left ${first.left}`,
  );
  console.log(
    `  replay of the same queue again:  ${second.ms.toFixed(0)} ms (${rate(second.ms)} writes/s), sent ${second.result.sent}, left ${second.left}`,
  );
  console.log(
    `  repairs on the server: ${afterFirst} after the first replay, ${afterSecond} after the second`,
  );
  console.log(`  second/first time ratio: ${(second.ms / first.ms).toFixed(2)}`);
  if (afterFirst !== WRITES || afterSecond !== WRITES || first.left || second.left) {
    console.error('FAILED: the server should hold each write exactly once and the queue be empty');
    process.exitCode = 1;
  }
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
}
