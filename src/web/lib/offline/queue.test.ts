import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeBody } from './body';
import { offlineDb, type QueueEntry } from './db';
import { applyAnyway, approveWrite, discardWritesOf, othersWrites, queuedWrites } from './queue';
import { rememberUser } from './reads';
import { sessionUser } from '../../testing/users';

const SAM = sessionUser({
  id: 'u-sam',
  username: 'sam',
  firstName: 'Sam',
  lastName: 'Lee',
  role: 'store_manager',
});

async function queue(overrides: Partial<QueueEntry>): Promise<number> {
  return offlineDb().syncQueue.add({
    timestamp: 1_000,
    retries: 0,
    userId: 'u-morgan',
    userName: 'Morgan Blake',
    kind: 'repair.create',
    method: 'POST',
    path: '/api/repair-waivers',
    body: storeBody({ id: 'r1' }),
    recordId: null,
    label: 'Check-in: Quinn',
    state: 'pending',
    error: null,
    nextAttemptAt: 0,
    ...overrides,
  });
}

beforeEach(async () => {
  await Promise.all(offlineDb().tables.map((table) => table.clear()));
  await rememberUser(SAM);
});

describe("someone else's changes on a shared device", () => {
  it('are counted per person, apart from the signed-in person’s own', async () => {
    await queue({});
    await queue({ state: 'failed', error: 'A manager must approve this buyback.' });
    await queue({ state: 'conflict', error: 'Changed elsewhere' });
    await queue({});
    // Queued before names were kept with the writes.
    await queue({ userId: 'u-old', userName: undefined });
    await queue({ userId: SAM.id, userName: 'Sam Lee' });

    expect(await othersWrites()).toEqual([
      { userId: 'u-morgan', name: 'Morgan Blake', waiting: 2, needsAttention: 2 },
      { userId: 'u-old', name: null, waiting: 1, needsAttention: 0 },
    ]);
    expect((await queuedWrites()).map((w) => w.userId)).toEqual([SAM.id]);
  });

  it('can be discarded with the records they would have made, leaving everyone else’s', async () => {
    await offlineDb().repairWaivers.put({
      id: 'r1',
      userId: 'u-morgan',
      syncStatus: 'pending',
      isOffline: true,
      syncError: null,
      createdAt: '2026-11-21T15:00:00.000Z',
      record: { id: 'r1' },
      status: 'received',
    });
    await queue({ recordId: 'r1' });
    await queue({ userId: SAM.id, userName: 'Sam Lee' });
    await discardWritesOf('u-morgan');
    expect(await othersWrites()).toEqual([]);
    expect(await offlineDb().repairWaivers.count()).toBe(0);
    expect(await queuedWrites()).toHaveLength(1);
  });
});

describe('a status change in conflict', () => {
  it('is applied anyway by sending it again from where the repair is now', async () => {
    const id = await queue({
      userId: SAM.id,
      kind: 'repair.status',
      method: 'PUT',
      path: '/api/repair-waivers/r1/status',
      body: storeBody({ repairWaiverId: 'r1', status: 'in_progress', fromStatus: 'received' }),
      state: 'conflict',
      error: 'Morgan Blake changed it to Completed',
      conflict: {
        status: 'completed',
        changedByName: 'Morgan Blake',
        changedAt: '2026-11-21T15:00:00.000Z',
      },
    });
    await applyAnyway(id);
    const entry = await offlineDb().syncQueue.get(id);
    expect(entry).toMatchObject({
      state: 'pending',
      error: null,
      body: {
        type: 'json',
        json: { repairWaiverId: 'r1', status: 'in_progress', fromStatus: 'completed' },
      },
    });
    expect(entry!.conflict).toBeUndefined();
  });
});

describe('a refused buyback a manager approves from the sync list (issue 37)', () => {
  it('sends again with the reason as its override, once', async () => {
    const id = await queue({
      userId: SAM.id,
      kind: 'buyback.create',
      path: '/api/device-purchases',
      body: {
        type: 'form',
        parts: [
          { name: 'imei', value: '356938035643809' },
          { name: 'overrideReason', value: 'an older reason' },
        ],
      },
      state: 'failed',
      error:
        'This device is already in stock at Techy Uptown. A manager must approve this buyback.',
      errorCode: 'IMEI_BLOCKED',
    });
    await approveWrite(id, { reason: 'Original sale was reversed', token: 'sealed-approval' });
    const entry = (await offlineDb().syncQueue.get(id))!;
    expect(entry).toMatchObject({ state: 'pending', error: null, approval: 'sealed-approval' });
    expect(entry.body).toEqual({
      type: 'form',
      parts: [
        { name: 'imei', value: '356938035643809' },
        { name: 'overrideReason', value: 'Original sale was reversed' },
      ],
    });
  });
});
