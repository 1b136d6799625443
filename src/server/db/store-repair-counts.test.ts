import { beforeAll, describe, expect, it } from 'vitest';
import type { RepairWaiver } from '../../shared/repairs';
import { createRegionRow, createSignedInUser, createStoreRow } from '../testing/factories';
import { callAs, useTestApp, type Call } from '../testing/harness';
import { buildRepairInput } from '../testing/repair-factories';

// The dashboard's repair total comes from these counts (migration 014): they must equal counting
// the repairs, whatever wrote them.
const ctx = useTestApp();
let storeA: string;
let storeB: string;
let asClerkA: Call;
let asClerkB: Call;

const kept = async () =>
  Object.fromEntries(
    (await ctx.deps.db.selectFrom('store_repair_counts').selectAll().execute()).map((r) => [
      r.store_id,
      Number(r.repairs),
    ]),
  );
const counted = async () =>
  Object.fromEntries(
    (
      await ctx.deps.db
        .selectFrom('repair_waivers')
        .select(['store_id', (eb) => eb.fn.countAll<number | string>().as('n')])
        .groupBy('store_id')
        .execute()
    ).map((r) => [r.store_id, Number(r.n)]),
  );
const checkIn = async (call: Call): Promise<RepairWaiver> => {
  const res = await call({
    method: 'POST',
    url: '/api/repair-waivers',
    payload: buildRepairInput(),
  });
  expect(res.statusCode).toBe(201);
  return res.json();
};

beforeAll(async () => {
  const region = await createRegionRow(ctx.deps);
  storeA = (await createStoreRow(ctx.deps, region.id)).id;
  storeB = (await createStoreRow(ctx.deps, region.id)).id;
  asClerkA = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId: storeA })).cookie,
  );
  asClerkB = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId: storeB })).cookie,
  );
});

describe("each store's kept repair count", () => {
  it('follows check-ins, a repair moved to another store and a repair removed', async () => {
    const [first, second] = [await checkIn(asClerkA), await checkIn(asClerkA)];
    await checkIn(asClerkA);
    await checkIn(asClerkB);
    expect(await kept()).toEqual({ [storeA]: 3, [storeB]: 1 });

    await ctx.deps.db
      .updateTable('repair_waivers')
      .set({ store_id: storeB, ticket_number: 990_001 })
      .where('id', '=', first!.id)
      .execute();
    expect(await kept()).toEqual({ [storeA]: 2, [storeB]: 2 });

    await ctx.deps.db.deleteFrom('repair_waivers').where('id', '=', second!.id).execute();
    expect(await kept()).toEqual({ [storeA]: 1, [storeB]: 2 });
    expect(await kept()).toEqual(await counted());
  });

  it('is not moved by a status change', async () => {
    const w = await checkIn(asClerkB);
    const before = await kept();
    const res = await asClerkB({
      method: 'PUT',
      url: `/api/repair-waivers/${w.id}/status`,
      payload: { status: 'completed' },
    });
    expect(res.statusCode).toBe(200);
    expect(await kept()).toEqual(before);
    expect(before).toEqual(await counted());
  });
});
