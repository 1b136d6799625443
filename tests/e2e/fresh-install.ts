import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from '@playwright/test';
import { test } from './fixtures';
import { ADMIN } from './support';

/**
 * A server of its own on an empty data folder, as a new owner's first `npm start` gives: the
 * suite's shared server already has its first administrator, so a first-run journey needs this,
 * and so does a spec whose change would reach every other spec's screens (the chain's public
 * address, the built service worker). The built app (dist/) is what runs, like the suite's own
 * server; with `copyBuild`, a copy of it, which the spec may change (webDir is its dist/web).
 */
export type FreshInstall = {
  baseURL: string;
  dataDir: string;
  webDir: string;
  stop: () => Promise<void>;
};
type InstallOptions = { firstAdmin?: boolean; copyBuild?: boolean };

/** A port nobody listens on, from the system: fresh servers of parallel specs never clash. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

async function startFreshInstall(options: InstallOptions = {}): Promise<FreshInstall> {
  let build = 'dist';
  if (options.copyBuild) {
    // Inside the project, so the copied server still finds node_modules; test-results is ignored.
    mkdirSync('test-results', { recursive: true });
    build = mkdtempSync(join('test-results', 'build-'));
    cpSync('dist', build, { recursive: true });
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-fresh-'));
  // Nothing of the machine's own setup leaks in: no database, address or mail server is set.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
  };
  for (const key of ['DATABASE_URL', 'PUBLIC_URL', 'SMTP_URL'] as const) delete env[key];
  const child: ChildProcess = spawn(process.execPath, [join(build, 'server', 'main.js')], {
    env: { ...env, NODE_ENV: 'test' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The fresh server exited: ${stderr}`);
    try {
      if ((await fetch(`${baseURL}/api/ready`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`The fresh server did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseURL,
    dataDir,
    webDir: join(build, 'web'),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
      if (options.copyBuild) rmSync(build, { recursive: true, force: true });
    },
  };
}

/**
 * Makes the chain's first administrator through the API the first-run screen uses, unless the
 * server says one exists: the global setup does it for the suite's server, a spec for its own.
 */
export async function ensureFirstAdmin(baseURL: string): Promise<void> {
  const api = await request.newContext({
    baseURL,
    extraHTTPHeaders: { Origin: new URL(baseURL).origin },
  });
  const setup = await api.get('/api/auth/setup');
  if (!setup.ok()) throw new Error(`GET /api/auth/setup: ${setup.status()} ${await setup.text()}`);
  if (((await setup.json()) as { needsFirstUser: boolean }).needsFirstUser) {
    const registered = await api.post('/api/register', { data: ADMIN });
    if (registered.status() !== 201) {
      throw new Error(`The first administrator: ${registered.status()} ${await registered.text()}`);
    }
  }
  await api.dispose();
}

/**
 * Runs the calling spec file's tests against a fresh install of its own, started before its
 * first test and stopped after its last; with `firstAdmin`, its first administrator is made.
 * Returns a getter for the install (its data folder, say).
 */
export function useFreshInstall(options: InstallOptions = {}): () => FreshInstall {
  let fresh: FreshInstall | undefined;
  test.beforeAll(async () => {
    fresh = await startFreshInstall(options);
    if (options.firstAdmin) await ensureFirstAdmin(fresh.baseURL);
  });
  test.afterAll(async () => {
    await fresh?.stop();
  });
  // Until the install is up (while its own hook runs) the suite's server stands in.
  test.use({ baseURL: async ({ baseURL }, use) => use(fresh?.baseURL ?? baseURL) });
  return () => fresh!;
}
