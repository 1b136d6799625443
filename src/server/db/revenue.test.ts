import { describe, expect, it } from 'vitest';
import { seeded } from '../testing/seeded';
import { businessDayRange } from '../../shared/business-day';
import { TENDERS } from '../../shared/balances';
import { PAYMENT_METHODS } from '../../shared/devices';
import { createRegionRow, createStoreRow } from '../testing/factories';
import { useTestApp } from '../testing/harness';
import { recordMoney, type TestLedgerRow } from '../testing/ledger';
import { ledgerFigures, revenueByWindow } from './revenue';

const ctx = useTestApp();

const DATES = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'];
const SHAPES = [
  { purpose: 'repair', kind: 'deposit' },
  { purpose: 'repair', kind: 'payment' },
  { purpose: 'repair', kind: 'refund' },
  { purpose: 'repair', kind: 'void' },
  { purpose: 'sale', kind: 'payment' },
  { purpose: 'sale', kind: 'refund' },
  { purpose: 'counter_sale', kind: 'payment' },
  { purpose: 'counter_sale', kind: 'refund' },
  { purpose: 'buyback', kind: 'payout' },
  // A gift card sold: money in, not revenue until it is spent (by 'gift_card', at a counter sale).
  { purpose: 'gift_card', kind: 'payment' },
] as const;

describe('the one definition of revenue', () => {
  it("holds each window's revenue equal to its ledger rows summed by hand", async () => {
    const region = await createRegionRow(ctx.deps);
    const stores = [
      await createStoreRow(ctx.deps, region.id, { timezone: 'America/New_York' }),
      await createStoreRow(ctx.deps, region.id, { timezone: 'America/Los_Angeles' }),
    ];
    const windows = stores.flatMap((store) =>
      DATES.map((date) => {
        const { start, end } = businessDayRange(date, store);
        return { storeId: store.id, start: start.toISOString(), end: end.toISOString() };
      }),
    );
    const first = Date.parse(windows[0]!.start) - 6 * 3_600_000;
    const span = Date.parse(windows.at(-1)!.end) + 6 * 3_600_000 - first;
    const rnd = seeded(18);
    const rows: (TestLedgerRow & { purpose: string; kind: string; method: string })[] = [];
    for (let i = 0; i < 300; i += 1) {
      const shape = SHAPES[Math.floor(rnd() * SHAPES.length)]!;
      const row = {
        ...shape,
        storeId: stores[Math.floor(rnd() * stores.length)]!.id,
        // A counter sale may be paid (or refunded) by gift card or store credit too.
        method:
          shape.purpose === 'counter_sale'
            ? TENDERS[Math.floor(rnd() * TENDERS.length)]!
            : PAYMENT_METHODS[Math.floor(rnd() * PAYMENT_METHODS.length)]!,
        amount: Math.floor(rnd() * 50_000) / 100,
        tax: Math.floor(rnd() * 3_000) / 100,
        // Some rows land on a window's very edge: a start counts, an end does not.
        at:
          rnd() < 0.1
            ? windows[Math.floor(rnd() * windows.length)]!.start
            : new Date(first + Math.floor(rnd() * span)).toISOString(),
      };
      rows.push(row);
      await recordMoney(ctx.deps, row);
    }

    const inWindow = (w: (typeof windows)[number]) =>
      rows.filter((r) => r.storeId === w.storeId && r.at >= w.start && r.at < w.end);
    const cents = (dollars: number) => Math.round(dollars * 100);
    const back = (kind: string) => kind === 'refund' || kind === 'void' || kind === 'payout';
    const signed = (r: (typeof rows)[number]) => (back(r.kind) ? -1 : 1) * cents(r.amount);
    const sum = (list: typeof rows, f: (r: (typeof rows)[number]) => number) =>
      list.reduce((a, r) => a + f(r), 0);
    const taken = (list: typeof rows) =>
      list.filter((r) => r.purpose !== 'buyback' && r.purpose !== 'gift_card');

    const figures = await ledgerFigures(ctx.deps.db, windows);
    const revenue = await revenueByWindow(ctx.deps.db, windows);
    windows.forEach((w, i) => {
      const own = inWindow(w);
      const f = figures[i]!;
      const expected = sum(taken(own), signed);
      expect(revenue[i]).toBe(expected);
      expect(f.revenueCents).toBe(expected);
      expect(f.repairRevenueCents).toBe(
        sum(
          own.filter((r) => r.purpose === 'repair'),
          signed,
        ),
      );
      expect(f.deviceSalesCents).toBe(
        sum(
          own.filter((r) => r.purpose === 'sale'),
          signed,
        ),
      );
      expect(f.accessoriesCents).toBe(
        sum(
          own.filter((r) => r.purpose === 'counter_sale'),
          signed,
        ),
      );
      expect(f.buybackPayoutCents).toBe(
        sum(
          own.filter((r) => r.purpose === 'buyback'),
          (r) => cents(r.amount),
        ),
      );
      expect(f.refundCents).toBe(
        sum(
          taken(own).filter((r) => back(r.kind)),
          (r) => cents(r.amount),
        ),
      );
      expect(f.taxCents).toBe(sum(taken(own), (r) => (back(r.kind) ? -1 : 1) * cents(r.tax ?? 0)));
      // Takings by method add up to the revenue, method by method.
      for (const method of TENDERS)
        expect(f.takings[method]).toBe(
          sum(
            taken(own).filter((r) => r.method === method),
            signed,
          ),
        );
      const money = taken(own).filter((r) => !back(r.kind));
      const cards = own.filter((r) => r.purpose === 'gift_card' && !back(r.kind));
      expect(f.received).toEqual({
        byMethod: Object.fromEntries(
          TENDERS.map((m) => [
            m,
            sum(
              [...money, ...cards].filter((r) => r.method === m),
              (r) => cents(r.amount),
            ),
          ]),
        ),
        giftCardsCents: sum(cards, (r) => cents(r.amount)),
        repairCents: sum(
          money.filter((r) => r.purpose === 'repair'),
          (r) => cents(r.amount),
        ),
        saleCents: sum(
          money.filter((r) => r.purpose === 'sale'),
          (r) => cents(r.amount),
        ),
        accessoriesCents: sum(
          money.filter((r) => r.purpose === 'counter_sale'),
          (r) => cents(r.amount),
        ),
      });
      expect(
        f.received.repairCents + f.received.saleCents + f.received.accessoriesCents - f.refundCents,
      ).toBe(expected);
      const cash = own.filter((r) => r.method === 'cash');
      expect(f.cash).toEqual({
        takenCents: sum(
          cash.filter((r) => !back(r.kind)),
          signed,
        ),
        paidOutCents: sum(
          cash.filter((r) => r.purpose === 'buyback'),
          (r) => cents(r.amount),
        ),
        refundedCents: sum(
          cash.filter((r) => r.purpose !== 'buyback' && back(r.kind)),
          (r) => cents(r.amount),
        ),
      });
    });
    // A window outside reach counts nothing.
    const none = await ledgerFigures(ctx.deps.db, windows.slice(0, 1), {
      all: false,
      storeIds: [],
    });
    expect(none[0]!.revenueCents).toBe(0);
  });
});
