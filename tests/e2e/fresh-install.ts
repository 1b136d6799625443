import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A server of its own on an empty data folder, as a new owner's first `npm start` gives: the
 * suite's shared server already has its first administrator, so a first-run journey needs this.
 * The built app (dist/) is what runs, like the suite's own server.
 */
export type FreshInstall = { baseURL: string; dataDir: string; stop: () => Promise<void> };

export async function startFreshInstall(port: number): Promise<FreshInstall> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-fresh-'));
  // Nothing of the machine's own setup leaks in: no database, address or mail server is set.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
  };
  for (const key of ['DATABASE_URL', 'PUBLIC_URL', 'SMTP_URL'] as const) delete env[key];
  const child: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
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
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
