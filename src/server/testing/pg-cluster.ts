import { execFile } from 'node:child_process';
import { chownSync, chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const AS_ROOT = process.getuid?.() === 0;

/** Whether this machine can start a PostgreSQL cluster of a test's own. */
export const canStartCluster = existsSync(join(PG_BIN, 'initdb'));

/**
 * A PostgreSQL server of one test's own, to restart, crash and freeze without disturbing the
 * other test files that share the suite's cluster.
 */
export type PgCluster = {
  url: string;
  /** Stop and start: fast ends sessions with 57P01; immediate is a crash, then recovery. */
  restart: (mode: 'fast' | 'immediate') => Promise<void>;
  /** Stops every process of the server (SIGSTOP): it neither answers nor refuses. */
  freeze: () => Promise<void>;
  thaw: () => Promise<void>;
  dispose: () => Promise<void>;
};

/** PostgreSQL refuses to run as root, so as root its commands run as the postgres user. */
function pgCommand(tool: string, args: string[]) {
  const path = join(PG_BIN, tool);
  return AS_ROOT ? run('runuser', ['-u', 'postgres', '--', path, ...args]) : run(path, args);
}

/** A port nothing listens on now, chosen by the system so parallel test files rarely meet. */
function systemPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** initdb and start a throw-away cluster on a loopback port; `maxConnections` as given. */
export async function startCluster(maxConnections = 40): Promise<PgCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-pgfault-'));
  chmodSync(dir, 0o755);
  if (AS_ROOT) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const uid = Number(stdout.trim());
    chownSync(dir, uid, uid);
  }
  const data = join(dir, 'data');
  await pgCommand('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  const port = await systemPort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    `-c max_connections=${maxConnections}`,
  ].join(' ');
  const pgCtl = (...args: string[]) => pgCommand('pg_ctl', ['-D', data, '-w', ...args]);
  // With its log in a file the server holds no pipe of ours open, so pg_ctl's promise settles.
  const start = () => pgCtl('-l', join(dir, 'server.log'), '-o', options, 'start');
  await start();

  /** The postmaster and every backend: a frozen server must freeze its sessions too. */
  const serverPids = async (): Promise<string[]> => {
    const postmaster = readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]!.trim();
    const { stdout } = await run('pgrep', ['-P', postmaster]).catch(() => ({ stdout: '' }));
    return [postmaster, ...stdout.split('\n').filter(Boolean)];
  };
  const signal = async (name: 'STOP' | 'CONT') => {
    await run('kill', [`-${name}`, ...(await serverPids())]);
  };

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: async (mode) => {
      await pgCtl('-m', mode, 'stop');
      await start();
    },
    freeze: () => signal('STOP'),
    thaw: () => signal('CONT'),
    dispose: async () => {
      await signal('CONT').catch(() => undefined);
      await pgCtl('-m', 'immediate', 'stop').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
