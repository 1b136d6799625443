import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STORE_MONEY, STORE_MONEY_MESSAGES } from '../../../shared/store-money';
import { buildStoreInput, createRegionRow, createSignedInUser } from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';

const ctx = useTestApp();
let asAdmin: Call;
let regionId: string;

beforeAll(async () => {
  asAdmin = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'admin' })).cookie,
  );
  regionId = (await createRegionRow(ctx.deps)).id;
});

const moneyRow = (id: string) =>
  ctx.deps.db
    .selectFrom('stores')
    .select([
      'tax_rate_ppm',
      'approval_limit_percent',
      'approval_limit_cents',
      'refund_limit_cents',
      'warranty_days',
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe("a store's money settings", () => {
  let storeId: string;

  it('start at the defaults for a new store', async () => {
    const res = await asAdmin({
      method: 'POST',
      url: '/api/stores',
      payload: buildStoreInput(regionId),
    });
    expect(res.statusCode).toBe(201);
    storeId = res.json().id;
    expect(res.json()).toMatchObject({
      taxRate: 0,
      approvalLimitPercent: DEFAULT_STORE_MONEY.approvalLimitPercent,
      approvalLimitAmount: DEFAULT_STORE_MONEY.approvalLimitCents / 100,
      refundLimit: DEFAULT_STORE_MONEY.refundLimitCents / 100,
      warrantyDays: DEFAULT_STORE_MONEY.warrantyDays,
      buybackOfferPercent: DEFAULT_STORE_MONEY.buybackOfferPercent,
      buybackMarginPercent: DEFAULT_STORE_MONEY.buybackMarginPercent,
    });
  });

  it('are set on create, kept exactly (a rate in parts per million) and read back', async () => {
    const res = await asAdmin({
      method: 'POST',
      url: '/api/stores',
      payload: buildStoreInput(regionId, {
        taxRate: 8.875,
        approvalLimitPercent: 15,
        approvalLimitAmount: '25.00',
        refundLimit: 75,
        warrantyDays: 30,
      }),
    });
    expect(res.statusCode).toBe(201);
    expect(await moneyRow(res.json().id)).toEqual({
      tax_rate_ppm: 88_750,
      approval_limit_percent: 15,
      approval_limit_cents: 2500,
      refund_limit_cents: 7500,
      warranty_days: 30,
    });
    const listed = (await asAdmin({ method: 'GET', url: '/api/stores' }))
      .json<{ id: string; taxRate: number }[]>()
      .find((s) => s.id === res.json().id);
    expect(listed).toMatchObject({ taxRate: 8.875 });
  });

  it('change on update, and the activity log names the fields changed', async () => {
    const res = await asAdmin({
      method: 'PATCH',
      url: `/api/stores/${storeId}`,
      payload: { taxRate: 7.25, refundLimit: 100, warrantyDays: 180 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ taxRate: 7.25, refundLimit: 100, warrantyDays: 180 });
    expect(await moneyRow(storeId)).toMatchObject({
      tax_rate_ppm: 72_500,
      refund_limit_cents: 10_000,
      warranty_days: 180,
      approval_limit_percent: DEFAULT_STORE_MONEY.approvalLimitPercent,
    });
    const logged = await ctx.deps.db
      .selectFrom('activity_log')
      .select('details')
      .where('action', '=', 'store.update')
      .where('entity_id', '=', storeId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(logged.details!).fields).toEqual(['taxRate', 'refundLimit', 'warrantyDays']);
  });

  it('include how close buyback offers come to the market and the resale margin', async () => {
    const res = await asAdmin({
      method: 'PATCH',
      url: `/api/stores/${storeId}`,
      payload: { buybackOfferPercent: 85, buybackMarginPercent: 30 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ buybackOfferPercent: 85, buybackMarginPercent: 30 });
    const row = await ctx.deps.db
      .selectFrom('stores')
      .select(['buyback_offer_percent', 'buyback_margin_percent'])
      .where('id', '=', storeId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ buyback_offer_percent: 85, buyback_margin_percent: 30 });
  });

  it.each([
    [{ taxRate: 30 }, 'taxRate', STORE_MONEY_MESSAGES.taxRate],
    [{ taxRate: 8.12345 }, 'taxRate', STORE_MONEY_MESSAGES.taxRate],
    [{ approvalLimitPercent: 10.5 }, 'approvalLimitPercent', STORE_MONEY_MESSAGES.approvalPercent],
    [{ approvalLimitAmount: -1 }, 'approvalLimitAmount', STORE_MONEY_MESSAGES.approvalAmount],
    [{ refundLimit: 'lots' }, 'refundLimit', STORE_MONEY_MESSAGES.refundLimit],
    [{ warrantyDays: 1000 }, 'warrantyDays', STORE_MONEY_MESSAGES.warrantyDays],
    [{ buybackOfferPercent: 40 }, 'buybackOfferPercent', STORE_MONEY_MESSAGES.buybackOfferPercent],
    [{ buybackOfferPercent: 101 }, 'buybackOfferPercent', STORE_MONEY_MESSAGES.buybackOfferPercent],
    [
      { buybackMarginPercent: 12.5 },
      'buybackMarginPercent',
      STORE_MONEY_MESSAGES.buybackMarginPercent,
    ],
    [
      { buybackMarginPercent: 61 },
      'buybackMarginPercent',
      STORE_MONEY_MESSAGES.buybackMarginPercent,
    ],
  ])('refuse %j with the field’s message and change nothing', async (payload, field, message) => {
    const before = await moneyRow(storeId);
    const res = await asAdmin({ method: 'PATCH', url: `/api/stores/${storeId}`, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(await moneyRow(storeId)).toEqual(before);
  });
});
