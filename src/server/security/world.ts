import { sql } from 'kysely';
import { newId } from '../../shared/ids';
import { CONSENT_VERSION, consentWords } from '../../shared/marketing-consent';
import type { BlobStore } from '../lib/blob-store';
import {
  buildStoreInput,
  buildUserInput,
  createRegionRow,
  createReportRow,
  createSignedInUser,
  createStoreRow,
  createUserRow,
  createConfirmationRow,
} from '../testing/factories';
import { callAs, type TestContext } from '../testing/harness';
import { createPurchaseRow, createSaleRow, validImei } from '../testing/device-factories';
import { buildRepairInput, createRepairRow } from '../testing/repair-factories';
import { createStockWorld } from './stock-world';
import { createCounterSaleRow, createItemRow, receiveStock } from '../testing/inventory-factories';

/**
 * A small chain for the security suite: store A with a record of every kind, store B empty,
 * the people who attack it, and for every route a valid request to start mutating from.
 */
export type World = {
  regionA: string;
  storeA: string;
  storeB: string;
  /** super_admin: the policy allows every route, so requests reach validation and handlers. */
  adminCookie: string;
  adminId: string;
  /** A store-A counter user and a store manager, with their ids. */
  clerk: { id: string; cookie: string };
  manager: { id: string; cookie: string };
  /** Path parameters naming store-A records, by route ("PATCH /api/stores/:id"). */
  params: Record<string, Record<string, string>>;
  /** Valid JSON bodies, by route. */
  bodies: Record<string, Record<string, unknown>>;
  /** Valid query strings, by route. */
  queries: Record<string, Record<string, string>>;
};

export async function createWorld(ctx: TestContext): Promise<World> {
  const { deps, app } = ctx;
  const regionA = (await createRegionRow(deps)).id;
  const regionB = (await createRegionRow(deps)).id;
  const storeA = (await createStoreRow(deps, regionA)).id;
  const storeB = (await createStoreRow(deps, regionB)).id;
  const admin = await createSignedInUser(app, deps, { role: 'super_admin' });
  const clerk = await createSignedInUser(app, deps, { role: 'store', storeId: storeA });
  const manager = await createSignedInUser(app, deps, { role: 'store_manager', storeId: storeA });
  const target = await createUserRow(deps, { role: 'store', storeId: storeA });
  const imei = validImei();
  const repair = await createRepairRow(deps, storeA, { imeiSerial: imei });
  // Paid a deposit at check-in: it has money to give back and an invoice to read and send.
  const paidRepair = await createRepairRow(deps, storeA, {
    deposit: { method: 'cash', amount: 20 },
  });
  const purchase = await createPurchaseRow(deps, storeA);
  const sale = await createSaleRow(deps, storeA);
  const asAdmin = callAs(app, admin.cookie);

  const appointment = await asAdmin({
    method: 'POST',
    url: '/api/appointments',
    payload: {
      storeId: storeA,
      customerName: 'Ada Booker',
      customerPhone: '(404) 555-0101',
      date: '2026-11-24',
      time: '10:00',
      deviceBrand: 'Apple',
      deviceModel: 'iPhone 13',
      problem: 'Battery',
    },
  });
  const flag = await asAdmin({
    method: 'POST',
    url: `/api/imei/${imei}/flags`,
    payload: { kind: 'lost', reason: 'Left on the bus' },
  });
  const invite = await asAdmin({
    method: 'POST',
    url: '/api/invites',
    payload: { role: 'store', storeIds: [storeA] },
  });
  const inviteId = (await deps.db.selectFrom('invites').select('id').executeTakeFirstOrThrow()).id;
  // The store-A customer agreed to offers by text, so the campaign has someone to reach.
  await deps.db
    .insertInto('marketing_consents')
    .values({
      id: newId(),
      contact_key: `p:${repair.customerPhone.replace(/\D/g, '')}`,
      channel: 'sms',
      state: 'given',
      source: 'check_in',
      store_id: storeA,
      recorded_by: null,
      words: consentWords('TECHY', 'sms'),
      words_version: CONSENT_VERSION,
      created_at: '2026-11-20T15:00:00.000Z',
    })
    .execute();
  const campaign = await asAdmin({
    method: 'POST',
    url: '/api/marketing/campaigns',
    payload: {
      name: 'Winter offer',
      segment: { kind: 'recent_repairs', value: 90 },
      channel: 'sms',
      message: 'Hello',
    },
  });
  const stock = await createStockWorld(ctx, asAdmin, storeA, storeB);
  for (const res of [appointment, flag, invite, campaign]) {
    if (res.statusCode >= 300) throw new Error(`world fixture refused: ${res.body}`);
  }
  await settleBackgroundWork(ctx);
  const unsubscribeToken = (
    await deps.db.selectFrom('marketing_messages').select('token').executeTakeFirstOrThrow()
  ).token;
  const confirmationToken = await createConfirmationRow(deps, storeA);
  const runId = newId();
  await deps.db
    .insertInto('job_runs')
    .values({
      id: runId,
      job: 'store_daily',
      period_key: `${storeA}:${runId}`,
      business_date: '2026-11-20',
      store_id: storeA,
      manager_id: null,
      holder: 'security-suite',
      leased_at: '2026-11-21T15:00:00.000Z',
      status: 'sent',
      recipients: '[]',
      sent_count: 0,
      error: null,
      finished_at: null,
    })
    .execute();

  const reportId = await createReportRow(deps, storeA, '2026-11-19');
  const companyId = (
    await asAdmin({ method: 'POST', url: '/api/companies', payload: { name: 'Spare Brand' } })
  ).json<{ id: string }>().id;
  // A $10 untaxed case store A has plenty of, so every valid sale of it goes through.
  const item = await createItemRow(deps, { kind: 'accessory', priceCents: 1000, taxed: false });
  await receiveStock(deps, storeA, item.id, 5000);
  const counterSale = await createCounterSaleRow(deps, storeA);
  const statusToken = repair.statusUrl.split('/').pop()!;
  const fileId = repair.beforePhoto.split('/').pop()!;
  const params: World['params'] = {
    'PATCH /api/admin/users/:id': { id: target.id },
    'DELETE /api/admin/users/:id': { id: target.id },
    'GET /api/admin/users/:id/activity': { id: target.id },
    'PATCH /api/regions/:id': { id: regionA },
    'PATCH /api/stores/:id': { id: storeA },
    'PATCH /api/companies/:id': { id: companyId },
    'DELETE /api/companies/:id': { id: companyId },
    'GET /api/files/:id': { id: fileId },
    'GET /api/customers/:id': { id: repair.customerId },
    'PATCH /api/customers/:id': { id: repair.customerId },
    'GET /api/device-purchases/:id': { id: purchase.id },
    'GET /api/device-sales/:id': { id: sale.id },
    'PATCH /api/stock/:id': { id: purchase.stockItemId! },
    'GET /api/waivers/:id': { id: repair.id },
    'PUT /api/repair-waivers/:id/status': { id: repair.id },
    'GET /api/repair-waivers/:id/money': { id: paidRepair.id },
    'PUT /api/repair-waivers/:id/quote': { id: repair.id },
    'POST /api/repair-waivers/:id/approval': { id: repair.id },
    'POST /api/repair-waivers/:id/payments': { id: paidRepair.id },
    'POST /api/repair-waivers/:id/refunds': { id: paidRepair.id },
    'POST /api/repair-waivers/:id/no-charge': { id: repair.id },
    'GET /api/repair-waivers/:id/invoice': { id: paidRepair.id },
    'POST /api/repair-waivers/:id/invoice/email': { id: paidRepair.id },
    'POST /api/public/repairs/:token/quote': { token: statusToken },
    'GET /api/public/repairs/:token': { token: statusToken },
    'POST /api/public/repairs/:token/opt-out': { token: statusToken },
    'GET /api/imei/:imei': { imei },
    'POST /api/imei/:imei/flags': { imei },
    'POST /api/imei/flags/:id/clear': { id: flag.json<{ id: string }>().id },
    'DELETE /api/invites/:id': { id: inviteId },
    'POST /api/admin/report-runs/:id/resend': { id: runId },
    'PATCH /api/appointments/:id': { id: appointment.json<{ id: string }>().id },
    'GET /api/marketing/campaigns/:id': { id: campaign.json<{ id: string }>().id },
    'PUT /api/marketing/reviews/:storeId': { storeId: storeA },
    'POST /api/daily-sales-reports/:id/reopen': { id: reportId },
    'PUT /api/daily-sales-reports/:id': { id: reportId },
    'GET /api/public/unsubscribe/:token': { token: unsubscribeToken },
    'GET /api/public/consent-confirmations/:token': { token: confirmationToken },
    'POST /api/public/consent-confirmations/:token': { token: confirmationToken },
    'GET /api/catalog-items/:id': { id: item.id },
    'PUT /api/catalog-items/:id': { id: item.id },
    'GET /api/inventory/:itemId/movements': { itemId: item.id },
    'PUT /api/inventory/:itemId/minimum': { itemId: item.id },
    'GET /api/repair-waivers/:id/parts': { id: repair.id },
    'GET /api/counter-sales/:id': { id: counterSale.id },
    'POST /api/counter-sales/:id/returns': { id: counterSale.id },
    'POST /api/public/unsubscribe/:token': { token: unsubscribeToken },
    'GET /api/public/repairs/:token/marketing-consent': { token: statusToken },
    'PUT /api/public/repairs/:token/marketing-consent': { token: statusToken },
    ...stock.params,
  };

  const password = 'a-long-password-1';
  const bodies: World['bodies'] = {
    'POST /api/register': {
      username: 'newcomer',
      password,
      firstName: 'New',
      lastName: 'Comer',
    },
    'POST /api/auth/login': { username: 'nobody-at-all', password },
    'POST /api/admin/users': buildUserInput({ role: 'store', storeId: storeA }),
    'PATCH /api/admin/users/:id': { firstName: 'Renamed', role: 'store', storeId: storeA },
    'POST /api/regions': { name: 'North' },
    'PATCH /api/regions/:id': { name: 'Region A' },
    'POST /api/stores': buildStoreInput(regionA),
    'PATCH /api/stores/:id': { name: 'Store A', regionId: regionA },
    'POST /api/companies': { name: 'Walk Brand' },
    'PATCH /api/companies/:id': { name: 'Spare Brand 2', archived: false },
    'POST /api/repair-waivers': { ...buildRepairInput(), storeId: storeA },
    'PUT /api/repair-waivers/:id/status': { status: 'in_progress', notes: 'On the bench' },
    'PUT /api/repair-waivers/:id/quote': {
      lines: [
        { kind: 'labour', description: 'Screen fitting', quantity: 1, unitPrice: '150.00' },
        { kind: 'part', description: 'Screen', quantity: 1, unitPrice: 80, unitCost: 30 },
        { kind: 'discount', description: 'Loyalty', quantity: 1, unitPrice: 5 },
      ],
    },
    'POST /api/repair-waivers/:id/approval': { decision: 'approved', takenFrom: 'Jamie' },
    'POST /api/repair-waivers/:id/payments': {
      kind: 'payment',
      parts: [
        { method: 'cash', amount: '1.00', tendered: 5 },
        { method: 'card', amount: 1, reference: '4242' },
      ],
    },
    'POST /api/repair-waivers/:id/refunds': { method: 'cash', amount: 1, reason: 'Overcharged' },
    'POST /api/repair-waivers/:id/no-charge': { kind: 'warranty', reason: 'Same fault again' },
    'POST /api/public/repairs/:token/quote': { decision: 'approved' },
    'PATCH /api/customers/:id': { notifyOptOut: false },
    'POST /api/imei/:imei/flags': { kind: 'stolen', reason: 'Reported stolen' },
    'POST /api/imei/flags/:id/clear': { reason: 'Owner found it' },
    'POST /api/daily-sales-reports': {
      storeId: storeA,
      cashAmount: '120.50',
      cardAmount: 80,
      googleReviews: '2',
      staffOnShift: 'Ada, Bo',
      notes: 'Quiet day',
    },
    'POST /api/daily-sales-reports/:id/reopen': { reason: 'Cash was counted twice' },
    'POST /api/daily-sales-reports/opening-float': { storeId: storeA, openingFloat: '150.00' },
    'PUT /api/daily-sales-reports/:id': {
      cashAmount: '100.00',
      cardAmount: 12,
      googleReviews: '1',
      reason: 'Card slips found after closing',
    },
    'POST /api/invites': { role: 'store', storeIds: [storeA], email: 'new@example.com' },
    'POST /api/invites/accept': {
      username: 'invited',
      password,
      confirmPassword: password,
      firstName: 'In',
      lastName: 'Vited',
      token: 'no-such-token',
    },
    'POST /api/device-valuation': { brand: 'Apple', model: 'iPhone 13', condition: 'good' },
    'PUT /api/devices/sync-status': { deviceId: 'tablet-0001', pending: 1, refused: 0 },
    'POST /api/appointments': {
      storeId: storeA,
      customerName: 'Bo Booker',
      customerPhone: '(404) 555-0102',
      date: '2026-11-25',
      time: '11:00',
      deviceBrand: 'Samsung',
      deviceModel: 'Galaxy S23',
      problem: 'Screen',
    },
    'PATCH /api/appointments/:id': { time: '12:00' },
    'PATCH /api/stock/:id': { status: 'returned', notes: 'Back to the supplier' },
    // Store B has no customers, so a valid campaign reaches nobody and is refused (no sends).
    'POST /api/marketing/campaigns': {
      name: 'Spring offer',
      segment: { kind: 'recent_repairs', value: 90, storeIds: [storeB] },
      channel: 'email',
      subject: 'Hello',
      message: 'Hello {firstName}',
    },
    'PUT /api/marketing/reviews/:storeId': { url: 'https://g.page/r/store-a/review' },
    'PUT /api/public/repairs/:token/marketing-consent': {
      sms: true,
      email: false,
      version: CONSENT_VERSION,
    },
    ...stock.bodies,
    'POST /api/catalog-items': {
      sku: 'GLASS-13',
      name: 'iPhone 13 Glass',
      kind: 'part',
      cost: '4.50',
      price: 19.99,
      barcode: '0190199000013',
      fits: [{ brand: 'Apple', model: 'iPhone 13' }],
    },
    'PUT /api/catalog-items/:id': {
      sku: 'CASE-WORLD',
      name: 'Clear Case',
      kind: 'accessory',
      cost: 3,
      price: 10,
      taxed: false,
    },
    'POST /api/catalog-items/import': {
      csv: 'sku,name,kind,cost,price,taxed,barcode,fits\nCABLE-1,USB-C Cable,accessory,1,9.99,yes,,',
    },
    'PUT /api/inventory/:itemId/minimum': { storeId: storeA, minimum: 2 },
    'POST /api/counter-sales': {
      storeId: storeA,
      lines: [{ itemId: item.id, quantity: 1 }],
      payment: [{ method: 'cash', amount: 10, tendered: 20 }],
    },
    'POST /api/counter-sales/:id/returns': {
      lines: [{ itemId: counterSale.itemId, quantity: 1 }],
      method: 'cash',
      reason: 'Wrong colour',
    },
  };

  const queries: World['queries'] = {
    'GET /api/ceo-dashboard': { from: '2026-11-01', to: '2026-11-21' },
    'GET /api/kpi-reports': { from: '2026-11-01', to: '2026-11-21' },
    'GET /api/kpi-reports/export.csv': { from: '2026-11-01', to: '2026-11-21' },
    'GET /api/marketing/segments': { kind: 'recent_repairs', value: '90' },
    'GET /api/marketing/consent': { contact: '404-555-0100' },
    'GET /api/marketing/consent/export.csv': { contact: '404-555-0100' },
    'GET /api/customers': { search: 'Jamie' },
    'GET /api/repair-waivers': { search: 'Jamie', limit: '10' },
    'GET /api/device-purchases': { search: 'Sam', limit: '10' },
    'GET /api/device-sales': { search: 'Bea', limit: '10' },
    'GET /api/stock': { search: 'iPhone' },
    'GET /api/admin/activity': { action: 'repair', storeId: storeA },
    'GET /api/appointments': { from: '2026-11-16', to: '2026-11-29' },
    'GET /api/store-dashboard': { storeId: storeA },
    'GET /api/daily-sales-reports': { storeId: storeA, from: '2026-11-01', to: '2026-11-21' },
    'GET /api/daily-sales-reports/check-today': { storeId: storeA },
    'GET /api/daily-sales-reports/recorded': { storeId: storeA },
    'GET /api/daily-sales-reports/login-block': { storeId: storeA },
    'GET /api/admin/report-preview': { kind: 'store_daily', storeId: storeA, date: '2026-11-20' },
    'GET /api/invites/verify': { token: 'no-such-token' },
    ...stock.queries,
    'GET /api/catalog-items': { search: 'Case' },
    'GET /api/inventory': { storeId: storeA, search: 'Case' },
    'GET /api/inventory/:itemId/movements': { storeId: storeA },
    'GET /api/counter-sales': { storeId: storeA, limit: '10' },
  };

  return {
    regionA,
    storeA,
    storeB,
    adminCookie: admin.cookie,
    adminId: admin.user.id,
    clerk: { id: clerk.user.id, cookie: clerk.cookie },
    manager: { id: manager.user.id, cookie: manager.cookie },
    params,
    bodies,
    queries,
  };
}

/** The path of a route with its parameters: values from `params`, or already-encoded `segments`. */
export function fillPath(
  url: string,
  params: Record<string, string> = {},
  segments: Record<string, string> = {},
): string {
  return url.replace(
    /:(\w+)/g,
    (_, name: string) => segments[name] ?? encodeURIComponent(params[name] ?? 'no-such-record'),
  );
}

/**
 * A campaign's messages go out after the answer; wait for them so their rows are not
 * mistaken for a later request's writes.
 */
export async function settleBackgroundWork(ctx: TestContext): Promise<void> {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const sending = await ctx.deps.db
      .selectFrom('marketing_campaigns')
      .select('id')
      .where('state', '=', 'sending')
      .execute();
    if (sending.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('campaign sending did not finish');
}

/** Table names per database: the schema does not change during a test file. */
const tableNames = new WeakMap<object, Promise<string[]>>();

/** The row count of every table, in one query. */
export async function countRows(ctx: TestContext): Promise<Record<string, number>> {
  let names = tableNames.get(ctx.deps.db);
  if (!names) {
    names = ctx.deps.db.introspection.getTables().then((ts) => ts.map((t) => t.name).sort());
    tableNames.set(ctx.deps.db, names);
  }
  const tables = await names;
  const counts = sql.join(
    tables.map((t) => sql`(select count(*) from ${sql.table(t)}) as ${sql.ref(t)}`),
  );
  const { rows } = await sql<Record<string, unknown>>`select ${counts}`.execute(ctx.deps.db);
  return Object.fromEntries(Object.entries(rows[0]!).map(([t, n]) => [t, Number(n)]));
}

/** Wraps the app's blob store to know which files exist, so a refused upload leaves none. */
export class TrackingBlobStore implements BlobStore {
  readonly live = new Set<string>();
  constructor(private readonly inner: BlobStore) {}

  async put(id: string, bytes: Buffer): Promise<void> {
    await this.inner.put(id, bytes);
    this.live.add(id);
  }

  get(id: string): Promise<Buffer | null> {
    return this.inner.get(id);
  }

  async delete(id: string): Promise<void> {
    await this.inner.delete(id);
    this.live.delete(id);
  }
}

/** Installs the tracking store; services read deps.blobs at call time, so the app uses it. */
export function trackBlobs(ctx: TestContext): TrackingBlobStore {
  const tracking = new TrackingBlobStore(ctx.deps.blobs);
  ctx.deps.blobs = tracking;
  return tracking;
}
