import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Port of the app under test; far from the dev ports so a running dev server does not clash.
 * E2E_PORT lets two runs share a machine.
 */
const PORT = Number(process.env.E2E_PORT ?? 5199);
const baseURL = `http://127.0.0.1:${PORT}`;

// A fresh database for every run: the suite starts with no users and creates the first admin.
// Workers load this file again; the environment makes them reuse the runner's directory.
process.env.SHOP_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'shop-e2e-'));
const dataDir = process.env.SHOP_E2E_DATA_DIR;

export default defineConfig({
  testDir: 'tests/e2e',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results/e2e',
  // A guard against a hung test, not a speed check: a long journey took 26 s of 30 on CI's two
  // cores and ran out of time there under load.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // One database for the run: the shell tests create the first admin, which the later
  // projects sign in as, so they wait for the shell project.
  projects: [
    { name: 'shell', testMatch: 'shell.spec.ts' },
    { name: 'repairs', testMatch: 'repairs.spec.ts', dependencies: ['shell'] },
    // Buyback, sales, stock and IMEI: its own store and users, made by the shell's admin.
    { name: 'devices', testMatch: 'devices.spec.ts', dependencies: ['shell', 'repairs'] },
    // Last: filing the report signs its store's counter out until 8:00 AM (its own store).
    {
      name: 'daily-report',
      testMatch: 'daily-report.spec.ts',
      dependencies: ['shell', 'repairs', 'devices'],
    },
    // An invited store user of its own store signs up from the link the admin made.
    {
      name: 'invites',
      testMatch: 'invites.spec.ts',
      dependencies: ['shell', 'repairs', 'devices', 'daily-report'],
    },
    // Managers compare the filed report with what the counter rang up that day.
    {
      name: 'reconciliation',
      testMatch: 'reconciliation.spec.ts',
      dependencies: ['shell', 'repairs', 'devices', 'daily-report'],
    },
    // Regions and stores: later projects would otherwise see the extra stores in their pickers.
    {
      name: 'stores',
      testMatch: 'stores.spec.ts',
      dependencies: ['shell', 'repairs', 'devices', 'daily-report', 'invites', 'reconciliation'],
    },
    // User management: adds, edits and deletes users of its own.
    {
      name: 'admin',
      testMatch: 'admin.spec.ts',
      dependencies: [
        'shell',
        'repairs',
        'devices',
        'daily-report',
        'invites',
        'reconciliation',
        'stores',
      ],
    },
    // Offline: check-ins and buybacks made with the network cut, replayed once back online.
    {
      name: 'offline',
      testMatch: 'offline.spec.ts',
      dependencies: ['shell', 'admin'],
    },
    // The morning popup, with the browser's clock set to a morning.
    {
      name: 'morning',
      testMatch: 'morning.spec.ts',
      dependencies: ['shell', 'offline'],
    },
    // Smart Valuation from the Dashboard card, with its own store and comparables.
    {
      name: 'valuation',
      testMatch: 'valuation.spec.ts',
      dependencies: ['shell', 'morning'],
    },
    // The AI reports panel: intelligence, forecasts and the smart reports.
    {
      name: 'ai-reports',
      testMatch: 'ai-reports.spec.ts',
      dependencies: ['shell', 'valuation'],
    },
    // The smart report e-mails: what was sent, a preview and a resend.
    {
      name: 'ai-reports-mail',
      testMatch: 'ai-reports-mail.spec.ts',
      dependencies: ['shell', 'ai-reports'],
    },
    // The CEO dashboard and KPI reports, over everything the earlier projects recorded.
    {
      name: 'ceo',
      testMatch: 'ceo.spec.ts',
      dependencies: ['shell', 'ai-reports-mail'],
    },
    // Appointments booked and checked in from the calendar; the office's analytics.
    {
      name: 'calendar',
      testMatch: 'calendar.spec.ts',
      dependencies: ['shell', 'ceo'],
    },
    // The store, area and regional managers' dashboards, with stores and users of their own.
    {
      name: 'dashboards',
      testMatch: 'dashboards.spec.ts',
      dependencies: ['shell', 'calendar'],
    },
    // The marketing hub: an audience of its own store, a campaign, the unsubscribe page, reviews.
    {
      name: 'marketing',
      testMatch: 'marketing.spec.ts',
      dependencies: ['shell', 'dashboards'],
    },
    // The chain's terms: its own store's terms published, signed at check-in, kept on reprint.
    { name: 'terms', testMatch: 'terms.spec.ts', dependencies: ['shell'] },
    // Every printable on every paper a store's printers take, printed to PDF; its own store.
    { name: 'printing', testMatch: 'printing.spec.ts', dependencies: ['shell'] },
    // A whole day of its own store, opening to close; it needs only the first admin.
    { name: 'shop-day', testMatch: 'shop-day.spec.ts', dependencies: ['shell'] },
    // The public address set in Admin, open invitations' links, and account rules while typing;
    // its own store, and it clears the address again for the projects after it.
    { name: 'first-links', testMatch: 'first-links.spec.ts', dependencies: ['shell'] },
    // axe-core on every screen and dialog at 390 and 1280 px, and keyboard-only use; its own store.
    {
      name: 'accessibility',
      testMatch: ['accessibility.spec.ts', 'keyboard.spec.ts'],
      dependencies: ['shell'],
    },
    // Signing with the keyboard only (type to sign): its own store, check-in to pickup.
    { name: 'type-to-sign', testMatch: 'type-to-sign.spec.ts', dependencies: ['shell'] },
    // A new owner's first day on a server of its own with an empty database (E2E_PORT + 50).
    { name: 'first-day', testMatch: 'first-day.spec.ts' },
    // Last: it changes the built service worker to see the update toast.
    {
      name: 'pwa',
      testMatch: 'pwa.spec.ts',
      dependencies: ['shell', 'marketing', 'shop-day', 'accessibility'],
    },
  ],
  // The built app (npm test builds it first), exactly as it runs in a shop.
  webServer: {
    command: 'node dist/server/main.js',
    url: `${baseURL}/api/auth/setup`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${join(dataDir, 'e2e.db')}`,
      NODE_ENV: 'test',
    },
  },
});
