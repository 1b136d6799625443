// npm run crash-test (builds, then runs this): check-ins under load from several clients while
// the server is killed with SIGKILL at random moments and restarted, several times, on a
// throw-away SQLite database. After each restart the clients resend what was in flight at the
// kill (as the offline queue does) and a sample of what was already acknowledged. At the end:
// every acknowledged check-in is stored, none twice, every stored photo and signature has its
// file, and SQLite's integrity and foreign-key checks pass.
// CRASH_ROUNDS (default 6), CRASH_CLIENTS (8), CRASH_PORT (5423).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { checkIn, setUpStore, startServer } from './load-harness.mjs';

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 6);
const CLIENTS = Number(process.env.CRASH_CLIENTS ?? 8);
const PORT = Number(process.env.CRASH_PORT ?? 5423);

const dataDir = mkdtempSync(join(tmpdir(), 'crash-test-'));
const dbFile = join(dataDir, 'shop.db');
const start = () => startServer({ port: PORT, dataDir });

/** Every check-in sent, by id: its body, and whether a 2xx came back for it. */
const writes = new Map();
let sequence = 0;

function post(base, cookie, body) {
  return fetch(`${base}/api/repair-waivers`, {
    method: 'POST',
    headers: { origin: base, cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** One client: new check-ins one after another until its connection dies with the server. */
async function client(base, cookie) {
  for (;;) {
    sequence += 1;
    const body = checkIn(sequence);
    writes.set(body.id, { body, acked: false });
    let response;
    try {
      response = await post(base, cookie, body);
    } catch {
      return; // Killed mid-request: this write is in flight, neither acknowledged nor refused.
    }
    if (!response.ok)
      throw new Error(`check-in refused: ${response.status} ${await response.text()}`);
    writes.get(body.id).acked = true;
  }
}

/**
 * After a restart: resend every write left in flight (200 = it had been stored before the kill,
 * 201 = it was not) and up to 50 acknowledged ones, which must all answer 200 (already stored).
 */
async function resend(base, cookie) {
  const inFlight = [...writes.values()].filter((w) => !w.acked);
  const acked = [...writes.values()].filter((w) => w.acked).slice(-50);
  const result = {
    inFlight: inFlight.length,
    storedBeforeKill: 0,
    ackedResent: acked.length,
    ackedLost: 0,
  };
  for (const w of inFlight) {
    const response = await post(base, cookie, w.body);
    if (!response.ok)
      throw new Error(`resend refused: ${response.status} ${await response.text()}`);
    if (response.status === 200) result.storedBeforeKill += 1;
    w.acked = true;
  }
  for (const w of acked) {
    const response = await post(base, cookie, w.body);
    if (response.status !== 200) result.ackedLost += 1;
  }
  return result;
}

function verify() {
  const db = new Database(dbFile, { readonly: true });
  try {
    const stored = new Map(
      db
        .prepare('select id, customer_id from repair_waivers')
        .raw()
        .all()
        .map(([id, c]) => [id, c]),
    );
    const acked = [...writes.entries()].filter(([, w]) => w.acked).map(([id]) => id);
    const missing = acked.filter((id) => !stored.has(id));
    const unknown = [...stored.keys()].filter((id) => !writes.has(id));
    // Ids are primary keys, so a duplicate would be a second repair for the same client write:
    // the same customer (each write has its own phone) or the same ticket number twice.
    const sameCustomer = db
      .prepare(
        'select count(*) from (select customer_id from repair_waivers group by customer_id having count(*) > 1)',
      )
      .pluck()
      .get();
    const sameTicket = db
      .prepare(
        'select count(*) from (select store_id, ticket_number from repair_waivers group by store_id, ticket_number having count(*) > 1)',
      )
      .pluck()
      .get();
    const blobIds = db.prepare('select id from blobs').pluck().all();
    const blobsWithoutFile = blobIds.filter(
      (id) => !existsSync(join(dataDir, 'blobs', id.slice(-2), id.slice(-4, -2), id)),
    ).length;
    return {
      acked: acked.length,
      stored: stored.size,
      missing: missing.length,
      unknown: unknown.length,
      duplicates: sameCustomer + sameTicket,
      blobs: blobIds.length,
      blobsWithoutFile,
      integrity: db.pragma('integrity_check', { simple: true }),
      foreignKeyProblems: db.pragma('foreign_key_check').length,
    };
  } finally {
    db.close();
  }
}

let server;
try {
  server = await start();
  const { cookie } = await setUpStore(server.base);
  console.log(
    `crash test: ${ROUNDS} rounds, ${CLIENTS} clients writing check-ins, SQLite (WAL, synchronous=FULL)`,
  );
  for (let round = 1; round <= ROUNDS; round += 1) {
    const clients = Array.from({ length: CLIENTS }, () => client(server.base, cookie));
    const killAfter = 300 + Math.floor(Math.random() * 2700);
    await new Promise((resolve) => setTimeout(resolve, killAfter));
    const before = [...writes.values()].filter((w) => w.acked).length;
    server.child.kill('SIGKILL');
    await server.exited;
    await Promise.all(clients);
    server = await start();
    const r = await resend(server.base, cookie);
    console.log(
      `  round ${round}: killed after ${killAfter} ms with ${before} acknowledged in all; ` +
        `${r.inFlight} in flight resent (${r.storedBeforeKill} had been stored, ${r.inFlight - r.storedBeforeKill} had not); ` +
        `${r.ackedResent} acknowledged resent, ${r.ackedLost} missing`,
    );
    if (r.ackedLost) process.exitCode = 1;
  }
  server.child.kill('SIGTERM');
  const { code } = await server.exited;
  server = undefined;
  const v = verify();
  console.log(`  graceful stop: exit code ${code}`);
  console.log(`  writes acknowledged: ${v.acked}`);
  console.log(
    `  found in the database: ${v.stored} (missing ${v.missing}, not sent by us ${v.unknown})`,
  );
  console.log(`  duplicates: ${v.duplicates}`);
  console.log(`  photos and signatures: ${v.blobs} rows, ${v.blobsWithoutFile} without their file`);
  console.log(
    `  integrity_check: ${v.integrity}; foreign_key_check: ${v.foreignKeyProblems} problems`,
  );
  const ok =
    code === 0 &&
    v.missing === 0 &&
    v.unknown === 0 &&
    v.stored === v.acked &&
    v.duplicates === 0 &&
    v.blobsWithoutFile === 0 &&
    v.integrity === 'ok' &&
    v.foreignKeyProblems === 0;
  console.log(ok && process.exitCode !== 1 ? 'PASSED' : 'FAILED');
  if (!ok) process.exitCode = 1;
} finally {
  server?.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
}
