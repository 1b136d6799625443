// The front end's figures from one run: gzipped JavaScript per screen (what each lazy-loaded
// screen adds to the entry chunk), the sign-in screen's total against its budget, and the time
// from opening the app to a usable dashboard in headless Chromium, on the demo chain.
// Run `npm run build` first (npm run bench:frontend does). Times are medians of BENCH_RUNS runs.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { entryKey, kib, readManifest, staticClosure, total } from './bundle/manifest.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 5351);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
// A store manager: the counter account may be signed out until 8 AM after last night's report.
const STORE_MANAGER = { username: 'buckhead.manager', password: 'buckhead.manager-demo1' };

function bundleTable() {
  const manifest = readManifest();
  const entry = staticClosure(manifest, entryKey(manifest));
  const base = total(entry);
  console.log(`Entry chunk and its imports: ${kib(base.gzip)} gzip (${kib(base.raw)} raw)\n`);
  const rows = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry && chunk.src?.endsWith('.tsx'))
    .map(([key]) => {
      const extra = [...staticClosure(manifest, key)].filter((file) => !entry.has(file));
      return { screen: key.replace(/^.*\//, '').replace(/\.tsx$/, ''), ...total(extra) };
    })
    .sort((a, b) => b.gzip - a.gzip);
  console.log('Screen (lazy chunk)'.padEnd(34), 'adds gzip'.padStart(11), 'raw'.padStart(11));
  for (const row of rows)
    console.log(row.screen.padEnd(34), kib(row.gzip).padStart(11), kib(row.raw).padStart(11));
  const auth = rows.find((r) => r.screen === 'AuthScreen');
  if (auth) console.log(`\n/auth in all: ${kib(base.gzip + auth.gzip)} gzip (budget 150 KB)`);
}

async function startDemo(dataDir) {
  const server = spawn('node', ['dist/server/demo.js'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // The first start seeds the demo chain, which takes a minute on a slow machine.
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`${BASE}/api/auth/setup`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error('The demo server did not start');
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One cold visit: /auth until Sign In can be pressed, then sign in until the figures show. */
async function visit(browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  // The morning greeting would sit over the dashboard; it is not what is measured here.
  await context.addInitScript(() => {
    const d = new Date();
    const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    localStorage.setItem(
      'shop.morningPopup',
      JSON.stringify({ lastShownDate: day, shownQuotes: [] }),
    );
  });
  const page = await context.newPage();
  const opened = Date.now();
  await page.goto(`${BASE}/auth`);
  const signIn = page.getByRole('button', { name: 'Sign In' });
  await signIn.waitFor();
  const authUsable = Date.now() - opened;
  await page.getByLabel('Username').fill(STORE_MANAGER.username);
  await page.getByLabel('Password', { exact: true }).fill(STORE_MANAGER.password);
  const pressed = Date.now();
  await signIn.click();
  await page.waitForFunction(() =>
    /\d/.test(document.querySelector('[data-testid="stat-Active Repairs"]')?.textContent ?? ''),
  );
  const dashboardUsable = Date.now() - pressed;
  const reloaded = Date.now();
  await page.reload();
  await page.waitForFunction(() =>
    /\d/.test(document.querySelector('[data-testid="stat-Active Repairs"]')?.textContent ?? ''),
  );
  const warmDashboard = Date.now() - reloaded;
  await context.close();
  return { authUsable, dashboardUsable, warmDashboard };
}

bundleTable();
const dataDir = mkdtempSync(join(tmpdir(), 'bench-frontend-'));
const server = await startDemo(dataDir);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const runs = [];
  await visit(browser); // warms the server's caches and the demo's first queries
  for (let i = 0; i < RUNS; i += 1) runs.push(await visit(browser));
  const pick = (key) => `${median(runs.map((r) => r[key]))} ms`;
  console.log(`\nHeadless Chromium, 390 px, the demo chain, median of ${RUNS} cold visits:`);
  console.log(`  /auth opened until Sign In can be pressed:     ${pick('authUsable')}`);
  console.log(`  Sign In pressed until the dashboard's figures: ${pick('dashboardUsable')}`);
  console.log(`  Dashboard reloaded (cached) until its figures:  ${pick('warmDashboard')}`);
} finally {
  await browser.close();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
