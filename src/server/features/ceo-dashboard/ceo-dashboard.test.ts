import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../shared/ids';
import { createPurchaseRow, createSaleRow } from '../../testing/device-factories';
import { createItemRow, receiveStock } from '../../testing/inventory-factories';
import { createRegionRow, createSignedInUser, createStoreRow } from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';
import { buildRepairInput, PNG_1x1 } from '../../testing/repair-factories';
import { payInFull } from '../../testing/repair-money';

/**
 * Hand-computed chain fixture, figures for 16-20 November 2026 (the clock stands at 10 AM on the
 * 21st in New York). Store A1 (region A, New York):
 * - repair R1 in Nov 16 noon, completed Nov 17 noon (24 h), collected and paid Nov 18: $100;
 * - repair R2 in Nov 18 noon, completed 6 PM (6 h), still waiting: turnaround (24 + 6) / 2 = 15 h;
 * - buybacks: $300 on Nov 17, sold from stock for $450 on Nov 19 (profit $150, margin 33.3%);
 *   $100 on Nov 19, unsold: spend $400, conversion 1 of 2 = 50%;
 * - a $200 sale without stock on Nov 20, and a $50 sale at 04:00 UTC on the 21st, which is
 *   11 PM on the 20th in New York: revenue 100 + 450 + 200 + 50 = $800 over 4 tickets ($200 each);
 * - outside the period: a $999 sale on Nov 15 and a $500 sale this morning (the 21st).
 * Store B1 (region B, Chicago): a $1000 sale and a $25 case sold at the counter on Nov 18: $1025.
 * The chain: $1825 (issue 38: the chain's total left out the counter's accessory sales).
 */
const ctx = useTestApp();
const org = { regionA: '', regionB: '', a1: '', b1: '' };
let asCeo: Call;
let asRegionalA: Call;
let asRegionalB: Call;
let asClerk: Call;
const PERIOD = 'from=2026-11-16&to=2026-11-20';

const nyNoon = (day: number) => `2026-11-${String(day).padStart(2, '0')}T17:00:00Z`;

async function sale(storeId: string, at: string, fields: Record<string, string>) {
  ctx.clock.set(at);
  await createSaleRow(ctx.deps, storeId, fields);
}

async function report(storeId: string, businessDate: string, submittedAt: string) {
  const next = new Date(Date.parse(`${businessDate}T13:00:00Z`) + 86400000).toISOString();
  await ctx.deps.db
    .insertInto('daily_reports')
    .values({
      id: newId(),
      store_id: storeId,
      business_date: businessDate,
      card_cents: 0,
      cash_cents: 0,
      finance_cents: 0,
      repair_revenue_cents: 0,
      device_sales_cents: 0,
      accessories_cents: 0,
      waiver_buyback_cents: 0,
      purchases_payouts_cents: 0,
      devices_cost_cents: 0,
      taxes_cents: 0,
      tips_cents: 0,
      refunds_cents: 0,
      google_reviews: 0,
      social_followers: 0,
      staff_on_shift: null,
      notes: null,
      report_date: null,
      report_time: null,
      // 8:00 AM the next day in New York (EST, UTC-5) is 13:00 UTC.
      login_blocked_until: next,
      submitted_by: null,
      submitted_at: submittedAt,
    })
    .execute();
}

beforeAll(async () => {
  // The stores opened in the app on Nov 1: reports were due from then.
  ctx.clock.set('2026-11-01T15:00:00Z');
  org.regionA = (await createRegionRow(ctx.deps)).id;
  org.regionB = (await createRegionRow(ctx.deps)).id;
  org.a1 = (await createStoreRow(ctx.deps, org.regionA, { timezone: 'America/New_York' })).id;
  org.b1 = (await createStoreRow(ctx.deps, org.regionB, { timezone: 'America/Chicago' })).id;
  // Sessions begin at the report's moment; the fixture's clock moves back from there, never ahead.
  ctx.clock.set('2026-11-21T15:00:00Z');
  const signedIn = async (overrides: Record<string, unknown>) =>
    callAs(ctx.app, (await createSignedInUser(ctx.app, ctx.deps, overrides)).cookie);
  asCeo = await signedIn({ role: 'ceo' });
  asRegionalA = await signedIn({ role: 'regionalmanager', regionIds: [org.regionA] });
  asRegionalB = await signedIn({ role: 'regionalmanager', regionIds: [org.regionB] });
  asClerk = await signedIn({ role: 'store', storeId: org.a1 });

  const checkIn = async (at: string) => {
    ctx.clock.set(at);
    const res = await asClerk({
      method: 'POST',
      url: '/api/repair-waivers',
      payload: buildRepairInput({ estimatedCost: 100 }),
    });
    return res.json().id as string;
  };
  const move = async (id: string, at: string, payload: object) => {
    ctx.clock.set(at);
    // A pickup takes the balance first, as the counter does.
    if ('status' in payload && payload.status === 'picked_up') await payInFull(asClerk, id);
    const res = await asClerk({ method: 'PUT', url: `/api/repair-waivers/${id}/status`, payload });
    expect(res.statusCode).toBe(200);
  };
  const r1 = await checkIn(nyNoon(16));
  await move(r1, nyNoon(17), { status: 'completed' });
  await move(r1, nyNoon(18), { status: 'picked_up', pickupSignature: PNG_1x1 });
  const r2 = await checkIn(nyNoon(18));
  await move(r2, '2026-11-18T23:00:00Z', { status: 'completed' });

  ctx.clock.set(nyNoon(17));
  const sold = await createPurchaseRow(ctx.deps, org.a1, { finalAmount: '300.00' });
  ctx.clock.set(nyNoon(19));
  await createPurchaseRow(ctx.deps, org.a1, { finalAmount: '100.00' });
  await sale(org.a1, nyNoon(19), { salePrice: '450', stockItemId: sold.stockItemId! });
  await sale(org.a1, nyNoon(20), { salePrice: '200' });
  await sale(org.a1, '2026-11-21T04:00:00Z', { salePrice: '50' });
  await sale(org.a1, nyNoon(15), { salePrice: '999' });
  await sale(org.a1, '2026-11-21T14:00:00Z', { salePrice: '500' });
  await sale(org.b1, '2026-11-18T18:00:00Z', { salePrice: '1000' });
  const asClerkB = await signedIn({ role: 'store', storeId: org.b1 });
  const case25 = await createItemRow(ctx.deps, {
    kind: 'accessory',
    priceCents: 2500,
    taxed: false,
  });
  await receiveStock(ctx.deps, org.b1, case25.id, 1, 500);
  ctx.clock.set('2026-11-18T19:00:00Z');
  const counterSale = await asClerkB({
    method: 'POST',
    url: '/api/counter-sales',
    payload: {
      id: newId(),
      lines: [{ itemId: case25.id, quantity: 1 }],
      payment: [{ method: 'cash', amount: 25, tendered: 25 }],
    },
  });
  expect(counterSale.statusCode, counterSale.body).toBe(201);

  // A1's reports: Nov 16 on time, Nov 17 filed at 9 AM the next day (late), Nov 18 on time.
  await report(org.a1, '2026-11-16', '2026-11-17T02:00:00Z');
  await report(org.a1, '2026-11-17', '2026-11-18T14:00:00Z');
  await report(org.a1, '2026-11-18', '2026-11-18T23:30:00Z');
  ctx.clock.set('2026-11-21T15:00:00Z');
});

const get = async (call: Call, url: string) => {
  const res = await call({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
};

describe('GET /api/ceo-dashboard', () => {
  it('sums revenue, margin, repairs, turnaround and buybacks per store, region and chain', async () => {
    const { status, body } = await get(asCeo, `/api/ceo-dashboard?${PERIOD}`);
    expect(status).toBe(200);
    const a1 = body.stores.find((s: { storeId: string }) => s.storeId === org.a1);
    expect(a1).toMatchObject({
      revenue: 800,
      repairRevenue: 100,
      deviceRevenue: 700,
      tickets: 4,
      deviceProfit: 150,
      deviceMarginPct: 33.3,
      repairsCompleted: 2,
      avgTurnaroundHours: 15,
      buybackSpend: 400,
      buybackCount: 2,
    });
    const regionB = body.regions.find((r: { regionId: string }) => r.regionId === org.regionB);
    expect(regionB).toMatchObject({
      revenue: 1025,
      deviceRevenue: 1000,
      accessoryRevenue: 25,
      tickets: 1,
      storeCount: 1,
      deviceMarginPct: null,
    });
    expect(body.totals).toMatchObject({
      revenue: 1825,
      accessoryRevenue: 25,
      buybackSpend: 400,
      repairsCompleted: 2,
    });
    // One definition of revenue: the stores add up to their regions, the regions to the chain,
    // and the chain's daily line to its total.
    const sum = (rows: { revenue: number }[]) =>
      Math.round(rows.reduce((total, r) => total + r.revenue * 100, 0)) / 100;
    expect(sum(body.stores)).toBe(body.totals.revenue);
    expect(sum(body.regions)).toBe(body.totals.revenue);
    expect(sum(body.daily)).toBe(body.totals.revenue);
  });

  it('puts each sale on its store-local day and forecasts the next 14 days with a band', async () => {
    const { body } = await get(asCeo, `/api/ceo-dashboard?${PERIOD}`);
    expect(body.daily).toEqual([
      { date: '2026-11-16', revenue: 0, partial: false },
      { date: '2026-11-17', revenue: 0, partial: false },
      { date: '2026-11-18', revenue: 1125, partial: false },
      { date: '2026-11-19', revenue: 450, partial: false },
      { date: '2026-11-20', revenue: 250, partial: false },
    ]);
    expect(body.forecast.points).toHaveLength(14);
    for (const p of body.forecast.points) {
      expect(p.lower).toBeLessThanOrEqual(p.revenue);
      expect(p.upper).toBeGreaterThanOrEqual(p.revenue);
    }
  });

  it("marks today's business day partial and draws no day still to come", async () => {
    const daily = async (query: string) =>
      (await get(asCeo, `/api/ceo-dashboard?${query}`)).body.daily as {
        date: string;
        partial: boolean;
      }[];
    expect(await daily('from=2026-11-20&to=2026-11-27')).toEqual([
      { date: '2026-11-20', revenue: 250, partial: false },
      { date: '2026-11-21', revenue: 500, partial: true },
    ]);
    // 5:30 AM in New York, 4:30 AM in Chicago: Nov 21 has begun in one store, and Nov 20 is
    // not over in the other.
    ctx.clock.set('2026-11-21T10:30:00Z');
    const dawn = await daily('from=2026-11-19&to=2026-11-21');
    ctx.clock.set('2026-11-21T15:00:00Z');
    expect(dawn.map((d) => [d.date, d.partial])).toEqual([
      ['2026-11-19', false],
      ['2026-11-20', true],
      ['2026-11-21', true],
    ]);
    expect(await daily('from=2026-11-28&to=2026-11-30')).toEqual([]);
    // The stores opened on Nov 1 and took nothing before: the chart starts that day, not Oct 25.
    const opening = await daily('from=2026-10-25&to=2026-11-03');
    expect(opening.map((d) => d.date)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
  });

  it('refuses managers and counter staff', async () => {
    expect((await get(asRegionalA, `/api/ceo-dashboard?${PERIOD}`)).status).toBe(403);
    expect((await get(asClerk, `/api/ceo-dashboard?${PERIOD}`)).status).toBe(403);
  });

  it.each([
    ['a missing end', 'from=2026-11-16'],
    ['a date that does not exist', 'from=2026-02-30&to=2026-03-01'],
    ['a start after the end', 'from=2026-11-20&to=2026-11-16'],
    ['a period over a year', 'from=2025-01-01&to=2026-11-20'],
  ])('answers 400 for %s', async (_name, query) => {
    expect((await get(asCeo, `/api/ceo-dashboard?${query}`)).status).toBe(400);
  });
});

describe('GET /api/kpi-reports', () => {
  it('computes each KPI of a store against the hand-computed figures', async () => {
    const { status, body } = await get(asRegionalA, `/api/kpi-reports?${PERIOD}`);
    expect(status).toBe(200);
    expect(body.days).toBe(5);
    expect(body.stores).toHaveLength(1);
    expect(body.stores[0]).toEqual({
      storeId: org.a1,
      storeName: expect.any(String),
      avgTurnaroundHours: 15,
      repairsCompleted: 2,
      repairsPerDay: 0.4,
      deviceMarginPct: 33.3,
      devicesBought: 2,
      devicesBoughtSold: 1,
      buybackConversionPct: 50,
      tickets: 4,
      averageTicket: 200,
      businessDays: 5,
      reportsFiled: 3,
      reportsOnTime: 2,
      reportFiledPct: 60,
      reportOnTimePct: 40,
      // The $100 buyback is still in stock; no repair used parts.
      stockValue: 100,
      itemsValue: 0,
      devicesValue: 100,
      partsRepairs: 0,
      partsMarginPct: null,
    });
  });

  it("counts business days from the store's first day in the app up to yesterday", async () => {
    const { body } = await get(asRegionalA, '/api/kpi-reports?from=2026-11-18&to=2026-11-25');
    expect(body.stores[0]).toMatchObject({ businessDays: 3, reportsFiled: 1, reportsOnTime: 1 });
    const before = await get(asRegionalA, '/api/kpi-reports?from=2026-10-25&to=2026-11-02');
    expect(before.body.stores[0]).toMatchObject({ businessDays: 2, reportsFiled: 0 });
  });

  it('keeps a regional manager to their region', async () => {
    const { body } = await get(asRegionalB, `/api/kpi-reports?${PERIOD}`);
    expect(body.stores.map((s: { storeId: string }) => s.storeId)).toEqual([org.b1]);
    expect(body.total).toMatchObject({ tickets: 1, averageTicket: 1000, devicesBought: 0 });
    expect((await get(asRegionalB, `/api/kpi-reports?${PERIOD}&storeId=${org.a1}`)).status).toBe(
      404,
    );
  });

  it('gives the office every store, or one store asked for', async () => {
    const all = await get(asCeo, `/api/kpi-reports?${PERIOD}`);
    expect(all.body.stores).toHaveLength(2);
    expect(all.body.total).toMatchObject({ tickets: 5, averageTicket: 360 });
    const one = await get(asCeo, `/api/kpi-reports?${PERIOD}&storeId=${org.b1}`);
    expect(one.body.stores.map((s: { storeId: string }) => s.storeId)).toEqual([org.b1]);
  });

  it('refuses counter staff and bad dates', async () => {
    expect((await get(asClerk, `/api/kpi-reports?${PERIOD}`)).status).toBe(403);
    expect((await get(asCeo, '/api/kpi-reports?from=yesterday&to=2026-11-20')).status).toBe(400);
  });

  it('exports the report as CSV with one line per store and a total', async () => {
    const res = await asRegionalA({ method: 'GET', url: `/api/kpi-reports/export.csv?${PERIOD}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="kpi-report-2026-11-16-to-2026-11-20.csv"',
    );
    const [header, store, total, end] = res.body.split('\r\n');
    expect(header).toBe(
      'Store,From,To,Average repair turnaround (hours),Repairs completed per day,Device margin (%),Buyback-to-sale conversion (%),Average ticket ($),Daily reports filed (%),Report punctuality (%),Stock value ($),Parts margin (%)',
    );
    expect(store).toMatch(/,2026-11-16,2026-11-20,15,0.4,33.3,50,200,60,40,100,$/);
    expect(total).toBe('All stores,2026-11-16,2026-11-20,15,0.4,33.3,50,200,60,40,100,');
    expect(end).toBe('');
  });
});
