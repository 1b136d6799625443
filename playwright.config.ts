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

// A fresh database for every run; the global setup makes its first administrator.
// Workers load this file again; the environment makes them reuse the runner's directory.
process.env.SHOP_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'shop-e2e-'));
const dataDir = process.env.SHOP_E2E_DATA_DIR;

export default defineConfig({
  testDir: 'tests/e2e',
  // Spec files run side by side; the tests of one file run in order. Every spec makes its own
  // region, store and people through the API (tests/e2e/fixtures.ts) and asserts on its own rows,
  // so any spec passes alone (`npx playwright test tests/e2e/<name>.spec.ts`) and in any order.
  // A spec whose change would reach the others' screens (the chain's public address, the built
  // service worker) runs on a server of its own (tests/e2e/fresh-install.ts).
  workers: 2,
  fullyParallel: false,
  globalSetup: './tests/e2e/global-setup.ts',
  retries: 0,
  reporter: [['list']],
  // One folder per port: two runs side by side (the suite, and one spec alone) keep their own.
  outputDir: `test-results/e2e-${PORT}`,
  // A guard against a hung test, not a speed check: a long journey took 26 s of 30 on CI's two
  // cores and ran out of time there under load.
  timeout: 60_000,
  // Likewise a guard, not a check: with two spec files sharing two cores a screen's first load
  // took over 10 s now and then.
  expect: { timeout: 15_000 },
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
  // One project: no spec waits for another. Run one spec by its file, not by a project name.
  projects: [{ name: 'e2e' }],
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
