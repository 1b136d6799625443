import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCells } from '../../../shared/csv';
import {
  POLICE_REPORT_COLUMNS,
  type PoliceReport,
  type PoliceReportDay,
} from '../../../shared/police-reports';
import type { Deps } from '../../deps';
import { OWNED_FOR_LABELS } from '../../../shared/buyback-seller';
import { createPurchaseRow, SELLER_IDENTITY, validImei } from '../../testing/device-factories';
import {
  createRegionRow,
  createSignedInUser,
  createStoreRow,
  signIn,
} from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';
import {
  closedSmtpUrl,
  startSmtpServer,
  type TestSmtpServer,
} from '../../testing/smtp-test-server';
import { previewReport } from '../reports/service';
import { loadSessionUser } from '../users/service';
import { exportReport, listReports, runDuePoliceReports } from './service';
import { exportDir } from './sinks';

/**
 * The police report (issue 26): a store's purchases of one store-local date, nothing from another
 * store, for those who answer for the store's buying; exported by download, e-mailed by the job.
 */
const ctx = useTestApp();
let chicago: string;
let newYork: string;
let names: Record<'admin' | 'manager' | 'other' | 'area' | 'regional' | 'clerk', string>;
let as: Record<keyof typeof names, Call>;
const bought: Record<'late' | 'early' | 'elsewhere', { id: string; imei: string }> = {} as never;

/** Moves the clock and signs everyone in again: a jump of days ends idle sessions. */
async function at(instant: string) {
  ctx.clock.set(instant);
  as = Object.fromEntries(
    await Promise.all(
      Object.entries(names).map(async ([k, u]) => [k, callAs(ctx.app, await signIn(ctx.app, u))]),
    ),
  ) as typeof as;
}

async function buy(storeId: string, instant: string) {
  ctx.clock.set(instant);
  const imei = validImei();
  const purchase = await createPurchaseRow(ctx.deps, storeId, { imei, idNumber: 'D1234-5678-90' });
  return { id: purchase.id, imei };
}

beforeAll(async () => {
  const region = await createRegionRow(ctx.deps);
  chicago = (await createStoreRow(ctx.deps, region.id, { timezone: 'America/Chicago' })).id;
  newYork = (await createStoreRow(ctx.deps, region.id, { timezone: 'America/New_York' })).id;
  const user = async (overrides: Record<string, unknown>) =>
    (await createSignedInUser(ctx.app, ctx.deps, overrides)).user.username;
  names = {
    admin: await user({ role: 'admin' }),
    manager: await user({ role: 'store_manager', storeId: chicago }),
    other: await user({ role: 'store_manager', storeId: newYork }),
    area: await user({ role: 'areamanager', storeIds: [chicago] }),
    regional: await user({ role: 'regionalmanager', regionIds: [region.id] }),
    clerk: await user({ role: 'store', storeId: chicago }),
  };
  // 11:50 PM on Nov 19 and 12:20 AM on Nov 20 in Chicago (UTC-6); 12:50 AM Nov 20 in New York.
  bought.late = await buy(chicago, '2026-11-20T05:50:00.000Z');
  bought.early = await buy(chicago, '2026-11-20T06:20:00.000Z');
  bought.elsewhere = await buy(newYork, '2026-11-20T05:50:00.000Z');
  await at('2026-11-21T15:00:00.000Z');
});

const report = (call: Call, storeId: string, date: string) =>
  call({ method: 'GET', url: `/api/police-reports/${storeId}/${date}` });
const csv = (call: Call, storeId: string, date: string) =>
  call({ method: 'GET', url: `/api/police-reports/${storeId}/${date}/csv` });
const list = async (call: Call, days = 3) =>
  (await call({ method: 'GET', url: `/api/police-reports?days=${days}` })).json<
    PoliceReportDay[]
  >();

describe('the police report', () => {
  it("holds exactly the purchases of the store's own date, in its zone", async () => {
    const nov19 = await report(as.manager, chicago, '2026-11-19');
    expect(nov19.statusCode, nov19.body).toBe(200);
    expect(nov19.json<PoliceReport>().rows.map((r) => r.imei)).toEqual([bought.late.imei]);
    const nov20 = (await report(as.manager, chicago, '2026-11-20')).json<PoliceReport>();
    expect(nov20.rows.map((r) => r.imei)).toEqual([bought.early.imei]);
    expect(nov20.rows[0]).toMatchObject({
      time: '2026-11-20 00:20',
      idType: "Driver's license",
      idNumber: 'D1234-5678-90',
      idIssuer: SELLER_IDENTITY.idIssuer,
      idExpiry: SELLER_IDENTITY.idExpiry,
      sellerAddress: SELLER_IDENTITY.sellerAddress,
      sellerBirthDate: SELLER_IDENTITY.sellerBirthDate,
      ownedFor: OWNED_FOR_LABELS['1_to_2_years'],
      purchaseId: bought.early.id,
    });
    expect(nov20.rows[0]!.clerk).toBeTruthy();
    expect(nov20.rows[0]!.photos.length).toBeGreaterThan(0);
    expect(nov20.rows[0]!.corrections).toEqual([]);
    const ny = (await report(as.admin, newYork, '2026-11-20')).json<PoliceReport>();
    expect(ny.rows.map((r) => r.imei)).toEqual([bought.elsewhere.imei]);
  });

  it('carries the corrections added beside a record', async () => {
    const added = await as.manager({
      method: 'POST',
      url: `/api/device-purchases/${bought.late.id}/addenda`,
      payload: {
        part: 'device',
        correction: 'The color is blue',
        reason: 'Typed wrong at the counter',
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const nov19 = (await report(as.manager, chicago, '2026-11-19')).json<PoliceReport>();
    expect(nov19.rows[0]!.corrections).toEqual([
      expect.stringMatching(
        /^Device details: The color is blue \(Typed wrong at the counter; .+, 2026-11-21 09:00\)$/,
      ),
    ]);
  });

  it('exports as CSV with every column, counted as exported by whom', async () => {
    const res = await csv(as.area, chicago, '2026-11-20');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\r\n');
    expect(csvCells(lines[0]!)).toEqual(POLICE_REPORT_COLUMNS.map(([h]) => h));
    expect(lines).toHaveLength(2);
    const cells = csvCells(lines[1]!);
    const col = (h: string) => cells[POLICE_REPORT_COLUMNS.findIndex(([c]) => c === h)];
    expect(col('IMEI/serial')).toBe(bought.early.imei);
    expect(col('ID number')).toBe('D1234-5678-90');
    expect(col('Date and time')).toBe('2026-11-20 00:20');
    // The file sink keeps the chain's copy of what was handed over.
    const kept = await readFile(join(exportDir(ctx.deps, chicago), '2026-11-20.csv'), 'utf8');
    expect(kept).toBe(res.body);
    const day = (await list(as.manager)).find((d) => d.date === '2026-11-20')!;
    expect(day).toMatchObject({ purchases: 1, overdue: false });
    expect(day.exportedAt).toBe(ctx.clock.now().toISOString());
    expect(day.exportedBy).toBeTruthy();
    const logged = await ctx.deps.db
      .selectFrom('activity_log')
      .select('entity_id')
      .where('action', '=', 'police_report.export')
      .execute();
    expect(logged.map((l) => l.entity_id)).toEqual([`${chicago}:2026-11-20`]);
  });

  it('is refused to the counter and to a manager of another store', async () => {
    for (const res of [
      await report(as.clerk, chicago, '2026-11-20'),
      await csv(as.clerk, chicago, '2026-11-20'),
      await as.clerk({ method: 'GET', url: '/api/police-reports' }),
    ])
      expect(res.statusCode).toBe(403);
    expect((await report(as.other, chicago, '2026-11-20')).statusCode).toBe(404);
    expect((await csv(as.other, chicago, '2026-11-19')).statusCode).toBe(404);
    expect(
      (await as.other({ method: 'GET', url: `/api/police-reports?storeId=${chicago}` })).statusCode,
    ).toBe(404);
    expect(new Set((await list(as.other)).map((d) => d.storeId))).toEqual(new Set([newYork]));
    expect(new Set((await list(as.regional)).map((d) => d.storeId))).toEqual(
      new Set([chicago, newYork]),
    );
    const bad = await report(as.manager, chicago, '20-11-2026');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.date).toBe('Enter the date as YYYY-MM-DD');
  });

  it('is overdue once the deadline after its day passes, unless exported or sent', async () => {
    // Chicago's Nov 19 ends at 06:00 UTC on Nov 20; the default deadline is 24 hours later.
    await at('2026-11-21T05:59:00.000Z');
    const before = (await list(as.manager)).find((d) => d.date === '2026-11-19')!;
    expect(before).toMatchObject({
      purchases: 1,
      overdue: false,
      dueAt: '2026-11-21T06:00:00.000Z',
    });
    await at('2026-11-21T06:01:00.000Z');
    expect((await list(as.manager)).find((d) => d.date === '2026-11-19')!.overdue).toBe(true);
    // Nov 20 was exported, and a day without purchases is never overdue.
    await at('2026-11-23T15:00:00.000Z');
    const days = await list(as.manager, 5);
    expect(days.filter((d) => d.overdue).map((d) => d.date)).toEqual(['2026-11-19']);
    const onlyOverdue = await as.area({ method: 'GET', url: '/api/police-reports?overdue=true' });
    expect(onlyOverdue.json<PoliceReportDay[]>().map((d) => `${d.storeId}:${d.date}`)).toEqual([
      `${chicago}:2026-11-19`,
    ]);
    // The manager's evening e-mail says so.
    const evening = await previewReport(ctx.deps, {
      kind: 'store_daily',
      storeId: chicago,
      date: '2026-11-22',
    });
    expect(evening.text).toContain('Police reports overdue at');
    expect(evening.text).toContain('11/19/2026: 1 purchase');
    await csv(as.manager, chicago, '2026-11-19');
    expect((await list(as.manager, 5)).some((d) => d.overdue)).toBe(false);
  });
});

describe('the police report job', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());

  it("prepares each store's ended date and e-mails it once to the store's police address", async () => {
    const policeEmail = 'records@nypd.test';
    const set = await as.admin({
      method: 'PATCH',
      url: `/api/stores/${newYork}`,
      payload: { policeReportEmail: policeEmail },
    });
    expect(set.statusCode, set.body).toBe(200);
    const deps: Deps = { ...ctx.deps, config: { ...ctx.deps.config, smtpUrl: smtp.url } };
    // Midnight in New York (its Nov 20 has ended); 11 PM on Nov 20 in Chicago (it has not).
    ctx.clock.set('2026-11-21T05:00:00.000Z');
    // Two processes on one database tick at once, and one ticks again: one e-mail.
    const sent = await Promise.all([runDuePoliceReports(deps), runDuePoliceReports(deps)]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await runDuePoliceReports(deps)).toBe(0);
    const mails = smtp.received.filter((m) => m.rcptTo.includes(policeEmail));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.headers.get('subject')).toContain('2026-11-20');
    expect(mails[0]!.content).toContain(bought.elsewhere.imei);
    expect(mails[0]!.content).toContain(POLICE_REPORT_COLUMNS.map(([h]) => h).join(','));
    expect(mails[0]!.content).not.toContain(bought.early.imei);

    const rows = await ctx.deps.db
      .selectFrom('police_reports')
      .selectAll()
      .where('report_date', 'in', ['2026-11-19', '2026-11-20'])
      .execute();
    const row = (store: string, date: string) =>
      rows.find((r) => r.store_id === store && r.report_date === date);
    expect(row(newYork, '2026-11-20')).toMatchObject({
      purchases: 1,
      sent_to: policeEmail,
      sent_at: ctx.clock.now().toISOString(),
      error: null,
    });
    // Chicago's Nov 19 is prepared; Chicago has no police address, so nothing is sent.
    expect(row(chicago, '2026-11-19')).toMatchObject({ purchases: 1, sent_to: null });
    const day = (await list(as.other)).find((d) => d.date === '2026-11-20')!;
    expect(day).toMatchObject({ sentTo: policeEmail, overdue: false });
  });
  it("records a refused e-mail, tries again next tick, and keeps the store's own deadline", async () => {
    const policeEmail = 'records@chicagopd.test';
    const set = await as.admin({
      method: 'PATCH',
      url: `/api/stores/${chicago}`,
      payload: { policeReportEmail: policeEmail, policeReportHours: 48 },
    });
    expect(set.statusCode, set.body).toBe(200);
    // Chicago's Nov 21 has ended (1 AM on Nov 22 there); one purchase on it.
    const late = await buy(chicago, '2026-11-21T20:00:00.000Z');
    ctx.clock.set('2026-11-22T07:00:00.000Z');
    const down: Deps = {
      ...ctx.deps,
      config: { ...ctx.deps.config, smtpUrl: await closedSmtpUrl() },
    };
    expect(await runDuePoliceReports(down)).toBe(0);
    const state = () =>
      ctx.deps.db
        .selectFrom('police_reports')
        .selectAll()
        .where('store_id', '=', chicago)
        .where('report_date', '=', '2026-11-21')
        .executeTakeFirstOrThrow();
    expect(await state()).toMatchObject({ sent_at: null, sent_to: null });
    expect((await state()).error).toBeTruthy();

    const up: Deps = { ...ctx.deps, config: { ...ctx.deps.config, smtpUrl: smtp.url } };
    // Only Nov 21: the week's earlier dates with purchases were exported by hand above.
    expect(await runDuePoliceReports(up)).toBe(1);
    expect(await state()).toMatchObject({ sent_to: policeEmail, error: null });
    const mail = smtp.received.filter((m) => m.rcptTo.includes(policeEmail));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.content).toContain(late.imei);

    // 48 hours after Chicago's Nov 21 ends (06:00 UTC on Nov 22).
    const day = (await list(as.admin, 2)).find(
      (d) => d.storeId === chicago && d.date === '2026-11-21',
    )!;
    expect(day.dueAt).toBe('2026-11-24T06:00:00.000Z');
  });

  it('takes over a sending a process died in the middle of, but not one still under way', async () => {
    const policeEmail = 'records@chicagopd.test';
    const late = await buy(chicago, '2026-11-23T20:00:00.000Z');
    // A process took Chicago's Nov 23 at 7:00 and died before sending.
    ctx.clock.set('2026-11-24T07:00:00.000Z');
    const claimed = await ctx.deps.db
      .insertInto('police_reports')
      .values({
        store_id: chicago,
        report_date: '2026-11-23',
        purchases: 1,
        prepared_at: '2026-11-24T07:00:00.000Z',
        exported_at: null,
        exported_by: null,
        sent_at: null,
        sent_to: policeEmail,
        sending_since: '2026-11-24T07:00:00.000Z',
        error: null,
      })
      .execute();
    expect(claimed).toHaveLength(1);
    const up: Deps = { ...ctx.deps, config: { ...ctx.deps.config, smtpUrl: smtp.url } };
    ctx.clock.set('2026-11-24T07:10:00.000Z');
    expect(await runDuePoliceReports(up)).toBe(0);
    ctx.clock.set('2026-11-24T07:20:00.000Z');
    expect(await runDuePoliceReports(up)).toBe(1);
    const mail = smtp.received.filter((m) => m.content.includes(late.imei));
    expect(mail).toHaveLength(1);
  });

  it('catches up the days a stopped server missed, within the last week', async () => {
    const missed = await buy(newYork, '2026-11-25T18:00:00.000Z');
    // No tick ran from Nov 25 to the morning of Nov 28.
    ctx.clock.set('2026-11-28T12:00:00.000Z');
    const up: Deps = { ...ctx.deps, config: { ...ctx.deps.config, smtpUrl: smtp.url } };
    expect(await runDuePoliceReports(up)).toBe(1);
    const mail = smtp.received.filter((m) => m.content.includes(missed.imei));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.headers.get('subject')).toContain('2026-11-25');
  });
});

describe('an export made before the day is over', () => {
  // Called as the service, as the screen's download and list do: this file's sign-ins are spent.
  it('asks to be exported again when a purchase of its day comes after it', async () => {
    const row = await ctx.deps.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', names.manager)
      .executeTakeFirstOrThrow();
    const actor = { user: (await loadSessionUser(ctx.deps, row.id))!, ip: null };
    const reach = { all: false as const, storeIds: [chicago] };
    const dec1 = async () =>
      (await listReports(ctx.deps, reach, { days: 5 })).find((d) => d.date === '2026-12-01')!;
    // A buyback at 9 AM on Dec 1 (Chicago), exported at 10 AM; another at 3 PM that day.
    await buy(chicago, '2026-12-01T15:00:00.000Z');
    ctx.clock.set('2026-12-01T16:00:00.000Z');
    await exportReport(ctx.deps, actor, reach, chicago, '2026-12-01');
    await buy(chicago, '2026-12-01T21:00:00.000Z');
    // Past the 48 hours this store now gives itself after Dec 1 ends.
    ctx.clock.set('2026-12-04T07:00:00.000Z');
    expect(await dec1()).toMatchObject({ purchases: 2, exportedPurchases: 1, overdue: true });
    await exportReport(ctx.deps, actor, reach, chicago, '2026-12-01');
    expect(await dec1()).toMatchObject({ purchases: 2, exportedPurchases: 2, overdue: false });
  });
});
