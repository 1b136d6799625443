// `npm start` / `npm run demo` as a shop owner meets them: a server that dies is never a silent exit 0.
// Each case runs the real scripts/start.mjs in a folder whose dist/ holds an up-to-date stamp (so it
// builds nothing) and a stand-in server entry that behaves as the case needs.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isSupportedNode, unsupportedNodeMessage } from './runtime/node-support.mjs';

const START = resolve('scripts/start.mjs');
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Starts start.mjs over a server entry with `source`; `onOutput` sees stdout as it comes. */
function startWith(
  source: string,
  onOutput?: (text: string, child: ReturnType<typeof spawn>) => void,
) {
  const dir = mkdtempSync(join(tmpdir(), 'shop-start-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'dist/server'), { recursive: true });
  writeFileSync(join(dir, 'dist/server/main.js'), source);
  writeFileSync(join(dir, 'dist/.build-stamp'), new Date().toISOString());
  return new Promise<Run>((done) => {
    const child = spawn(process.execPath, [START], { cwd: dir, env: process.env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      onOutput?.(stdout, child);
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code, signal) => done({ code, signal, stdout, stderr }));
  });
}

describe('scripts/start.mjs', () => {
  it('reports a server killed by SIGSEGV with its last lines and exits non-zero', async () => {
    const run = await startWith(
      "console.log('opening the database'); process.kill(process.pid, 'SIGSEGV');",
    );
    expect(run.code).not.toBe(0);
    expect(run.code).toBe(128 + 11);
    expect(run.stderr).toContain('The server was killed by SIGSEGV');
    expect(run.stderr).toContain('  opening the database');
  });

  it('reports a server that exits non-zero with its code and last lines', async () => {
    const run = await startWith("console.error('DATA_DIR is not writable'); process.exit(3);");
    expect(run.code).toBe(3);
    expect(run.stderr).toContain('The server exited with code 3');
    expect(run.stderr).toContain('  DATA_DIR is not writable');
  });

  it('stops cleanly (exit 0) when told to stop with SIGTERM', async () => {
    const run = await startWith(
      "process.on('SIGTERM', () => { console.log('shutdown complete'); process.exit(0); });" +
        "console.log('listening'); setInterval(() => {}, 1000);",
      (stdout, child) => {
        if (stdout.includes('listening')) child.kill('SIGTERM');
      },
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('shutdown complete');
    expect(run.stderr).not.toContain('The server');
  });
});

describe('the Node releases the app runs on', () => {
  it('follows package.json engines (^22.13.0 || >=24)', () => {
    const engines = JSON.parse(readFileSync('package.json', 'utf8')).engines.node;
    expect(engines).toBe('^22.13.0 || >=24');
    for (const version of ['v22.13.0', 'v22.23.3', 'v24.0.0', 'v24.21.0', 'v26.10.0']) {
      expect(isSupportedNode(version), version).toBe(true);
    }
    for (const version of ['v18.20.8', 'v20.20.2', 'v21.7.3', 'v22.12.0', 'v23.11.0', 'nonsense']) {
      expect(isSupportedNode(version), version).toBe(false);
    }
  });

  it('names the version found and what to do', () => {
    const message = unsupportedNodeMessage('v20.20.2');
    expect(message).toContain('Node v20.20.2 cannot run this app');
    expect(message).toContain('npm install');
  });
});
