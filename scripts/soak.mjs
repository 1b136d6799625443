// npm run soak (builds, then runs this): 50 connections for 60 s against the built server on a
// throw-away SQLite database (DATABASE_URL=postgres://... of an empty, throw-away PostgreSQL
// database: the first-admin sign-up fails on any other), each cycling through
// reads (repair list, search, customer search, dashboard stats, store dashboard) and a check-in.
// Prints requests, errors and non-2xx answers (both must be 0) and the server's resident memory
// sampled every 5 s, with a verdict on whether it stayed flat after warm-up.
// SOAK_SECONDS (default 60), SOAK_CONNECTIONS (50), SOAK_PORT (5424).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { call, checkIn, rssMb, setUpStore, startServer } from './load-harness.mjs';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 50);
const PORT = Number(process.env.SOAK_PORT ?? 5424);
const SAMPLE_MS = 5_000;
const SEED_REPAIRS = 300;
/** RSS after warm-up may grow this much and still count as flat (caches and JIT settle). */
const FLAT_GROWTH = 0.15;

const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;

const dataDir = mkdtempSync(join(tmpdir(), 'soak-'));
let server;
try {
  server = await startServer({ port: PORT, dataDir, databaseUrl: process.env.DATABASE_URL });
  const { base } = server;
  const { cookie, storeId } = await setUpStore(base);
  for (let n = 1; n <= SEED_REPAIRS; n += 1)
    await call(base, cookie, 'POST', '/api/repair-waivers', checkIn(n));

  const headers = { cookie, origin: base };
  let written = SEED_REPAIRS;
  const read = (path) => ({ method: 'GET', path, headers });
  const requests = [
    read('/api/repair-waivers?limit=20'),
    read('/api/dashboard/stats'),
    read(`/api/repair-waivers?limit=20&search=${encodeURIComponent('Load Customer 1')}`),
    {
      method: 'POST',
      path: '/api/repair-waivers',
      headers: { ...headers, 'content-type': 'application/json' },
      // A new client-made id each time, as the check-in form makes them.
      setupRequest: (request) => ({ ...request, body: JSON.stringify(checkIn((written += 1))) }),
    },
    read('/api/customers?search=312'),
    read(`/api/store-dashboard?storeId=${storeId}`),
  ];

  const samples = [];
  const sample = () => samples.push(rssMb(server.child.pid));
  sample();
  const sampler = setInterval(sample, SAMPLE_MS);
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests,
  });
  clearInterval(sampler);
  sample();

  // Warm-up is the first fifth of the run. After it, the mean of the second half against the
  // first: the garbage collector's saw-tooth makes any single sample a poor witness of a leak.
  const afterWarmUp = samples.slice(Math.max(1, Math.floor(samples.length / 5)));
  const half = Math.floor(afterWarmUp.length / 2);
  const settled = mean(afterWarmUp.slice(0, half));
  const end = samples.at(-1);
  const peak = Math.max(...samples);
  const growth = mean(afterWarmUp.slice(half)) / settled - 1;
  const mb = (n) => `${n.toFixed(0)} MB`;
  const label = process.env.DATABASE_URL?.startsWith('postgres') ? 'PostgreSQL' : 'SQLite';
  console.log(`soak: ${CONNECTIONS} connections for ${SECONDS} s, ${label}, 5 reads : 1 check-in`);
  console.log(`  requests: ${result.requests.total} (${result.requests.average.toFixed(0)}/s)`);
  console.log(`  check-ins written: ${written - SEED_REPAIRS}`);
  console.log(
    `  errors: ${result.errors}, timeouts: ${result.timeouts}, non-2xx: ${result.non2xx}`,
  );
  console.log(
    `  latency: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
  );
  console.log(
    `  server RSS every ${SAMPLE_MS / 1000} s: ${samples.map((s) => s.toFixed(0)).join(', ')} MB`,
  );
  console.log(
    `  RSS start ${mb(samples[0])}, after warm-up (mean) ${mb(settled)}, end ${mb(end)}, peak ${mb(peak)}`,
  );
  const flat = growth <= FLAT_GROWTH;
  console.log(
    `  memory: ${flat ? 'stable' : 'GROWING'} (${(growth * 100).toFixed(1)}% from the first to the second half after warm-up, mean; limit ${FLAT_GROWTH * 100}%)`,
  );
  const clean = result.errors === 0 && result.timeouts === 0 && result.non2xx === 0;
  console.log(clean && flat ? 'PASSED' : 'FAILED');
  if (!clean || !flat) process.exitCode = 1;
} finally {
  server?.child.kill('SIGTERM');
  await server?.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
