import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../../shared/roles';
import { can } from '../../../shared/policy';
import { TERMS_MAX_CHARS, TERMS_MESSAGES } from '../../../shared/terms';
import { buildBuybackForm, multipartBody } from '../../testing/device-factories';
import { createRegionRow, createSignedInUser, createStoreRow } from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';
import { buildRepairInput } from '../../testing/repair-factories';

const ctx = useTestApp();
let asAdmin: Call;
let asClerk: Call;
let asOtherClerk: Call;
let storeId: string;
let otherStoreId: string;
let regionId: string;

const versionCount = async () =>
  (await ctx.deps.db.selectFrom('terms_versions').select('id').execute()).length;
const publish = (payload: Record<string, unknown>, call: Call = asAdmin) =>
  call({ method: 'POST', url: '/api/terms', payload });
const current = (call: Call, kind: string, store = storeId) =>
  call({ method: 'GET', url: `/api/terms/current?kind=${kind}&storeId=${store}` });

beforeAll(async () => {
  const region = await createRegionRow(ctx.deps);
  regionId = region.id;
  storeId = (await createStoreRow(ctx.deps, region.id)).id;
  otherStoreId = (await createStoreRow(ctx.deps, region.id)).id;
  const signIn = async (role: Role, store?: string) =>
    callAs(
      ctx.app,
      (await createSignedInUser(ctx.app, ctx.deps, { role, ...(store ? { storeId: store } : {}) }))
        .cookie,
    );
  asAdmin = await signIn('admin');
  asClerk = await signIn('store', storeId);
  asOtherClerk = await signIn('store', otherStoreId);
});

describe('the chain terms', () => {
  it('starts with version 1 of each kind, the repair terms the app printed before', async () => {
    for (const kind of ['repair', 'sale', 'buyback']) {
      const res = await current(asClerk, kind);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ kind, version: 1, storeId: null });
    }
    expect((await current(asClerk, 'repair')).json().body).toMatch(/^Diagnosis: the estimate/);
    expect((await current(asClerk, 'buyback')).json().body).toMatch(/right to sell it/);
  });

  it('lets a clerk read only the terms of a store within reach', async () => {
    const res = await current(asOtherClerk, 'repair', storeId);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.storeId).toBe('Store not found');
    const own = await asOtherClerk({ method: 'GET', url: '/api/terms/current?kind=sale' });
    expect(own.statusCode).toBe(200);
  });

  it.each([
    ['blank terms', { kind: 'repair', body: ' \n  \n' }, 'body', TERMS_MESSAGES.empty],
    ['no terms', { kind: 'repair' }, 'body', TERMS_MESSAGES.empty],
    [
      'terms too long',
      { kind: 'repair', body: 'x'.repeat(TERMS_MAX_CHARS + 1) },
      'body',
      TERMS_MESSAGES.tooLong,
    ],
    ['an unknown kind', { kind: 'warranty', body: 'Some terms' }, 'kind', TERMS_MESSAGES.kind],
    [
      'the chain going back to itself',
      { kind: 'repair', useChainTerms: true },
      'storeId',
      TERMS_MESSAGES.chainHasNoChainTerms,
    ],
    [
      'an unknown store',
      { kind: 'repair', body: 'Some terms', storeId: 'no-such-store' },
      'storeId',
      'Store not found',
    ],
  ])('refuses %s with a message and stores nothing', async (_label, payload, field, message) => {
    const before = await versionCount();
    const res = await publish(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(await versionCount()).toBe(before);
  });

  it('is published by the office only', async () => {
    for (const role of ROLES.filter((r) => !can(r, 'org.manage'))) {
      const reach = {
        store: { storeId },
        store_manager: { storeId },
        areamanager: { storeIds: [storeId] },
        regionalmanager: { regionIds: [regionId] },
      }[role as string];
      const user = await createSignedInUser(ctx.app, ctx.deps, { role, ...reach });
      const before = await versionCount();
      const res = await publish({ kind: 'repair', body: 'Mine now' }, callAs(ctx.app, user.cookie));
      expect(res.statusCode, role).toBe(403);
      expect(await versionCount()).toBe(before);
      const history = await callAs(
        ctx.app,
        user.cookie,
      )({ method: 'GET', url: '/api/terms?kind=repair' });
      expect(history.statusCode, role).toBe(403);
    }
  });

  it('gives a store its own terms over the chain, until it goes back to them', async () => {
    const chain = await publish({
      kind: 'sale',
      body: 'Chain sale terms v2\r\n\r\n  Second line ',
    });
    expect(chain.statusCode).toBe(201);
    expect(chain.json()).toMatchObject({
      version: 2,
      storeId: null,
      body: 'Chain sale terms v2\nSecond line',
    });

    const own = await publish({ kind: 'sale', storeId, body: 'Buckhead sale terms' });
    expect(own.json()).toMatchObject({ version: 1, storeId, body: 'Buckhead sale terms' });
    expect((await current(asClerk, 'sale')).json()).toMatchObject({
      storeId,
      version: 1,
      body: 'Buckhead sale terms',
    });
    expect((await current(asOtherClerk, 'sale', otherStoreId)).json()).toMatchObject({
      storeId: null,
      version: 2,
    });

    const back = await publish({ kind: 'sale', storeId, useChainTerms: true });
    expect(back.json()).toMatchObject({ version: 2, storeId, body: null });
    expect((await current(asClerk, 'sale')).json()).toMatchObject({ storeId: null, version: 2 });
    const again = await publish({ kind: 'sale', storeId, useChainTerms: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(TERMS_MESSAGES.storeHasNoOverride);

    const history = await asAdmin({
      method: 'GET',
      url: `/api/terms?kind=sale&storeId=${storeId}`,
    });
    expect(history.json().map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const chainHistory = await asAdmin({ method: 'GET', url: '/api/terms?kind=sale' });
    expect(chainHistory.json()).toHaveLength(2);
  });

  it('numbers versions published at the same moment once each, or asks to publish again', async () => {
    const answers = await Promise.all(
      ['At once A', 'At once B', 'At once C'].map((body) =>
        publish({ kind: 'repair', storeId: otherStoreId, body }),
      ),
    );
    for (const res of answers) expect([201, 409]).toContain(res.statusCode);
    const refused = answers.filter((res) => res.statusCode === 409);
    for (const res of refused) expect(res.json().error).toBe(TERMS_MESSAGES.publishedMeanwhile);
    const versions = answers
      .filter((res) => res.statusCode === 201)
      .map((res) => res.json().version);
    expect(new Set(versions).size).toBe(versions.length);
    const history = await asAdmin({
      method: 'GET',
      url: `/api/terms?kind=repair&storeId=${otherStoreId}`,
    });
    expect(history.json()).toHaveLength(versions.length);
  });

  it('logs every publish', async () => {
    const res = await publish({
      kind: 'buyback',
      storeId: otherStoreId,
      body: 'Dallas buyback terms',
    });
    const logged = await ctx.deps.db
      .selectFrom('activity_log')
      .selectAll()
      .where('action', '=', 'terms.publish')
      .where('entity_id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(logged.store_id).toBe(otherStoreId);
    expect(JSON.parse(logged.details!)).toMatchObject({ kind: 'buyback', version: 1 });
  });
});

describe('records keep the terms their customer signed', () => {
  it('reprints a repair with the version signed, not the one published since', async () => {
    const v1 = (await current(asClerk, 'repair')).json();
    const created = await asClerk({
      method: 'POST',
      url: '/api/repair-waivers',
      payload: buildRepairInput({ termsVersionId: v1.id }),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().terms).toEqual(v1);
    // Sent without a version (an older client): it keeps what applied then.
    const unnamed = await asClerk({
      method: 'POST',
      url: '/api/repair-waivers',
      payload: buildRepairInput(),
    });
    expect(unnamed.json().terms).toEqual(v1);

    const v2 = await publish({ kind: 'repair', body: 'New repair terms, version 2' });
    expect(v2.json().version).toBe(2);
    for (const id of [created.json().id, unnamed.json().id]) {
      const detail = await asClerk({ method: 'GET', url: `/api/waivers/${id}` });
      expect(detail.json().waiver.terms).toMatchObject({ version: 1, body: v1.body });
    }
    // Made offline while version 1 was shown, sent after version 2: it keeps version 1.
    const late = await asClerk({
      method: 'POST',
      url: '/api/repair-waivers',
      payload: buildRepairInput({ termsVersionId: v1.id }),
    });
    expect(late.json().terms.version).toBe(1);
    const now = await asClerk({
      method: 'POST',
      url: '/api/repair-waivers',
      payload: buildRepairInput(),
    });
    expect(now.json().terms).toMatchObject({ version: 2, body: 'New repair terms, version 2' });
  });

  it("refuses terms of another kind or another store's own", async () => {
    const repairTerms = (await current(asClerk, 'repair')).json();
    const dallas = await publish({
      kind: 'repair',
      storeId: otherStoreId,
      body: 'Dallas repair terms',
    });
    const repairs = async () =>
      (await ctx.deps.db.selectFrom('repair_waivers').select('id').execute()).length;
    const before = await repairs();
    const wrongStore = await asClerk({
      method: 'POST',
      url: '/api/repair-waivers',
      payload: buildRepairInput({ termsVersionId: dallas.json().id }),
    });
    expect(wrongStore.statusCode).toBe(400);
    expect(wrongStore.json().fields.termsVersionId).toBe(TERMS_MESSAGES.wrongVersion);
    expect(await repairs()).toBe(before);

    const wrongKind = await asClerk({
      method: 'POST',
      url: '/api/device-purchases',
      ...multipartBody(buildBuybackForm({ termsVersionId: repairTerms.id })),
    });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().fields.termsVersionId).toBe(TERMS_MESSAGES.wrongVersion);
  });

  it('keeps the sale and buyback terms with their records', async () => {
    const buybackTerms = (await current(asClerk, 'buyback')).json();
    const bought = await asClerk({
      method: 'POST',
      url: '/api/device-purchases',
      ...multipartBody(buildBuybackForm({ termsVersionId: buybackTerms.id })),
    });
    expect(bought.statusCode).toBe(201);
    expect(bought.json().terms).toEqual(buybackTerms);

    const saleTerms = (await current(asClerk, 'sale')).json();
    const sold = await asClerk({
      method: 'POST',
      url: '/api/device-sales',
      ...multipartBody({
        fields: {
          customerName: 'Bea Buyer',
          deviceBrand: 'Apple',
          deviceModel: 'iPhone 13',
          salePrice: '399.00',
          paymentMethod: 'card',
          termsVersionId: saleTerms.id,
        },
        files: {},
      }),
    });
    expect(sold.statusCode).toBe(201);
    await publish({ kind: 'sale', body: 'Sale terms published after the sale' });
    const receipt = await asClerk({ method: 'GET', url: `/api/device-sales/${sold.json().id}` });
    expect(receipt.json().terms).toEqual(saleTerms);
    const bill = await asClerk({ method: 'GET', url: `/api/device-purchases/${bought.json().id}` });
    expect(bill.json().terms).toEqual(buybackTerms);
  });
});
