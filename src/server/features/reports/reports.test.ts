import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type OpenedDb } from '../../db';
import type { Deps } from '../../deps';
import { createPurchaseRow, createSaleRow } from '../../testing/device-factories';
import {
  createRegionRow,
  createSignedInUser,
  createStoreRow,
  createUserRow,
  signIn,
} from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';
import { recordMoney } from '../../testing/ledger';
import { buildRepairInput, PNG_1x1 } from '../../testing/repair-factories';
import { createCatalogItem, stockUp } from '../../testing/stock-flow-factories';
import { startSmtpServer, type TestSmtpServer } from '../../testing/smtp-test-server';
import { runDueReports, runReportsFor } from './service';

const ctx = useTestApp();
let alpha: string;
let beta: string;
let areaManagerId: string;
const usernames: Record<'admin' | 'alphaManager' | 'areaManager', string> = {
  admin: '',
  alphaManager: '',
  areaManager: '',
};
let asAlphaManager: Call;

/** The report e-mails in the outbox (not the customers' repair notices), oldest first. */
const outbox = () =>
  ctx.deps.db
    .selectFrom('outbox')
    .select(['to_address', 'subject', 'body', 'state', 'related_id'])
    .where('related_id', 'in', (eb) => eb.selectFrom('job_runs').select('id'))
    .orderBy('created_at')
    .orderBy('to_address')
    .execute();

beforeAll(async () => {
  const region = await createRegionRow(ctx.deps);
  // Alpha in New York (UTC-5 in November), Beta in Chicago (UTC-6).
  alpha = (await createStoreRow(ctx.deps, region.id, { name: 'Alpha Midtown' })).id;
  beta = (
    await createStoreRow(ctx.deps, region.id, { name: 'Beta Uptown', timezone: 'America/Chicago' })
  ).id;
  const alphaManager = await createSignedInUser(ctx.app, ctx.deps, {
    role: 'store_manager',
    storeId: alpha,
    email: 'alpha.manager@shop.test',
  });
  asAlphaManager = callAs(ctx.app, alphaManager.cookie);
  await createUserRow(ctx.deps, {
    role: 'store_manager',
    storeId: beta,
    email: 'beta.manager@shop.test',
  });
  // Neither a manager without an address nor counter staff with one receives the e-mail.
  await createUserRow(ctx.deps, { role: 'store_manager', storeId: alpha });
  await createUserRow(ctx.deps, { role: 'store', storeId: alpha, email: 'counter@shop.test' });
  const area = await createSignedInUser(ctx.app, ctx.deps, {
    role: 'areamanager',
    storeIds: [alpha, beta],
    email: 'area@shop.test',
    firstName: 'Alex',
    lastName: 'Area',
  });
  areaManagerId = area.user.id;
  usernames.areaManager = area.user.username;
  usernames.alphaManager = alphaManager.user.username;
  usernames.admin = (await createUserRow(ctx.deps, { role: 'admin' })).username;

  // Alpha's Saturday 21 November, at 10:00 New York time: two repairs checked in, both
  // completed, one picked up and paid $50; a device sold for $399; a buyback paid $250.
  ctx.clock.set('2026-11-21T15:00:00Z');
  const checkIn = async (estimatedCost: number) =>
    (
      await asAlphaManager({
        method: 'POST',
        url: '/api/repair-waivers',
        payload: buildRepairInput({ estimatedCost }),
      })
    ).json<{ id: string }>();
  const status = (id: string, payload: Record<string, unknown>) =>
    asAlphaManager({ method: 'PUT', url: `/api/repair-waivers/${id}/status`, payload });
  const a = await checkIn(100);
  const b = await checkIn(50);
  await status(a.id, { status: 'completed' });
  await status(b.id, { status: 'completed' });
  await recordMoney(ctx.deps, {
    storeId: alpha,
    repairId: b.id,
    amount: 50,
    at: ctx.clock.now().toISOString(),
  });
  await status(b.id, { status: 'picked_up', pickupSignature: PNG_1x1 });
  await createSaleRow(ctx.deps, alpha, { salePrice: '399' });
  await createPurchaseRow(ctx.deps, alpha, { finalAmount: '250.00' });
  // The report claims $60 of repairs where $50 was recorded: a +$10.00 difference.
  const filed = await asAlphaManager({
    method: 'POST',
    url: '/api/daily-sales-reports',
    payload: {
      storeId: alpha,
      cashAmount: '300',
      cardAmount: '159',
      repairRevenue: '60',
      deviceSales: '399',
      purchasesPayouts: '250',
      taxes: '9',
    },
  });
  expect(filed.statusCode).toBe(201);
});

describe('the daily performance e-mail and the nightly brief', () => {
  it('sends nothing before a store reaches 21:00 local time', async () => {
    ctx.clock.set('2026-11-22T01:59:00Z'); // 20:59 in New York
    expect(await runDueReports(ctx.deps, 'test')).toBe(0);
    expect(await outbox()).toEqual([]);
  });

  it("after 21:00 sends Alpha's day to its managers, with the recorded figures", async () => {
    ctx.clock.set('2026-11-22T02:05:00Z'); // 21:05 New York, 20:05 Chicago
    expect(await runDueReports(ctx.deps, 'test')).toBe(1);
    const mails = await outbox();
    expect(mails.map((m) => m.to_address)).toEqual(['alpha.manager@shop.test', 'area@shop.test']);
    const [mail] = mails;
    expect(mail!.subject).toBe('Daily performance: Alpha Midtown, 11/21/2026');
    for (const line of [
      'Repairs checked in: 2',
      'Repairs completed: 2',
      'Repairs picked up: 1',
      'Repair revenue: $50.00',
      'Device sales: $399.00',
      'Buybacks paid out: $250.00',
      'Report gross total: $459.00',
      'Report net sales: $450.00',
      'Difference, repair revenue: +$10.00',
      'Difference, device sales: $0.00',
      'The daily sales report differs from what the system recorded: +$10.00 in repair revenue.',
    ])
      expect(mail!.body).toContain(line);
  });

  it('sends nothing more on the next tick', async () => {
    ctx.clock.set('2026-11-22T02:20:00Z');
    expect(await runDueReports(ctx.deps, 'test')).toBe(0);
    expect(await outbox()).toHaveLength(2);
  });

  it("sends Beta's day after 21:00 Chicago and the area brief after 22:00 in the first store's zone", async () => {
    ctx.clock.set('2026-11-22T03:05:00Z'); // 22:05 New York, 21:05 Chicago
    expect(await runDueReports(ctx.deps, 'test')).toBe(2);
    const mails = (await outbox()).slice(2);
    // The area manager oversees Beta too, so gets its e-mail as well as the brief.
    expect(mails.map((m) => [m.to_address, m.subject]).sort()).toEqual([
      ['area@shop.test', 'Daily performance: Beta Uptown, 11/21/2026'],
      ['area@shop.test', 'Nightly brief for Alex Area, 11/21/2026'],
      ['beta.manager@shop.test', 'Daily performance: Beta Uptown, 11/21/2026'],
    ]);
    const beta = mails.find((m) => m.to_address === 'beta.manager@shop.test')!;
    expect(beta.body).toContain('Daily sales report: not filed');
    const brief = mails.find((m) => m.subject!.startsWith('Nightly brief'))!.body;
    expect(brief).toContain(
      '- Alpha Midtown: 2 in, 2 completed, 1 picked up, repairs $50.00, devices $399.00, buybacks $250.00, report net $450.00',
    );
    expect(brief).toContain('No daily report filed: Beta Uptown');
    expect(brief).toContain(
      'The biggest difference is at Alpha Midtown: +$10.00 in repair revenue.',
    );
  });
});

describe('two app processes on one database', () => {
  let second: OpenedDb;
  beforeAll(() => {
    second = openDb(ctx.db.url);
  });
  afterAll(() => second.db.destroy());

  it('send each period once in total when both tick at the same time', async () => {
    const before = (await outbox()).length;
    ctx.clock.set('2026-11-23T03:05:00Z');
    const other: Deps = { ...ctx.deps, db: second.db };
    const ran = await Promise.all([runDueReports(ctx.deps, 'one'), runDueReports(other, 'two')]);
    // Alpha (2 recipients), Beta (2) and the brief (1): three periods, five e-mails.
    expect(ran[0] + ran[1]).toBe(3);
    expect((await outbox()).length - before).toBe(5);
    const runs = await ctx.deps.db
      .selectFrom('job_runs')
      .select(['job', 'period_key'])
      .where('business_date', '=', '2026-11-22')
      .execute();
    expect(runs).toHaveLength(3);
  });
});

describe('delivery through SMTP', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());

  it('hands each e-mail to the SMTP server, as text and HTML', async () => {
    const deps: Deps = { ...ctx.deps, config: { ...ctx.deps.config, smtpUrl: smtp.url } };
    await runReportsFor(deps, 'smtp', '2026-11-20');
    expect(smtp.received.map((m) => m.rcptTo[0]).sort()).toEqual([
      'alpha.manager@shop.test',
      'area@shop.test',
      'area@shop.test',
      'area@shop.test',
      'beta.manager@shop.test',
    ]);
    const alphaMail = smtp.received.find((m) =>
      m.headers.get('subject')?.startsWith('Daily performance: Alpha'),
    )!;
    expect(alphaMail.headers.get('content-type')).toContain('multipart/alternative');
    expect(alphaMail.content).toContain('Daily sales report: not filed');
    expect(alphaMail.content).toContain('<table');
  });
});

describe('the admin API', () => {
  let asAdmin: Call;
  let asManagers: Call[];
  // The clock has moved days on since the fixture's sessions began: sign in afresh.
  beforeAll(async () => {
    const as = async (username: string) => callAs(ctx.app, await signIn(ctx.app, username));
    asAdmin = await as(usernames.admin);
    asManagers = [await as(usernames.alphaManager), await as(usernames.areaManager)];
  });

  it('lists what was sent, newest first, with recipients and status', async () => {
    const res = await asAdmin({ method: 'GET', url: '/api/admin/report-runs?limit=3' });
    expect(res.statusCode).toBe(200);
    const runs = res.json().runs;
    expect(runs).toHaveLength(3);
    expect(runs.map((r: { businessDate: string }) => r.businessDate)).toEqual([
      '2026-11-20',
      '2026-11-20',
      '2026-11-20',
    ]);
    const all = (await asAdmin({ method: 'GET', url: '/api/admin/report-runs' })).json().runs;
    const alphaRun = all.find(
      (r: { storeName: string; businessDate: string }) =>
        r.storeName === 'Alpha Midtown' && r.businessDate === '2026-11-21',
    );
    expect(alphaRun).toMatchObject({
      kind: 'store_daily',
      status: 'sent',
      sentCount: 2,
      recipients: ['alpha.manager@shop.test', 'area@shop.test'],
      error: null,
    });
  });

  it('previews a store day and a brief without sending', async () => {
    const before = (await outbox()).length;
    const store = await asAdmin({
      method: 'GET',
      url: `/api/admin/report-preview?kind=store_daily&storeId=${alpha}&date=2026-11-21`,
    });
    expect(store.statusCode).toBe(200);
    expect(store.json()).toMatchObject({
      subject: 'Daily performance: Alpha Midtown, 11/21/2026',
      recipients: ['alpha.manager@shop.test', 'area@shop.test'],
    });
    expect(store.json().html).toContain('+$10.00');
    const brief = await asAdmin({
      method: 'GET',
      url: `/api/admin/report-preview?kind=area_brief&managerId=${areaManagerId}&date=2026-11-21`,
    });
    expect(brief.json().text).toContain('No daily report filed: Beta Uptown');
    expect((await outbox()).length).toBe(before);
  });

  it("names each store's parts below their minimum, and says nothing of a store with none", async () => {
    const item = await createCatalogItem(ctx.deps, { name: 'iPhone 13 screen' });
    await stockUp(ctx.deps, alpha, item, 1, 4000);
    await ctx.deps.db
      .updateTable('store_stock')
      .set({ minimum: 3 })
      .where('store_id', '=', alpha)
      .where('item_id', '=', item)
      .execute();
    const preview = (query: string) =>
      asAdmin({ method: 'GET', url: `/api/admin/report-preview?${query}&date=2026-11-21` });
    const store = (await preview(`kind=store_daily&storeId=${alpha}`)).json();
    expect(store.text).toContain('Low stock at Alpha Midtown: 1 item below the minimum');
    expect(store.text).toMatch(/- iPhone 13 screen \(SKU-[^)]+\): 1 left of 3, order 5/);
    expect(store.html).toContain('Low stock at Alpha Midtown');
    const brief = (await preview(`kind=area_brief&managerId=${areaManagerId}`)).json();
    expect(brief.text).toContain('Low stock at Alpha Midtown');
    expect(brief.text).not.toContain('Low stock at Beta');
    expect(brief.html).toContain('<h3');
  });

  it('resends a run to its recipients', async () => {
    const all = (await asAdmin({ method: 'GET', url: '/api/admin/report-runs' })).json().runs;
    const run = all.find((r: { storeName: string }) => r.storeName === 'Beta Uptown');
    const before = (await outbox()).length;
    const res = await asAdmin({ method: 'POST', url: `/api/admin/report-runs/${run.id}/resend` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: run.id, status: 'sent', sentCount: 2 });
    const mails = await outbox();
    expect(mails).toHaveLength(before + 2);
    // The first sending and the resend, both tied to the run.
    expect(mails.filter((m) => m.related_id === run.id)).toHaveLength(4);
    const logged = await ctx.deps.db
      .selectFrom('activity_log')
      .select(['action', 'store_id'])
      .where('entity_id', '=', run.id)
      .execute();
    expect(logged).toEqual([{ action: 'report.resend', store_id: beta }]);
  });

  it('answers bad input with 400 and an unknown run or store with 404', async () => {
    for (const url of [
      '/api/admin/report-preview',
      `/api/admin/report-preview?kind=weekly&storeId=${alpha}&date=2026-11-21`,
      `/api/admin/report-preview?kind=store_daily&storeId=${alpha}&date=21/11/2026`,
      `/api/admin/report-preview?kind=store_daily&managerId=${areaManagerId}&date=2026-11-21`,
      '/api/admin/report-runs?limit=0',
      '/api/admin/report-runs?limit=many',
    ])
      expect((await asAdmin({ method: 'GET', url })).statusCode, url).toBe(400);
    const missingStore = await asAdmin({
      method: 'GET',
      url: '/api/admin/report-preview?kind=store_daily&storeId=nope&date=2026-11-21',
    });
    expect(missingStore.statusCode).toBe(404);
    const missingRun = await asAdmin({ method: 'POST', url: '/api/admin/report-runs/nope/resend' });
    expect(missingRun.statusCode).toBe(404);
  });

  it('refuses managers with 403', async () => {
    for (const call of asManagers) {
      expect((await call({ method: 'GET', url: '/api/admin/report-runs' })).statusCode).toBe(403);
      const preview = await call({
        method: 'GET',
        url: `/api/admin/report-preview?kind=store_daily&storeId=${alpha}&date=2026-11-21`,
      });
      expect(preview.statusCode).toBe(403);
      const resend = await call({ method: 'POST', url: '/api/admin/report-runs/x/resend' });
      expect(resend.statusCode).toBe(403);
    }
  });
});

describe('a run whose process stopped mid-run', () => {
  const abandoned = async (storeId: string, leasedAt: string) => {
    const id = `run-${storeId}`;
    await ctx.deps.db
      .insertInto('job_runs')
      .values({
        id,
        job: 'store_daily',
        period_key: `${storeId}:2026-11-24`,
        business_date: '2026-11-24',
        store_id: storeId,
        manager_id: null,
        holder: 'crashed',
        leased_at: leasedAt,
        status: 'running',
        recipients: '[]',
        sent_count: 0,
        error: null,
        finished_at: null,
      })
      .execute();
    return id;
  };

  it('is taken over by the next tick once its lease is 30 minutes old, and not before', async () => {
    ctx.clock.set('2026-11-25T03:05:00Z');
    const old = await abandoned(beta, '2026-11-25T02:05:00Z');
    const recent = await abandoned(alpha, '2026-11-25T02:50:00Z');
    const before = (await outbox()).length;
    // Beta's abandoned run and the area brief; Alpha's run may still be going elsewhere.
    expect(await runDueReports(ctx.deps, 'rescuer')).toBe(2);
    const run = (id: string) =>
      ctx.deps.db
        .selectFrom('job_runs')
        .select(['holder', 'status', 'sent_count'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    expect(await run(old)).toEqual({ holder: 'rescuer', status: 'sent', sent_count: 2 });
    expect(await run(recent)).toEqual({ holder: 'crashed', status: 'running', sent_count: 0 });
    expect((await outbox()).length - before).toBe(3);
  });
});
