// `npm start` and `npm run demo`: find a Node the app runs on, build whatever is missing or older
// than its sources, then serve, reporting a server that dies instead of exiting 0 in silence.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RuntimeError, prepareRuntime } from './runtime/prepare.mjs';
import { supervise } from './runtime/supervise.mjs';

const demo = process.argv.includes('--demo');
const STAMP = 'dist/.build-stamp';
const SOURCES = [
  'src',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'scripts/build-server.mjs',
  'scripts/bundle',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), 0);
}

let runtime;
try {
  runtime = prepareRuntime();
} catch (error) {
  if (!(error instanceof RuntimeError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const built = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
const stale = SOURCES.some((path) => newestMtime(path) > built);
if (stale) {
  console.info('Building the app (first start, or the sources changed)...');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: runtime.env });
  if (result.status !== 0) {
    console.error(
      `The build failed (${result.signal ?? `exit code ${result.status}`}); the app was not started.`,
    );
    process.exit(result.status || 1);
  }
  writeFileSync(STAMP, new Date().toISOString());
}

const entry = demo ? 'dist/server/demo.js' : 'dist/server/main.js';
process.exit(
  await supervise({ node: runtime.node, args: ['--enable-source-maps', entry], env: runtime.env }),
);
