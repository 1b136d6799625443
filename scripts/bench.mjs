// Loads the built server with autocannon on a chain of 50 stores with a million repairs and
// 200,000 buybacks and sales: a bare Fastify hello route in the same process first (the
// reference), the same route after one `select 1` to the database (the most a route that asks
// the database once can reach), then a store user's everyday reads and check-ins. Prints
// requests/s, latency, errors and the ratio to the hello route of the same run for each, the
// server's peak memory, and PASS/SHORT against the targets of issue 9, and of issue 19 for
// finding a part or accessory and a store's stock screen (5,000 items, a million stock
// movements). Run `npm run build` first (npm run bench does).
//
//   npm run bench                                 SQLite in a throw-away folder (seeds ~2 min)
//   BENCH_DB=/tmp/chain.db npm run bench          seeds that file once, reuses it after (files in
//                                                 /tmp/chain.db.data)
//   DATABASE_URL=postgres://… npm run bench       an empty PostgreSQL database; with BENCH_DB set
//                                                 too, the seed's accounts are kept in that file
//                                                 and a second run reuses the seeded database
//   BENCH_CPU_PROF=/tmp/prof npm run bench        the server writes a .cpuprofile there at the end
//   BENCH_CASES=newest,stats                      only the cases whose names contain these
//   BENCH_SECONDS=10 BENCH_CONNECTIONS=50 BENCH_PORT=5401 BENCH_HELLO_PORT=5402
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { v7 as uuidv7 } from 'uuid';
import {
  portTaken,
  preparedChain,
  signIn,
  startServer,
  stopServer,
  waitForServer,
} from './bench/chain-server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 5401);
const HELLO_PORT = Number(process.env.BENCH_HELLO_PORT ?? 5402);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Each case first runs this long unmeasured, so the JIT and the database's caches are warm. */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
/** One request at a time: a request's own latency, with no queue of other connections before it. */
const SOLO_SECONDS = Number(process.env.BENCH_SOLO_SECONDS ?? 4);

const postgresUrl = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
  ? process.env.DATABASE_URL
  : null;
const keptDb = process.env.BENCH_DB;
// A kept database keeps its check-ins' photos and signatures beside it, as a shop's server does.
const dataDir = keptDb ? `${keptDb}.data` : mkdtempSync(join(tmpdir(), 'bench-'));
const databaseUrl = postgresUrl ?? `sqlite:${keptDb ?? join(dataDir, 'bench.db')}`;
const seedInfo = keptDb ? `${keptDb}${postgresUrl ? '' : '.seed.json'}` : null;
const BASE = `http://127.0.0.1:${PORT}`;

const cpuProf = process.env.BENCH_CPU_PROF;
const only = process.env.BENCH_CASES?.split(',') ?? null;
const wanted = (name) => !only || only.some((word) => name.includes(word));

const launch = (script, nodeArgs = []) =>
  startServer({
    script,
    port: PORT,
    dataDir,
    databaseUrl,
    env: { HELLO_PORT: String(HELLO_PORT) },
    nodeArgs,
  });

/** One autocannon run; `build` makes each request's body when the case writes. */
function load({ url, cookie, method = 'GET', build, connections = CONNECTIONS, seconds }) {
  // As a browser asks: it takes gzip (the hello route's few bytes are sent as they are either way).
  const headers = {
    origin: BASE,
    'accept-encoding': 'gzip, deflate, br',
    ...(cookie ? { cookie } : {}),
  };
  if (build) headers['content-type'] = 'application/json';
  return autocannon({
    url,
    connections,
    duration: seconds,
    method,
    headers,
    requests: build
      ? [{ method, setupRequest: (request) => ({ ...request, body: JSON.stringify(build()) }) }]
      : undefined,
  });
}

const errorsOf = (r) => r.errors + r.timeouts + r.non2xx;

/** CPU time the server process has used, in ms (user + system, from /proc). */
function cpuMsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of stat, in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Waits until the server has worked through what a run left it: requests whose client gave up (a
 * timeout) still run, and would be counted against the next case. Quiet is under 10% of a core.
 */
async function drained() {
  for (let i = 0; i < 240; i += 1) {
    const before = cpuMsOf(server.child.pid);
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (cpuMsOf(server.child.pid) - before < 25) return;
  }
}

/**
 * Warm-up, the loaded run, then the one-connection run, of one case. The server's CPU time per
 * request of the loaded run is the figure least moved by other work on a shared machine.
 */
async function measure(spec) {
  if (WARMUP_SECONDS > 0) await load({ ...spec, seconds: WARMUP_SECONDS });
  await drained();
  const cpuBefore = cpuMsOf(server.child.pid);
  const loaded = await load({ ...spec, seconds: SECONDS });
  await drained();
  const cpuMs = cpuMsOf(server.child.pid) - cpuBefore;
  const solo = await load({ ...spec, connections: 1, seconds: SOLO_SECONDS });
  return {
    cpuPerRequest: cpuMs / Math.max(1, loaded.requests.total),
    rps: loaded.requests.average,
    p50: loaded.latency.p50,
    p99: loaded.latency.p99,
    errors: errorsOf(loaded) + errorsOf(solo),
    soloP50: solo.latency.p50,
    soloP99: solo.latency.p99,
  };
}

/** Fails loudly before a run whose every request would be an error. */
async function check(cookie, path) {
  const response = await fetch(`${BASE}${path}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Peak and current resident memory of a process, in MiB, from /proc. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { peak: kib('VmHWM') / 1024, now: kib('VmRSS') / 1024 };
}

/** A real 1x1 PNG and the first bytes of a JPEG: what the content check of photos reads. */
const PNG_1x1 =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const JPEG_TINY = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]).toString('base64')}`;
let checkIns = 0;
/** A check-in with its own client id (never a replay), for a customer who may have come before. */
function checkIn() {
  checkIns += 1;
  const n = String(checkIns % 10_000).padStart(4, '0');
  return {
    id: uuidv7(),
    customerName: `Bench Customer ${n}`,
    customerPhone: `(404) 777-${n}`,
    customerZip: '30305',
    deviceBrand: 'Apple',
    deviceModel: 'iPhone 15',
    imeiSerial: `35${String(checkIns).padStart(13, '0')}`,
    problemDescription: 'Cracked screen after a drop',
    estimatedCost: 189.99,
    repairType: 'Screen replacement',
    companyName: 'TECHY',
    beforePhoto: JPEG_TINY,
    dropoffSignature: PNG_1x1,
  };
}

const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

let server = null;
try {
  for (const port of [PORT, HELLO_PORT]) {
    if (await portTaken(port))
      throw new Error(`port ${port} is in use; set BENCH_PORT/BENCH_HELLO_PORT`);
  }
  const seed = await preparedChain({
    seedInfo,
    databaseUrl,
    start: () => launch('dist/server/main.js'),
  });
  const made = Object.entries(seed.made)
    .map(([k, v]) => `${v.toLocaleString('en-US')} ${k}`)
    .join(', ');
  console.log(`chain: ${made}`);

  server = launch(
    'scripts/bench/server.mjs',
    cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${cpuProf}`] : [],
  );
  await waitForServer(server);
  const cookie = await signIn(BASE, seed.logins.store[0]);

  // Search terms of one of the store's repairs from the middle of the newest page.
  const newest = (await check(cookie, '/api/repair-waivers?limit=50')).waivers;
  const sample = newest.find((w, i) => i >= 25 && w.imeiSerial) ?? newest[0];
  const search = (term) => `/api/repair-waivers?limit=50&search=${encodeURIComponent(term)}`;
  const cases = [
    { name: 'newest 50 repairs', path: '/api/repair-waivers?limit=50' },
    { name: 'search by phone', path: search(sample.customerPhone) },
    { name: 'search by IMEI', path: search(sample.imeiSerial) },
    { name: 'search by ticket', path: search(sample.ticketNumber) },
    { name: 'dashboard stats', path: '/api/dashboard/stats' },
    { name: 'pickup queue', path: '/api/pickup-queue' },
    // Parts and accessories (issue 19): 5,000 items, a million movements over the chain.
    ...(seed.stock
      ? [
          {
            name: 'stock: item by barcode',
            path: `/api/inventory?limit=1&barcode=${seed.stock.barcode}`,
          },
          {
            name: 'stock: items by name',
            path: `/api/inventory?limit=20&search=${encodeURIComponent(seed.stock.nameWord)}`,
          },
          { name: "stock: store's stock screen", path: '/api/inventory?stocked=true&limit=50' },
        ]
      : []),
  ];
  for (const c of cases) await check(cookie, c.path);

  const db = postgresUrl ? 'PostgreSQL' : 'SQLite';
  console.log(
    `\n${db}; ${CONNECTIONS} connections × ${SECONDS} s per case after ${WARMUP_SECONDS} s of warm-up, ` +
      `then 1 connection × ${SOLO_SECONDS} s; reads as ${seed.logins.store[0]}, ` +
      `check-ins as ${seed.logins.store.at(-1)}\n`,
  );
  const helloUrl = `http://127.0.0.1:${HELLO_PORT}/hello`;
  const results = [{ name: 'hello (bare Fastify)', ...(await measure({ url: helloUrl })) }];
  console.log(`hello: ${fmt(results[0].rps)} req/s`);
  results.push({ name: 'hello + select 1', ...(await measure({ url: `${helloUrl}/db` })) });
  console.log(`hello + select 1: ${fmt(results[1].rps)} req/s`);
  for (const c of cases.filter((c) => wanted(c.name))) {
    results.push({ name: c.name, ...(await measure({ url: `${BASE}${c.path}`, cookie })) });
    console.log(`${c.name}: ${fmt(results.at(-1).rps)} req/s`);
  }
  if (wanted('repair creation')) {
    // Check-ins go to the last store: the store the reads measure keeps the seeded size when a
    // kept database (BENCH_DB) is measured again, instead of growing by every run's check-ins.
    const writer = await signIn(BASE, seed.logins.store.at(-1));
    const createUrl = `${BASE}/api/repair-waivers`;
    results.push({
      name: 'repair creation',
      ...(await measure({ url: createUrl, cookie: writer, method: 'POST', build: checkIn })),
    });
  }
  const memory = memoryOf(server.child.pid);

  const hello = results[0].rps;
  const targets = {
    'newest 50 repairs': [(r) => r.rps / hello >= 0.1 && r.p99 < 30, '≥ 0.10 × hello, p99 < 30 ms'],
    'search by phone': [(r) => r.soloP99 < 20, '< 20 ms'],
    'search by IMEI': [(r) => r.soloP99 < 20, '< 20 ms'],
    'search by ticket': [(r) => r.soloP99 < 20, '< 20 ms'],
    'dashboard stats': [(r) => r.soloP99 < 5, '< 5 ms'],
    'stock: item by barcode': [(r) => r.soloP99 < 20, '< 20 ms'],
    'stock: items by name': [(r) => r.soloP99 < 20, '< 20 ms'],
    "stock: store's stock screen": [(r) => r.soloP99 < 50, '< 50 ms'],
    ...(postgresUrl ? {} : { 'repair creation': [(r) => r.rps >= 1000, '≥ 1,000/s'] }),
  };
  const header = [
    'case',
    'CPU ms/req',
    'req/s',
    'p50',
    'p99',
    '1-conn p50',
    '1-conn p99',
    'errors',
    '× hello',
    'target',
  ];
  const rows = results.map((r) => {
    const [met, text] = targets[r.name] ?? [() => true, ''];
    const mark =
      r.errors > 0 ? 'SHORT (errors)' : text ? `${met(r) ? 'PASS' : 'SHORT'} ${text}` : '';
    return [
      r.name,
      fmt(r.cpuPerRequest, 2),
      fmt(r.rps),
      fmt(r.p50),
      fmt(r.p99),
      fmt(r.soloP50),
      fmt(r.soloP99),
      fmt(r.errors),
      (r.rps / hello).toFixed(3),
      mark,
    ];
  });
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c].length)));
  const left = (c) => c === 0 || c === header.length - 1;
  const line = (cells) =>
    `| ${cells.map((cell, c) => (left(c) ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join(' | ')} |`;
  const rule = widths.map((w, c) => (left(c) ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`));
  console.log(`\nlatency in ms\n${line(header)}\n|${rule.join('|')}|`);
  for (const row of rows) console.log(line(row));
  console.log(
    `\nserver peak memory (VmHWM): ${fmt(memory.peak)} MiB; resident at the end: ${fmt(memory.now)} MiB`,
  );
  console.log('latency targets (searches, stats, stock) are judged on the one-connection p99');
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  if (server) await stopServer(server);
  if (!keptDb) rmSync(dataDir, { recursive: true, force: true });
}
