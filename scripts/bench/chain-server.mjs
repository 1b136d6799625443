// What a benchmark needs around the built server: a migrated database seeded with the bench chain
// (or the one kept from an earlier run), the server as a child process, and a signed-in cookie.
// The seed is TypeScript, typed by the app's schema: the scripts that import this file run under
// `node --import tsx` (as the bench scripts of package.json do).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { BENCH_PASSWORD, DEFAULT_COUNTS, seedChain } from './seed-chain.ts';

/**
 * Starts `node <script>` on the given port, data folder and database, as production runs it.
 * Secrets, AI and mail settings of the caller's environment are left out so nothing leaves the box.
 */
export function startServer({ script, port, dataDir, databaseUrl, env = {}, nodeArgs = [] }) {
  const inherited = { ...process.env };
  for (const key of ['AI_PROVIDER', 'SMTP_URL', 'PUBLIC_URL', 'SESSION_SECRET']) {
    delete inherited[key];
  }
  const child = spawn('node', [...nodeArgs, script], {
    env: {
      ...inherited,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { child, exited, base: `http://127.0.0.1:${port}` };
}

/** True when something already answers on the port: it would be measured instead of our server. */
export async function portTaken(port) {
  try {
    await fetch(`http://127.0.0.1:${port}/`);
    return true;
  } catch {
    return false;
  }
}

export async function waitForServer(server) {
  let gone = false;
  void server.exited.then(() => (gone = true));
  for (let i = 0; i < 600 && !gone; i += 1) {
    try {
      if ((await fetch(`${server.base}/api/auth/setup`)).ok) return;
    } catch {
      // Not listening yet (it migrates first).
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not start');
}

export async function stopServer(server) {
  server.child.kill('SIGTERM');
  await server.exited;
}

/** The session cookie of one sign-in; every connection of a load run shares it. */
export async function signIn(base, username) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', origin: base },
    body: JSON.stringify({ username, password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${username}: ${response.status}`);
  return response.headers.get('set-cookie').split(';')[0];
}

/**
 * The seeded chain's stores and accounts. With `seedInfo` (a file beside a kept database) a second
 * run reads them from there and skips the minutes of seeding; otherwise the server's first start
 * migrates the empty database and seedChain fills it with the server stopped.
 */
export async function preparedChain({ seedInfo, databaseUrl, counts = DEFAULT_COUNTS, start }) {
  if (seedInfo && existsSync(seedInfo)) {
    const seed = JSON.parse(readFileSync(seedInfo, 'utf8'));
    console.log(`reusing the seeded database (seeded in ${(seed.ms / 1000).toFixed(1)} s)`);
    return seed;
  }
  const server = start();
  try {
    await waitForServer(server);
  } finally {
    await stopServer(server);
  }
  console.log('seeding…');
  const seed = await seedChain(databaseUrl, counts);
  if (seedInfo) writeFileSync(seedInfo, JSON.stringify(seed));
  return seed;
}
