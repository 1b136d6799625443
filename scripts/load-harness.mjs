// What the crash test and the soak share: the built server (dist/server/main.js) as a child
// process on a throw-away DATA_DIR, a store with a signed-in counter user to write as, and a
// valid check-in body. Run `npm run build` first (their npm scripts do).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const PNG_1x1 =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** Starts the built server; resolves once /api/ready answers 200. */
export async function startServer({ port, dataDir, databaseUrl }) {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? `sqlite:${join(dataDir, 'shop.db')}`,
      NODE_ENV: 'production',
    },
    // The request log would be most of the run's output; errors still show.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i += 1) {
    const state = await Promise.race([exited.then(() => 'exited'), ready(base)]);
    if (state === 'exited') throw new Error('the server exited while starting');
    if (state) return { child, base, exited };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not become ready within 30 s');
}

async function ready(base) {
  try {
    return (await fetch(`${base}/api/ready`)).ok;
  } catch {
    return false;
  }
}

/** The server process's resident memory in MB (Linux /proc). */
export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024;
}

/** A JSON call as a browser of this origin would make it; throws unless 2xx. */
export async function call(base, cookie, method, path, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      origin: base,
      ...(cookie ? { cookie } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

async function signIn(base, username, password) {
  const response = await call(base, '', 'POST', '/api/auth/login', { username, password });
  return response.headers.get('set-cookie').split(';')[0];
}

/**
 * The first administrator, a region, a store and a counter user of that store, signed in. The
 * session lives in the database, so the cookie outlasts restarts and nobody signs in twice
 * (sign-in is rate-limited and locked out per address, docs/decisions/004).
 */
export async function setUpStore(base) {
  const admin = { username: 'load.admin', password: 'load-admin-password' };
  await call(base, '', 'POST', '/api/register', { ...admin, firstName: 'Load', lastName: 'Admin' });
  const adminCookie = await signIn(base, admin.username, admin.password);
  const region = await (
    await call(base, adminCookie, 'POST', '/api/regions', { name: 'Load' })
  ).json();
  const store = await (
    await call(base, adminCookie, 'POST', '/api/stores', {
      name: 'Techy Load',
      storeName: 'Load',
      brand: 'Techy',
      companyName: 'TECHY',
      // A new store needs its address and phone (issue 23).
      streetAddress: '500 Main St',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      phone: '(217) 555-0100',
      regionId: region.id,
      timezone: 'America/Chicago',
    })
  ).json();
  const counter = { username: 'load.counter', password: 'load-counter-password' };
  await call(base, adminCookie, 'POST', '/api/admin/users', {
    ...counter,
    firstName: 'Load',
    lastName: 'Counter',
    role: 'store',
    storeId: store.id,
  });
  return { storeId: store.id, cookie: await signIn(base, counter.username, counter.password) };
}

/** A check-in with a client-made id (a retry with the same id is the same repair). */
export function checkIn(n, id = crypto.randomUUID()) {
  return {
    id,
    customerName: `Load Customer ${n}`,
    customerPhone: `(312) ${String(5_550_000 + n).padStart(7, '0')}`,
    customerZip: '60601',
    deviceBrand: 'Apple',
    deviceModel: 'iPhone 15',
    problemDescription: 'Screen cracked',
    estimatedCost: 120,
    repairType: 'Screen replacement',
    companyName: 'TECHY',
    beforePhoto: PNG_1x1,
    dropoffSignature: PNG_1x1,
  };
}
