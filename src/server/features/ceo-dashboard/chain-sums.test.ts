import { describe, expect, it } from 'vitest';
import type { GiftCard } from '../../../shared/balances';
import type { CeoDashboard } from '../../../shared/ceo-dashboard';
import { newId } from '../../../shared/ids';
import type { CounterSale } from '../../../shared/inventory-flows';
import type { ManagerDashboard } from '../../../shared/manager-dashboard';
import type { StoreDashboard } from '../../../shared/store-dashboard';
import { REVENUE_PURPOSES } from '../../db/revenue';
import { multipartBody } from '../../testing/device-factories';
import { createRegionRow, createSignedInUser, createStoreRow } from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';
import { createItemRow, receiveStock } from '../../testing/inventory-factories';
import { buildRepairInput } from '../../testing/repair-factories';
import { payInFull } from '../../testing/repair-money';
import { seeded } from '../../testing/seeded';

/**
 * Issue 38: every screen reads one definition of money. Random days of counter activity across
 * three stores in two regions and three time zones (quick sales paid by cash, card, gift card and
 * store credit, gift cards sold, returns to the tender or to store credit, device sales with tax,
 * repairs paid and refunded) must give the same revenue on the store dashboard, the regional
 * dashboard and the CEO's, store by store, and the stores must add up to their regions and the
 * chain. Runs on SQLite and, in the server suite, on PostgreSQL.
 */
const ctx = useTestApp();

/**
 * Half an hour of activity (60 moves 30 s apart) from each start, all inside one business day of
 * the three stores (New York, Chicago, Los Angeles; each day ends at 5 AM):
 * - 3 PM in New York, 2 PM in Chicago, noon in Los Angeles;
 * - 11:50 PM in Los Angeles, past its midnight (2:50 AM in New York, 1:50 AM in Chicago);
 * - 1:50 AM daylight time in New York on the night the clocks go back (Sunday 1 November 2026),
 *   through the repeated hour to 1:20 AM standard time.
 */
const RUNS = [
  { seed: 1, start: '2026-11-21T20:00:00.000Z', day: '2026-11-21', when: 'mid-afternoon' },
  { seed: 4, start: '2026-11-22T07:50:00.000Z', day: '2026-11-21', when: 'across midnight' },
  { seed: 8, start: '2026-11-01T05:50:00.000Z', day: '2026-10-31', when: 'as DST ends' },
];

type Store = {
  id: string;
  regionId: string;
  clerk: Call;
  manager: Call;
  itemId: string;
  /** Customers of this store and their quick sales that can still be returned. */
  customers: string[];
  sales: { id: string; itemId: string; customerId: string | null }[];
};

async function chain(seed: number) {
  const signedIn = async (overrides: Record<string, unknown>) =>
    callAs(ctx.app, (await createSignedInUser(ctx.app, ctx.deps, overrides)).cookie);
  const regions = [(await createRegionRow(ctx.deps)).id, (await createRegionRow(ctx.deps)).id];
  const setups = [
    { regionId: regions[0]!, timezone: 'America/New_York', taxRate: 8.25 },
    { regionId: regions[0]!, timezone: 'America/Chicago', taxRate: 8.875 },
    { regionId: regions[1]!, timezone: 'America/Los_Angeles', taxRate: 0 },
  ];
  const stores: Store[] = [];
  for (const [i, s] of setups.entries()) {
    const id = (
      await createStoreRow(ctx.deps, s.regionId, {
        name: `Seed ${seed} store ${i}`,
        timezone: s.timezone,
        taxRate: s.taxRate,
      })
    ).id;
    const item = await createItemRow(ctx.deps, {
      name: `Case ${seed}-${i}`,
      kind: 'accessory',
      priceCents: 1999 + i * 500,
      costCents: 400,
      taxed: i !== 1,
    });
    await receiveStock(ctx.deps, id, item.id, 200, 400);
    stores.push({
      id,
      regionId: s.regionId,
      clerk: await signedIn({ role: 'store', storeId: id }),
      manager: await signedIn({ role: 'store_manager', storeId: id }),
      itemId: item.id,
      customers: [],
      sales: [],
    });
  }
  return {
    regions,
    stores,
    ceo: await signedIn({ role: 'ceo' }),
    regional: await signedIn({ role: 'regionalmanager', regionIds: regions }),
  };
}

const ok = async (res: Promise<{ statusCode: number; body: string }>, status = [200, 201]) => {
  const r = await res;
  expect(status, r.body).toContain(r.statusCode);
  return JSON.parse(r.body) as unknown;
};

/** One random act at the counter of a random store. */
async function act(rnd: () => number, stores: Store[], cards: GiftCard[], n: number) {
  const store = stores[Math.floor(rnd() * stores.length)]!;
  const pick = rnd();
  const quickSale = async (payment: Record<string, unknown>[], customerId: string | null) => {
    const total = await totalOf(store);
    const sale = (await ok(
      store.clerk({
        method: 'POST',
        url: '/api/counter-sales',
        payload: {
          id: newId(),
          ...(customerId ? { customerId } : {}),
          lines: [{ itemId: store.itemId, quantity: 1 }],
          payment: payment.map((p) => ({ amount: total, ...p })),
        },
      }),
    )) as CounterSale;
    store.sales.push({ id: sale.id, itemId: store.itemId, customerId });
    return sale;
  };
  if (pick < 0.2) {
    const repair = (await ok(
      store.clerk({
        method: 'POST',
        url: '/api/repair-waivers',
        payload: buildRepairInput({
          customerName: `Customer ${n}`,
          customerPhone: `(214) 555-${String(1000 + n).slice(-4)}`,
          estimatedCost: 50 + Math.floor(rnd() * 200),
        }),
      }),
    )) as { id: string; customerId: string };
    store.customers.push(repair.customerId);
    await payInFull(store.clerk, repair.id);
    if (rnd() < 0.3) {
      await ok(
        store.manager({
          method: 'POST',
          url: `/api/repair-waivers/${repair.id}/refunds`,
          payload: { id: newId(), method: 'cash', amount: 10, reason: 'Goodwill at pickup' },
        }),
      );
    }
  } else if (pick < 0.35) {
    const customerId = store.customers.length && rnd() < 0.6 ? store.customers[0]! : null;
    await quickSale(
      [rnd() < 0.5 ? { method: 'cash' } : { method: 'card', reference: '4242' }],
      customerId,
    );
  } else if (pick < 0.5) {
    cards.push(
      (await ok(
        store.clerk({
          method: 'POST',
          url: '/api/gift-cards',
          payload: { id: newId(), amount: 100, method: rnd() < 0.5 ? 'cash' : 'card' },
        }),
      )) as GiftCard,
    );
  } else if (pick < 0.65 && cards.length > 0) {
    // A card sold in any store, spent here while it holds enough.
    const card = cards[Math.floor(rnd() * cards.length)]!;
    const left = (
      (await ok(store.clerk({ method: 'GET', url: `/api/gift-cards/${card.number}` }))) as GiftCard
    ).balance;
    if (left >= (await totalOf(store))) {
      await quickSale([{ method: 'gift_card', giftCardNumber: card.number }], null);
    }
  } else if (pick < 0.8 && store.sales.length > 0) {
    const sale = store.sales.pop()!;
    await ok(
      store.manager({
        method: 'POST',
        url: `/api/counter-sales/${sale.id}/returns`,
        payload: {
          id: newId(),
          lines: [{ itemId: sale.itemId, quantity: 1 }],
          method: sale.customerId && rnd() < 0.7 ? 'store_credit' : 'cash',
          reason: 'Customer changed their mind',
        },
      }),
    );
  } else if (pick < 0.9 && store.customers.length > 0) {
    const customerId = store.customers[0]!;
    const credit = (
      (await ok(store.clerk({ method: 'GET', url: `/api/customers/${customerId}` }))) as {
        storeCredit: { balance: number };
      }
    ).storeCredit.balance;
    // What the credit covers, the rest by card: a split the counter makes every day.
    const total = await totalOf(store);
    const fromCredit = Math.min(credit, total);
    const rest = cents(total) - cents(fromCredit);
    await quickSale(
      [
        ...(fromCredit > 0 ? [{ method: 'store_credit', amount: fromCredit }] : []),
        ...(rest > 0 ? [{ method: 'card', reference: '4242', amount: rest / 100 }] : []),
      ],
      customerId,
    );
  } else {
    await ok(
      store.clerk({
        method: 'POST',
        url: '/api/device-sales',
        ...multipartBody({
          fields: {
            customerName: `Buyer ${n}`,
            deviceBrand: 'Google',
            deviceModel: 'Pixel 8',
            salePrice: String(100 + Math.floor(rnd() * 400)),
            paymentMethod: 'card',
          },
          files: {},
        }),
      }),
    );
  }
}

/** One case's price with its store's tax, as the quick sale works it out. */
async function totalOf(store: Store): Promise<number> {
  const page = (await ok(
    store.clerk({ method: 'GET', url: `/api/inventory?storeId=${store.id}&limit=100` }),
  )) as { taxRate: number; lines: { item: { id: string; price: number; taxed: boolean } }[] };
  const line = page.lines.find((l) => l.item.id === store.itemId)!;
  const cents = Math.round(line.item.price * 100);
  const tax = line.item.taxed ? Math.round((cents * page.taxRate) / 100) : 0;
  return (cents + tax) / 100;
}

/** Each store's revenue as the ledger holds it: its rows of the revenue purposes, summed. */
async function ledgerRevenue(storeId: string): Promise<number> {
  const rows = await ctx.deps.db
    .selectFrom('payments')
    .select(['signed_cents'])
    .where('store_id', '=', storeId)
    .where('purpose', 'in', [...REVENUE_PURPOSES])
    .execute();
  return rows.reduce((sum, r) => sum + Number(r.signed_cents), 0) / 100;
}

const cents = (dollars: number) => Math.round(dollars * 100);
const sum = (values: number[]) => values.reduce((a, v) => a + cents(v), 0) / 100;

describe('one revenue on every dashboard', () => {
  for (const { seed, start, day, when } of RUNS) {
    it(`holds store = region = chain on the store, regional and CEO dashboards ${when} (seed ${seed})`, async () => {
      ctx.clock.set(start);
      const world = await chain(seed);
      const rnd = seeded(seed);
      const cards: GiftCard[] = [];
      for (let n = 0; n < 60; n += 1) {
        ctx.clock.advance(30_000);
        await act(rnd, world.stores, cards, seed * 100 + n);
      }
      // The day held every kind of money the counter takes, so the sums below cover them all.
      const kinds = await ctx.deps.db
        .selectFrom('payments')
        .select(['purpose', 'kind', 'method'])
        .where(
          'store_id',
          'in',
          world.stores.map((s) => s.id),
        )
        .execute();
      const seen = new Set(kinds.map((k) => `${k.purpose} ${k.kind} ${k.method}`));
      for (const kind of [
        'repair payment cash',
        'repair refund cash',
        'sale payment card',
        'counter_sale payment gift_card',
        'counter_sale payment store_credit',
        'counter_sale refund store_credit',
      ]) {
        expect([...seen]).toContain(kind);
      }
      expect([...seen].some((k) => k.startsWith('gift_card payment'))).toBe(true);
      const expected = new Map<string, number>();
      for (const store of world.stores) expected.set(store.id, await ledgerRevenue(store.id));

      for (const store of world.stores) {
        const dash = (await ok(
          store.manager({ method: 'GET', url: `/api/store-dashboard?storeId=${store.id}` }),
        )) as StoreDashboard;
        const today = dash.todayFigures;
        expect(today.revenue).toBe(expected.get(store.id));
        // Its payment-type rows, repairs and accessories add up to its own total.
        expect(
          sum([
            ...today.deviceSales.map((d) => d.amount),
            today.repairsCollected.amount,
            today.accessories.amount,
          ]),
        ).toBe(today.revenue);
      }

      const regional = (await ok(
        world.regional({ method: 'GET', url: '/api/manager-dashboard' }),
      )) as ManagerDashboard;
      for (const store of world.stores) {
        const row = regional.stores.find((s) => s.storeId === store.id)!;
        expect(row.revenueToday).toBe(expected.get(store.id));
      }
      expect(regional.totals.revenueToday).toBe(sum(regional.stores.map((s) => s.revenueToday)));

      const ceo = (await ok(
        world.ceo({ method: 'GET', url: `/api/ceo-dashboard?from=${day}&to=${day}` }),
      )) as CeoDashboard;
      for (const store of world.stores) {
        expect(ceo.stores.find((s) => s.storeId === store.id)!.revenue).toBe(
          expected.get(store.id),
        );
      }
      for (const regionId of world.regions) {
        const own = world.stores.filter((s) => s.regionId === regionId);
        expect(ceo.regions.find((r) => r.regionId === regionId)!.revenue).toBe(
          sum(own.map((s) => expected.get(s.id)!)),
        );
      }
      expect(ceo.totals.revenue).toBe(sum(ceo.stores.map((s) => s.revenue)));
      expect(ceo.totals.revenue).toBe(sum(ceo.regions.map((r) => r.revenue)));

      // What the gift cards still hold is what was sold on them less what was spent.
      const sold = await ctx.deps.db
        .selectFrom('payments')
        .select('amount_cents')
        .where('purpose', '=', 'gift_card')
        .where('batch_id', 'in', cards.length ? cards.map((c) => c.id) : [''])
        .execute();
      const spent = await ctx.deps.db
        .selectFrom('gift_card_entries')
        .select('amount_cents')
        .where('kind', '=', 'redeem')
        .where('card_id', 'in', cards.length ? cards.map((c) => c.id) : [''])
        .execute();
      let held = 0;
      for (const card of cards) {
        held += cents(
          (
            (await ok(
              world.stores[0]!.clerk({ method: 'GET', url: `/api/gift-cards/${card.number}` }),
            )) as GiftCard
          ).balance,
        );
      }
      expect(held).toBe(
        sold.reduce((a, r) => a + Number(r.amount_cents), 0) +
          spent.reduce((a, r) => a + Number(r.amount_cents), 0),
      );
    });
  }
});
