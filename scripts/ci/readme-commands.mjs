// CI's proof of the README's first command on the machine as it comes: `npm start` and `npm run
// demo`, run with the machine's own Node first on PATH after `npm install`, each reach /api/ready
// and stop cleanly (exit 0, the server's shutdown complete) on Ctrl+C. Plain JavaScript for any Node that npm 11 runs on (20+).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const READY_WITHIN_MS = 6 * 60_000; // the first start builds the app: about a minute on 2 cores
const STOP_WITHIN_MS = 30_000;

async function ready(port) {
  try {
    const answer = await fetch(`http://127.0.0.1:${port}/api/ready`);
    return answer.status === 200;
  } catch {
    return false;
  }
}

/** Runs `npm run <script>` until /api/ready answers 200, then Ctrl+C; resolves with what happened. */
async function startAndStop(script, port) {
  const dataDir = mkdtempSync(join(tmpdir(), `shop-${script}-`));
  const child = spawn('npm', ['run', script], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
    // Its own process group, so the stop below reaches npm, the launcher and the server together,
    // as Ctrl+C in a terminal does.
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    output += chunk.toString();
  });
  // 'close': npm has exited and every process holding its output (launcher, server) has ended.
  const exited = new Promise((done) => child.on('close', (code, signal) => done({ code, signal })));
  let outcome = null;
  exited.then((result) => (outcome = result));
  const deadline = Date.now() + READY_WITHIN_MS;
  let isReady = false;
  while (!outcome && Date.now() < deadline && !(isReady = await ready(port))) {
    await new Promise((wait) => setTimeout(wait, 1000));
  }
  if (!isReady) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    return `npm run ${script} never answered /api/ready (${outcome ? `exited ${JSON.stringify(outcome)}` : 'timed out'})`;
  }
  process.kill(-child.pid, 'SIGINT');
  const timer = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), STOP_WITHIN_MS);
  const stopped = await exited;
  clearTimeout(timer);
  rmSync(dataDir, { recursive: true, force: true });
  // npm ends itself with the signal it was sent, as every shell expects of Ctrl+C; what must hold is
  // that the server shut down and the launcher reported nothing wrong.
  const npmStopped = stopped.code === 0 || stopped.signal === 'SIGINT';
  if (!npmStopped || !output.includes('shutdown complete') || output.includes('The server ')) {
    return `npm run ${script} did not stop cleanly on Ctrl+C: ${JSON.stringify(stopped)}`;
  }
  console.info(`npm run ${script}: ready on port ${port}, then stopped cleanly on Ctrl+C`);
  return null;
}

const failures = [];
for (const [script, port] of [
  ['start', 5391],
  ['demo', 5392],
]) {
  const failure = await startAndStop(script, port);
  if (failure) failures.push(failure);
}
for (const failure of failures) console.error(failure);
process.exit(failures.length ? 1 : 0);
