import { CONSENT_VERSION } from '../../shared/marketing-consent';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { MANAGER_APPROVAL_CODE } from '../../shared/http';
import { newId } from '../../shared/ids';
import { can, PERMISSIONS } from '../../shared/policy';
import { ROLES, type Role } from '../../shared/roles';
import type { Deps } from '../deps';
import {
  createRegionRow,
  createReportRow,
  createSignedInUser,
  createStoreRow,
  createUserRow,
  createConfirmationRow,
} from '../testing/factories';
import { callAs, useTestApp } from '../testing/harness';
import { createPurchaseRow, createSaleRow } from '../testing/device-factories';
import { createCounterSaleRow, createItemRow } from '../testing/inventory-factories';
import { createRepairRow } from '../testing/repair-factories';
import {
  createCatalogItem,
  createCountRow,
  createOrderRow,
  createSupplierRow,
  createTransferRow,
} from '../testing/stock-flow-factories';
import { registerAccessControl, type RouteInfo } from './access';

const ctx = useTestApp();

type Fixture = { storeA: string; storeB: string; regionA: string };
/** Store-A records made by the fixtures; no answer to a store-B user may contain their ids. */
const storeARecordIds: string[] = [];

/**
 * Path parameters for every route that has them, pointing at a record of store A.
 * A new route with parameters fails the walk until it gets an entry here.
 */
type ParamFixture = (deps: Deps, f: Fixture) => Promise<Record<string, string>>;

const PARAM_FIXTURES: Record<string, ParamFixture> = {
  'PATCH /api/admin/users/:id': async (deps, f) => {
    const user = await createUserRow(deps, { role: 'store', storeId: f.storeA });
    storeARecordIds.push(user.id);
    return { id: user.id };
  },
  'DELETE /api/admin/users/:id': async (deps, f) => {
    const user = await createUserRow(deps, { role: 'store', storeId: f.storeA });
    storeARecordIds.push(user.id);
    return { id: user.id };
  },
  'PATCH /api/regions/:id': async (_deps, f) => ({ id: f.regionA }),
  'GET /api/admin/users/:id/activity': async (deps, f) => {
    const user = await createUserRow(deps, { role: 'store', storeId: f.storeA });
    return { id: user.id };
  },
  'PATCH /api/stores/:id': async (_deps, f) => ({ id: f.storeA }),
  // Companies are the chain's, not a store's: a fresh one each time, so a delete finds it.
  'PATCH /api/companies/:id': async (deps) => ({ id: await walkCompany(deps) }),
  'DELETE /api/companies/:id': async (deps) => ({ id: await walkCompany(deps) }),
  'GET /api/files/:id': async (deps, f) => {
    const repair = await storeARepair(deps, f);
    return { id: repair.beforePhoto.split('/').pop()! };
  },
  'GET /api/customers/:id': async (deps, f) => ({ id: (await storeARepair(deps, f)).customerId }),
  'PATCH /api/customers/:id': async (deps, f) => ({ id: (await storeARepair(deps, f)).customerId }),
  'POST /api/customers/:id/store-credit': async (deps, f) => ({
    id: (await storeARepair(deps, f)).customerId,
  }),
  'POST /api/customers/:id/merge': async (deps, f) => ({
    id: (await storeARepair(deps, f)).customerId,
  }),
  'GET /api/device-purchases/:id': async (deps, f) => ({
    id: remember((await createPurchaseRow(deps, f.storeA)).id),
  }),
  'POST /api/device-purchases/:id/addenda': async (deps, f) => ({
    id: remember((await createPurchaseRow(deps, f.storeA)).id),
  }),
  'GET /api/device-sales/:id': async (deps, f) => ({
    id: remember((await createSaleRow(deps, f.storeA)).id),
  }),
  'PATCH /api/stock/:id': async (deps, f) => ({
    id: remember((await createPurchaseRow(deps, f.storeA)).stockItemId!),
  }),
  'POST /api/stock/:id/release-hold': async (deps, f) => ({
    id: remember((await createPurchaseRow(deps, f.storeA)).stockItemId!),
  }),
  'POST /api/stock/:id/police-hold': async (deps, f) => ({
    id: remember((await createPurchaseRow(deps, f.storeA)).stockItemId!),
  }),
  'POST /api/stock/:id/police-hold/release': async (deps, f) => ({
    id: remember((await createPurchaseRow(deps, f.storeA)).stockItemId!),
  }),
  'GET /api/police-reports/:storeId/:date': async (_deps, f) => ({
    storeId: f.storeA,
    date: '2026-11-20',
  }),
  'GET /api/police-reports/:storeId/:date/csv': async (_deps, f) => ({
    storeId: f.storeA,
    date: '2026-11-20',
  }),
  'POST /api/stock/:id/seize': async (deps, f) => ({
    id: remember((await createPurchaseRow(deps, f.storeA)).stockItemId!),
  }),
  'GET /api/waivers/:id': async (deps, f) => ({ id: (await storeARepair(deps, f)).id }),
  'PUT /api/repair-waivers/:id/status': async (deps, f) => ({
    id: (await storeARepair(deps, f)).id,
  }),
  'GET /api/public/repairs/:token': async (deps, f) => ({
    token: tokenOf(await storeARepair(deps, f)),
  }),
  'POST /api/public/repairs/:token/opt-out': async (deps, f) => ({
    token: tokenOf(await storeARepair(deps, f)),
  }),
  'GET /api/repair-waivers/:id/money': async (deps, f) => ({
    id: (await storeARepair(deps, f)).id,
  }),
  'PUT /api/repair-waivers/:id/quote': async (deps, f) => ({
    id: (await storeARepair(deps, f)).id,
  }),
  'POST /api/repair-waivers/:id/approval': async (deps, f) => ({
    id: (await storeARepair(deps, f)).id,
  }),
  'POST /api/repair-waivers/:id/payments': async (deps, f) => ({
    id: (await storeARepair(deps, f)).id,
  }),
  'POST /api/repair-waivers/:id/refunds': async (deps, f) => ({
    id: (await storeAPaidRepair(deps, f)).id,
  }),
  'POST /api/repair-waivers/:id/no-charge': async (deps, f) => ({
    id: (await storeARepair(deps, f)).id,
  }),
  'GET /api/repair-waivers/:id/invoice': async (deps, f) => ({
    id: (await storeAPaidRepair(deps, f)).id,
  }),
  'POST /api/repair-waivers/:id/invoice/email': async (deps, f) => ({
    id: (await storeAPaidRepair(deps, f)).id,
  }),
  'POST /api/public/repairs/:token/quote': async (deps, f) => ({
    token: tokenOf(await storeARepair(deps, f)),
  }),
  'GET /api/imei/:imei': async (deps, f) => ({ imei: await storeADevice(deps, f) }),
  'GET /api/gift-cards/:number': async (deps, f) => ({ number: await storeAGiftCard(deps, f) }),
  'POST /api/gift-cards/:number/cash-out': async (deps, f) => ({
    number: await storeAGiftCard(deps, f),
  }),
  'POST /api/imei/:imei/flags': async (deps, f) => ({ imei: await storeADevice(deps, f) }),
  'POST /api/imei/flags/:id/clear': async (deps, f) => ({ id: await storeAFlag(deps, f) }),
  'DELETE /api/invites/:id': async (deps, f) => ({ id: remember(await storeAInvite(deps, f)) }),
  'POST /api/admin/report-runs/:id/resend': async (deps, f) => ({ id: await storeARun(deps, f) }),
  'PATCH /api/appointments/:id': async (deps, f) => ({
    id: remember(await storeAAppointment(deps, f)),
  }),
  'GET /api/marketing/campaigns/:id': async (deps, f) => ({
    id: (await storeACampaignMessage(deps, f)).campaignId,
  }),
  'PUT /api/marketing/reviews/:storeId': async (_deps, f) => ({ storeId: f.storeA }),
  'POST /api/daily-sales-reports/:id/reopen': async (deps, f) => ({
    id: remember(await storeAReport(deps, f)),
  }),
  'PUT /api/daily-sales-reports/:id': async (deps, f) => ({
    id: remember(await storeAReport(deps, f)),
  }),
  'GET /api/public/unsubscribe/:token': async (deps, f) => ({
    token: (await storeACampaignMessage(deps, f)).token,
  }),
  'POST /api/public/unsubscribe/:token': async (deps, f) => ({
    token: (await storeACampaignMessage(deps, f)).token,
  }),
  'GET /api/public/consent-confirmations/:token': async (deps, f) => ({
    token: await createConfirmationRow(deps, f.storeA),
  }),
  'POST /api/public/consent-confirmations/:token': async (deps, f) => ({
    token: await createConfirmationRow(deps, f.storeA),
  }),
  'GET /api/public/repairs/:token/marketing-consent': async (deps, f) => ({
    token: tokenOf(await storeARepair(deps, f)),
  }),
  'PUT /api/public/repairs/:token/marketing-consent': async (deps, f) => ({
    token: tokenOf(await storeARepair(deps, f)),
  }),
  'POST /api/setup/checklist/:step/confirm': async () => ({ step: 'printers' }),
  // Suppliers are the chain's: any store's manager may correct one.
  'PUT /api/suppliers/:id': async (deps) => ({ id: await createSupplierRow(deps) }),
  'GET /api/purchase-orders/:id': async (deps, f) => ({ id: remember(await storeAOrder(deps, f)) }),
  'POST /api/purchase-orders/:id/receipts': async (deps, f) => ({
    id: remember(await storeAOrder(deps, f)),
  }),
  'POST /api/purchase-orders/:id/cancel': async (deps, f) => ({
    id: remember(await storeAOrder(deps, f)),
  }),
  // Sent to store A by a store nobody else here works at: store A receives it; store B's
  // manager does not see it (the sending store's own refusal is in the transfers tests).
  'POST /api/stock-transfers/:id/receive': async (deps, f) => {
    const sender = (await createStoreRow(deps, (await createRegionRow(deps)).id)).id;
    const id = await createTransferRow(deps, sender, f.storeA, await createCatalogItem(deps));
    return { id: remember(id) };
  },
  'GET /api/stock-counts/:id': async (deps, f) => ({ id: remember(await storeACount(deps, f)) }),
  'POST /api/stock-counts/:id/submit': async (deps, f) => ({
    id: remember(await storeACount(deps, f)),
  }),
  'POST /api/stock-counts/:id/approve': async (deps, f) => ({
    id: remember(await storeACount(deps, f)),
  }),
  'POST /api/stock-counts/:id/reject': async (deps, f) => ({
    id: remember(await storeACount(deps, f)),
  }),
  'GET /api/catalog-items/:id': async (deps) => ({ id: (await createItemRow(deps)).id }),
  'PUT /api/catalog-items/:id': async (deps) => ({ id: (await createItemRow(deps)).id }),
  'GET /api/inventory/:itemId/movements': async (deps) => ({
    itemId: (await createItemRow(deps)).id,
  }),
  'PUT /api/inventory/:itemId/minimum': async (deps) => ({
    itemId: (await createItemRow(deps)).id,
  }),
  'GET /api/repair-waivers/:id/parts': async (deps, f) => ({
    id: (await storeARepair(deps, f)).id,
  }),
  'GET /api/counter-sales/:id': async (deps, f) => ({
    id: remember((await createCounterSaleRow(deps, f.storeA)).id),
  }),
  'POST /api/counter-sales/:id/returns': async (deps, f) => ({
    id: remember((await createCounterSaleRow(deps, f.storeA)).id),
  }),
};

async function storeAOrder(deps: Deps, f: Fixture) {
  return (await createOrderRow(deps, f.storeA, await createCatalogItem(deps))).id;
}

async function storeACount(deps: Deps, f: Fixture) {
  return createCountRow(deps, f.storeA, await createCatalogItem(deps));
}

/**
 * Parameterised routes whose parameter names a device (an IMEI) or a catalogue item, not a
 * store's record: the whole chain may look it up (and flag it, or set its own store's minimum
 * of it), so a store-B user gets an answer, still without store-A ids.
 */
const CHAIN_WIDE_ROUTES = new Set([
  'GET /api/gift-cards/:number',
  'POST /api/gift-cards/:number/cash-out',
  'GET /api/imei/:imei',
  'POST /api/imei/:imei/flags',
  'PUT /api/suppliers/:id',
  'GET /api/catalog-items/:id',
  'PUT /api/inventory/:itemId/minimum',
]);

/** Valid bodies for write routes, so the walk reaches the reach check instead of stopping at validation. */
const BODY_FIXTURES: Record<string, unknown> = {
  'POST /api/device-valuation': { brand: 'Apple', model: 'iPhone 13', condition: 'good' },
  'PUT /api/repair-waivers/:id/status': { status: 'in_progress' },
  'PATCH /api/customers/:id': { notifyOptOut: true },
  'POST /api/customers/:id/store-credit': { amount: 5, reason: 'Walk goodwill' },
  'POST /api/gift-cards': { amount: 10, method: 'cash' },
  'POST /api/gift-cards/:number/cash-out': { reason: 'Walk cash-out' },
  // A duplicate that does not exist: refused (400) before any manager's approval is asked.
  'POST /api/customers/:id/merge': { duplicateId: 'no-such-record' },
  'PUT /api/repair-waivers/:id/quote': {
    lines: [{ kind: 'labour', description: 'Walk', quantity: 1, unitPrice: 10 }],
  },
  'POST /api/repair-waivers/:id/approval': { decision: 'approved', takenFrom: 'Walker' },
  'POST /api/repair-waivers/:id/payments': {
    kind: 'payment',
    parts: [{ method: 'cash', amount: 1 }],
  },
  'POST /api/repair-waivers/:id/refunds': { method: 'cash', amount: 1, reason: 'Walk refund' },
  'POST /api/repair-waivers/:id/no-charge': { kind: 'goodwill', reason: 'Walk goodwill' },
  'POST /api/public/repairs/:token/quote': { decision: 'approved' },
  'PATCH /api/companies/:id': { archived: true },
  'PATCH /api/stock/:id': { status: 'returned' },
  'POST /api/stock/:id/release-hold': { reason: 'Walk: the police cleared it' },
  'POST /api/stock/:id/police-hold': { officer: 'Walk', agency: 'Walk PD', caseNumber: 'W-1' },
  'POST /api/stock/:id/police-hold/release': { reason: 'Walk: the officer released it' },
  'POST /api/stock/:id/seize': { officer: 'Walk', agency: 'Walk PD', caseNumber: 'W-1' },
  'POST /api/device-purchases/:id/addenda': {
    part: 'device',
    correction: 'Walk: the colour is blue',
    reason: 'Walk: typed wrong at the counter',
  },
  'PATCH /api/appointments/:id': { status: 'cancelled' },
  'PUT /api/inventory/:itemId/minimum': { minimum: 1 },
  'POST /api/counter-sales/:id/returns': {
    lines: [{ itemId: 'walk-item', quantity: 1 }],
    method: 'cash',
    reason: 'Walk return',
  },
  'PUT /api/marketing/reviews/:storeId': { url: 'https://g.page/r/walk/review' },
  'PUT /api/public/repairs/:token/marketing-consent': {
    sms: true,
    email: false,
    version: CONSENT_VERSION,
  },
  'PUT /api/devices/sync-status': { deviceId: 'walk-device-1', pending: 0, refused: 0 },
  'POST /api/imei/:imei/flags': { kind: 'stolen', reason: 'Reported stolen by its owner' },
  'POST /api/imei/flags/:id/clear': { reason: 'Owner found it at home' },
  'POST /api/daily-sales-reports/:id/reopen': { reason: 'Cash counted twice' },
  'POST /api/daily-sales-reports/opening-float': { openingFloat: '150.00' },
  'POST /api/daily-sales-reports/drawer-moves': {
    kind: 'pay_out',
    amount: '5.00',
    reason: 'Walk pay-out',
  },
  'POST /api/daily-sales-reports/shift-counts': { countedCash: '150.00' },
  'PUT /api/daily-sales-reports/:id': { cashAmount: '10', reason: 'Cash counted twice' },
  'POST /api/invites': { role: 'store', storeIds: ['no-such-store'] },
  'POST /api/terms': { kind: 'buyback', body: 'Walk buyback terms' },
  'POST /api/suppliers': { name: 'Walk Supplies' },
  'PUT /api/suppliers/:id': { name: 'Walk Supplies Two' },
  'POST /api/purchase-orders': {
    supplierId: 'no-such-supplier',
    lines: [{ itemId: 'no-such-item', quantity: 1, unitCost: 1 }],
  },
  'POST /api/purchase-orders/:id/receipts': { lines: [{ lineId: 'no-such-line', quantity: 1 }] },
  'POST /api/stock-transfers': {
    toStoreId: 'no-such-store',
    lines: [{ itemId: 'no-such-item', quantity: 1 }],
  },
  'POST /api/stock-counts/:id/submit': { lines: [{ itemId: 'no-such-item', counted: 1 }] },
  'POST /api/stock-counts/:id/reject': { reason: 'Count it again' },
  'POST /api/invites/accept': {
    username: 'walker',
    password: 'a-long-password',
    confirmPassword: 'a-long-password',
    firstName: 'Walk',
    lastName: 'Er',
    token: 'no-such-token',
  },
};

/**
 * Query strings for reads that need one, so the walk reaches the reach check instead of stopping
 * at a 400 (a store-B user must still see nothing of store A in the answer).
 */
const QUERY_FIXTURES: Record<string, (f: Fixture) => string> = {
  'GET /api/ceo-dashboard': () => 'from=2026-11-01&to=2026-11-21',
  'GET /api/kpi-reports': () => 'from=2026-11-01&to=2026-11-21',
  'GET /api/kpi-reports/export.csv': () => 'from=2026-11-01&to=2026-11-21',
  'GET /api/marketing/segments': () => 'kind=recent_repairs&value=90',
  'GET /api/marketing/consent': () => 'contact=404-555-0100',
  'GET /api/marketing/consent/export.csv': () => 'contact=404-555-0100',
  'GET /api/customers': () => 'search=555',
  'GET /api/appointments': () => 'from=2026-11-16&to=2026-11-29',
  'GET /api/appointments/counts': () => 'from=2026-11-16&to=2026-11-29',
  'GET /api/calendar/ready-expected': () => 'from=2026-11-16&to=2026-11-29',
  'GET /api/store-dashboard': (f) => `storeId=${f.storeA}`,
  'GET /api/daily-sales-reports/check-today': (f) => `storeId=${f.storeA}`,
  'GET /api/daily-sales-reports/recorded': (f) => `storeId=${f.storeA}`,
  'GET /api/daily-sales-reports/login-block': (f) => `storeId=${f.storeA}`,
  'GET /api/admin/report-preview': (f) => `kind=store_daily&storeId=${f.storeA}&date=2026-11-20`,
  'GET /api/terms/current': (f) => `kind=repair&storeId=${f.storeA}`,
  'GET /api/terms': (f) => `kind=repair&storeId=${f.storeA}`,
  'GET /api/inventory/suggested-order': (f) => `storeId=${f.storeA}`,
  'GET /api/inventory/reports.csv': () => 'report=value',
  'GET /api/inventory': (f) => `storeId=${f.storeA}`,
  'GET /api/inventory/:itemId/movements': (f) => `storeId=${f.storeA}`,
};

const remember = (id: string) => {
  storeARecordIds.push(id);
  return id;
};

async function walkCompany(deps: Deps): Promise<string> {
  const id = newId();
  await deps.db
    .insertInto('companies')
    .values({
      id,
      name: `Walk ${id}`,
      name_key: `walk ${id}`,
      archived_at: null,
      created_at: '2026-11-21T15:00:00.000Z',
    })
    .execute();
  return id;
}

const tokenOf = (repair: { statusUrl: string }) => repair.statusUrl.split('/').pop()!;

async function storeARepair(deps: Deps, f: Fixture) {
  const repair = await createRepairRow(deps, f.storeA);
  storeARecordIds.push(repair.id, repair.customerId);
  return repair;
}

/** A store-A repair with a $10 deposit: it has money to give back and an invoice. */
async function storeAPaidRepair(deps: Deps, f: Fixture) {
  const repair = await createRepairRow(deps, f.storeA, {
    deposit: { method: 'cash', amount: 10 },
  });
  storeARecordIds.push(repair.id, repair.customerId);
  return repair;
}

const FIXTURE_IMEI = '490154203237518';

/** A device repaired in store A: its chain-wide history must not name that repair to store B. */
async function storeADevice(deps: Deps, f: Fixture) {
  const repair = await createRepairRow(deps, f.storeA, { imeiSerial: FIXTURE_IMEI });
  storeARecordIds.push(repair.id, repair.customerId);
  return FIXTURE_IMEI;
}

/** A gift card sold in store A: spent in any store, so read chain-wide by its number. */
async function storeAGiftCard(deps: Deps, f: Fixture) {
  const number = String(4_000_000_000_000_000 + Math.floor(Math.random() * 1e15));
  await deps.db
    .insertInto('gift_cards')
    .values({
      id: newId(),
      number,
      store_id: f.storeA,
      initial_cents: 1000,
      created_by: null,
      created_at: '2026-11-21T15:00:00.000Z',
    })
    .execute();
  return number;
}

/** A campaign message to a store-A customer: the campaign is the office's, the link the customer's. */
async function storeACampaignMessage(deps: Deps, f: Fixture) {
  const campaignId = newId();
  const token = `walk-token-${newId()}`;
  const at = '2026-11-21T15:00:00.000Z';
  await deps.db
    .insertInto('marketing_campaigns')
    .values({
      id: campaignId,
      name: 'Walk offer',
      segment_kind: 'recent_repairs',
      segment_value: 90,
      store_ids: null,
      channel: 'sms',
      subject: null,
      message: 'Walk offer',
      state: 'sent',
      created_by: null,
      created_at: at,
      finished_at: at,
    })
    .execute();
  await deps.db
    .insertInto('marketing_messages')
    .values({
      id: newId(),
      kind: 'campaign',
      campaign_id: campaignId,
      repair_id: null,
      store_id: f.storeA,
      contact_key: 'p:5550100',
      name: 'Walk Customer',
      channel: 'sms',
      address: '555-0100',
      state: 'kept',
      outbox_id: null,
      token,
      claimed_at: at,
      opted_out_at: null,
      created_at: at,
      sent_at: null,
    })
    .execute();
  return { campaignId, token };
}

async function storeAAppointment(deps: Deps, f: Fixture) {
  const id = newId();
  await deps.db
    .insertInto('appointments')
    .values({
      id,
      store_id: f.storeA,
      customer_name: 'Walk Booker',
      customer_phone: '555-0100',
      customer_email: null,
      date: '2026-11-24',
      time: '10:00',
      device_brand: 'Apple',
      device_model: 'iPhone 13',
      problem: 'Battery',
      status: 'booked',
      repair_id: null,
      created_by: null,
      created_at: '2026-11-21T15:00:00.000Z',
      updated_at: '2026-11-21T15:00:00.000Z',
    })
    .execute();
  return id;
}

async function storeAFlag(deps: Deps, f: Fixture) {
  const id = newId();
  await deps.db
    .insertInto('imei_flags')
    .values({
      id,
      imei: FIXTURE_IMEI,
      kind: 'lost',
      reason: 'Left on the bus',
      store_id: f.storeA,
      created_at: new Date().toISOString(),
    })
    .execute();
  return id;
}

/** A store-A daily report of its own business day (one per fixture: one report per store day). */
let reportDays = 0;
function storeAReport(deps: Deps, f: Fixture) {
  reportDays += 1;
  return createReportRow(deps, f.storeA, `2026-10-${String(reportDays).padStart(2, '0')}`);
}

/** A store-A daily report run, as the scheduler records it. */
async function storeARun(deps: Deps, f: Fixture) {
  const id = newId();
  await deps.db
    .insertInto('job_runs')
    .values({
      id,
      job: 'store_daily',
      period_key: `${f.storeA}:${id}`,
      business_date: '2026-11-20',
      store_id: f.storeA,
      manager_id: null,
      holder: 'access-test',
      leased_at: new Date().toISOString(),
      status: 'sent',
      recipients: '[]',
      sent_count: 0,
      error: null,
      finished_at: null,
    })
    .execute();
  return id;
}

const SESSION_ENDING_ROUTES = new Set(['POST /api/daily-sales-reports']);

/** An open invitation to a store-A role, made by nobody in particular. */
async function storeAInvite(deps: Deps, f: Fixture) {
  const id = newId();
  await deps.db
    .insertInto('invites')
    .values({
      id,
      token_hash: newId(),
      role: 'store',
      email: null,
      region_ids: '[]',
      store_ids: JSON.stringify([f.storeA]),
      created_by: null,
      created_at: new Date().toISOString(),
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      used_at: null,
      used_by: null,
      revoked_at: null,
    })
    .execute();
  return id;
}

type Identity = { name: string; role: Role | null; cookie?: string };
const identities: Identity[] = [];
let fixture: Fixture;

beforeAll(async () => {
  const regionA = await createRegionRow(ctx.deps);
  const regionB = await createRegionRow(ctx.deps);
  const storeA = (await createStoreRow(ctx.deps, regionA.id)).id;
  const storeB = (await createStoreRow(ctx.deps, regionB.id)).id;
  fixture = { storeA, storeB, regionA: regionA.id };
  const reach: Record<Role, Record<string, unknown>> = {
    store: { storeId: storeA },
    store_manager: { storeId: storeA },
    areamanager: { storeIds: [storeA] },
    regionalmanager: { regionIds: [regionA.id] },
    admin: {},
    ceo: {},
    super_admin: {},
  };
  identities.push({ name: 'signed out', role: null });
  for (const role of ROLES) {
    const { cookie } = await createSignedInUser(ctx.app, ctx.deps, { role, ...reach[role] });
    identities.push({ name: role, role, cookie });
  }
  const outsider = await createSignedInUser(ctx.app, ctx.deps, {
    role: 'store_manager',
    storeId: storeB,
  });
  identities.push({ name: 'store B manager', role: 'store_manager', cookie: outsider.cookie });
});

/** A store-B user whose query names store A. */
const outsiderQuery = (identity: Identity, query: string | undefined) =>
  identity.name === 'store B manager' && query !== undefined && query.includes(fixture.storeA);

function fillPath(url: string, params: Record<string, string>): string {
  return url.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (!value) throw new Error(`fixture for ${url} has no value for :${name}`);
    return encodeURIComponent(value);
  });
}

describe('every route, every role', () => {
  it('has a catalogue of API routes, each with a known access rule', () => {
    expect(ctx.app.routeCatalog.length).toBeGreaterThan(5);
    for (const route of ctx.app.routeCatalog) {
      expect(['public', 'signedIn', ...PERMISSIONS]).toContain(route.access);
    }
  });

  it('refuses to register a route that declares no access', async () => {
    const bare = Fastify();
    registerAccessControl(bare, []);
    expect(() => bare.get('/api/forgotten', async () => 'leak')).toThrow(/declares no access/);
    await bare.close();
  });

  it('answers only the roles the policy allows, and never a store-B user with store-A data', async () => {
    const failures: string[] = [];
    const check = async (route: RouteInfo, identity: Identity) => {
      const key = `${route.method} ${route.url}`;
      const paramsFixture = PARAM_FIXTURES[key];
      if (route.url.includes(':') && !paramsFixture) {
        failures.push(`${key}: no entry in PARAM_FIXTURES`);
        return;
      }
      const path = paramsFixture
        ? fillPath(route.url, await paramsFixture(ctx.deps, fixture))
        : route.url;
      const query = QUERY_FIXTURES[key]?.(fixture);
      const url = query ? `${path}?${query}` : path;
      const res = await callAs(
        ctx.app,
        identity.cookie,
      )({
        method: route.method as 'GET',
        url,
        ...(route.method === 'GET' || route.method === 'DELETE'
          ? {}
          : { payload: BODY_FIXTURES[key] ?? {} }),
      });
      const label = `${key} as ${identity.name}: ${res.statusCode}`;
      if (res.statusCode >= 500) failures.push(`${label} (server error)`);
      if (route.access === 'public') return;
      if (identity.role === null) {
        if (res.statusCode !== 401) failures.push(`${label}, expected 401`);
        return;
      }
      const allowed = route.access === 'signedIn' || can(identity.role, route.access);
      if (!allowed && res.statusCode !== 403) failures.push(`${label}, expected 403`);
      // A store-B user naming store A in a query may be refused that store (403, as the stock
      // routes' contract says); their own store's answer is checked above.
      const refusedStore = outsiderQuery(identity, query) && res.statusCode === 403;
      // A write only a manager may make asks for one's PIN (issue 37): the route answered.
      const asksApproval =
        res.statusCode === 403 &&
        (JSON.parse(res.body) as { code?: string }).code === MANAGER_APPROVAL_CODE;
      if (
        allowed &&
        !refusedStore &&
        !asksApproval &&
        (res.statusCode === 401 || res.statusCode === 403)
      ) {
        failures.push(`${label}, expected the route to answer`);
      }
      const outsider = identity.name === 'store B manager';
      if (
        allowed &&
        paramsFixture &&
        outsider &&
        !CHAIN_WIDE_ROUTES.has(key) &&
        res.statusCode !== 403 &&
        res.statusCode !== 404
      ) {
        failures.push(`${label}, expected 403 or 404 for another store's record`);
      }
      // A store-B user naming store A in a query may be told the field is wrong (400 'Store not
      // found'), which discloses no more than a 404.
      if (allowed && route.method === 'GET' && res.statusCode === 400 && !(outsider && query)) {
        failures.push(`${label}, a read refused its query: add an entry to QUERY_FIXTURES`);
      }
      if (allowed && paramsFixture && !outsider && res.statusCode === 404) {
        failures.push(`${label}, expected a record within reach to be found`);
      }
      if (outsider && res.statusCode < 300) {
        const leaked = storeARecordIds.filter((id) => res.body.includes(id));
        if (leaked.length) failures.push(`${label} leaked store-A records ${leaked.join(', ')}`);
      }
    };
    // Routes that end sessions go last: logout (public) and the daily report, which signs the
    // store's counter staff out until morning.
    const order = (route: RouteInfo) =>
      route.access === 'public'
        ? 2
        : SESSION_ENDING_ROUTES.has(`${route.method} ${route.url}`)
          ? 1
          : 0;
    const routes = [...ctx.app.routeCatalog].sort((a, b) => order(a) - order(b));
    for (const route of routes) {
      for (const identity of identities) await check(route, identity);
    }
    expect(failures).toEqual([]);
    // Every route as nine callers is hundreds of requests, and the dashboards among them do real
    // work; on a busy shared PostgreSQL that outlasts the default. A limit on waiting, not speed.
  }, 180_000);
});
