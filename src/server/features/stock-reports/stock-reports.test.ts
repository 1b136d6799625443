import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../shared/ids';
import { moveStock } from '../inventory/service';
import { createPurchaseRow } from '../../testing/device-factories';
import { createRegionRow, createSignedInUser, createStoreRow } from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';
import { recordMoney } from '../../testing/ledger';
import { createRepairRow } from '../../testing/repair-factories';
import { createCatalogItem, stockUp } from '../../testing/stock-flow-factories';

const ctx = useTestApp();
const NOW = '2026-11-21T15:00:00.000Z';
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.parse(NOW) - n * DAY).toISOString();

let storeA: string;
let storeB: string;
let asClerk: Call;
let asManager: Call;
let asOwner: Call;
let techId: string;
let slowItem: string;
let deviceCents: number;

/** A repair of store A picked up `days` ago, its money taken and its parts' cost recorded. */
async function pickedUp(days: number, model: string, money: { paid: number; tax: number }) {
  const repair = await createRepairRow(ctx.deps, storeA, { deviceModel: model });
  await ctx.deps.db
    .updateTable('repair_waivers')
    .set({ status: 'picked_up', picked_up_at: daysAgo(days), parts_cost_cents: 4025 })
    .where('id', '=', repair.id)
    .execute();
  await ctx.deps.db
    .insertInto('repair_status_history')
    .values({
      id: newId(),
      repair_id: repair.id,
      store_id: storeA,
      from_status: 'in_progress',
      to_status: 'completed',
      notes: null,
      changed_by: techId,
      changed_at: daysAgo(days + 1),
    })
    .execute();
  await recordMoney(ctx.deps, {
    storeId: storeA,
    repairId: repair.id,
    amount: money.paid,
    tax: money.tax,
    at: daysAgo(days),
  });
  return repair.id;
}

beforeAll(async () => {
  const region = await createRegionRow(ctx.deps);
  storeA = (await createStoreRow(ctx.deps, region.id)).id;
  storeB = (await createStoreRow(ctx.deps, region.id)).id;
  asClerk = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId: storeA })).cookie,
  );
  const manager = await createSignedInUser(ctx.app, ctx.deps, {
    role: 'store_manager',
    storeId: storeA,
  });
  asManager = callAs(ctx.app, manager.cookie);
  techId = manager.user.id;
  asOwner = callAs(ctx.app, (await createSignedInUser(ctx.app, ctx.deps, { role: 'ceo' })).cookie);

  ctx.clock.set(daysAgo(45));
  slowItem = await createCatalogItem(ctx.deps, { name: 'Old case' });
  await stockUp(ctx.deps, storeA, slowItem, 3, 500);
  const fresh = await createCatalogItem(ctx.deps, { name: 'Screen' });
  await stockUp(ctx.deps, storeA, fresh, 4, 4000);
  ctx.clock.set(NOW);
  const newer = await createCatalogItem(ctx.deps, { name: 'New cable' });
  await stockUp(ctx.deps, storeA, newer, 2, 300);
  // One screen left the store lately: it is not slow.
  await moveStock(ctx.deps.db, {
    storeId: storeA,
    itemId: fresh,
    kind: 'sold',
    quantity: -1,
    batchId: newId(),
    batchPart: 0,
    createdBy: null,
    at: daysAgo(1),
  });
  const purchase = await createPurchaseRow(ctx.deps, storeA);
  deviceCents = Number(
    (
      await ctx.deps.db
        .selectFrom('stock_items')
        .select('cost_cents')
        .where('id', '=', purchase.stockItemId!)
        .executeTakeFirstOrThrow()
    ).cost_cents,
  );
  await pickedUp(2, 'iPhone 13', { paid: 110, tax: 10 });
  await pickedUp(3, 'iPhone 13', { paid: 55, tax: 5 });
  await pickedUp(40, 'iPhone 13', { paid: 1000, tax: 0 });
});

describe('GET /api/inventory/reports', () => {
  it('values stock at cost, works out parts margin net of tax and lists slow movers', async () => {
    const res = await asManager({ method: 'GET', url: '/api/inventory/reports?days=30' });
    expect(res.statusCode).toBe(200);
    const report = res.json();
    // 3 × $5 + 3 × $40 + 2 × $3 of parts, and the bought-back device at its cost.
    expect(report.value).toEqual([
      {
        storeId: storeA,
        storeName: expect.any(String),
        itemsValue: 141,
        devicesValue: deviceCents / 100,
        total: 141 + deviceCents / 100,
      },
    ]);
    // Two repairs in the window: $100 + $50 net of tax, $40.25 of parts each.
    expect(report.margin).toEqual([
      {
        repairType: 'Screen replacement',
        deviceModel: 'iPhone 13',
        repairs: 2,
        partsUsed: 0,
        revenue: 150,
        partsCost: 80.5,
        margin: 69.5,
      },
    ]);
    expect(report.technicians).toEqual([
      expect.objectContaining({ userId: techId, repairs: 2, revenue: 150, margin: 69.5 }),
    ]);
    expect(report.slowMovers).toEqual([
      expect.objectContaining({ itemId: slowItem, onHand: 3, value: 15, lastOutAt: null }),
    ]);
  });

  it('answers managers within reach only, and gives each report as a spreadsheet', async () => {
    expect((await asClerk({ method: 'GET', url: '/api/inventory/reports' })).statusCode).toBe(403);
    const outside = await asManager({
      method: 'GET',
      url: `/api/inventory/reports?storeId=${storeB}`,
    });
    expect(outside.json().fields.storeId).toBe('Store not found');
    const bad = await asManager({ method: 'GET', url: '/api/inventory/reports?days=0' });
    expect(bad.statusCode).toBe(400);
    const all = (await asOwner({ method: 'GET', url: '/api/inventory/reports' })).json();
    expect(all.value.map((v: { storeId: string }) => v.storeId).sort()).toEqual(
      [storeA, storeB].sort(),
    );
    const csv = await asManager({ method: 'GET', url: '/api/inventory/reports.csv?report=margin' });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[1]).toBe('Screen replacement,iPhone 13,,2,0,150,80.5,69.5');
    const slow = await asManager({ method: 'GET', url: '/api/inventory/reports.csv?report=slow' });
    expect(slow.body).toContain('Old case,3,15,');
    const which = await asManager({ method: 'GET', url: '/api/inventory/reports.csv?report=x' });
    expect(which.json().fields.report).toBe('Choose value, margin or slow');
  });

  it('puts stock value and parts margin in the KPI report and its spreadsheet', async () => {
    const period = 'from=2026-11-15&to=2026-11-21';
    const res = await asManager({ method: 'GET', url: `/api/kpi-reports?${period}` });
    expect(res.json().stores[0]).toMatchObject({
      storeId: storeA,
      stockValue: 141 + deviceCents / 100,
      itemsValue: 141,
      devicesValue: deviceCents / 100,
      partsRepairs: 2,
      // ($150.00 − $80.50) / $150.00
      partsMarginPct: 46.3,
    });
    const csv = await asManager({ method: 'GET', url: `/api/kpi-reports/export.csv?${period}` });
    expect(csv.body.split('\r\n')[0]).toMatch(/,Stock value \(\$\),Parts margin \(%\)$/);
    expect(csv.body.split('\r\n')[1]).toMatch(new RegExp(`,${141 + deviceCents / 100},46.3$`));
  });
});
