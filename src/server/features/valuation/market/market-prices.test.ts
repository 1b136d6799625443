import { beforeAll, describe, expect, it } from 'vitest';
import { MARKET_CSV_HEADER, type MarketTableInfo } from '../../../../shared/market-prices';
import type { ValuationResponse } from '../../../../shared/valuation';
import { createRegionRow, createSignedInUser, createStoreRow } from '../../../testing/factories';
import { callAs, useTestApp, type Call } from '../../../testing/harness';
import { shippedRows } from './shipped';

const ctx = useTestApp();
let asAdmin: Call;
let asCeo: Call;
let asManager: Call;
let asAreaManager: Call;
let asClerk: Call;
let storeName: string;

beforeAll(async () => {
  const region = await createRegionRow(ctx.deps);
  const store = await createStoreRow(ctx.deps, region.id);
  storeName = store.storeName;
  const signedIn = async (overrides: Record<string, unknown>) =>
    callAs(ctx.app, (await createSignedInUser(ctx.app, ctx.deps, overrides)).cookie);
  asAdmin = await signedIn({ role: 'admin' });
  asCeo = await signedIn({ role: 'ceo' });
  asManager = await signedIn({ role: 'store_manager', storeId: store.id });
  asAreaManager = await signedIn({ role: 'areamanager', storeIds: [store.id] });
  asClerk = await signedIn({ role: 'store', storeId: store.id });
});

const SOURCE = 'https://www.example.com/prices-2026-11';
const table = (...lines: string[]) => [MARKET_CSV_HEADER.join(','), ...lines].join('\n');
const GOOD_TABLE = table(
  `Apple,iPhone 15,128GB,trade_in,good,350,${SOURCE},2026-11-15`,
  `Apple,iPhone 15,128GB,trade_in,fair,290,${SOURCE},2026-11-15`,
  `Apple,iPhone 15,128GB,resale,good,480,${SOURCE},2026-11-15`,
  `Apple,iPhone 14,128GB,trade_in,good,270,${SOURCE},2026-11-15`,
  `Apple,iPhone 14,128GB,resale,good,390,${SOURCE},2026-11-15`,
);
const info = (call: Call) => call({ method: 'GET', url: '/api/market-prices' });
const importTable = (call: Call, csv: string, fileName?: string) =>
  call({ method: 'POST', url: '/api/market-prices/import', payload: { csv, fileName } });
const value = (call: Call, payload: Record<string, unknown>) =>
  call({ method: 'POST', url: '/api/device-valuation', payload });
const imports = async () =>
  Number(
    (
      await ctx.deps.db
        .selectFrom('market_imports')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the market price table', () => {
  it('is the shipped table until the office imports one, and says its prices are old', async () => {
    const res = await info(asCeo);
    expect(res.statusCode).toBe(200);
    const body = res.json<MarketTableInfo>();
    const shipped = shippedRows();
    expect(body.current).toMatchObject({
      source: 'shipped',
      rows: shipped.length,
      importedAt: null,
      importedBy: null,
    });
    // The shipped prices end months before the test clock's November 2026.
    expect(body.current.stale).toBe(true);
    expect(body.imports).toEqual([]);
  });

  it('values a device from the shipped table, saying the date of its prices', async () => {
    const v = (
      await value(asClerk, {
        brand: 'Apple',
        model: 'iPhone 15',
        condition: 'good',
        storage: '128GB',
      })
    ).json<ValuationResponse>().valuation!;
    expect(v.market).toMatchObject({ source: 'shipped', stale: true });
    expect(v.market.figures).toBeGreaterThan(0);
    expect(v.market.newestObserved).toBe(
      shippedRows().reduce((m, r) => (r.observed > m ? r.observed : m), ''),
    );
  });

  it('refuses a bad file whole, naming each bad line, and stores nothing', async () => {
    const before = await imports();
    const res = await importTable(
      asAdmin,
      table(
        `Apple,iPhone 15,128GB,trade_in,good,350,${SOURCE},2026-11-15`,
        `Apple,iPhone 15,128GB,trade_in,fair,390,${SOURCE},2026-11-15`,
        `Samsung,Galaxy S24 Ultra,64GB,trade_in,good,300,${SOURCE},2026-11-15`,
        `Apple,iPhone 15,128GB,trade_in,good,cheap,${SOURCE},2026-11-15`,
      ),
    );
    expect(res.statusCode).toBe(400);
    const message: string = res.json().fields.csv;
    expect(message).toContain('Line 3: a fair price above the good price of line 2');
    expect(message).toMatch(/Line 4: The Galaxy S24 Ultra was not sold with 64GB/);
    expect(message).toContain('Line 5: Price must be a number of dollars');
    expect(await imports()).toBe(before);
  });

  it('refuses an empty body and a file without the header', async () => {
    expect((await importTable(asAdmin, '')).json().fields.csv).toBe('Choose a CSV file');
    expect((await importTable(asAdmin, 'a,b,c')).json().fields.csv).toMatch(
      /^The first line must be/,
    );
    expect(await imports()).toBe(0);
  });

  it('refuses everyone but the office', async () => {
    for (const call of [asManager, asAreaManager, asClerk]) {
      expect((await info(call)).statusCode).toBe(403);
      expect((await importTable(call, GOOD_TABLE)).statusCode).toBe(403);
      expect((await call({ method: 'GET', url: '/api/market-prices/csv' })).statusCode).toBe(403);
    }
    expect((await info(callAs(ctx.app, undefined))).statusCode).toBe(401);
    expect(await imports()).toBe(0);
  });

  it('makes an imported table the one every valuation prices from, in the activity log', async () => {
    const res = await importTable(asAdmin, GOOD_TABLE, 'november.csv');
    expect(res.statusCode).toBe(200);
    const body = res.json<MarketTableInfo>();
    expect(body.current).toMatchObject({
      source: 'imported',
      rows: 5,
      oldestObserved: '2026-11-15',
      newestObserved: '2026-11-15',
      fileName: 'november.csv',
      stale: false,
    });
    expect(body.imports).toHaveLength(1);
    const v = (
      await value(asClerk, {
        brand: 'Apple',
        model: 'iPhone 15',
        condition: 'good',
        storage: '128GB',
      })
    ).json<ValuationResponse>().valuation!;
    expect(v.storeName).toBe(storeName);
    expect(v.market).toMatchObject({
      source: 'imported',
      newestObserved: '2026-11-15',
      stale: false,
    });
    // Anchored to the imported cash offer: 90% of $350 by default, never above it.
    expect(v.market.tradeIn).toBeGreaterThan(330);
    expect(v.market.tradeIn).toBeLessThan(370);
    expect(v.buybackPrice.recommended).toBeLessThanOrEqual(v.market.tradeIn);
    const logged = await ctx.deps.db
      .selectFrom('activity_log')
      .select(['action', 'entity_id'])
      .where('action', '=', 'market.import')
      .execute();
    expect(logged).toHaveLength(1);
  });

  it('gives the table in use back as CSV, which imports again unchanged', async () => {
    const res = await asCeo({ method: 'GET', url: '/api/market-prices/csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.body.trim().split('\n')).toHaveLength(6);
    const again = await importTable(asCeo, res.body);
    expect(again.statusCode).toBe(200);
    expect(again.json<MarketTableInfo>().current.rows).toBe(5);
    expect(again.json<MarketTableInfo>().imports).toHaveLength(2);
  });

  it("prices a store's offers by its own buyback settings", async () => {
    const payload = { brand: 'Apple', model: 'iPhone 15', condition: 'good', storage: '128GB' };
    const before = (await value(asClerk, payload)).json<ValuationResponse>().valuation!;
    await ctx.deps.db
      .updateTable('stores')
      .set({ buyback_offer_percent: 80 })
      .where('store_name', '=', storeName)
      .execute();
    const after = (await value(asClerk, payload)).json<ValuationResponse>().valuation!;
    expect(after.buybackPrice.recommended).toBeLessThan(before.buybackPrice.recommended);
    expect(after.buybackPrice.recommended).toBe(Math.round((after.market.tradeIn * 0.8) / 5) * 5);
  });
});
