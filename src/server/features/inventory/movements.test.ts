import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../shared/ids';
import { writeTransaction } from '../../db/group-commit';
import { HttpError } from '../../lib/http-error';
import { createRegionRow, createStoreRow } from '../../testing/factories';
import { useTestApp } from '../../testing/harness';
import { createItemRow } from '../../testing/inventory-factories';
import { moveStock, releaseStock, reserveStock } from './service';

const ctx = useTestApp();
let stores: string[];

beforeAll(async () => {
  const region = await createRegionRow(ctx.deps);
  stores = [
    (await createStoreRow(ctx.deps, region.id)).id,
    (await createStoreRow(ctx.deps, region.id)).id,
  ];
});

type Act = {
  op: 'received' | 'sold' | 'used' | 'count' | 'reserve' | 'release';
  store: number;
  item: number;
  quantity: number;
  cost: number;
};

const acts = fc.array(
  fc.record({
    op: fc.constantFrom('received', 'sold', 'used', 'count', 'reserve', 'release'),
    store: fc.integer({ min: 0, max: 1 }),
    item: fc.integer({ min: 0, max: 1 }),
    quantity: fc.integer({ min: 1, max: 6 }),
    cost: fc.integer({ min: 0, max: 9_000 }),
  }) as fc.Arbitrary<Act>,
  { minLength: 1, maxLength: 25 },
);

async function perform(a: Act, items: string[]) {
  const key = { storeId: stores[a.store]!, itemId: items[a.item]! };
  const at = ctx.deps.clock.now().toISOString();
  await writeTransaction(ctx.deps.db, ctx.deps.dialect, async (trx) => {
    if (a.op === 'reserve') return void (await reserveStock(trx, key, a.quantity, at));
    if (a.op === 'release') return releaseStock(trx, key, a.quantity, at);
    const quantity =
      a.op === 'received' ? a.quantity : a.op === 'count' ? a.quantity - 3 : -a.quantity;
    if (quantity === 0) return;
    await moveStock(trx, {
      ...key,
      kind: a.op,
      quantity,
      unitCostCents: a.op === 'received' ? a.cost : undefined,
      releasing: a.op === 'used' ? a.quantity : undefined,
      belowReserved: a.op === 'count',
      batchId: newId(),
      batchPart: 0,
      createdBy: null,
      at,
    });
  }).catch((err: unknown) => {
    // A refusal (out of stock) is a rule's answer, and leaves nothing behind.
    if (!(err instanceof HttpError && err.statusCode === 409)) throw err;
  });
}

describe('moveStock, reserveStock and releaseStock', () => {
  it('keep every summary equal to the sum of its movements, with holds within what is on hand', async () => {
    await fc.assert(
      fc.asyncProperty(acts, async (list) => {
        const items = [(await createItemRow(ctx.deps)).id, (await createItemRow(ctx.deps)).id];
        for (const a of list) await perform(a, items);
        const summaries = await ctx.deps.db
          .selectFrom('store_stock')
          .select(['store_id', 'item_id', 'on_hand', 'reserved', 'value_cents'])
          .where('item_id', 'in', items)
          .execute();
        const sums = await ctx.deps.db
          .selectFrom('stock_movements')
          .select([
            'store_id',
            'item_id',
            sql<number>`sum(quantity)`.as('quantity'),
            sql<number>`sum(value_cents)`.as('value'),
          ])
          .where('item_id', 'in', items)
          .groupBy(['store_id', 'item_id'])
          .execute();
        for (const s of summaries) {
          const m = sums.find((r) => r.store_id === s.store_id && r.item_id === s.item_id);
          expect(s.on_hand).toBe(Number(m?.quantity ?? 0));
          expect(s.value_cents).toBe(Number(m?.value ?? 0));
          expect(s.reserved).toBeGreaterThanOrEqual(0);
          expect(s.reserved).toBeLessThanOrEqual(s.on_hand);
          expect(s.on_hand).toBeGreaterThanOrEqual(0);
          if (s.on_hand === 0) expect(s.value_cents).toBe(0);
        }
        expect(
          sums.every((m) =>
            summaries.some((s) => s.store_id === m.store_id && s.item_id === m.item_id),
          ),
        ).toBe(true);
      }),
      { numRuns: 40, seed: 19 },
    );
  }, 120_000);
});
