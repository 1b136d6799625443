import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADDENDUM_MESSAGES } from '../../../shared/buyback-addenda';
import { BUYBACK_RULE_MESSAGES } from '../../../shared/buyback-rules';
import { SELLER_MESSAGES } from '../../../shared/buyback-seller';
import { formatDay } from '../../../shared/format';
import { BUYBACK_RECORD_KEPT } from '../../db/migrations/032-buyback-records';
import { buildBuybackForm, multipartBody } from '../../testing/device-factories';
import {
  createRegionRow,
  createSignedInUser,
  createStoreRow,
  signIn,
} from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';

/**
 * The seller's age and identity, the store's rules for them, and records that are never changed
 * (issue 26). The store is in New York; "today" is the store's date.
 */
const ctx = useTestApp();
let storeId: string;
let otherStoreId: string;
let asAdmin: Call;
let asManager: Call;
let asAreaManager: Call;
let asClerk: Call;
let asOtherManager: Call;
let names: Record<'admin' | 'manager' | 'area' | 'clerk' | 'other', string>;
let clerkId: string;

beforeAll(async () => {
  const region = await createRegionRow(ctx.deps);
  storeId = (await createStoreRow(ctx.deps, region.id, { timezone: 'America/New_York' })).id;
  otherStoreId = (await createStoreRow(ctx.deps, region.id)).id;
  const user = async (overrides: Record<string, unknown>) =>
    (await createSignedInUser(ctx.app, ctx.deps, overrides)).user;
  const clerk = await user({ role: 'store', storeId, firstName: 'Avery', lastName: 'Clerk' });
  clerkId = clerk.id;
  names = {
    admin: (await user({ role: 'admin' })).username,
    manager: (await user({ role: 'store_manager', storeId })).username,
    area: (await user({ role: 'areamanager', storeIds: [storeId] })).username,
    clerk: clerk.username,
    other: (await user({ role: 'store_manager', storeId: otherStoreId })).username,
  };
  await signInAll('2026-11-20T15:00:00.000Z'); // 10:00 AM in New York
});

/** Moves the store's clock within the sessions' idle time. */
const at = (instant: string) => ctx.clock.set(instant);

/** Moves the clock a day on and signs everyone in again: the jump ends idle sessions. */
async function signInAll(instant: string) {
  at(instant);
  const as = async (name: string) => callAs(ctx.app, await signIn(ctx.app, name));
  asAdmin = await as(names.admin);
  asManager = await as(names.manager);
  asAreaManager = await as(names.area);
  asClerk = await as(names.clerk);
  asOtherManager = await as(names.other);
}

const buy = (fields: Record<string, string> = {}, call = () => asClerk) =>
  call()({
    method: 'POST',
    url: '/api/device-purchases',
    ...multipartBody(buildBuybackForm(fields)),
  });
const purchases = async () =>
  Number(
    (
      await ctx.deps.db
        .selectFrom('device_purchases')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const setRules = (call: Call, payload: Record<string, unknown>) =>
  call({ method: 'PATCH', url: `/api/stores/${storeId}`, payload });

describe("the store's buyback rules", () => {
  it('are a new store’s defaults: 18 or older, one ID, report in 24 hours, kept 3 years', async () => {
    const store = (await asAdmin({ method: 'GET', url: '/api/stores' }))
      .json()
      .find((s: { id: string }) => s.id === storeId);
    expect(store).toMatchObject({
      buybackMinAge: 18,
      buybackSecondId: false,
      policeReportHours: 24,
      policeReportEmail: null,
      recordRetentionYears: 3,
    });
  });

  it('are refused with their messages when out of range, and nothing changes', async () => {
    const res = await setRules(asAdmin, {
      buybackMinAge: 12,
      policeReportHours: 0,
      recordRetentionYears: 30,
      policeReportEmail: 'nobody',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      buybackMinAge: BUYBACK_RULE_MESSAGES.minAge,
      policeReportHours: BUYBACK_RULE_MESSAGES.reportHours,
      recordRetentionYears: BUYBACK_RULE_MESSAGES.retentionYears,
      policeReportEmail: BUYBACK_RULE_MESSAGES.reportEmail,
    });
    const row = await ctx.deps.db
      .selectFrom('stores')
      .select(['buyback_min_age', 'police_report_hours'])
      .where('id', '=', storeId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ buyback_min_age: 18, police_report_hours: 24 });
  });

  it('take a new store as the store form sends it, a blank report address as null', async () => {
    const region = (await asAdmin({ method: 'GET', url: '/api/regions' })).json()[0];
    const res = await asAdmin({
      method: 'POST',
      url: '/api/stores',
      payload: {
        name: 'Techy Rules Test',
        storeName: `Rules${Date.now() % 1e6}`,
        brand: 'Techy',
        companyName: 'TECHY',
        regionId: region.id,
        timezone: 'America/New_York',
        streetAddress: '500 Main St',
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
        phone: '(217) 555-0100',
        buybackMinAge: 18,
        buybackSecondId: false,
        policeReportHours: 24,
        policeReportEmail: null,
        recordRetentionYears: 3,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ policeReportEmail: null, buybackMinAge: 18 });
  });

  it('are changed only by an office role, in the activity log', async () => {
    for (const call of [asManager, asAreaManager, asClerk])
      expect((await setRules(call, { buybackMinAge: 21 })).statusCode).toBe(403);
    const res = await setRules(asAdmin, {
      buybackSecondId: true,
      policeReportEmail: 'Pawn@NYPD.example.gov',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      buybackSecondId: true,
      policeReportEmail: 'pawn@nypd.example.gov',
    });
    const logged = await ctx.deps.db
      .selectFrom('activity_log')
      .select('details')
      .where('entity_id', '=', storeId)
      .where('action', '=', 'store.update')
      .executeTakeFirstOrThrow();
    expect(String(logged.details)).toContain('buybackSecondId');
    expect(String(logged.details)).toContain('policeReportEmail');
    // Back to one ID for the tests below; blank clears the address.
    const back = await setRules(asAdmin, { buybackSecondId: false, policeReportEmail: '' });
    expect(back.json()).toMatchObject({ buybackSecondId: false, policeReportEmail: null });
  });
});

describe('the seller at the counter', () => {
  it('is refused without a birth date, address, ID issuer, expiry or declaration', async () => {
    const before = await purchases();
    const res = await buy({
      sellerBirthDate: '',
      sellerAddress: 'x',
      idIssuer: '',
      idExpiry: '2031-02-30',
      ownedFor: '',
      declaration: 'false',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      sellerBirthDate: SELLER_MESSAGES.birthDate,
      sellerAddress: SELLER_MESSAGES.address,
      idIssuer: SELLER_MESSAGES.idIssuer,
      idExpiry: SELLER_MESSAGES.idExpiry,
      ownedFor: SELLER_MESSAGES.ownedFor,
      declaration: SELLER_MESSAGES.declaration,
    });
    expect(await purchases()).toBe(before);
  });

  it('is refused one day short of the minimum age, by the store’s date, and nothing is stored', async () => {
    // 11:50 PM on Nov 19 in New York is already Nov 20 in UTC: the store's date decides.
    at('2026-11-20T04:50:00.000Z');
    const before = await purchases();
    const res = await buy({ sellerBirthDate: '2008-11-20' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.sellerBirthDate).toBe(SELLER_MESSAGES.underage(18, 17));
    expect(res.json().error).toBe(SELLER_MESSAGES.underage(18, 17));
    expect(await purchases()).toBe(before);
  });

  it('is accepted on the 18th birthday itself (12:20 AM store time)', async () => {
    at('2026-11-20T05:20:00.000Z');
    const res = await buy({ sellerBirthDate: '2008-11-20' });
    expect(res.statusCode).toBe(201);
  });

  it('is held to a store’s higher minimum age', async () => {
    at('2026-11-20T15:00:00.000Z');
    expect((await setRules(asAdmin, { buybackMinAge: 21 })).statusCode).toBe(200);
    const res = await buy({ sellerBirthDate: '2006-01-15' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.sellerBirthDate).toBe(SELLER_MESSAGES.underage(21, 20));
    await setRules(asAdmin, { buybackMinAge: 18 });
  });

  it('is refused with an ID that expired yesterday, accepted with one that expires today', async () => {
    at('2026-11-20T15:00:00.000Z');
    const before = await purchases();
    const expired = await buy({ idExpiry: '2026-11-19' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().fields.idExpiry).toBe(SELLER_MESSAGES.expired(formatDay('2026-11-19')));
    expect(await purchases()).toBe(before);
    expect((await buy({ idExpiry: '2026-11-20' })).statusCode).toBe(201);
  });

  it('must show a second ID where the store requires one, and it is kept in full', async () => {
    await setRules(asAdmin, { buybackSecondId: true });
    const before = await purchases();
    const without = await buy();
    expect(without.statusCode).toBe(400);
    expect(without.json().fields.secondIdType).toBe(SELLER_MESSAGES.secondIdRequired);
    const expiredSecond = await buy({
      secondIdType: 'passport',
      secondIdNumber: 'X12345678',
      secondIdExpiry: '2020-01-01',
    });
    expect(expiredSecond.json().fields.secondIdExpiry).toBe(
      SELLER_MESSAGES.expired(formatDay('2020-01-01')),
    );
    expect(await purchases()).toBe(before);
    const res = await buy({
      secondIdType: 'passport',
      secondIdNumber: 'X12345678',
      secondIdIssuer: 'United States',
      secondIdExpiry: '2032-05-01',
    });
    expect(res.statusCode).toBe(201);
    // Kept in full: the manager reads it all (the counter sees it masked, identity-view.test.ts).
    const full = await asManager({ method: 'GET', url: `/api/device-purchases/${res.json().id}` });
    expect(full.json()).toMatchObject({
      sellerBirthDate: '1990-04-12',
      sellerAddress: '12 Peachtree St NE, Atlanta, GA 30303',
      idIssuer: 'GA',
      idExpiry: '2035-06-30',
      secondIdType: 'passport',
      secondIdNumber: 'X12345678',
      secondIdIssuer: 'United States',
      ownedFor: '1_to_2_years',
    });
    const list = await asClerk({ method: 'GET', url: '/api/device-purchases?limit=1' });
    // Lists carry no birth date or address, and the IDs' last 4 characters only.
    expect(list.json()[0]).toMatchObject({
      sellerBirthDate: null,
      sellerAddress: null,
      secondIdNumber: '•••5678',
      idNumber: '•••4567',
    });
    await setRules(asAdmin, { buybackSecondId: false });
  });

  it('keeps the declaration in the words shown, the clerk’s name and how long it is kept', async () => {
    at('2026-11-20T15:00:00.000Z');
    const res = await buy({ ownedFor: 'over_2_years' });
    expect(res.statusCode).toBe(201);
    const record = res.json();
    expect(record.declaration).toContain('I am the lawful owner of this device');
    expect(record.declaration).toContain('I have owned it for more than 2 years.');
    expect(record.declaration).toContain('I am 18 years of age or older.');
    expect(record.createdByName).toBe('Avery Clerk');
    expect(record.retainUntil).toBe('2029-11-20');
    expect(record.addenda).toEqual([]);
  });
});

describe('a buyback record', () => {
  let id: string;
  beforeAll(async () => {
    await signInAll('2026-11-21T15:00:00.000Z');
    const res = await buy({ customerName: 'Kept Record' });
    expect(res.statusCode).toBe(201);
    id = res.json().id;
  });

  it('cannot be edited or deleted through the API', async () => {
    for (const method of ['PATCH', 'PUT', 'DELETE'] as const) {
      const res = await asAdmin({
        method,
        url: `/api/device-purchases/${id}`,
        payload: { customerName: 'Changed' },
      });
      expect(res.statusCode).toBe(404);
    }
    const row = await ctx.deps.db
      .selectFrom('device_purchases')
      .select('customer_name')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.customer_name).toBe('Kept Record');
  });

  it('cannot be changed or removed in the database itself, nor can its addenda', async () => {
    await expect(
      sql`UPDATE device_purchases SET customer_name = 'Changed' WHERE id = ${id}`.execute(
        ctx.deps.db,
      ),
    ).rejects.toThrow(BUYBACK_RECORD_KEPT);
    await expect(
      sql`DELETE FROM device_purchases WHERE id = ${id}`.execute(ctx.deps.db),
    ).rejects.toThrow(BUYBACK_RECORD_KEPT);
    const read = await asClerk({ method: 'GET', url: `/api/device-purchases/${id}` });
    expect(read.json().customerName).toBe('Kept Record');
  });

  it('is corrected by a manager with an addendum saying who and why; the record stays', async () => {
    const bad = await asManager({
      method: 'POST',
      url: `/api/device-purchases/${id}/addenda`,
      payload: { part: 'nothing', correction: 'x', reason: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      part: ADDENDUM_MESSAGES.part,
      correction: ADDENDUM_MESSAGES.correction,
      reason: ADDENDUM_MESSAGES.reason,
    });
    const payload = {
      part: 'seller',
      correction: 'The seller’s name is Kemp Record',
      reason: 'Misread the ID at the counter',
    };
    expect(
      (await asClerk({ method: 'POST', url: `/api/device-purchases/${id}/addenda`, payload }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await asOtherManager({
          method: 'POST',
          url: `/api/device-purchases/${id}/addenda`,
          payload,
        })
      ).statusCode,
    ).toBe(404);
    const res = await asManager({
      method: 'POST',
      url: `/api/device-purchases/${id}/addenda`,
      payload,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().customerName).toBe('Kept Record');
    expect(res.json().addenda).toMatchObject([
      { part: 'seller', correction: payload.correction, reason: payload.reason },
    ]);
    const addendum = await ctx.deps.db
      .selectFrom('device_purchase_addenda')
      .select('id')
      .where('purchase_id', '=', id)
      .executeTakeFirstOrThrow();
    await expect(
      sql`DELETE FROM device_purchase_addenda WHERE id = ${addendum.id}`.execute(ctx.deps.db),
    ).rejects.toThrow(BUYBACK_RECORD_KEPT);
    const logged = await ctx.deps.db
      .selectFrom('activity_log')
      .select('action')
      .where('entity_id', '=', id)
      .execute();
    expect(logged.map((l) => l.action)).toContain('buyback.addendum');
  });

  it("outlives its clerk's account, with the clerk's name", async () => {
    const res = await asAdmin({ method: 'DELETE', url: `/api/admin/users/${clerkId}` });
    expect(res.statusCode).toBe(200);
    const read = await asAdmin({ method: 'GET', url: `/api/device-purchases/${id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      customerName: 'Kept Record',
      createdByName: 'Avery Clerk',
    });
  });
});
