import { beforeAll, describe, expect, it } from 'vitest';
import { createSaleRow } from '../../testing/device-factories';
import { createRegionRow, createSignedInUser, createStoreRow } from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';
import { buildRepairInput } from '../../testing/repair-factories';

/**
 * A chain three days old (issue 23, item 8): its one store opened in the app on Nov 18 (New
 * York) sold $200 on each of its first three days and completed one repair; the clock stands at 10 AM on Nov 21.
 * Nothing may count the days before Nov 18 as days of $0.
 */
const ctx = useTestApp();
let asCeo: Call;
let storeId = '';

beforeAll(async () => {
  ctx.clock.set('2026-11-18T14:00:00Z');
  const region = await createRegionRow(ctx.deps);
  storeId = (await createStoreRow(ctx.deps, region.id, { timezone: 'America/New_York' })).id;
  for (const day of [18, 19, 20]) {
    ctx.clock.set(`2026-11-${day}T17:00:00Z`);
    await createSaleRow(ctx.deps, storeId, { salePrice: '200' });
  }
  const clerk = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId })).cookie,
  );
  const repair = await clerk({
    method: 'POST',
    url: '/api/repair-waivers',
    payload: buildRepairInput({ estimatedCost: 80 }),
  });
  ctx.clock.set('2026-11-20T18:00:00Z');
  const done = await clerk({
    method: 'PUT',
    url: `/api/repair-waivers/${repair.json().id}/status`,
    payload: { status: 'completed' },
  });
  expect(done.statusCode).toBe(200);
  ctx.clock.set('2026-11-21T15:00:00Z');
  asCeo = callAs(ctx.app, (await createSignedInUser(ctx.app, ctx.deps, { role: 'ceo' })).cookie);
});

const get = async (url: string) => {
  const res = await asCeo({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('a chain with three days of history', () => {
  it("starts the CEO's daily chart on the day the first store opened", async () => {
    const body = await get('/api/ceo-dashboard?from=2026-10-23&to=2026-11-21');
    expect(body.daily.map((d: { date: string }) => d.date)).toEqual([
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
    ]);
  });

  it('draws no forecast and says how many more days it needs', async () => {
    const body = await get('/api/ceo-dashboard?from=2026-10-23&to=2026-11-21');
    expect(body.forecast.points).toEqual([]);
    expect(body.forecast.method).toBe('none');
    expect(body.forecast.note).toBe(
      'A forecast needs 7 days of takings; 3 days are recorded so far, so it starts in 4 more days.',
    );
    const insights = await get(`/api/insights/forecast?storeId=${storeId}`);
    expect(insights.history.map((h: { date: string }) => h.date)).toEqual([
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
    ]);
    expect(insights.forecast).toEqual([]);
  });

  it('divides per-day KPIs by the days the store was open, not the 30 days asked for', async () => {
    const body = await get('/api/kpi-reports?from=2026-10-23&to=2026-11-21');
    expect(body.days).toBe(30);
    // Open Nov 18 to 21 (today counts): 4 days, and the three days before today were due reports.
    // One repair completed over those 4 days: 0.25 a day, where 30 days would have said 0.03.
    expect(body.stores[0]).toMatchObject({
      businessDays: 3,
      repairsCompleted: 1,
      repairsPerDay: 0.25,
    });
    expect(body.total.repairsPerDay).toBe(0.25);
  });
});
