import { beforeAll, describe, expect, it } from 'vitest';
import { createRegionRow, createSignedInUser, createStoreRow } from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';
import { buildRepairInput, PNG_1x1 } from '../../testing/repair-factories';
import { payInFull } from '../../testing/repair-money';

/**
 * Two counter devices change the same repair while offline and send their changes later
 * (issue 22, item 11). Each change carries the status it was made from.
 */
const ctx = useTestApp();
let deviceA: Call;
let deviceB: Call;

beforeAll(async () => {
  const region = await createRegionRow(ctx.deps);
  // The store's zone says when, in the conflict message: 15:00 UTC is 10:00 AM in New York.
  const storeId = (await createStoreRow(ctx.deps, region.id, { timezone: 'America/New_York' })).id;
  deviceA = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId, firstName: 'Ana' }))
      .cookie,
  );
  deviceB = callAs(
    ctx.app,
    (
      await createSignedInUser(ctx.app, ctx.deps, {
        role: 'store',
        storeId,
        firstName: 'Sam',
        lastName: 'Ortiz',
      })
    ).cookie,
  );
  ctx.clock.set('2026-11-21T15:00:00.000Z');
});

const checkIn = async () =>
  (
    await deviceA({ method: 'POST', url: '/api/repair-waivers', payload: buildRepairInput() })
  ).json() as { id: string };
const change = (call: Call, id: string, payload: Record<string, unknown>) =>
  call({
    method: 'PUT',
    url: `/api/repair-waivers/${id}/status`,
    payload: { repairWaiverId: id, ...payload },
  });
const detail = async (id: string) =>
  (await deviceA({ method: 'GET', url: `/api/waivers/${id}` })).json().waiver as {
    status: string;
    history: { fromStatus: string | null; toStatus: string }[];
  };

describe('a status change made from a status the repair has left', () => {
  it('is refused with who moved the repair and when, when it would take it back', async () => {
    const w = await checkIn();
    expect(
      (await change(deviceB, w.id, { status: 'completed', fromStatus: 'received' })).statusCode,
    ).toBe(200);
    // Device A set In Progress while offline, from Received; it arrives after B's Completed.
    const stale = await change(deviceA, w.id, { status: 'in_progress', fromStatus: 'received' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'STATUS_CONFLICT',
      current: {
        status: 'completed',
        changedByName: 'Sam Ortiz',
        changedAt: '2026-11-21T15:00:00.000Z',
      },
    });
    expect(stale.json().error).toBe(
      'This repair changed after your change was made: Sam Ortiz changed it to Completed on ' +
        '11/21/2026, 10:00 AM. Your change to In Progress was not made, because it would move ' +
        'the repair back.',
    );
    // The finished repair stays finished.
    const after = await detail(w.id);
    expect(after.status).toBe('completed');
    expect(after.history.map((h) => h.toStatus)).toEqual(['received', 'completed']);
  });

  it('is applied when it still takes the repair forward', async () => {
    const w = await checkIn();
    await change(deviceA, w.id, { status: 'in_progress', fromStatus: 'received' });
    const late = await change(deviceB, w.id, { status: 'completed', fromStatus: 'received' });
    expect(late.statusCode).toBe(200);
    expect(late.json().status).toBe('completed');
    expect(late.json().history.at(-1)).toMatchObject({
      fromStatus: 'in_progress',
      toStatus: 'completed',
    });
  });

  it('changes nothing when the repair already has the status it asks for', async () => {
    const w = await checkIn();
    await change(deviceB, w.id, { status: 'completed', fromStatus: 'received' });
    const same = await change(deviceA, w.id, { status: 'completed', fromStatus: 'in_progress' });
    expect(same.statusCode).toBe(200);
    expect((await detail(w.id)).history).toHaveLength(2);
  });

  it('is applied anyway when sent again from the status the repair has now', async () => {
    const w = await checkIn();
    await change(deviceB, w.id, { status: 'completed', fromStatus: 'received' });
    const refused = await change(deviceA, w.id, { status: 'in_progress', fromStatus: 'received' });
    const now = refused.json().current.status as string;
    const anyway = await change(deviceA, w.id, { status: 'in_progress', fromStatus: now });
    expect(anyway.statusCode).toBe(200);
    expect(anyway.json().status).toBe('in_progress');
  });

  it('names the pickup when the repair was handed back meanwhile', async () => {
    const w = await checkIn();
    await payInFull(deviceB, w.id);
    await change(deviceB, w.id, {
      status: 'picked_up',
      fromStatus: 'received',
      pickupSignature: PNG_1x1,
    });
    const stale = await change(deviceA, w.id, { status: 'completed', fromStatus: 'received' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ status: 'picked_up', changedByName: 'Sam Ortiz' });
  });

  it('refuses a status name it does not know, like the status itself', async () => {
    const w = await checkIn();
    const res = await change(deviceA, w.id, { status: 'completed', fromStatus: 'lost' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.fromStatus).toBe('Unknown repair status');
  });
});

describe('two changes arriving at the same moment', () => {
  it('never lets the one read before the other undo it', async () => {
    const w = await checkIn();
    // Both were made from Received and are read before either is written.
    const [forward, back] = await Promise.all([
      change(deviceB, w.id, { status: 'completed', fromStatus: 'received' }),
      change(deviceA, w.id, { status: 'in_progress', fromStatus: 'received' }),
    ]);
    expect(forward.statusCode).toBe(200);
    const after = await detail(w.id);
    expect(after.status).toBe('completed');
    // The history is one unbroken chain: each change starts where the one before ended.
    for (let i = 1; i < after.history.length; i += 1) {
      expect(after.history[i]!.fromStatus).toBe(after.history[i - 1]!.toStatus);
    }
    // In Progress was either applied first (then Completed followed) or refused as stale.
    if (back.statusCode === 409) {
      expect(back.json().code).toBe('STATUS_CONFLICT');
    } else {
      expect(after.history.map((h) => h.toStatus)).toEqual([
        'received',
        'in_progress',
        'completed',
      ]);
    }
  });
});
