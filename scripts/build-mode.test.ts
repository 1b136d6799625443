import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Builds the web app as `npm run build:web` does, with the shell's NODE_ENV set to `mode`. */
function buildWith(mode: string): string {
  const outDir = mkdtempSync(join(tmpdir(), `shop-build-${mode}-`));
  dirs.push(outDir);
  const result = spawnSync(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    { env: { ...process.env, NODE_ENV: mode }, encoding: 'utf8' },
  );
  expect(result.status, result.stderr).toBe(0);
  return outDir;
}

const scripts = (dir: string) =>
  readdirSync(join(dir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, text: readFileSync(join(dir, 'assets', name), 'utf8') }));

// Decision 024: a shell that says NODE_ENV=development (the old README's default) or test used
// to get React's development build, and no service worker at all: no offline.
describe.each(['development', 'test'])('a build with NODE_ENV=%s', (mode) => {
  it('is the production bundle and registers the service worker', { timeout: 300_000 }, () => {
    const dir = buildWith(mode);
    expect(existsSync(join(dir, 'sw.js'))).toBe(true);
    const js = scripts(dir);
    const registration = js.filter(({ text }) => /["'`]\/sw\.js["'`]/.test(text));
    expect(registration.map(({ name }) => name)).toEqual([
      expect.stringMatching(/^register-service-worker-/),
    ]);
    const development = js.filter(({ text }) => text.includes('jsxDEV'));
    expect(development.map(({ name }) => name)).toEqual([]);
  });
});
