// `npm start` and `npm run demo`: build whatever is missing or older than its sources, then serve.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

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

const built = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
const stale = SOURCES.some((path) => newestMtime(path) > built);
if (stale) {
  console.log('Building the app (first start, or the sources changed)...');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(STAMP, new Date().toISOString());
}

const entry = demo ? 'dist/server/demo.js' : 'dist/server/main.js';
const env = process.env;
const child = spawn(process.execPath, ['--enable-source-maps', entry], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
