import { beforeAll, describe, expect, it } from 'vitest';
import type { ManagerDashboard } from '../../../shared/manager-dashboard';
import type { StoreDashboard } from '../../../shared/store-dashboard';
import { createRegionRow, createSignedInUser, createStoreRow } from '../../testing/factories';
import { createPurchaseRow, createSaleRow } from '../../testing/device-factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';
import { createRepairRow, buildRepairInput } from '../../testing/repair-factories';

const ctx = useTestApp();
let a: string;
let b: string;
let c: string;
const as: Record<string, Call> = {};

const at = (instant: string) => ctx.clock.set(instant);
const sale = (storeId: string, salePrice: string) =>
  createSaleRow(ctx.deps, storeId, { salePrice });

/**
 * Region 1 holds A (New York) and B (Los Angeles), region 2 holds C (Chicago). The clock ends at
 * 2026-11-21T15:00Z: 10:00 in New York, 07:00 in Los Angeles, both on Nov 21.
 */
beforeAll(async () => {
  const r1 = await createRegionRow(ctx.deps, 'Region One');
  const r2 = await createRegionRow(ctx.deps, 'Region Two');
  a = (await createStoreRow(ctx.deps, r1.id, { name: 'Alpha', timezone: 'America/New_York' })).id;
  b = (await createStoreRow(ctx.deps, r1.id, { name: 'Bravo', timezone: 'America/Los_Angeles' }))
    .id;
  c = (await createStoreRow(ctx.deps, r2.id, { name: 'Charlie', timezone: 'America/Chicago' })).id;
  const user = async (name: string, overrides: Record<string, unknown>) => {
    as[name] = callAs(ctx.app, (await createSignedInUser(ctx.app, ctx.deps, overrides)).cookie);
  };
  await user('area', { role: 'areamanager', storeIds: [a] });
  await user('regional', { role: 'regionalmanager', regionIds: [r1.id] });
  await user('ceo', { role: 'ceo' });
  await user('storeA', { role: 'store_manager', storeId: a });
  await user('storeB', { role: 'store_manager', storeId: b });
  // Of C: store A's report signs A's counter staff out until morning.
  await user('clerkC', { role: 'store', storeId: c });

  at('2026-11-01T15:00:00Z');
  await createRepairRow(ctx.deps, c); // open 20 days: a backlog alert in region 2
  at('2026-11-10T15:00:00Z');
  await sale(a, '400'); // A's only takings in the 4 weeks before: a $100 weekly target
  await createRepairRow(ctx.deps, a); // open 11 days: a backlog alert for A
  at('2026-11-19T15:00:00Z');
  const repair = await as.storeB!({
    method: 'POST',
    url: '/api/repair-waivers',
    payload: buildRepairInput(),
  });
  await as.storeB!({
    method: 'PUT',
    url: `/api/repair-waivers/${repair.json().id}/status`,
    payload: { status: 'completed' },
  });
  at('2026-11-21T07:30:00Z'); // 23:30 on Nov 20 in Los Angeles: this week, not today
  await sale(b, '300');
  at('2026-11-21T15:00:00Z');
  await sale(a, '150');
  await createPurchaseRow(ctx.deps, a, { finalAmount: '250.00' });
  await sale(c, '999');
  // The drawer counted empty where it should be $250 short (the buyback paid out, no float).
  const report = await as.storeA!({
    method: 'POST',
    url: '/api/daily-sales-reports',
    payload: { countedCash: '0' },
  });
  expect(report.statusCode).toBe(201);
});

const dashboard = async (call: Call) => {
  const res = await call({ method: 'GET', url: '/api/manager-dashboard' });
  expect(res.statusCode).toBe(200);
  return res.json() as ManagerDashboard;
};

describe('GET /api/manager-dashboard', () => {
  it("shows a regional manager their region's stores side by side, ranked, against target", async () => {
    const body = await dashboard(as.regional!);
    expect(body.stores.map((s) => [s.storeName, s.rank])).toEqual([
      ['Bravo', 1],
      ['Alpha', 2],
    ]);
    expect(body.stores[0]).toMatchObject({
      storeId: b,
      regionName: 'Region One',
      today: '2026-11-21',
      revenueToday: 0,
      revenueWeek: 300,
      weekTarget: null,
      targetPct: null,
      repairsOpen: 0,
      completedWeek: 1,
      pickupsWaiting: 1,
      buybackSpendWeek: 0,
      reportSubmittedToday: false,
      drawerToday: null,
    });
    expect(body.stores[1]).toMatchObject({
      storeId: a,
      revenueToday: 150,
      revenueWeek: 150,
      weekTarget: 100,
      targetPct: 150,
      repairsOpen: 1,
      completedWeek: 0,
      pickupsWaiting: 0,
      buybackSpendWeek: 250,
      reportSubmittedToday: true,
      // Issue 38: the close's over/short reaches the area's dashboard, not a green badge.
      drawerToday: { expectedCash: -250, countedCash: 0, difference: 250, alert: true },
    });
    expect(body.stores[1]!.weekByDay.at(-1)).toEqual({
      date: '2026-11-21',
      revenue: 150,
      partial: true,
    });
    expect(body.totals).toEqual({
      revenueToday: 150,
      revenueWeek: 450,
      weekTarget: 100,
      repairsOpen: 1,
      completedWeek: 1,
      pickupsWaiting: 1,
      buybackSpendWeek: 250,
    });
    expect(body.missingReports).toEqual([
      { storeId: b, storeName: 'Bravo', businessDate: '2026-11-21' },
    ]);
  });

  it("brings store intelligence's alerts for the stores in reach only", async () => {
    const regional = await dashboard(as.regional!);
    expect(regional.alerts.map((x) => [x.kind, x.storeId])).toEqual([['backlog', a]]);
    const ceo = await dashboard(as.ceo!);
    expect(ceo.alerts.map((x) => [x.kind, x.storeId]).sort()).toEqual(
      [
        ['backlog', a],
        ['backlog', c],
      ].sort(),
    );
  });

  it('shows an area manager their stores only, and a regional manager never another region', async () => {
    const area = await dashboard(as.area!);
    expect(area.stores.map((s) => s.storeId)).toEqual([a]);
    expect(area.totals.revenueWeek).toBe(150);
    const regional = await dashboard(as.regional!);
    expect(regional.stores.map((s) => s.storeId)).not.toContain(c);
    expect(JSON.stringify(regional)).not.toContain(c);
    const ceo = await dashboard(as.ceo!);
    expect(ceo.stores.map((s) => s.storeName)).toEqual(['Charlie', 'Bravo', 'Alpha']);
  });

  it("answers for all stores at once with each store's own store-dashboard figures", async () => {
    // The chain-wide rows come from one set of grouped queries; each must match the figures the
    // store dashboard computes for that store alone, across three time zones.
    const ceo = await dashboard(as.ceo!);
    for (const row of ceo.stores) {
      const res = await as.ceo!({
        method: 'GET',
        url: `/api/store-dashboard?storeId=${row.storeId}`,
      });
      const store = res.json() as StoreDashboard;
      expect(row).toMatchObject({
        today: store.today,
        revenueToday: store.todayFigures.revenue,
        revenueWeek: store.weekFigures.revenue,
        buybackSpendWeek: store.weekFigures.buybacks.spend,
        pickupsWaiting: store.pickupsWaiting,
        repairsOpen: store.repairsByStatus.received + store.repairsByStatus.in_progress,
        weekByDay: store.weekByDay,
        reportSubmittedToday: store.reports[0]!.report !== null,
      });
    }
  });

  it('refuses counter staff and store managers, and answers 401 when signed out', async () => {
    for (const name of ['storeA', 'storeB', 'clerkC']) {
      const res = await as[name]!({ method: 'GET', url: '/api/manager-dashboard' });
      expect(res.statusCode).toBe(403);
    }
    const res = await ctx.app.inject({ method: 'GET', url: '/api/manager-dashboard' });
    expect(res.statusCode).toBe(401);
  });
});
