// The front end's figures from one run: gzipped JavaScript per screen (what each lazy-loaded
// screen adds to the entry chunk), what a first visit to /auth loads against its budget, the time
// from opening the app to a usable dashboard in headless Chromium, on the demo chain, and the time
// the New Repair Waiver dialog takes to open the first time with the CPU slowed 4x (issue 20).
// Run `npm run build` first (npm run bench:frontend does). Times are medians of BENCH_RUNS runs.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import {
  entryKey,
  kib,
  readManifest,
  signInPageFiles,
  staticClosure,
  total,
} from './bundle/manifest.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 5351);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
// A store manager: the counter account may be signed out until 8 AM after last night's report.
const STORE_MANAGER = { username: 'buckhead.manager', password: 'buckhead.manager-demo1' };
const TYPING_MS = 60;
const WAIVER_KEY = 'features/repairs/components/NewWaiverModal.tsx';

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
  const page = total(signInPageFiles());
  console.log(
    `\n/auth in all (auth.html's scripts and styles): ${kib(page.gzip)} gzip (budget 60 KB)`,
  );
  if (auth) {
    console.log(
      `The app's own sign-in screen (in-app, /auth?app): ${kib(base.gzip + auth.gzip)} gzip of JavaScript (budget 150 KB)`,
    );
  }
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

const dashboardFigures = () =>
  /\d/.test(document.querySelector('[data-testid="stat-Active Repairs"]')?.textContent ?? '');

/** A fresh phone-sized context, as on a first visit: no cache, cookie or service worker yet. */
async function freshContext(browser, options = {}) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, ...options });
  // The morning greeting would sit over the dashboard; it is not what is measured here.
  await context.addInitScript(() => {
    const d = new Date();
    const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    localStorage.setItem(
      'shop.morningPopup',
      JSON.stringify({ lastShownDate: day, shownQuotes: [] }),
    );
  });
  return context;
}

/** /auth until Sign In can be pressed, then signed in as the store manager until the figures show. */
async function signIn(page) {
  const opened = Date.now();
  await page.goto(`${BASE}/auth`);
  const button = page.getByRole('button', { name: 'Sign In' });
  await button.waitFor();
  const authUsable = Date.now() - opened;
  // Typed key by key at 60 ms a key, faster than anyone types on a phone: the page may use the
  // typing time as a person gives it, and an instant fill would give it none.
  await page.getByLabel('Username').pressSequentially(STORE_MANAGER.username, { delay: TYPING_MS });
  await page
    .getByLabel('Password', { exact: true })
    .pressSequentially(STORE_MANAGER.password, { delay: TYPING_MS });
  const pressed = Date.now();
  await button.click();
  await page.waitForFunction(dashboardFigures);
  return { authUsable, dashboardUsable: Date.now() - pressed };
}

/** One cold visit: /auth, the dashboard after Sign In, then the dashboard reloaded. */
async function visit(browser) {
  const context = await freshContext(browser);
  const page = await context.newPage();
  const { authUsable, dashboardUsable } = await signIn(page);
  const reloaded = Date.now();
  await page.reload();
  await page.waitForFunction(dashboardFigures);
  const warmDashboard = Date.now() - reloaded;
  await context.close();
  return { authUsable, dashboardUsable, warmDashboard };
}

/**
 * Resolves with the milliseconds from the next click to the first frame that shows the New Repair
 * Waiver dialog with its first field enabled. Runs in the page, so Playwright's polling is not
 * counted; the click's own timestamp is the start.
 */
function watchWaiverOpen() {
  const named = (dialog) =>
    document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent ===
    'New Repair Waiver';
  const shown = (element) => element.checkVisibility() && element.getClientRects().length > 0;
  window.waiverOpened = new Promise((resolve) => {
    document.addEventListener(
      'click',
      (event) => {
        const frame = () => {
          const dialog = [...document.querySelectorAll('[role="dialog"]')].find(named);
          const field = dialog?.querySelector(
            'input:not([type="hidden"]):not(:disabled), textarea:not(:disabled), select:not(:disabled)',
          );
          if (dialog && field && shown(dialog) && shown(field)) {
            resolve({
              ms: performance.now() - event.timeStamp,
              field: field.labels?.[0]?.textContent?.replace(/\s*\*$/, ''),
            });
          } else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      },
      { capture: true, once: true },
    );
  });
}

/** Where the dialog's chunk came from, as Chromium's network log says. */
function chunkSource(response) {
  if (!response) return 'not requested (already in the page)';
  if (response.fromServiceWorker) return "service worker's precache";
  if (response.fromDiskCache || response.fromPrefetchCache) return 'HTTP cache';
  return 'network';
}

/**
 * The first open of the New Repair Waiver dialog in a fresh page, signed in on the dashboard, with
 * the CPU slowed 4x (as Lighthouse's mobile preset does). Its code is a lazy chunk: without a
 * service worker it comes from the network; with one, from the precache that the worker fills
 * after the first load, once the worker controls the page.
 */
async function openWaiver(browser, { serviceWorker }) {
  const context = await freshContext(browser, {
    serviceWorkers: serviceWorker ? 'allow' : 'block',
  });
  const page = await context.newPage();
  await signIn(page);
  if (serviceWorker) await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const chunk = readManifest()[WAIVER_KEY].file;
  const cdp = await context.newCDPSession(page);
  let response;
  let files = 0;
  cdp.on('Network.responseReceived', (event) => {
    if (/\.(js|css)$/.test(event.response.url)) files += 1;
    if (event.response.url.endsWith(chunk)) response = event.response;
  });
  await cdp.send('Network.enable');
  await page.evaluate(watchWaiverOpen);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.getByRole('button', { name: /New Repair Waiver/ }).click();
  const opened = await page.evaluate(() => window.waiverOpened);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // The frame the page saw is the dialog as a person and a screen reader find it.
  const dialog = page.getByRole('dialog', { name: 'New Repair Waiver' });
  await dialog.waitFor();
  await context.close();
  return { ms: Math.round(opened.ms), field: opened.field, source: chunkSource(response), files };
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

  console.log(`\nNew Repair Waiver, first open, CPU 4x slower, median of ${RUNS} fresh pages:`);
  for (const serviceWorker of [false, true]) {
    const opens = [];
    for (let i = 0; i < RUNS; i += 1) opens.push(await openWaiver(browser, { serviceWorker }));
    const sources = [...new Set(opens.map((o) => o.source))].join(', ');
    const files = median(opens.map((o) => o.files));
    const label = serviceWorker ? 'with the service worker' : 'no service worker';
    console.log(
      `  Click until the dialog and its first field (${opens[0].field}), ${label}:`.padEnd(80),
      `${median(opens.map((o) => o.ms))} ms (chunk from: ${sources}; ${files} JS/CSS files loaded)`,
    );
  }
} finally {
  await browser.close();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
