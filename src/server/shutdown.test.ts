import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_READY, NOT_READY_MESSAGES } from '../shared/health';
import { freePort } from './testing/free-port';
import { createTestDb, type TestDb } from './testing/test-db';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
let db: TestDb;
let dataDir: string;
let server: ChildProcess;
let port: number;
let output = '';

/** Resolves when the server's output (stdout and stderr) contains `text`. */
function outputContains(text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (output.includes(text)) {
        server.stdout!.off('data', check);
        server.stderr!.off('data', check);
        resolve();
      }
    };
    server.stdout!.on('data', check);
    server.stderr!.on('data', check);
    server.once('exit', () => reject(new Error(`server exited before "${text}":\n${output}`)));
    check();
  });
}

beforeAll(async () => {
  db = await createTestDb();
  dataDir = mkdtempSync(join(tmpdir(), 'shop-shutdown-'));
  port = await freePort();
  // The real entry point, as `npm start` runs it (tsx, since dist/ may not be built yet).
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: db.url,
      NODE_ENV: 'production',
      // The arrival of a request is logged at debug: the test waits for it to know one is in flight.
      LOG_LEVEL: 'debug',
      // Long enough for the probes below on a busy machine; the end of it is not timed.
      SHUTDOWN_GRACE_MS: '4000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  server.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  await outputContains('Shop platform ready at');
}, 60_000);

afterAll(async () => {
  if (server.exitCode === null) server.kill('SIGKILL');
  await db?.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('graceful shutdown', () => {
  it('on SIGTERM refuses readiness for the grace period, finishes the request in flight, closes and exits 0', async () => {
    const body = JSON.stringify({ username: 'nobody.here', password: 'not-the-password' });
    const socket = createConnection({ port, host: '127.0.0.1' });
    let answer = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));

    // A sign-in whose body is still arriving when the signal comes: in flight, not yet answered.
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://127.0.0.1\r\n' +
        'Content-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\nX-Request-Id: inflight-login\r\n\r\n` +
        body.slice(0, 10),
    );
    await outputContains('"reqId":"inflight-login","req":');
    server.kill('SIGTERM');
    await outputContains('shutting down');
    // During the grace period a balancer's probe on a new connection is answered, not refused:
    // not ready, while the process still serves.
    const probe = await fetch(`http://127.0.0.1:${port}/api/ready`);
    expect(probe.status).toBe(503);
    expect(await probe.json()).toEqual({ error: NOT_READY_MESSAGES.shuttingDown, code: NOT_READY });
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    // The rest of the body, then a readiness probe on the same connection behind it.
    socket.write(`${body.slice(10)}GET /api/ready HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    await closed;

    const statuses = [...answer.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => Number(m[1]));
    expect(statuses).toEqual([401, 503]);
    expect(answer).toContain('Invalid username or password.');
    expect(answer).toContain(
      JSON.stringify({ error: NOT_READY_MESSAGES.shuttingDown, code: NOT_READY }),
    );
    expect(await exited).toBe(0);
    expect(output).toContain('shutdown complete');
  }, 60_000);
});
