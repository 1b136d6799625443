// Seeds a chain of 50 stores with a million repairs (scripts/bench/seed-chain.ts), starts the
// built server on it and times every dashboard endpoint as the people who use it: a counter, a
// store manager, an area and a regional manager, the CEO and an admin. Prints p50/p99/max and the
// answer's size per endpoint. Run `npm run build` first (npm run bench:dashboards does).
//
//   npm run bench:dashboards                          SQLite in a throw-away folder
//   DATABASE_URL=postgres://… npm run bench:dashboards an empty PostgreSQL database
//   DATABASE_URL=postgres://… BENCH_DB=/tmp/pg.json  seeds it once and keeps the seed's accounts
//                                                     in that file; a second run reuses the chain
//   BENCH_DB=/tmp/chain.db npm run bench:dashboards   seeds that file once, reuses it after
//   BENCH_REPAIRS=100000 BENCH_RUNS=10 …               a smaller chain, fewer runs
//   BENCH_STORES=250 BENCH_REPAIRS=5000000 …           a chain five times larger (10 stores a region)
//   BENCH_BASELINE=/tmp/chain.db.results.json …       prints this run beside an earlier one, with
//                                                     the ratio of each endpoint's p50 and p99
// Each run writes its figures to <BENCH_DB>.results.json (or bench-dashboards.results.json here).
// An endpoint still slower than BENCH_CASE_SECONDS (60) over its runs stops after 3 of them.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  portTaken,
  preparedChain,
  signIn,
  startServer,
  stopServer,
  waitForServer,
} from './bench/chain-server.mjs';
import { DEFAULT_COUNTS } from './bench/seed-chain.ts';

const PORT = Number(process.env.BENCH_PORT ?? 5391);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WARMUPS = Number(process.env.BENCH_WARMUPS ?? 2);
const CASE_SECONDS = Number(process.env.BENCH_CASE_SECONDS ?? 60);
const scale = Number(process.env.BENCH_REPAIRS ?? DEFAULT_COUNTS.repairs) / DEFAULT_COUNTS.repairs;
const storesPerRegion = DEFAULT_COUNTS.storesPerRegion;
const counts = {
  regions: Math.max(
    1,
    Math.round(
      Number(process.env.BENCH_STORES ?? DEFAULT_COUNTS.regions * storesPerRegion) /
        storesPerRegion,
    ),
  ),
  repairs: Math.round(DEFAULT_COUNTS.repairs * scale),
  customers: Math.round(DEFAULT_COUNTS.customers * scale),
  buybacks: Math.round(DEFAULT_COUNTS.buybacks * scale),
  sales: Math.round(DEFAULT_COUNTS.sales * scale),
};

const postgresUrl = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
  ? process.env.DATABASE_URL
  : null;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-dashboards-'));
const keptDb = postgresUrl ? null : process.env.BENCH_DB;
const databaseUrl = postgresUrl ?? `sqlite:${keptDb ?? join(dataDir, 'bench.db')}`;
// The seed's stores and accounts, kept beside a reused database file, or (as npm run bench does)
// in the BENCH_DB file for a PostgreSQL database seeded by an earlier run (12 minutes a million).
const seedInfo = keptDb
  ? `${keptDb}.seed.json`
  : postgresUrl && process.env.BENCH_DB
    ? process.env.BENCH_DB
    : null;
// A seed file left beside a database file since deleted would name a chain that is not there.
if (keptDb && seedInfo && existsSync(seedInfo) && !existsSync(keptDb)) rmSync(seedInfo);
const launch = () =>
  startServer({ script: 'dist/server/main.js', port: PORT, dataDir, databaseUrl });

/** One GET, timed from request to the last byte of the answer. */
async function timedGet(cookie, path) {
  const started = performance.now();
  const response = await fetch(`${BASE}${path}`, { headers: { cookie, origin: BASE } });
  const body = await response.arrayBuffer();
  const ms = performance.now() - started;
  if (!response.ok)
    throw new Error(`GET ${path}: ${response.status} ${Buffer.from(body).toString()}`);
  return { ms, bytes: body.byteLength };
}

const resultsFile = `${keptDb ?? (postgresUrl && process.env.BENCH_DB) ?? 'bench-dashboards'}.results.json`;

/**
 * This run beside an earlier one (a smaller chain), endpoint by endpoint: p50 and p99 of each,
 * and how many times slower this one is.
 */
function printBesides(before, now) {
  const key = (r) => `${r.path} ${r.role}`;
  const earlier = new Map(before.rows.map((r) => [key(r), r]));
  const ratio = (a, b) => (Number(b) > 0 ? (Number(a) / Number(b)).toFixed(2) : '-');
  console.log(
    `\n${before.stores} stores, ${before.repairs.toLocaleString('en-US')} repairs -> ${now.stores} stores, ${now.repairs.toLocaleString('en-US')} repairs (p50 / p99 ms, ratio)\n`,
  );
  for (const r of now.rows) {
    const b = earlier.get(key(r));
    if (!b) continue;
    console.log(
      `| ${r.path} | ${r.role} | ${b.p50} / ${b.p99} | ${r.p50} / ${r.p99} | ${ratio(r.p50, b.p50)} / ${ratio(r.p99, b.p99)} |`,
    );
  }
}

const quantile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
const localToday = (zone) => new Date().toLocaleDateString('en-CA', { timeZone: zone });
const daysBefore = (date, n) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

let server = null;
try {
  if (await portTaken(PORT)) throw new Error(`port ${PORT} is in use; set BENCH_PORT`);
  const seed = await preparedChain({ seedInfo, databaseUrl, counts, start: launch });
  const made = Object.entries(seed.made)
    .map(([k, v]) => `${v.toLocaleString('en-US')} ${k}`)
    .join(', ');
  console.log(`seed: ${made}\nseed time: ${(seed.ms / 1000).toFixed(1)} s`);

  server = launch();
  const startedAt = performance.now();
  await waitForServer(server);
  console.log(
    `server start (with migrations): ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
  );

  const store = seed.stores[0];
  const who = {
    counter: seed.logins.store[0],
    manager: seed.logins.manager[0],
    area: seed.logins.area[0],
    regional: seed.logins.regional[0],
    ceo: seed.logins.ceo,
    admin: seed.logins.admin,
  };
  const cookies = {};
  for (const [role, username] of Object.entries(who)) cookies[role] = await signIn(BASE, username);

  const today = localToday(store.timezone);
  const period = (days) => `from=${daysBefore(today, days - 1)}&to=${today}`;
  const month = `from=${daysBefore(today, 14)}&to=${daysBefore(today, -16)}`;
  const cases = [
    ['counter', '/api/dashboard/stats'],
    ['area', '/api/dashboard/stats'],
    ['ceo', '/api/dashboard/stats'],
    ['counter', '/api/store-dashboard'],
    ['manager', `/api/store-dashboard?storeId=${store.id}`],
    ['area', '/api/manager-dashboard'],
    ['regional', '/api/manager-dashboard'],
    ['ceo', '/api/manager-dashboard'],
    ['ceo', `/api/ceo-dashboard?${period(7)}`],
    ['ceo', `/api/ceo-dashboard?${period(30)}`],
    ['ceo', `/api/ceo-dashboard?${period(90)}`],
    ['manager', `/api/kpi-reports?${period(30)}`],
    ['regional', `/api/kpi-reports?${period(30)}`],
    ['ceo', `/api/kpi-reports?${period(90)}`],
    ['admin', '/api/admin/analytics'],
    ['manager', '/api/insights'],
    ['ceo', '/api/insights'],
    ['ceo', '/api/insights/forecast'],
    ['counter', `/api/appointments?${month}`],
    ['ceo', `/api/appointments?${month}`],
    ['ceo', `/api/appointments/counts?${month}`],
    ['ceo', `/api/appointments?from=${today}&to=${today}`],
    ['manager', '/api/daily-sales-reports'],
    ['regional', '/api/daily-sales-reports'],
    ['ceo', '/api/daily-sales-reports?onlyDifferences=true'],
  ];

  console.log(
    `\n${RUNS} sequential requests after ${WARMUPS} warm-ups; ${postgresUrl ? 'PostgreSQL' : 'SQLite'}; times in ms\n`,
  );
  const header = ['endpoint', 'as', 'runs', 'p50', 'p99', 'max', 'bytes'];
  const rows = [];
  for (const [role, path] of cases) {
    for (let i = 0; i < WARMUPS; i += 1) await timedGet(cookies[role], path);
    const times = [];
    let bytes = 0;
    // A very slow endpoint stops early (at least 3 runs), so a slow baseline still finishes.
    const budget = performance.now() + CASE_SECONDS * 1000;
    for (let i = 0; i < RUNS && (i < 3 || performance.now() < budget); i += 1) {
      const run = await timedGet(cookies[role], path);
      times.push(run.ms);
      bytes = run.bytes;
    }
    times.sort((a, b) => a - b);
    const shown = path
      .replace(store.id, '<store>')
      .replace(/\d{4}-\d{2}-(\d{2})/g, (d) => d.slice(5));
    const row = [
      shown,
      role,
      String(times.length),
      quantile(times, 0.5).toFixed(1),
      quantile(times, 0.99).toFixed(1),
      times[times.length - 1].toFixed(1),
      bytes.toLocaleString('en-US'),
    ];
    rows.push(row);
    console.log(row.join('  '));
  }
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c].length)));
  const line = (cells) =>
    `| ${cells.map((cell, c) => (c < 2 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join(' | ')} |`;
  const rule = widths.map((w, c) => (c < 2 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`));
  console.log(`\n${line(header)}\n|${rule.join('|')}|`);
  for (const row of rows) console.log(line(row));
  const results = {
    stores: seed.stores.length,
    repairs: seed.made.repairs,
    rows: rows.map(([path, role, , p50, p99, , bytes]) => ({ path, role, p50, p99, bytes })),
  };
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nfigures written to ${resultsFile}`);
  if (process.env.BENCH_BASELINE)
    printBesides(JSON.parse(readFileSync(process.env.BENCH_BASELINE, 'utf8')), results);
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  if (server) await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
