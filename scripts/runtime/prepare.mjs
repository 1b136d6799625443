// Makes sure the app has a Node it runs on and a SQLite driver built for that Node. Run by
// `npm install` (postinstall), by `npm start` / `npm run demo` before they build and serve, and by CI
// after it switches releases. On a machine whose own Node is older than engines allows (Debian's
// Node 20, say), it fetches Node 24 from the npm registry into node_modules/.cache/shop-node and links
// it as node_modules/.bin/node, which npm puts first on PATH for every `npm run` script and `npx`.
// The driver is a native module: built for one Node's ABI, it crashes (SIGSEGV) or refuses to load
// under another, so it is tried under the Node that will load it and rebuilt against that Node's
// headers when it fails.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readlinkSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { delimiter, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  PROVIDED_NODE_MAJOR,
  SUPPORTED_NODE,
  isSupportedNode,
  unsupportedNodeMessage,
} from './node-support.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CACHE = join(ROOT, 'node_modules', '.cache', 'shop-node');
const PROVIDED_PREFIX = join(CACHE, `node-${PROVIDED_NODE_MAJOR}`);
const PROVIDED_NODE = join(PROVIDED_PREFIX, 'bin', 'node');
const BIN_LINK = join(ROOT, 'node_modules', '.bin', 'node');

export class RuntimeError extends Error {}

/**
 * The machine's own Node: the one that runs npm (npm_node_execpath) rather than whatever
 * node_modules/.bin/node an earlier install linked, else the one running this file.
 */
function machineNode() {
  return process.env.npm_node_execpath || process.execPath;
}

function versionOf(node) {
  if (node === process.execPath) return process.version;
  const run = spawnSync(node, ['-p', 'process.version'], { encoding: 'utf8' });
  return run.status === 0 ? run.stdout.trim() : 'unknown';
}

/** Environment for the npm and node children: the chosen Node first on PATH, npm's per-run variables dropped. */
function childEnv(node, extra = {}) {
  const env = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (key.startsWith('npm_') && !key.startsWith('npm_config_')) continue;
    if (key === 'npm_config_nodedir') continue;
    env[key] = value;
  }
  env.PATH = [dirname(node), env.PATH].filter(Boolean).join(delimiter);
  return { ...env, ...extra };
}

function lastLines(text, count = 6) {
  return String(text ?? '')
    .trim()
    .split('\n')
    .slice(-count)
    .join('\n');
}

/** The provided Node, fetched first when missing; `fetched` says whether this call fetched it. */
function provideNode(machineVersion) {
  if (existsSync(PROVIDED_NODE) && isSupportedNode(versionOf(PROVIDED_NODE))) {
    return { node: PROVIDED_NODE, fetched: false };
  }
  console.info(
    `Node ${machineVersion} is older than the app runs on (${SUPPORTED_NODE}): fetching Node ` +
      `${PROVIDED_NODE_MAJOR} from the npm registry into ${relative(ROOT, CACHE)}, for this project only.`,
  );
  rmSync(PROVIDED_PREFIX, { recursive: true, force: true });
  mkdirSync(PROVIDED_PREFIX, { recursive: true });
  const install = spawnSync(
    'npm',
    [
      'install',
      '--global',
      '--prefix',
      PROVIDED_PREFIX,
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `node@${PROVIDED_NODE_MAJOR}`,
    ],
    { encoding: 'utf8', env: childEnv(machineNode()) },
  );
  if (install.status !== 0 || !existsSync(PROVIDED_NODE)) {
    rmSync(PROVIDED_PREFIX, { recursive: true, force: true });
    throw new RuntimeError(
      `${unsupportedNodeMessage(machineVersion)}\nFetching Node ${PROVIDED_NODE_MAJOR} failed:\n` +
        lastLines(install.stderr || install.stdout || install.error?.message),
    );
  }
  return { node: PROVIDED_NODE, fetched: true };
}

/** node_modules/.bin/node points at the provided Node while one is needed, and is gone otherwise. */
function currentLink() {
  try {
    // A real file there is somebody else's (the `node` package as a dependency): leave it.
    return lstatSync(BIN_LINK).isSymbolicLink() ? readlinkSync(BIN_LINK) : undefined;
  } catch {
    return null;
  }
}

function linkBin(target) {
  const current = currentLink();
  if (current === undefined || current === target) return;
  if (current !== null) {
    if (!resolve(dirname(BIN_LINK), current).startsWith(CACHE)) return;
    rmSync(BIN_LINK);
  }
  if (target) {
    mkdirSync(dirname(BIN_LINK), { recursive: true });
    symlinkSync(target, BIN_LINK);
  }
}

/** Headers node-gyp builds against: the release's own (include/node beside its bin), when it has them. */
function nodedirFor(node) {
  const prefix = dirname(dirname(realpathSync(node)));
  return existsSync(join(prefix, 'include', 'node', 'node.h')) ? prefix : undefined;
}

function driverLoads(node) {
  const probe = spawnSync(
    node,
    ['-e', "new (require('better-sqlite3'))(':memory:').prepare('select 1 as one').get()"],
    { cwd: ROOT, encoding: 'utf8', env: childEnv(node) },
  );
  return probe.status === 0 && probe.signal === null;
}

function ensureDriver(node, version) {
  if (driverLoads(node)) return;
  console.info(`Building the SQLite driver (better-sqlite3) for Node ${version}...`);
  const nodedir = nodedirFor(node);
  const rebuild = spawnSync('npm', ['rebuild', 'better-sqlite3', '--loglevel=error'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: childEnv(node, nodedir ? { npm_config_nodedir: nodedir } : {}),
  });
  if (rebuild.status !== 0 || !driverLoads(node)) {
    throw new RuntimeError(
      `The SQLite driver could not be built for Node ${version}; building it needs python3, make ` +
        `and g++ (apt-get install -y python3 make g++):\n${lastLines(rebuild.stderr || rebuild.stdout)}`,
    );
  }
}

/**
 * The Node the app runs on, with the environment its children need (that Node first on PATH).
 * Throws RuntimeError with the sentence to print when there is none.
 */
export function prepareRuntime() {
  const machine = machineNode();
  if (realpathSync(machine).startsWith(CACHE + sep)) {
    // Already under the provided Node (a script npm ran through node_modules/.bin/node, or a test
    // it started): the machine's own is what chose it, so the link stays.
    const version = versionOf(machine);
    ensureDriver(machine, version);
    return { node: machine, version, env: childEnv(machine) };
  }
  const machineVersion = versionOf(machine);
  let node = machine;
  let fetched = false;
  if (isSupportedNode(machineVersion)) {
    linkBin(null);
  } else {
    ({ node, fetched } = provideNode(machineVersion));
    linkBin(node);
  }
  const version = versionOf(node);
  if (node !== machine && !fetched) {
    console.info(
      `Using Node ${version} from ${relative(ROOT, CACHE)}: this machine's Node ${machineVersion} is too old for the app.`,
    );
  }
  ensureDriver(node, version);
  return { node, version, env: childEnv(node) };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    prepareRuntime();
  } catch (error) {
    if (!(error instanceof RuntimeError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
