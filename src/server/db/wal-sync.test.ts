import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerDurableAnswers } from '../plugins/durable';
import { migrateToLatest, openDb } from '.';
import { durabilityOf, whenDurable, type WalSync } from './wal-sync';

const dir = mkdtempSync(join(tmpdir(), 'shop-wal-sync-'));
const { db } = openDb(`sqlite:${join(dir, 'shop.db')}`);
let tracker: WalSync;
/** The real fsync, counted, and held back while `hold` is set so a test sees what waits for it. */
let syncs = 0;
let hold: Promise<void> | null = null;

beforeAll(async () => {
  await migrateToLatest(db);
  await sql`CREATE TABLE notes (id integer primary key, body text)`.execute(db);
  tracker = durabilityOf(db)!;
  const real = tracker.sync;
  tracker.sync = async () => {
    syncs += 1;
    if (hold) await hold;
    await real();
  };
});
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

/** A promise held open until its release is called. */
function gate() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release };
}

const insert = (body: string) =>
  db
    .insertInto('notes' as never)
    .values({ body } as never)
    .execute();

describe('an answer waits for the disk, not the request thread', () => {
  it('syncs once after a write, and not again for reads', async () => {
    await whenDurable(db);
    const before = syncs;
    await insert('a');
    await whenDurable(db);
    expect(syncs).toBe(before + 1);
    await db
      .selectFrom('notes' as never)
      .selectAll()
      .execute();
    await whenDurable(db);
    expect(syncs).toBe(before + 1);
  });

  it('waits for a second fsync when a write came while the first ran', async () => {
    await insert('b');
    const { held, release } = gate();
    hold = held;
    const first = whenDurable(db);
    await insert('c');
    let secondDone = false;
    const second = whenDurable(db).then(() => (secondDone = true));
    const before = syncs;
    hold = null;
    release();
    await first;
    await second;
    expect(secondDone).toBe(true);
    expect(syncs).toBe(before + 1);
  });

  it('counts a commit: a write synced inside its open transaction is synced again once committed', async () => {
    const { held, release } = gate();
    let inside!: () => void;
    const wrote = new Promise<void>((resolve) => (inside = resolve));
    const transaction = db.transaction().execute(async (trx) => {
      await trx
        .insertInto('notes' as never)
        .values({ body: 'd' } as never)
        .execute();
      inside();
      await held;
    });
    await wrote;
    // Another answer leaves while the transaction is open: its fsync covers the insert's
    // statement but not the commit that follows.
    await whenDurable(db);
    const before = syncs;
    release();
    await transaction;
    await whenDurable(db);
    expect(syncs).toBe(before + 1);
  });

  it('holds every answer until the fsync ends', async () => {
    const app = Fastify();
    registerDurableAnswers(app, db);
    app.post('/notes', async () => {
      await insert('e');
      return { saved: true };
    });
    await app.ready();
    const { held, release } = gate();
    hold = held;
    let answered = false;
    const response = app.inject({ method: 'POST', url: '/notes' }).then((r) => {
      answered = true;
      return r;
    });
    // Give the route every chance to answer: it must not before the disk has the write.
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(false);
    hold = null;
    release();
    expect((await response).json()).toEqual({ saved: true });
    expect(tracker.synced).toBe(tracker.written);
    await app.close();
  });
});
