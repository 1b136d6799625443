import { beforeAll, describe, expect, it } from 'vitest';
import { INVENTORY_MESSAGES as M, type CatalogItem } from '../../../shared/inventory';
import { createRegionRow, createSignedInUser, createStoreRow } from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';

const ctx = useTestApp();
let asOffice: Call;
let asClerk: Call;
let asManager: Call;

beforeAll(async () => {
  const region = await createRegionRow(ctx.deps);
  const storeId = (await createStoreRow(ctx.deps, region.id)).id;
  const signedIn = async (overrides: Record<string, unknown>) =>
    callAs(ctx.app, (await createSignedInUser(ctx.app, ctx.deps, overrides)).cookie);
  asOffice = await signedIn({ role: 'admin' });
  asClerk = await signedIn({ role: 'store', storeId });
  asManager = await signedIn({ role: 'store_manager', storeId });
});

let skuCount = 0;
const item = (overrides: Record<string, unknown> = {}) => {
  skuCount += 1;
  return {
    sku: `SCR-${skuCount}`,
    name: 'iPhone 13 Screen (OLED)',
    kind: 'part',
    cost: '42.50',
    price: 129,
    barcode: `0190${skuCount}00001`,
    fits: [{ brand: 'apple', model: 'iphone 13' }],
    ...overrides,
  };
};
const create = (body: Record<string, unknown>, call = asOffice) =>
  call({ method: 'POST', url: '/api/catalog-items', payload: body });
const count = async (table: 'catalog_items' | 'catalog_item_fits' | 'activity_log') =>
  (
    await ctx.deps.db
      .selectFrom(table)
      .select('id' as never)
      .execute()
  ).length;

describe('catalogue items', () => {
  it('lets the office add an item, filed under the device catalogue names, and logs it', async () => {
    const res = await create(item({ name: 'Galaxy Case' }));
    expect(res.statusCode).toBe(201);
    const saved = res.json<CatalogItem>();
    expect(saved).toMatchObject({
      name: 'Galaxy Case',
      kind: 'part',
      cost: 42.5,
      price: 129,
      taxed: true,
      active: true,
      fits: [{ brand: 'Apple', model: 'iPhone 13' }],
    });
    const row = await ctx.deps.db
      .selectFrom('catalog_items')
      .select('name_key')
      .where('id', '=', saved.id)
      .executeTakeFirstOrThrow();
    expect(row.name_key).toBe('galaxy case');
    const log = await ctx.deps.db
      .selectFrom('activity_log')
      .select(['action', 'entity_id'])
      .where('entity_id', '=', saved.id)
      .execute();
    expect(log).toEqual([{ action: 'catalog.create', entity_id: saved.id }]);
    const read = await asClerk({ method: 'GET', url: `/api/catalog-items/${saved.id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(saved);
  });

  it('refuses store roles (403) and stores nothing', async () => {
    const before = await count('catalog_items');
    for (const call of [asClerk, asManager]) {
      expect((await create(item(), call)).statusCode).toBe(403);
      const csv = 'sku,name,kind,cost,price\nX-1,Case,accessory,1,2';
      const res = await call({
        method: 'POST',
        url: '/api/catalog-items/import',
        payload: { csv },
      });
      expect(res.statusCode).toBe(403);
    }
    expect(await count('catalog_items')).toBe(before);
  });

  it('refuses a taken SKU or barcode, an unknown model and bad money on their fields', async () => {
    const first = item();
    expect((await create(first)).statusCode).toBe(201);
    const before = await count('catalog_items');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ sku: first.sku }, 'sku', M.skuTaken],
      [{ barcode: first.barcode }, 'barcode', M.barcodeTaken],
      [
        { fits: [{ brand: 'Apple', model: 'iPhone 99' }] },
        'fits.0',
        M.unknownModel('Apple iPhone 99'),
      ],
      [{ price: -1 }, 'price', M.price],
      [{ sku: 'has space' }, 'sku', M.sku],
      [{ kind: 'gadget' }, 'kind', M.kind],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await create(item(overrides));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fields[field]).toBe(message);
    }
    expect(await count('catalog_items')).toBe(before);
  });

  it('gives a SKU to one of two items created at once; the other is told it is taken', async () => {
    const body = item();
    const results = await Promise.all([create(body), create({ ...body, barcode: '' })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(results.find((r) => r.statusCode === 400)!.json().fields.sku).toBe(M.skuTaken);
  });

  it('updates an item and lists it by name, exact SKU first', async () => {
    const a = (await create(item({ name: 'Battery for iPhone 13' }))).json<CatalogItem>();
    const b = (await create(item({ name: 'Charger', sku: 'BATTERY' }))).json<CatalogItem>();
    const res = await asOffice({
      method: 'PUT',
      url: `/api/catalog-items/${a.id}`,
      payload: item({ sku: a.sku, barcode: a.barcode, name: 'Battery iPhone 13', price: 59 }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<CatalogItem>().price).toBe(59);
    const list = await asClerk({ method: 'GET', url: '/api/catalog-items?search=BATTERY' });
    expect(list.json<CatalogItem[]>().map((i) => i.id)).toEqual([b.id, a.id]);
    const taken = await asOffice({
      method: 'PUT',
      url: `/api/catalog-items/${a.id}`,
      payload: item({ sku: 'BATTERY' }),
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fields.sku).toBe(M.skuTaken);
  });
});

describe('an item two office people edit at once (issue 37)', () => {
  it('refuses the older form with who changed it and when, and the item now', async () => {
    const opened = (await create(item({ name: 'Case for iPhone 15' }))).json<CatalogItem>();
    ctx.clock.advance(60_000);
    const base = { sku: opened.sku, barcode: opened.barcode, version: opened.updatedAt };
    const first = await asOffice({
      method: 'PUT',
      url: `/api/catalog-items/${opened.id}`,
      payload: item({ ...base, name: 'Case for iPhone 15', price: 35 }),
    });
    expect(first.statusCode).toBe(200);
    const stale = await asOffice({
      method: 'PUT',
      url: `/api/catalog-items/${opened.id}`,
      payload: item({ ...base, name: 'Case for iPhone 15', price: 25 }),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_EDIT', current: { price: 35 } });
    expect(stale.json().error).toMatch(/ changed this item at \d{1,2}:\d{2} [AP]M UTC\./);
  });
});

describe('POST /api/catalog-items/import', () => {
  const post = (csv: string) =>
    asOffice({ method: 'POST', url: '/api/catalog-items/import', payload: { csv } });

  it('adds new SKUs and updates known ones, with their fits', async () => {
    const known = (await create(item())).json<CatalogItem>();
    const csv = [
      'sku,name,kind,cost,price,taxed,barcode,fits',
      `${known.sku},Renamed screen,part,40,120,yes,,Apple iPhone 13;Apple iPhone 13 Pro`,
      'CASE-1,"Clear case, slim",accessory,3.5,19.99,no,4006381333931,',
    ].join('\n');
    const res = await post(csv);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ created: 1, updated: 1 });
    const updated = (
      await asClerk({ method: 'GET', url: `/api/catalog-items/${known.id}` })
    ).json<CatalogItem>();
    expect(updated).toMatchObject({ name: 'Renamed screen', price: 120, barcode: null });
    expect(updated.fits.map((f) => f.model)).toEqual(['iPhone 13', 'iPhone 13 Pro']);
    const found = (
      await asClerk({ method: 'GET', url: '/api/catalog-items?search=4006381333931' })
    ).json<CatalogItem[]>();
    expect(found[0]).toMatchObject({ sku: 'CASE-1', name: 'Clear case, slim', taxed: false });
  });

  it('refuses the whole file naming every bad line, and stores nothing', async () => {
    const before = [await count('catalog_items'), await count('activity_log')];
    const csv = [
      'sku,name,kind,cost,price,taxed,barcode,fits',
      'OK-1,Fine item,part,1,2,yes,,',
      'BAD-1,,part,1,2,yes,,',
      'OK-1,Again,part,1,2,yes,,',
      'BAD-2,Phone glass,part,1,2,yes,,Apple iPhone 99',
    ].join('\n');
    const res = await post(csv);
    expect(res.statusCode).toBe(400);
    const message = res.json().error as string;
    expect(message).toContain(M.csvLine(3, M.name));
    expect(message).toContain(M.csvLine(4, M.csvDuplicate));
    expect(message).toContain(M.csvLine(5, M.unknownModel('Apple iPhone 99')));
    expect(message).not.toContain('Line 2');
    expect([await count('catalog_items'), await count('activity_log')]).toEqual(before);
  });

  it('refuses a file without the header or without items', async () => {
    expect((await post('name,sku\nA,B')).json().error).toBe(M.csvHeader);
    expect((await post('sku,name,kind,cost,price\n')).json().error).toBe(M.csvEmpty);
  });
});
