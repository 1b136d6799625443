import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** The repository root, where `node --import tsx src/server/main.ts` runs. */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** Starting means compiling the server with tsx first: slow on a busy 2-core machine. */
const START_TIMEOUT_MS = 120_000;
/** The graceful shutdown drains requests and jobs; past this the process is killed. */
const STOP_TIMEOUT_MS = 30_000;

export type AppProcess = {
  url: string;
  pid: number;
  /** Everything the process wrote, for the failure message of a test. */
  output: () => string;
  stop: () => Promise<void>;
};

/** Whether nothing listens on `port` of 127.0.0.1 right now. */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** `count` ports of 5431-5439 that are free, so two runs of the test on one machine can coexist. */
export async function freePorts(count: number): Promise<number[]> {
  const ports: number[] = [];
  for (let port = 5431; port <= 5439 && ports.length < count; port++)
    if (await isFree(port)) ports.push(port);
  if (ports.length < count) throw new Error(`fewer than ${count} free ports in 5431-5439`);
  return ports;
}

/**
 * Starts the app as its own OS process, as `npm start` would (from the sources, through tsx),
 * with only the environment given (plus PATH and HOME), and resolves once it listens.
 */
export function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(killer);
  };
  const url = `http://${env.HOST}:${env.PORT}`;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`app process did not start within ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Shop platform ready')) {
        clearTimeout(timer);
        resolve({ url, pid: child.pid!, output: () => output, stop });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`app process exited with ${code} before it was ready:\n${output}`));
    });
  });
}
