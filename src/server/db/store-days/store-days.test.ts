import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { seeded } from '../../testing/seeded';
import { businessDateAt } from '../../../shared/business-day';
import type { RepairWaiver } from '../../../shared/repairs';
import { addDays } from '../../../shared/time';
import { createPurchaseRow, createSaleRow } from '../../testing/device-factories';
import {
  createRegionRow,
  createStoreRow,
  createUserRow,
  signIn,
  createSignedInUser,
} from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';
import { buildRepairInput, PNG_1x1 } from '../../testing/repair-factories';
import { payInFull } from '../../testing/repair-money';
import { businessDaysWindow } from '../windows';
import { computeDays } from './compute';
import { rebuildStoreDays } from './refresh';

const ctx = useTestApp();

type Store = { id: string; timezone: string; businessDayEndHour: number };

// From the spring clock change the fixed-time tests use to the end of the random sequences.
const FIRST_DAY = '2026-03-01';
const LAST_DAY = '2026-11-30';

/** Every day's figures as kept, the days that hold anything, keyed store|date. */
async function kept(storeIds: string[]) {
  const days = await ctx.deps.db
    .selectFrom('store_days')
    .selectAll()
    .where('store_id', 'in', storeIds)
    .execute();
  const ledger = await ctx.deps.db
    .selectFrom('store_day_ledger')
    .selectAll()
    .where('store_id', 'in', storeIds)
    .execute();
  const out = new Map<string, unknown>();
  for (const d of days) {
    const counts = {
      repairsCollected: Number(d.repairs_collected),
      sales: Number(d.sales),
      buybacks: Number(d.buybacks),
      completions: Number(d.completions),
      salesCostedCents: Number(d.sales_costed_cents),
      salesProfitCents: Number(d.sales_profit_cents),
      turnaroundCount: Number(d.turnaround_count),
      turnaroundMs: Number(d.turnaround_ms),
      boughtSold: Number(d.bought_sold),
      partsRepairs: Number(d.parts_repairs),
      partsCostCents: Number(d.parts_cost_cents),
      partsRevenueCents: Number(d.parts_revenue_cents),
      revenueCents: Number(d.revenue_cents),
      refundCents: Number(d.refund_cents),
      payoutCents: Number(d.payout_cents),
      repairRevenueCents: Number(d.repair_revenue_cents),
      deviceSalesCents: Number(d.device_sales_cents),
    };
    if (Object.values(counts).some((v) => v !== 0))
      out.set(`${d.store_id}|${d.business_date}|counts`, counts);
  }
  for (const l of ledger)
    out.set(`${l.store_id}|${l.business_date}|${l.purpose}|${l.kind}|${l.method}`, {
      count: Number(l.count),
      signedCents: Number(l.signed_cents),
      amountCents: Number(l.amount_cents),
      taxCents: Number(l.tax_cents),
    });
  return out;
}

/** The same figures computed now from the rows themselves, for every day of the test. */
async function fromRows(stores: Store[]) {
  const days: { store: Store; date: string }[] = [];
  for (const store of stores)
    for (let date = FIRST_DAY; date <= LAST_DAY; date = addDays(date, 1))
      days.push({ store, date });
  const { counts, ledger } = await computeDays(
    ctx.deps.db,
    days.map((d) => businessDaysWindow(d.store, d.date, addDays(d.date, 1))),
  );
  const out = new Map<string, unknown>();
  days.forEach((d, i) => {
    if (Object.values(counts[i]!).some((v) => v !== 0))
      out.set(`${d.store.id}|${d.date}|counts`, counts[i]);
  });
  for (const g of ledger) {
    const d = days[g.i]!;
    out.set(`${d.store.id}|${d.date}|${g.purpose}|${g.kind}|${g.method}`, {
      count: g.count,
      signedCents: g.signedCents,
      amountCents: g.amountCents,
      taxCents: g.taxCents,
    });
  }
  return out;
}

async function expectSummariesMatchRows(stores: Store[]) {
  const [summaries, rows] = await Promise.all([kept(stores.map((s) => s.id)), fromRows(stores)]);
  expect(Object.fromEntries([...summaries].sort())).toEqual(Object.fromEntries([...rows].sort()));
}

/** One store's counter and manager, signed in. */
async function staffOf(storeId: string) {
  const clerk = await createUserRow(ctx.deps, { role: 'store', storeId });
  const manager = await createUserRow(ctx.deps, { role: 'store_manager', storeId });
  const calls = async () => ({
    clerk: callAs(ctx.app, await signIn(ctx.app, clerk.username)),
    manager: callAs(ctx.app, await signIn(ctx.app, manager.username)),
  });
  return { calls };
}

async function ok(
  res: Promise<{ statusCode: number; body: string; json: <T>() => T }>,
  status = 200,
) {
  const r = await res;
  expect(r.statusCode, r.body).toBe(status);
  return r;
}

describe('the store-day summaries', () => {
  it.each([20, 21, 22])(
    'equal the figures of the rows after random writes, moves, refunds and corrections (seed %i)',
    async (seed) => {
      ctx.clock.set('2026-11-18T16:00:00.000Z');
      const region = await createRegionRow(ctx.deps);
      const stores: Store[] = [];
      for (const [timezone, businessDayEndHour] of [
        ['America/New_York', 5],
        ['America/Los_Angeles', 3],
      ] as const) {
        const s = await createStoreRow(ctx.deps, region.id, { timezone, businessDayEndHour });
        stores.push({ id: s.id, timezone, businessDayEndHour });
      }
      const staff = await Promise.all(stores.map((s) => staffOf(s.id)));
      const rnd = seeded(seed);
      const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
      const open: { id: string; storeIndex: number; status: string }[] = [];
      const collected: { id: string; storeIndex: number }[] = [];
      const onShelf: { stockItemId: string; storeIndex: number }[] = [];
      let refunded = 0;
      let pickedUp = 0;

      const people = await Promise.all(staff.map((s) => s.calls()));
      for (let day = 0; day < 6; day += 1) {
        for (let step = 0; step < 14; step += 1) {
          // Steps of 10 minutes to 2 hours cross midnight and each store's end of day.
          ctx.clock.advance(Math.floor((10 + rnd() * 110) * 60_000));
          // Everyone stays signed in: a session idles out after 12 hours unused.
          for (const p of people)
            for (const call of [p.clerk, p.manager])
              await ok(call({ method: 'GET', url: '/api/repair-waivers?limit=1' }));
          const storeIndex = Math.floor(rnd() * stores.length);
          const { clerk, manager } = people[storeIndex]!;
          const action = rnd();
          if (action < 0.25 || open.length === 0) {
            const deposit = rnd() < 0.3;
            const res = await ok(
              clerk({
                method: 'POST',
                url: '/api/repair-waivers',
                payload: {
                  ...buildRepairInput({ estimatedCost: 50 + Math.floor(rnd() * 200) }),
                  ...(deposit ? { deposit: { method: 'cash', amount: 20 } } : {}),
                },
              }),
              201,
            );
            open.push({ id: res.json<RepairWaiver>().id, storeIndex, status: 'received' });
          } else if (action < 0.45) {
            const repair = pick(
              open
                .filter((r) => r.storeIndex === storeIndex && r.status !== 'completed')
                .concat([]),
            );
            if (!repair) continue;
            await ok(moveTo(clerk, repair.id, 'completed'));
            repair.status = 'completed';
          } else if (action < 0.6) {
            const repair = open.find(
              (r) => r.storeIndex === storeIndex && r.status === 'completed',
            );
            if (!repair) continue;
            await payInFull(clerk, repair.id);
            await ok(moveTo(clerk, repair.id, 'picked_up'));
            open.splice(open.indexOf(repair), 1);
            collected.push(repair);
            pickedUp += 1;
          } else if (action < 0.7) {
            const repair = collected.find((r) => r.storeIndex === storeIndex);
            if (!repair) continue;
            collected.splice(collected.indexOf(repair), 1);
            refunded += 1;
            // A refund, or a correction of a mistaken amount: both are new rows in the ledger.
            await ok(
              manager({
                method: 'POST',
                url: `/api/repair-waivers/${repair.id}/refunds`,
                payload: {
                  id: randomUUID(),
                  method: 'cash',
                  amount: 1 + Math.floor(rnd() * 5),
                  reason: rnd() < 0.5 ? 'Customer unhappy' : 'Wrong amount rung up',
                },
              }),
            );
          } else if (action < 0.8) {
            const purchase = await createPurchaseRow(ctx.deps, stores[storeIndex]!.id, {
              amount: String(50 + Math.floor(rnd() * 300)),
            });
            if (purchase.stockItemId)
              onShelf.push({ stockItemId: purchase.stockItemId, storeIndex });
          } else if (action < 0.9) {
            const item = onShelf.find((i) => i.storeIndex === storeIndex);
            if (item) onShelf.splice(onShelf.indexOf(item), 1);
            await createSaleRow(ctx.deps, stores[storeIndex]!.id, {
              salePrice: String(100 + Math.floor(rnd() * 400)),
              paymentMethod: pick(['cash', 'card', 'finance']),
              ...(item ? { stockItemId: item.stockItemId } : {}),
            });
          } else {
            const repair = pick(open.filter((r) => r.storeIndex === storeIndex));
            if (!repair || repair.status === 'received') continue;
            // Back on the bench after being marked done: its completion day stays in the history.
            await ok(moveTo(clerk, repair.id, 'in_progress'));
            repair.status = 'in_progress';
          }
        }
        await expectSummariesMatchRows(stores);
      }
      // Every action logged on the way is counted in its UTC day, store and action.
      const counted = await ctx.deps.db
        .selectFrom('activity_days')
        .select(['day', 'store_id', 'action', 'n'])
        .orderBy(['day', 'store_id', 'action'])
        .execute();
      const logged = await ctx.deps.db
        .selectFrom('activity_log')
        .select((eb) => [
          sql<string>`substr(created_at, 1, 10)`.as('day'),
          sql<string>`coalesce(store_id, '')`.as('store_id'),
          'action',
          eb.fn.countAll<number>().as('n'),
        ])
        .groupBy([sql`substr(created_at, 1, 10)`, sql`coalesce(store_id, '')`, 'action'])
        .orderBy(['day', 'store_id', 'action'])
        .execute();
      expect(counted.map((r) => ({ ...r, n: Number(r.n) }))).toEqual(
        logged.map((r) => ({ ...r, n: Number(r.n) })),
      );
      // The sequence did what it is for: pickups and refunds among the writes.
      expect(pickedUp).toBeGreaterThan(3);
      expect(refunded).toBeGreaterThan(1);
    },
  );

  it('are summed again when a store moves to another time zone or end of day', async () => {
    ctx.clock.set('2026-11-24T06:30:00.000Z');
    const region = await createRegionRow(ctx.deps);
    const made = await createStoreRow(ctx.deps, region.id, { timezone: 'America/Chicago' });
    const store: Store = { id: made.id, timezone: 'America/Chicago', businessDayEndHour: 5 };
    // 12:30 AM in Chicago: yesterday's business day there, today's in New York.
    await createSaleRow(ctx.deps, store.id, { salePrice: '250' });
    const admin = callAs(
      ctx.app,
      (await createSignedInUser(ctx.app, ctx.deps, { role: 'admin' })).cookie,
    );
    await ok(
      admin({
        method: 'PATCH',
        url: `/api/stores/${store.id}`,
        payload: { timezone: 'America/New_York', businessDayEndHour: 1 },
      }),
    );
    const moved: Store = { ...store, timezone: 'America/New_York', businessDayEndHour: 1 };
    const date = businessDateAt(ctx.clock.now(), moved);
    const row = await ctx.deps.db
      .selectFrom('store_days')
      .select('sales')
      .where('store_id', '=', store.id)
      .where('business_date', '=', date)
      .executeTakeFirst();
    expect(row?.sales).toBe(1);
    await expectSummariesMatchRows([moved]);
  });

  it.each([
    // Chicago, day ending 5:00 AM: [instant, the business day it is kept on]
    ['11:50 PM', '2026-11-25T05:50:00.000Z', '2026-11-24'],
    ['12:20 AM', '2026-11-25T06:20:00.000Z', '2026-11-24'],
    ['4:59 AM', '2026-11-25T10:59:00.000Z', '2026-11-24'],
    ['5:00 AM', '2026-11-25T11:00:00.000Z', '2026-11-25'],
    // The night the clocks go back (Nov 1): 1:30 AM comes twice, both before the day ends.
    ['1:30 AM CDT on the change night', '2026-11-01T06:30:00.000Z', '2026-10-31'],
    ['1:30 AM CST on the change night', '2026-11-01T07:30:00.000Z', '2026-10-31'],
    ['4:59 AM CST on the change night', '2026-11-01T10:59:00.000Z', '2026-10-31'],
    // The night the clocks go forward (Mar 8): 2:00 AM never happens.
    ['3:30 AM CDT on the spring night', '2026-03-08T08:30:00.000Z', '2026-03-07'],
    ['5:00 AM CDT on the spring night', '2026-03-08T10:00:00.000Z', '2026-03-08'],
  ])('keep a sale rung up at %s store time on its business day', async (_, at, day) => {
    ctx.clock.set(at);
    const region = await createRegionRow(ctx.deps);
    const made = await createStoreRow(ctx.deps, region.id, { timezone: 'America/Chicago' });
    await createSaleRow(ctx.deps, made.id, { salePrice: '120' });
    const rows = await ctx.deps.db
      .selectFrom('store_days')
      .select(['business_date', 'sales', 'revenue_cents'])
      .where('store_id', '=', made.id)
      .where('sales', '>', 0)
      .execute();
    expect(rows.map((r) => [r.business_date, Number(r.sales)])).toEqual([[day, 1]]);
    expect(Number(rows[0]!.revenue_cents)).toBeGreaterThanOrEqual(12_000);
  });

  it('rebuilt from the rows are what the writers kept', async () => {
    const stores = (
      await ctx.deps.db
        .selectFrom('stores')
        .select(['id', 'timezone', 'business_day_end_hour'])
        .execute()
    ).map((s) => ({
      id: s.id,
      timezone: s.timezone,
      businessDayEndHour: Number(s.business_day_end_hour),
    }));
    const ids = stores.map((s) => s.id);
    const before = await kept(ids);
    await rebuildStoreDays(ctx.deps.db);
    expect(Object.fromEntries([...(await kept(ids))].sort())).toEqual(
      Object.fromEntries([...before].sort()),
    );
    await expectSummariesMatchRows(stores);
  });
});

function moveTo(call: Call, id: string, status: string) {
  return call({
    method: 'PUT',
    url: `/api/repair-waivers/${id}/status`,
    payload: status === 'picked_up' ? { status, pickupSignature: PNG_1x1 } : { status },
  });
}
