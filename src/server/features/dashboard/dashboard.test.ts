import { beforeAll, describe, expect, it } from 'vitest';
import { createRegionRow, createSignedInUser, createStoreRow } from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';
import { recordMoney } from '../../testing/ledger';
import { buildRepairInput, PNG_1x1 } from '../../testing/repair-factories';

const ctx = useTestApp();
let asEast: Call;
let asWest: Call;
let asCeo: Call;
let east: string;

beforeAll(async () => {
  const region = await createRegionRow(ctx.deps);
  east = (await createStoreRow(ctx.deps, region.id, { timezone: 'America/New_York' })).id;
  const west = (await createStoreRow(ctx.deps, region.id, { timezone: 'America/Los_Angeles' })).id;
  asEast = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId: east })).cookie,
  );
  asWest = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId: west })).cookie,
  );
  asCeo = callAs(ctx.app, (await createSignedInUser(ctx.app, ctx.deps, { role: 'ceo' })).cookie);
});

const checkIn = async (call: Call, overrides = {}) =>
  (
    await call({ method: 'POST', url: '/api/repair-waivers', payload: buildRepairInput(overrides) })
  ).json();
const setStatus = (call: Call, id: string, payload: Record<string, unknown>) =>
  call({ method: 'PUT', url: `/api/repair-waivers/${id}/status`, payload });
const stats = async (call: Call) =>
  (await call({ method: 'GET', url: '/api/dashboard/stats' })).json();

describe('GET /api/dashboard/stats', () => {
  it("counts each store's repairs, and 'today' as each store's own business day", async () => {
    // 02:30 UTC on Nov 21 is still Nov 20 evening in both New York and Los Angeles.
    ctx.clock.set('2026-11-21T02:30:00Z');
    const a = await checkIn(asEast, { estimatedCost: 100 });
    const b = await checkIn(asEast, { estimatedCost: 50 });
    await checkIn(asEast);
    await setStatus(asEast, a.id, { status: 'completed' });
    await setStatus(asEast, b.id, { status: 'completed' });
    await recordMoney(ctx.deps, {
      storeId: east,
      repairId: b.id,
      amount: 50,
      at: '2026-11-21T02:30:00Z',
    });
    await setStatus(asEast, b.id, { status: 'picked_up', pickupSignature: PNG_1x1 });
    const w = await checkIn(asWest, { estimatedCost: 70 });
    await setStatus(asWest, w.id, { status: 'completed' });

    expect(await stats(asEast)).toMatchObject({
      activeRepairs: 1,
      pendingPickup: 1,
      completedToday: 2,
      todaysSales: '$50.00',
      revenueToday: '$50.00',
      buybackItems: 0,
      totalUsers: 1,
      totalStores: 1,
      // docs/product.md, Repairs: drop-off only is every repair without a pickup signature, so the
      // completed one awaiting pickup counts in both tiles.
      signatureStatus: { dropoffOnly: 2, both: 1, awaitingPickup: 1 },
    });

    // 05:30 UTC, 12:30 AM in New York: its business day runs until 5:00 AM.
    ctx.clock.set('2026-11-21T05:30:00Z');
    expect(await stats(asEast)).toMatchObject({ completedToday: 2, todaysSales: '$50.00' });

    // 10:30 UTC: a new business day in New York (5:30 AM), still the old one in Los Angeles (2:30 AM).
    ctx.clock.set('2026-11-21T10:30:00Z');
    expect(await stats(asEast)).toMatchObject({ completedToday: 0, todaysSales: '$0.00' });
    expect(await stats(asWest)).toMatchObject({
      completedToday: 1,
      activeRepairs: 0,
      pendingPickup: 1,
    });
    expect(await stats(asCeo)).toMatchObject({
      completedToday: 1,
      activeRepairs: 1,
      pendingPickup: 2,
      totalStores: 2,
      // Chain-wide, the tiles add up both stores: East's three and West's completed repair.
      signatureStatus: { dropoffOnly: 3, both: 1, awaitingPickup: 2 },
    });
  });

  it('answers 401 when signed out', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/dashboard/stats' })).statusCode).toBe(
      401,
    );
  });
});
