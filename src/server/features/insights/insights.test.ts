import { beforeAll, describe, expect, it } from 'vitest';
import { createPurchaseRow, createSaleRow } from '../../testing/device-factories';
import { createRegionRow, createSignedInUser, createStoreRow } from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';
import { recordMoney } from '../../testing/ledger';
import { buildRepairInput, PNG_1x1 } from '../../testing/repair-factories';

const ctx = useTestApp();
const org = { regionA: '', regionB: '', a1: '', a2: '', b1: '', c: '' };
let asCeo: Call;
let asRegionalA: Call;
let asClerkA1: Call;
let asClerkA2: Call;

/** Noon in New York (stores' zone) on a November 2026 day. */
const nyNoon = (day: number) => `2026-11-${String(day).padStart(2, '0')}T17:00:00Z`;

async function sale(storeId: string, at: string, dollars: number) {
  ctx.clock.set(at);
  await createSaleRow(ctx.deps, storeId, { salePrice: String(dollars) });
}

const get = async (call: Call, url: string) => {
  const res = await call({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
};

beforeAll(async () => {
  org.regionA = (await createRegionRow(ctx.deps)).id;
  org.regionB = (await createRegionRow(ctx.deps)).id;
  org.a1 = (await createStoreRow(ctx.deps, org.regionA)).id;
  org.a2 = (await createStoreRow(ctx.deps, org.regionA)).id;
  org.b1 = (await createStoreRow(ctx.deps, org.regionB)).id;
  const signedIn = async (overrides: Record<string, unknown>) =>
    callAs(ctx.app, (await createSignedInUser(ctx.app, ctx.deps, overrides)).cookie);
  asCeo = await signedIn({ role: 'ceo' });
  asRegionalA = await signedIn({ role: 'regionalmanager', regionIds: [org.regionA] });
  asClerkA1 = await signedIn({ role: 'store', storeId: org.a1 });
  asClerkA2 = await signedIn({ role: 'store', storeId: org.a2 });

  // A1: a $100 repair collected and paid on Nov 18, a $399 sale on Nov 19, a $200 sale the week before.
  ctx.clock.set(nyNoon(18));
  const repair = (
    await asClerkA1({
      method: 'POST',
      url: '/api/repair-waivers',
      payload: buildRepairInput({ estimatedCost: 100 }),
    })
  ).json();
  const status = (payload: object) =>
    asClerkA1({ method: 'PUT', url: `/api/repair-waivers/${repair.id}/status`, payload });
  await status({ status: 'completed' });
  await recordMoney(ctx.deps, {
    storeId: org.a1,
    repairId: repair.id,
    amount: 100,
    at: nyNoon(18),
  });
  await status({ status: 'picked_up', pickupSignature: PNG_1x1 });
  await sale(org.a1, nyNoon(19), 399);
  await sale(org.a1, nyNoon(10), 200);
  // $300 of buybacks on Nov 17, against nothing before: a sudden rise.
  ctx.clock.set(nyNoon(17));
  await createPurchaseRow(ctx.deps, org.a1, { finalAmount: '300.00' });
  // A2: 04:00 UTC on Nov 20 is 11 PM on Nov 19 in New York, so it counts on Nov 19.
  await sale(org.a2, '2026-11-20T04:00:00Z', 50);
  // A2: a repair checked in on Nov 10 and still open: the backlog is ageing.
  ctx.clock.set('2026-11-10T15:00:00Z');
  await asClerkA2({ method: 'POST', url: '/api/repair-waivers', payload: buildRepairInput() });
  // B1: a $1,000 sale on Nov 19.
  await sale(org.b1, nyNoon(19), 1000);
  // Today's takings (Nov 21) are not a complete day and count nowhere.
  await sale(org.a1, '2026-11-21T14:00:00Z', 5000);
  ctx.clock.set('2026-11-21T15:00:00Z');
});

const trend = (body: { trends: { metric: string; days: number }[] }, metric: string, days = 7) =>
  body.trends.find((t) => t.metric === metric && t.days === days);

describe('GET /api/insights', () => {
  it("sums each store's complete local days within reach, ranked, with the anomalies' figures", async () => {
    const { status, body } = await get(asCeo, '/api/insights');
    expect(status).toBe(200);
    expect(body.scope).toEqual({ kind: 'all', id: null, name: 'All stores', storeCount: 3 });
    expect(body.asOf).toBe('2026-11-20');
    // Nov 14-20: 100 + 399 + 50 + 1,000 over 4 tickets; Nov 7-13: the one $200 sale.
    expect(trend(body, 'revenue')).toEqual({
      metric: 'revenue',
      days: 7,
      current: 154_900,
      previous: 20_000,
      changePct: 674.5,
    });
    expect(trend(body, 'averageTicket')).toMatchObject({ current: 38_725, previous: 20_000 });
    expect(trend(body, 'repairsCompleted')).toMatchObject({ current: 1, previous: 0 });
    expect(trend(body, 'repairsCompleted')!).toHaveProperty('changePct', null);
    expect(
      body.rankings.map((r: { storeId: string; revenue: number }) => [r.storeId, r.revenue]),
    ).toEqual([
      [org.b1, 100_000],
      [org.a1, 69_900],
      [org.a2, 5_000],
    ]);
    expect(body.rankings[1]).toMatchObject({ repairsCompleted: 1, repairsRank: 1, ticketRank: 2 });
    const kinds = body.anomalies.map((a: { kind: string; storeId: string }) => [a.storeId, a.kind]);
    expect(kinds).toContainEqual([org.a1, 'buyback_rise']);
    expect(kinds).toContainEqual([org.a2, 'backlog']);
    const backlog = body.anomalies.find((a: { kind: string }) => a.kind === 'backlog');
    expect(backlog.figures).toEqual({ count: 1, oldestDays: 11 });
    expect(backlog.message).toBe(
      '1 open repair is older than 7 days; the oldest was checked in 11 days ago.',
    );
    expect(body.narrative.provider).toBe('local');
    expect(body.narrative.text).toContain(
      'All stores: revenue in the last 7 days $1,549.00, up 674.5% on the 7 days before',
    );
    // Region A: 549.00 against the $200 sale; region B: the $1,000 sale against nothing.
    expect(body.narrative.text).toContain('$549.00 (up 174.5% on the week before)');
    expect(body.narrative.text).toContain('$1,000.00 (with nothing recorded in the week before)');
  });

  it("keeps a regional manager to their region's stores", async () => {
    const { body } = await get(asRegionalA, '/api/insights');
    expect(body.scope).toMatchObject({ kind: 'all', name: 'Your stores', storeCount: 2 });
    expect(body.rankings.map((r: { storeId: string }) => r.storeId)).toEqual([org.a1, org.a2]);
    expect(trend(body, 'revenue')).toMatchObject({ current: 54_900, previous: 20_000 });
    expect(JSON.stringify(body)).not.toContain(org.b1);
    expect((await get(asRegionalA, `/api/insights?storeId=${org.b1}`)).status).toBe(404);
    expect((await get(asRegionalA, `/api/insights?regionId=${org.regionB}`)).status).toBe(404);
    expect((await get(asRegionalA, `/api/insights/forecast?storeId=${org.b1}`)).status).toBe(404);
  });

  it('narrows to one store or one region', async () => {
    const store = await get(asCeo, `/api/insights?storeId=${org.a2}`);
    expect(store.body.scope).toMatchObject({ kind: 'store', id: org.a2, storeCount: 1 });
    expect(trend(store.body, 'revenue')).toMatchObject({ current: 5_000 });
    const region = await get(asCeo, `/api/insights?regionId=${org.regionB}`);
    expect(region.body.scope).toMatchObject({ kind: 'region', id: org.regionB, storeCount: 1 });
    expect(region.body.rankings).toHaveLength(1);
  });

  it('refuses counter staff, and a store and a region together', async () => {
    expect((await get(asClerkA1, '/api/insights')).status).toBe(403);
    expect((await get(asClerkA1, '/api/insights/forecast')).status).toBe(403);
    const both = await get(asCeo, `/api/insights?storeId=${org.a1}&regionId=${org.regionA}`);
    expect(both.status).toBe(400);
  });
});

describe('GET /api/insights/forecast', () => {
  it('falls back to seasonal-naive on a short history and says so', async () => {
    const { status, body } = await get(asCeo, `/api/insights/forecast?storeId=${org.a1}`);
    expect(status).toBe(200);
    // First takings Nov 10, last complete day Nov 20: 11 days.
    expect(body.history).toHaveLength(11);
    expect(body.history[0]).toEqual({ date: '2026-11-10', revenue: 20_000 });
    expect(body.method).toBe('seasonal_naive');
    expect(body.mape).toBeNull();
    expect(body.note).toMatch(/Only 11 days/);
    expect(body.forecast).toHaveLength(14);
    expect(body.forecast[0].date).toBe('2026-11-21');
    // Nov 21 is a Saturday; the Saturday before (Nov 14) took nothing, Tuesday Nov 17 nothing,
    // Wednesday Nov 18 the $100 repair.
    expect(body.forecast[0].revenue).toBe(0);
    expect(body.forecast[4].revenue).toBe(10_000);
  });

  it("leaves out the business day still running after midnight, as it is not a day's takings", async () => {
    ctx.clock.set('2026-11-22T05:20:00Z'); // 12:20 AM in New York: Nov 21 runs until 5:00 AM
    const ceo = callAs(
      ctx.app,
      (await createSignedInUser(ctx.app, ctx.deps, { role: 'ceo' })).cookie,
    );
    const { body } = await get(ceo, `/api/insights/forecast?storeId=${org.a1}`);
    ctx.clock.set('2026-11-21T15:00:00Z');
    expect(body.history.at(-1).date).toBe('2026-11-20');
    expect(body.forecast[0].date).toBe('2026-11-21');
  });

  it('recovers a weekly pattern with Holt-Winters and reports its backtest error', async () => {
    const store = (await createStoreRow(ctx.deps, org.regionB)).id;
    // Five weeks, Oct 17 to Nov 20, $100 on weekdays and $300 on Saturdays (one sale a day).
    for (let i = 0; i < 35; i++) {
      const at = new Date(Date.UTC(2026, 9, 17 + i, 17));
      await sale(store, at.toISOString(), at.getUTCDay() === 6 ? 300 : 100);
    }
    ctx.clock.set('2026-11-21T15:00:00Z');
    const { body } = await get(asCeo, `/api/insights/forecast?storeId=${store}`);
    expect(body.method).toBe('holt_winters');
    expect(body.history).toHaveLength(35);
    expect(body.mape).toBe(0);
    expect(body.baselineMape).toBe(0);
    expect(body.forecast.map((p: { revenue: number }) => p.revenue).slice(0, 7)).toEqual([
      30_000, 10_000, 10_000, 10_000, 10_000, 10_000, 10_000,
    ]);
  });
});
