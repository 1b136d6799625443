import { beforeAll, describe, expect, it } from 'vitest';
import { maxOffer, type ValuationResponse } from '../../../shared/valuation';
import { createPurchaseRow, createSaleRow } from '../../testing/device-factories';
import { createRegionRow, createSignedInUser, createStoreRow } from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';

const ctx = useTestApp();
let asClerk: Call;
let asSamsungClerk: Call;
let asAdmin: Call;
let storeName: string;

beforeAll(async () => {
  const region = await createRegionRow(ctx.deps);
  const store = await createStoreRow(ctx.deps, region.id);
  storeName = store.storeName;
  const samsungStore = await createStoreRow(ctx.deps, region.id, { brand: 'Samsung' });
  asClerk = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId: store.id })).cookie,
  );
  asSamsungClerk = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId: samsungStore.id }))
      .cookie,
  );
  asAdmin = callAs(ctx.app, (await createSignedInUser(ctx.app, ctx.deps)).cookie);
  // Comparables of the iPhone 14 128GB in another store: prices are read chain-wide, for the
  // same model and storage only.
  const bought = [];
  for (const amount of ['240.00', '260.00', '250.00'])
    bought.push(
      await createPurchaseRow(ctx.deps, samsungStore.id, {
        deviceBrand: 'Apple',
        deviceModel: 'iPhone 14',
        storage: '128GB',
        finalAmount: amount,
      }),
    );
  await createPurchaseRow(ctx.deps, samsungStore.id, {
    deviceBrand: 'Apple',
    deviceModel: 'iPhone 14',
    storage: '512GB',
    finalAmount: '400.00',
  });
  await createSaleRow(ctx.deps, samsungStore.id, {
    stockItemId: bought[0]!.stockItemId!,
    condition: 'good',
    salePrice: '420',
  });
});

const value = (call: Call, payload: Record<string, unknown>) =>
  call({ method: 'POST', url: '/api/device-valuation', payload });

describe('POST /api/device-valuation', () => {
  it('names the missing model and condition', async () => {
    const res = await value(asClerk, { brand: 'Apple' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      model: 'Model is required',
      condition: 'Condition is required',
    });
  });

  it('refuses a storage size the model never shipped with, naming the sizes it had', async () => {
    const res = await value(asClerk, {
      brand: 'samsung',
      model: 'galaxy s24 ultra',
      condition: 'good',
      storage: '64GB',
    });
    expect(res.statusCode).toBe(400);
    const message = 'The Galaxy S24 Ultra was not sold with 64GB: choose 256GB, 512GB or 1TB';
    expect(res.json()).toMatchObject({ error: message, fields: { storage: message } });
  });

  it("checks the storage against a store user's brand from the account, not the one sent", async () => {
    const res = await value(asSamsungClerk, {
      brand: 'Apple',
      model: 'Galaxy S24 Ultra',
      condition: 'good',
      storage: '128GB',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.storage).toBe(
      'The Galaxy S24 Ultra was not sold with 128GB: choose 256GB, 512GB or 1TB',
    );
  });

  it('values a size the model shipped with, and any size of a model without known sizes', async () => {
    for (const payload of [
      { brand: 'Samsung', model: 'Galaxy S24 Ultra', condition: 'good', storage: '1TB' },
      { brand: 'Xiaomi', model: 'Redmi Mystery', condition: 'good', storage: '32GB' },
    ]) {
      const res = await value(asAdmin, payload);
      expect(res.statusCode, payload.model).toBe(200);
    }
  });

  it('values a device whose brand or model is named like an inherited property as unknown', async () => {
    for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      for (const payload of [
        { brand: key, model: 'iPhone 13', condition: 'good' },
        { brand: 'Apple', model: key, condition: 'good' },
      ]) {
        const res = await value(asAdmin, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(200);
        const v = res.json<ValuationResponse>().valuation!;
        expect(Number.isFinite(v.buybackPrice.recommended), key).toBe(true);
        expect(v.buybackPrice.recommended, key).toBeGreaterThan(0);
      }
    }
  });

  it('refuses a signed-out caller', async () => {
    const res = await value(callAs(ctx.app, undefined), {
      brand: 'Apple',
      model: 'iPhone 14',
      condition: 'good',
    });
    expect(res.statusCode).toBe(401);
  });

  it("fixes a store user's store from the account, whatever the form sent", async () => {
    const res = await value(asClerk, {
      storeName: 'Somebody else',
      brand: 'Apple',
      model: 'iPhone 13',
      condition: 'good',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<ValuationResponse>().valuation).toMatchObject({
      storeName,
      brand: 'Apple',
    });
  });

  it('fixes the brand of a store that trades one device brand', async () => {
    const res = await value(asSamsungClerk, {
      brand: 'Apple',
      model: 'Galaxy S23',
      condition: 'good',
    });
    expect(res.json<ValuationResponse>().valuation).toMatchObject({
      brand: 'Samsung',
      model: 'Galaxy S23',
    });
  });

  it('values a model without comparables from the market alone', async () => {
    const res = await value(asAdmin, {
      storeName: 'Head office',
      brand: 'Apple',
      model: 'iPhone 13',
      condition: 'good',
      storage: '128GB',
    });
    const body = res.json<ValuationResponse>();
    expect(body).toMatchObject({ success: true, error: null });
    const v = body.valuation!;
    expect(v.storeName).toBe('Head office');
    expect(v.comparables).toMatchObject({ count: 0, buybacks: 0, sales: 0, windowDays: 90 });
    expect(v.confidence).toBeLessThan(0.8);
    expect(v.market.figures).toBeGreaterThan(0);
    expect(v.factors[0]!.label).toBe('Used resale, good, 128GB');
    expect(v.factors.some((f) => f.label.startsWith('Chain sales'))).toBe(false);
    expect(v.marketTrends).toMatch(/no buybacks or sales of the iPhone 13 in the last 90 days/);
    expect(v.recommendation).toContain(`$${v.buybackPrice.recommended}`);
    expect(v.narrativeSource).toBe('local');
  });

  it("blends in the chain's recent buybacks and sales of the same model", async () => {
    const payload = { brand: 'apple', model: 'iphone 14', condition: 'good', storage: '128GB' };
    const v = (await value(asClerk, payload)).json<ValuationResponse>().valuation!;
    expect(v.comparables).toMatchObject({
      count: 4,
      buybacks: 3,
      sales: 1,
      averageBuyback: 250,
      averageSale: 420,
    });
    expect(v.factors.find((f) => f.label === 'Chain sales (1)')).toBeDefined();
    expect(v.confidence).toBeGreaterThan(0.6);
    expect(v.marketTrends).toContain('3 buybacks (average $250 paid) and 1 sale (average $420)');
    expect(v.recommendation).toContain(`$${maxOffer(v)}`);
  });

  it('recommends an offer the clerk may make without approval, and says what needs it', async () => {
    const models = ['iPhone 14', 'iPhone 13', 'iPhone 11', 'Galaxy S21', 'Pixel 6 Pro'];
    for (const model of models) {
      for (const condition of ['excellent', 'fair', 'broken'] as const) {
        const brand = model.startsWith('iPhone')
          ? 'Apple'
          : model.startsWith('Galaxy')
            ? 'Samsung'
            : 'Google';
        const v = (await value(asAdmin, { brand, model, condition })).json<ValuationResponse>()
          .valuation!;
        const { recommended, aiSuggested, max } = v.buybackPrice;
        expect(recommended, `${model} ${condition}`).toBeLessThanOrEqual(maxOffer(v));
        expect(aiSuggested).toBeLessThanOrEqual(max);
        expect(v.recommendation).toContain(
          `Offer $${recommended}. You may go up to $${maxOffer(v)} without approval; above that, up to $${aiSuggested}, confirm with the Area Manager.`,
        );
      }
    }
  });
});
