import { beforeAll, describe, expect, it } from 'vitest';
import type { StockItem } from '../../../shared/stock';
import { createPurchaseRow } from '../../testing/device-factories';
import { createRegionRow, createSignedInUser, createStoreRow } from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';

/** The stock list of one chosen store (the stock screen's store picker), within the caller's reach. */
const ctx = useTestApp();
let north: string;
let south: string;
let asAdmin: Call;
let asNorthClerk: Call;
const bought: Record<'north' | 'south', string> = { north: '', south: '' };

beforeAll(async () => {
  const region = await createRegionRow(ctx.deps);
  north = (await createStoreRow(ctx.deps, region.id)).id;
  south = (await createStoreRow(ctx.deps, region.id)).id;
  bought.north = (await createPurchaseRow(ctx.deps, north)).stockItemId!;
  bought.south = (await createPurchaseRow(ctx.deps, south)).stockItemId!;
  asAdmin = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'admin' })).cookie,
  );
  asNorthClerk = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId: north })).cookie,
  );
});

const ids = async (call: Call, query: string) =>
  (await call({ method: 'GET', url: `/api/stock?${query}` })).json<StockItem[]>().map((s) => s.id);

describe('GET /api/stock?storeId=', () => {
  it("lists only the chosen store's devices for the office, and every store's without it", async () => {
    expect(await ids(asAdmin, `storeId=${south}`)).toEqual([bought.south]);
    expect(await ids(asAdmin, `storeId=${north}`)).toEqual([bought.north]);
    const all = await ids(asAdmin, '');
    expect(all).toEqual(expect.arrayContaining([bought.north, bought.south]));
  });

  it("refuses a store outside the caller's reach", async () => {
    const res = await asNorthClerk({ method: 'GET', url: `/api/stock?storeId=${south}` });
    expect(res.statusCode).toBe(403);
    expect(await ids(asNorthClerk, '')).toEqual([bought.north]);
  });
});
