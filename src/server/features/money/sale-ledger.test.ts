import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../shared/ids';
import { percentToPpm } from '../../../shared/store-money';
import { buildBuybackForm, multipartBody } from '../../testing/device-factories';
import { createRegionRow, createSignedInUser, createStoreRow } from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';

const ctx = useTestApp();
let asClerk: Call;
let storeId: string;

beforeAll(async () => {
  const region = await createRegionRow(ctx.deps);
  storeId = (await createStoreRow(ctx.deps, region.id)).id;
  // New York City's rate: 8.875 %.
  await ctx.deps.db
    .updateTable('stores')
    .set({ tax_rate_ppm: percentToPpm(8.875) })
    .where('id', '=', storeId)
    .execute();
  asClerk = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId })).cookie,
  );
});

const ledgerOf = (column: 'sale_id' | 'purchase_id', id: string) =>
  ctx.deps.db.selectFrom('payments').selectAll().where(column, '=', id).execute();

const sell = (fields: Record<string, string>) =>
  asClerk({
    method: 'POST',
    url: '/api/device-sales',
    ...multipartBody({
      fields: {
        customerName: 'Bea Buyer',
        deviceBrand: 'Google',
        deviceModel: 'Pixel 8',
        paymentMethod: 'cash',
        ...fields,
      },
      files: {},
    }),
  });

describe('sales and buybacks in the ledger', () => {
  it("taxes a sale at its store's rate, half-up, and takes price + tax in one ledger row", async () => {
    // 8.875 % of $399.99 is $35.499…, so $35.50.
    const res = await sell({ salePrice: '399.99' });
    expect(res.statusCode).toBe(201);
    const sale = res.json();
    expect(sale).toMatchObject({ salePrice: 399.99, tax: 35.5, total: 435.49 });
    const rows = await ledgerOf('sale_id', sale.id);
    expect(rows).toEqual([
      expect.objectContaining({
        store_id: storeId,
        purpose: 'sale',
        kind: 'payment',
        method: 'cash',
        amount_cents: 43549,
        signed_cents: 43549,
        tax_cents: 3550,
        batch_id: sale.id,
        batch_part: 0,
      }),
    ]);
    const read = await asClerk({ method: 'GET', url: `/api/device-sales/${sale.id}` });
    expect(read.json()).toMatchObject({ tax: 35.5, total: 435.49 });
  });

  it('keeps a replayed sale to one ledger row', async () => {
    const id = newId();
    expect((await sell({ id, salePrice: '100' })).statusCode).toBe(201);
    expect((await sell({ id, salePrice: '100' })).statusCode).toBe(200);
    expect(await ledgerOf('sale_id', id)).toHaveLength(1);
  });

  it('writes no ledger row for a sale refused as bad input', async () => {
    const before = await ctx.deps.db.selectFrom('payments').select('id').execute();
    expect((await sell({ salePrice: '-5' })).statusCode).toBe(400);
    expect(await ctx.deps.db.selectFrom('payments').select('id').execute()).toEqual(before);
  });

  it("pays a buyback's seller out of the ledger once, however often it is sent", async () => {
    const id = newId();
    const post = () =>
      asClerk({
        method: 'POST',
        url: '/api/device-purchases',
        ...multipartBody(buildBuybackForm({ id, finalAmount: '180.00', paymentMethod: 'cash' })),
      });
    expect((await post()).statusCode).toBe(201);
    expect((await post()).statusCode).toBe(200);
    expect(await ledgerOf('purchase_id', id)).toEqual([
      expect.objectContaining({
        purpose: 'buyback',
        kind: 'payout',
        method: 'cash',
        amount_cents: 18000,
        signed_cents: -18000,
        tax_cents: 0,
        batch_id: id,
        batch_part: 0,
      }),
    ]);
  });
});
