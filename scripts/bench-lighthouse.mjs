// Lighthouse 12 on a phone, as issue 24 measured it: the mobile preset (simulated slow 4G, 4x CPU
// slowdown) three times each on /auth and on a counter's dashboard signed in, against the built
// server started as `npm start` runs it (production) on an empty database in a throw-away folder.
// Prints the median of each figure. Run `npm run build` first (npm run bench:lighthouse does).
//
//   BENCH_RUNS=5 BENCH_PORT=5361 CHROMIUM_PATH=/usr/bin/chromium npm run bench:lighthouse
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { portTaken, startServer, stopServer, waitForServer } from './bench/chain-server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 5361);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ADMIN = {
  username: 'owner',
  password: 'Counter-Top-2026',
  firstName: 'Olivia',
  lastName: 'Ramos',
};
const COUNTER = {
  username: 'downtown.counter',
  password: 'Front-Desk-2026',
  firstName: 'Sam',
  lastName: 'Lee',
};

/** A JSON call to the API as the page makes it (the server wants the Origin on changes). */
async function call(base, path, body, cookie) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return { json: await response.json(), cookie: response.headers.get('set-cookie')?.split(';')[0] };
}

/** The first admin, a region and a store with its counter; returns the counter's session cookie. */
async function prepareChain(base) {
  const admin = (await call(base, '/api/register', ADMIN)).cookie;
  const region = (await call(base, '/api/regions', { name: 'Metro' }, admin)).json;
  const store = await call(
    base,
    '/api/stores',
    {
      name: 'Downtown',
      storeName: 'Techy Downtown',
      brand: 'Techy',
      companyName: 'TECHY',
      streetAddress: '500 Main St',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      phone: '(217) 555-0100',
      timezone: 'America/Chicago',
      regionId: region.id,
    },
    admin,
  );
  await call(
    base,
    '/api/admin/users',
    { ...COUNTER, role: 'store', storeId: store.json.id },
    admin,
  );
  const signedIn = await call(base, '/api/auth/login', {
    username: COUNTER.username,
    password: COUNTER.password,
  });
  return signedIn.cookie;
}

/** One cold Lighthouse run in a fresh Chromium (Lighthouse empties the caches before it loads). */
async function audit(url, cookie) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    const { categories, audits } = result.lhr;
    const bytesOf = (type) =>
      audits['resource-summary'].details.items.find((item) => item.resourceType === type)
        ?.transferSize ?? 0;
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      js: bytesOf('script'),
      css: bytesOf('stylesheet'),
      total: bytesOf('total'),
      finalUrl: result.lhr.finalDisplayedUrl,
    };
  } finally {
    chrome.kill();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${(bytes / 1000).toFixed(0)} KB`;

function printTable(rows) {
  const head = ['page', 'perf', 'a11y', 'LCP', 'TBT', 'CLS', 'JS', 'CSS', 'total'];
  const widths = [22, 5, 5, 8, 8, 6, 9, 8, 9];
  const line = (cells) => cells.map((c, i) => String(c).padStart(widths[i])).join(' ');
  console.log(`\nLighthouse 12, mobile preset (slow 4G, 4x CPU), median of ${RUNS} runs:`);
  console.log(line(head));
  for (const row of rows) {
    console.log(
      line([
        row.page,
        row.performance,
        row.accessibility,
        `${(row.lcp / 1000).toFixed(1)} s`,
        `${Math.round(row.tbt)} ms`,
        row.cls.toFixed(3),
        kb(row.js),
        kb(row.css),
        kb(row.total),
      ]),
    );
  }
}

if (await portTaken(PORT)) {
  console.error(`Something already answers on port ${PORT}; set BENCH_PORT.`);
  process.exit(1);
}
const dataDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
const server = startServer({
  script: 'dist/server/main.js',
  port: PORT,
  dataDir,
  databaseUrl: `sqlite:${join(dataDir, 'shop.db')}`,
});
try {
  await waitForServer(server);
  const cookie = await prepareChain(server.base);
  const pages = [
    { page: '/auth', url: `${server.base}/auth`, cookie: null },
    { page: 'dashboard (counter)', url: `${server.base}/dashboard`, cookie },
  ];
  const rows = [];
  for (const { page, url, cookie: pageCookie } of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const run = await audit(url, pageCookie);
      if (!run.finalUrl.endsWith(new URL(url).pathname)) {
        throw new Error(`${url} ended on ${run.finalUrl}: the session did not hold`);
      }
      runs.push(run);
      console.log(
        `${page} run ${i + 1}: performance ${run.performance}, LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms`,
      );
    }
    const pick = (key) => median(runs.map((run) => run[key]));
    rows.push({
      page,
      ...Object.fromEntries(
        ['performance', 'accessibility', 'lcp', 'tbt', 'cls', 'js', 'css', 'total'].map((k) => [
          k,
          pick(k),
        ]),
      ),
    });
  }
  printTable(rows);
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
