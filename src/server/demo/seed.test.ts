import { describe, expect, it } from 'vitest';
import { findModel } from '../../shared/catalogue';
import { DEFAULT_COMPANY_NAMES } from '../../shared/companies';
import type {
  Appointment,
  AppointmentCounts,
  AppointmentDayCounts,
  AppointmentStatus,
} from '../../shared/appointments';
import { ROLES } from '../../shared/roles';
import { zonedTime } from '../../shared/time';
import { signIn } from '../testing/factories';
import { callAs, useTestApp } from '../testing/harness';
import { setupChecklist } from '../features/setup/service';
import { ean13 } from './catalogue-seed';
import { DEMO_CHAIN_NAME, seedDemo } from './seed';

const ctx = useTestApp();

describe('demo chain', () => {
  it('seeds 2 regions, 6 stores in two US time zones and users of every role who can sign in', async () => {
    const logins = await seedDemo(ctx.deps, { repairDays: 12 });
    const regions = await ctx.deps.db.selectFrom('regions').selectAll().execute();
    const stores = await ctx.deps.db.selectFrom('stores').selectAll().execute();
    expect(regions).toHaveLength(2);
    expect(stores).toHaveLength(6);
    expect(new Set(stores.map((s) => s.timezone))).toEqual(
      new Set(['America/New_York', 'America/Chicago']),
    );
    expect(new Set(logins.map((l) => l.role))).toEqual(new Set(ROLES));
    // Every demo store says where it is and how to call it, under one of the five default companies.
    for (const store of stores) {
      expect(store.street_address && store.city && store.zip && store.opening_hours).toBeTruthy();
      expect(store.state).toMatch(/^(GA|TX)$/);
      expect(store.phone).toMatch(/^\(\d{3}\) 555-01\d\d$/);
    }
    const companies = await ctx.deps.db.selectFrom('companies').select('name').execute();
    expect(companies.map((c) => c.name).sort()).toEqual([...DEFAULT_COMPANY_NAMES].sort());
    expect(new Set(stores.map((s) => s.company_name)).size).toBe(5);
    // The office finds the chain set up; only the public address depends on where the demo runs.
    const checklist = await setupChecklist(ctx.deps);
    const toDo = checklist.steps.filter((s) => !s.done && s.id !== 'publicAddress');
    expect(toDo.map((s) => s.id)).toEqual([]);
    expect(checklist.steps.find((s) => s.id === 'company')!.detail).toContain(DEMO_CHAIN_NAME);

    for (const role of ROLES) {
      const login = logins.find((l) => l.role === role)!;
      const me = await callAs(
        ctx.app,
        await signIn(ctx.app, login.username, login.password),
      )({
        method: 'GET',
        url: '/api/user',
      });
      expect(me.json().role).toBe(role);
    }
    // Seeding runs the real services for every record; on a busy shared PostgreSQL it can take
    // longer than the suite's default, which is a limit on waiting, not a claim about speed.
  }, 120_000);

  it('fills every store with repairs at every stage, through the real services', async () => {
    const rows = await ctx.deps.db
      .selectFrom('repair_waivers')
      .select(['store_id', 'status', 'device_brand', 'device_model'])
      .execute();
    expect(rows.filter((r) => !findModel(r.device_brand, r.device_model))).toEqual([]);
    expect(new Set(rows.map((r) => r.store_id)).size).toBe(6);
    expect(new Set(rows.map((r) => r.status))).toEqual(
      new Set(['received', 'in_progress', 'completed', 'picked_up']),
    );
    expect(await ctx.deps.db.selectFrom('outbox').select('id').execute()).not.toHaveLength(0);
  });

  it("files each store's daily sales reports, matching what was recorded, some with refunds", async () => {
    const reports = await ctx.deps.db
      .selectFrom('daily_reports')
      .select(['store_id', 'refunds_cents'])
      .execute();
    expect(reports).toHaveLength(6 * 12);
    expect(reports.some((r) => r.refunds_cents > 0)).toBe(true);
    const differing = await callAs(
      ctx.app,
      await signIn(ctx.app, 'admin', 'admin-demo1'),
    )({ method: 'GET', url: '/api/daily-sales-reports?onlyDifferences=true' });
    // Only the second store's last days differ: its cash, counted short of what the ledger expects.
    const stores = await ctx.deps.db.selectFrom('stores').select(['id', 'name']).execute();
    const short = differing.json() as {
      storeName: string;
      reconciliation: Record<string, { difference: number }>;
    }[];
    expect(short.length).toBeGreaterThan(0);
    expect(short.length).toBeLessThanOrEqual(5);
    expect(new Set(short.map((r) => r.storeName)).size).toBe(1);
    for (const r of short) {
      const off = Object.entries(r.reconciliation).filter(([, l]) => l.difference !== 0);
      expect(off.map(([field]) => field)).toEqual(['cashAmount']);
      expect(off[0]![1].difference).toBeLessThan(0);
    }
    const shortId = stores.find((s) => s.name === short[0]!.storeName)!.id;
    const drawers = await ctx.deps.db
      .selectFrom('cash_drawers')
      .select(['store_id', 'business_date', 'counted_cash_cents'])
      .where('counted_cash_cents', 'is not', null)
      .execute();
    expect(drawers).toHaveLength(6 * 12);
    expect(new Set(drawers.map((d) => d.store_id)).size).toBe(6);
    expect(shortId).toBeTruthy();
  });

  it('keeps a ledger consistent with the history: deposits, split payments with change, refunds, warranty returns', async () => {
    const db = ctx.deps.db;
    const rows = await db.selectFrom('payments').selectAll().execute();
    const collected = await db
      .selectFrom('repair_waivers')
      .select(['id', 'no_charge_kind'])
      .where('status', '=', 'picked_up')
      .execute();
    const paid = new Set(rows.filter((r) => r.kind === 'payment').map((r) => r.repair_id));
    const warranty = collected.filter((r) => r.no_charge_kind === 'warranty');
    expect(warranty.length).toBeGreaterThan(0);
    // Every collected repair was paid, except the warranty returns handed back at no charge.
    expect(collected.filter((r) => !paid.has(r.id)).map((r) => r.id)).toEqual(
      warranty.map((r) => r.id),
    );
    expect(rows.some((r) => r.kind === 'deposit')).toBe(true);
    expect(rows.some((r) => r.batch_part === 1)).toBe(true);
    expect(rows.some((r) => (r.change_cents ?? 0) > 0)).toBe(true);
    expect(rows.filter((r) => r.kind === 'refund').every((r) => r.reason)).toBe(true);
    expect(rows.some((r) => r.kind === 'refund')).toBe(true);
    expect(rows.filter((r) => r.purpose === 'sale').length).toBe(
      (await db.selectFrom('device_sales').select('id').execute()).length,
    );
    expect(rows.filter((r) => r.purpose === 'buyback').length).toBe(
      (await db.selectFrom('device_purchases').select('id').execute()).length,
    );
    expect(rows.filter((r) => r.purpose === 'sale').every((r) => r.tax_cents > 0)).toBe(true);
  });

  it('fills the stores with buybacks, stock and sales of those devices', async () => {
    const stock = await ctx.deps.db
      .selectFrom('stock_items')
      .select(['status', 'sale_price_cents', 'cost_cents'])
      .execute();
    expect(stock.some((s) => s.status === 'in_stock')).toBe(true);
    const sold = stock.filter((s) => s.status === 'sold');
    expect(sold.length).toBeGreaterThan(0);
    expect(sold.every((s) => s.sale_price_cents! > s.cost_cents)).toBe(true);
    const purchases = await ctx.deps.db.selectFrom('device_purchases').select('id').execute();
    expect(purchases.length).toBe(stock.length);
  });

  it("has sent the last two days' smart reports to the managers", async () => {
    const runs = await ctx.deps.db
      .selectFrom('job_runs')
      .select(['job', 'status', 'sent_count'])
      .execute();
    // Two days of 6 store e-mails and 2 area-manager briefs.
    expect(runs).toHaveLength(16);
    expect(runs.every((r) => r.status === 'sent' && r.sent_count > 0)).toBe(true);
  });

  it('gives the marketing hub review links, review requests, two sent campaigns and some opt-outs', async () => {
    const admin = callAs(ctx.app, await signIn(ctx.app, 'admin', 'admin-demo1'));
    const reviews = (await admin({ method: 'GET', url: '/api/marketing/reviews' })).json();
    const linked = reviews.stores.filter((s: { reviewUrl: string | null }) => s.reviewUrl);
    expect(linked).toHaveLength(5);
    expect(
      reviews.stores.reduce((n: number, s: { requested: number }) => n + s.requested, 0),
    ).toBeGreaterThan(0);
    const campaigns = (await admin({ method: 'GET', url: '/api/marketing/campaigns' })).json();
    expect(campaigns.map((c: { name: string }) => c.name)).toEqual([
      'Trade-in week',
      'Screen protector month',
    ]);
    for (const c of campaigns) {
      expect(c.state).toBe('sent');
      expect(c.results.kept).toBeGreaterThan(0);
      expect(c.results.optedOut).toBe(3);
    }
  });

  it('has a month of sign-ins and counts the filed reports from the start of its history', async () => {
    const ceo = callAs(ctx.app, await signIn(ctx.app, 'ceo', 'ceo-demo1'));
    const analytics = (await ceo({ method: 'GET', url: '/api/admin/analytics' })).json();
    // Six counter accounts and six store managers sign in at opening.
    expect(analytics.activeUsers.last7Days).toBeGreaterThanOrEqual(12);
    const kpi = (
      await ceo({ method: 'GET', url: '/api/kpi-reports?from=2026-11-10&to=2026-11-20' })
    ).json();
    expect(kpi.total.businessDays).toBe(6 * 11);
    expect(kpi.total.reportsFiled).toBe(6 * 11);
  });

  it('books a month of appointments: the past fortnight settled, the next one booked, none in the past', async () => {
    const ceo = callAs(ctx.app, await signIn(ctx.app, 'ceo', 'ceo-demo1'));
    const counts = (
      await ceo({ method: 'GET', url: '/api/appointments/counts?from=2026-11-07&to=2026-12-05' })
    ).json() as AppointmentCounts;
    expect(counts.storeIds).toHaveLength(6);
    const sum = (day: AppointmentDayCounts, status: AppointmentStatus) =>
      day[status].reduce((a, b) => a + b, 0);
    // The clock is 10:00 AM in Atlanta on Saturday 21 November: earlier days are settled.
    const past = counts.days.filter((d) => d.date < '2026-11-21');
    const ahead = counts.days.filter((d) => d.date > '2026-11-21');
    expect(past.reduce((n, d) => n + sum(d, 'booked'), 0)).toBe(0);
    for (const status of ['arrived', 'cancelled', 'no_show'] as const)
      expect(past.reduce((n, d) => n + sum(d, status), 0)).toBeGreaterThan(0);
    expect(ahead.reduce((n, d) => n + sum(d, 'booked'), 0)).toBeGreaterThan(20);
    // Today's bookings are all still to come at their store.
    const stores = await ctx.deps.db.selectFrom('stores').select(['id', 'timezone']).execute();
    const zone = new Map(stores.map((store) => [store.id, store.timezone]));
    const today = (
      await ceo({ method: 'GET', url: '/api/appointments?from=2026-11-21&to=2026-11-21' })
    ).json() as Appointment[];
    expect(today.length).toBeGreaterThan(0);
    for (const a of today) {
      const [hour, minute] = a.time.split(':').map(Number);
      const start = zonedTime(a.date, zone.get(a.storeId)!, hour, minute);
      expect(start.getTime()).toBeGreaterThan(ctx.clock.now().getTime());
    }
  });

  it("shows each user's latest sign-in of the month in the Users table", async () => {
    const signIns = await ctx.deps.db
      .selectFrom('activity_log')
      .select(['user_id', (eb) => eb.fn.max('created_at').as('last')])
      .where('action', '=', 'auth.login')
      .groupBy('user_id')
      .execute();
    const admin = callAs(ctx.app, await signIn(ctx.app, 'admin', 'admin-demo1'));
    const users = (await admin({ method: 'GET', url: '/api/admin/users' })).json() as {
      id: string;
      username: string;
      lastLoginAt: string | null;
    }[];
    expect(signIns.length).toBeGreaterThanOrEqual(12);
    for (const { user_id, last } of signIns) {
      const user = users.find((u) => u.id === user_id)!;
      expect([user.username, user.lastLoginAt]).toEqual([user.username, last]);
    }
  });

  it('stocks every store through received orders, with a few items low, an order open and a transfer on its way', async () => {
    const items = await ctx.deps.db.selectFrom('catalog_items').selectAll().execute();
    expect(items.length).toBeGreaterThanOrEqual(40);
    for (const item of items.filter((i) => i.kind === 'accessory')) {
      expect(item.barcode).toMatch(/^\d{13}$/);
      expect(ean13(item.barcode!.slice(0, 12))).toBe(item.barcode);
    }
    const fits = await ctx.deps.db.selectFrom('catalog_item_fits').selectAll().execute();
    expect(fits.filter((f) => !findModel(f.device_brand, f.device_model))).toEqual([]);
    // Every unit on a shelf came in through a movement: the summaries are the movements' sums.
    const sums = await ctx.deps.db
      .selectFrom('stock_movements')
      .select(['store_id', 'item_id'])
      .select((eb) => [
        eb.fn.sum<number>('quantity').as('units'),
        eb.fn.sum<number>('value_cents').as('value'),
      ])
      .groupBy(['store_id', 'item_id'])
      .execute();
    const levels = await ctx.deps.db.selectFrom('store_stock').selectAll().execute();
    expect(levels).toHaveLength(sums.length);
    for (const s of sums) {
      const level = levels.find((l) => l.store_id === s.store_id && l.item_id === s.item_id)!;
      expect([Number(level.on_hand), Number(level.value_cents)]).toEqual([
        Number(s.units),
        Number(s.value),
      ]);
    }
    expect(new Set(levels.map((l) => l.store_id)).size).toBe(6);
    const manager = callAs(
      ctx.app,
      await signIn(ctx.app, 'buckhead.manager', 'buckhead.manager-demo1'),
    );
    const dashboard = (await manager({ method: 'GET', url: '/api/store-dashboard' })).json();
    expect(dashboard.lowStock.count).toBeGreaterThanOrEqual(3);
    const orders = (
      await manager({ method: 'GET', url: '/api/purchase-orders?status=open' })
    ).json();
    expect(orders).toHaveLength(1);
    const transfers = (await manager({ method: 'GET', url: '/api/stock-transfers' })).json();
    expect(transfers.map((t: { status: string }) => t.status)).toEqual(['sent']);
  });

  it('leaves an already seeded database alone', async () => {
    expect(await seedDemo(ctx.deps)).toEqual([]);
    expect(await ctx.deps.db.selectFrom('stores').selectAll().execute()).toHaveLength(6);
  });
});
