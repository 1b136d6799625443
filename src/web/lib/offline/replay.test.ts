import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MANAGER_APPROVAL_HEADER, ON_BEHALF_HEADER } from '../../../shared/http';
import { storeBody } from './body';
import { OfflineDb, type QueueEntry } from './db';
import { backoffMs, replayQueue, type Fetch } from './replay';

let db: OfflineDb;
let now = 1_000_000;
const clock = () => now;

beforeEach(async () => {
  db = new OfflineDb(`replay-test-${Math.random()}`);
  await db.open();
  now = 1_000_000;
});
afterEach(async () => {
  await db.delete();
});

async function queue(id: string, overrides: Partial<QueueEntry> = {}) {
  await db.repairWaivers.put({
    id,
    userId: 'u1',
    syncStatus: 'pending',
    isOffline: true,
    syncError: null,
    createdAt: new Date(now).toISOString(),
    record: { id },
    status: 'received',
  });
  await db.syncQueue.add({
    timestamp: now,
    retries: 0,
    userId: 'u1',
    kind: 'repair.create',
    method: 'POST',
    path: '/api/repair-waivers',
    body: storeBody({ id, customerName: `Customer ${id}` }),
    recordId: id,
    label: `Check-in: ${id}`,
    state: 'pending',
    error: null,
    nextAttemptAt: 0,
    ...overrides,
  });
}

/** A server that answers each call as `answer` says; 'drop' takes the write but loses the answer. */
function fakeServer(answer: (id: string, call: number) => Response | 'drop' | 'unreachable') {
  const calls: string[] = [];
  const fetch: Fetch = async (_path, init) => {
    const { id } = JSON.parse(String(init.body)) as { id: string };
    calls.push(id);
    const outcome = answer(id, calls.length);
    if (outcome === 'unreachable') throw new TypeError('Failed to fetch');
    if (outcome === 'drop') throw new TypeError('The response was lost');
    return outcome;
  };
  return { fetch, calls };
}

const ok = () => new Response('{}', { status: 201 });
const refuse = (status: number, error: string, code?: string) =>
  new Response(JSON.stringify({ error, code }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

describe('replayQueue', () => {
  it('sends in the order the writes were made and forgets each one the server took', async () => {
    for (const id of ['a', 'b', 'c']) await queue(id);
    const server = fakeServer(() => ok());
    const result = await replayQueue(db, { userId: 'u1', fetch: server.fetch, now: clock });
    expect(result).toEqual({ sent: 3, refused: 0, stopped: null });
    expect(server.calls).toEqual(['a', 'b', 'c']);
    expect(await db.syncQueue.count()).toBe(0);
    expect(await db.repairWaivers.count()).toBe(0);
  });

  it('keeps a write when the server cannot be reached, counts a retry and waits before the next try', async () => {
    await queue('a');
    await queue('b');
    const server = fakeServer(() => 'unreachable');
    const result = await replayQueue(db, { userId: 'u1', fetch: server.fetch, now: clock });
    expect(result.stopped).toBe('offline');
    // Stopped at the first, so the second never overtakes it.
    expect(server.calls).toEqual(['a']);
    const [first, second] = await db.syncQueue.orderBy('id').toArray();
    expect(first).toMatchObject({
      retries: 1,
      nextAttemptAt: now + backoffMs(1),
      state: 'pending',
    });
    expect(second).toMatchObject({ retries: 0 });

    // Before the wait is over nothing is sent; after it, everything is.
    const later = fakeServer(() => ok());
    await replayQueue(db, { userId: 'u1', fetch: later.fetch, now: clock });
    expect(later.calls).toEqual([]);
    now += backoffMs(1);
    expect((await replayQueue(db, { userId: 'u1', fetch: later.fetch, now: clock })).sent).toBe(2);
  });

  it('sends a write again when its response was lost, until the server answers', async () => {
    await queue('a');
    const server = fakeServer((_id, call) => (call === 1 ? 'drop' : ok()));
    await replayQueue(db, { userId: 'u1', fetch: server.fetch, now: clock });
    expect(await db.syncQueue.count()).toBe(1);
    now += backoffMs(1);
    await replayQueue(db, { userId: 'u1', fetch: server.fetch, now: clock });
    // The same queue replayed again (a reload that restored it): still one record.
    await queue('a');
    await replayQueue(db, { userId: 'u1', fetch: server.fetch, now: clock });
    // Every copy reaches the server with the same client-made id, which the server makes once
    // (the repairs, buybacks and sales integration tests prove that side).
    expect(server.calls).toEqual(['a', 'a', 'a']);
    expect(await db.syncQueue.count()).toBe(0);
  });

  it('keeps a refused write with the server message and goes on with the next', async () => {
    await queue('a');
    await queue('b');
    const server = fakeServer((id) =>
      id === 'a' ? refuse(409, 'Daily sales report already submitted', 'CONFLICT') : ok(),
    );
    const result = await replayQueue(db, { userId: 'u1', fetch: server.fetch, now: clock });
    expect(result).toEqual({ sent: 1, refused: 1, stopped: null });
    const [kept] = await db.syncQueue.toArray();
    expect(kept).toMatchObject({
      state: 'failed',
      error: 'Daily sales report already submitted',
      // Kept with the message, so the sync list knows what can resolve it (a manager's approval).
      errorCode: 'CONFLICT',
    });
    expect(await db.repairWaivers.get('a')).toMatchObject({
      syncStatus: 'failed',
      syncError: 'Daily sales report already submitted',
    });
    // A refused write is not sent again on its own: a person retries or discards it.
    const again = fakeServer(() => ok());
    await replayQueue(db, { userId: 'u1', fetch: again.fetch, now: clock });
    expect(again.calls).toEqual([]);
  });

  it('stops for a new sign-in on 401 and waits on a server fault, keeping everything', async () => {
    await queue('a');
    const expired = fakeServer(() => refuse(401, 'Not signed in'));
    expect(
      (await replayQueue(db, { userId: 'u1', fetch: expired.fetch, now: clock })).stopped,
    ).toBe('signin');
    expect(await db.syncQueue.get(1)).toMatchObject({ retries: 0, state: 'pending' });

    const broken = fakeServer(() => refuse(503, 'Down for maintenance'));
    expect((await replayQueue(db, { userId: 'u1', fetch: broken.fetch, now: clock })).stopped).toBe(
      'server',
    );
    expect(await db.syncQueue.get(1)).toMatchObject({ retries: 1, state: 'pending' });
  });

  it("sends only the signed-in person's writes", async () => {
    await queue('mine');
    await queue('theirs', { userId: 'u2' });
    const server = fakeServer(() => ok());
    await replayQueue(db, { userId: 'u1', fetch: server.fetch, now: clock });
    expect(server.calls).toEqual(['mine']);
    expect(await db.syncQueue.count()).toBe(1);
  });

  it('keeps a status change the server found stale as a conflict, with who moved the repair', async () => {
    await queue('r1', {
      kind: 'repair.status',
      method: 'PUT',
      path: '/api/repair-waivers/r1/status',
      body: storeBody({ id: 'r1', status: 'in_progress', fromStatus: 'received' }),
    });
    await queue('b');
    const current = {
      status: 'completed',
      changedByName: 'Sam Ortiz',
      changedAt: '2026-11-21T15:00:00.000Z',
    };
    const server = fakeServer((id) =>
      id === 'r1'
        ? new Response(
            JSON.stringify({ error: 'Sam Ortiz changed it', code: 'STATUS_CONFLICT', current }),
            { status: 409, headers: { 'Content-Type': 'application/json' } },
          )
        : ok(),
    );
    const result = await replayQueue(db, { userId: 'u1', fetch: server.fetch, now: clock });
    expect(result).toEqual({ sent: 1, refused: 1, stopped: null });
    const [kept] = await db.syncQueue.toArray();
    expect(kept).toMatchObject({
      state: 'conflict',
      error: 'Sam Ortiz changed it',
      conflict: current,
    });
    // Like a refusal, a conflict waits for a person: it is not sent again on its own.
    const again = fakeServer(() => ok());
    await replayQueue(db, { userId: 'u1', fetch: again.fetch, now: clock });
    expect(again.calls).toEqual([]);
  });

  it('keeps any other 409 as a plain refusal', async () => {
    await queue('a');
    const server = fakeServer(() => refuse(409, 'This repair has been picked up'));
    await replayQueue(db, { userId: 'u1', fetch: server.fetch, now: clock });
    const [kept] = await db.syncQueue.toArray();
    expect(kept!.state).toBe('failed');
    expect(kept!.conflict).toBeUndefined();
  });

  it("sends someone else's writes only when asked to, saying whose they are", async () => {
    await queue('theirs', { userId: 'u2' });
    await queue('mine');
    const headers: Record<string, string>[] = [];
    const fetch: Fetch = async (_path, init) => {
      headers.push(init.headers as Record<string, string>);
      return ok();
    };
    const result = await replayQueue(db, { userId: 'u2', onBehalf: true, fetch, now: clock });
    expect(result.sent).toBe(1);
    expect(headers).toEqual([{ 'Content-Type': 'application/json', [ON_BEHALF_HEADER]: 'u2' }]);
    // The signed-in person's own writes go without the mark.
    await replayQueue(db, { userId: 'u1', fetch, now: clock });
    expect(headers[1]).toEqual({ 'Content-Type': 'application/json' });
    expect(await db.syncQueue.count()).toBe(0);
  });

  it("sends a manager's approval with the write it was given for, and drops it after a refusal", async () => {
    await queue('approved', { approval: 'sealed-approval' });
    const headers: Record<string, string>[] = [];
    const fetch: Fetch = async (_path, init) => {
      headers.push(init.headers as Record<string, string>);
      return refuse(403, 'The manager’s approval has expired.', 'FORBIDDEN');
    };
    await replayQueue(db, { userId: 'u1', fetch, now: clock });
    expect(headers).toEqual([
      { 'Content-Type': 'application/json', [MANAGER_APPROVAL_HEADER]: 'sealed-approval' },
    ]);
    const [kept] = await db.syncQueue.toArray();
    expect(kept).toMatchObject({ state: 'failed' });
    expect(kept?.approval).toBeUndefined();
  });

  it('backs off exponentially up to five minutes', () => {
    expect([1, 2, 3].map(backoffMs)).toEqual([2000, 4000, 8000]);
    expect(backoffMs(30)).toBe(300_000);
  });
});
