import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountPaid,
  approvalCeiling,
  balanceDue,
  changeFor,
  lineTotals,
  needsApproval,
  quoteTotals,
  taxOn,
  type LedgerEntry,
  type PriceLine,
} from './money-rules';

const line = fc.record({
  kind: fc.constantFrom('labour' as const, 'part' as const, 'discount' as const),
  quantity: fc.integer({ min: 1, max: 999 }),
  unitPriceCents: fc.integer({ min: 0, max: 10_000_000 }),
  taxed: fc.boolean(),
});
const rate = fc.integer({ min: 0, max: 250_000 });

describe('tax', () => {
  it('rounds half-up to the cent', () => {
    expect(taxOn(1000, 88_750)).toBe(89); // 88.75 cents
    expect(taxOn(200, 25_000)).toBe(5); // 5.0
    expect(taxOn(10, 50_000)).toBe(1); // 0.5 rounds up
    expect(taxOn(10, 49_999)).toBe(0); // 0.49999
    expect(taxOn(-10, 50_000)).toBe(-1);
  });

  it('is within half a cent of the exact figure, for any amount and rate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), rate, (cents, ppm) => {
        const exact = (cents * ppm) / 1_000_000;
        const t = taxOn(cents, ppm);
        expect(Number.isInteger(t)).toBe(true);
        expect(Math.abs(t - exact)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe('a final price', () => {
  it('is lines + tax − discount, with tax the sum of each line’s', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 50 }), rate, (lines: PriceLine[], ppm) => {
        const totals = quoteTotals(lines, ppm);
        const each = lines.map((l) => lineTotals(l, ppm));
        const charged = lines.filter((l) => l.kind !== 'discount');
        const discount = lines.filter((l) => l.kind === 'discount');
        expect(totals.subtotalCents).toBe(
          charged.reduce((s, l) => s + l.quantity * l.unitPriceCents, 0),
        );
        expect(totals.discountCents).toBe(
          discount.reduce((s, l) => s + l.quantity * l.unitPriceCents, 0),
        );
        expect(totals.taxCents).toBe(each.reduce((s, t) => s + t.taxCents, 0));
        expect(totals.totalCents).toBe(
          totals.subtotalCents + totals.taxCents - totals.discountCents,
        );
        for (const [i, l] of lines.entries()) {
          if (l.kind === 'discount' || !l.taxed) expect(each[i]?.taxCents).toBe(0);
        }
      }),
    );
  });

  it('taxes each line on its own: two $0.05 lines at 10 % are 2 cents, not 1', () => {
    const nickel: PriceLine = { kind: 'part', quantity: 1, unitPriceCents: 5, taxed: true };
    expect(quoteTotals([nickel, nickel], 100_000).taxCents).toBe(2);
  });
});

describe('approval above the estimate', () => {
  it('allows the larger of 10 % and $20 by default', () => {
    const limit = { percent: 10, cents: 2000 };
    expect(approvalCeiling(10_000, limit)).toBe(12_000); // $100: $20 is larger
    expect(approvalCeiling(50_000, limit)).toBe(55_000); // $500: 10 % is larger
    expect(needsApproval(10_000, 12_000, limit)).toBe(false);
    expect(needsApproval(10_000, 12_001, limit)).toBe(true);
  });

  it('never asks when the total is at or below the estimate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100_000 }),
        (estimate, below, percent, cents) => {
          expect(needsApproval(estimate, Math.min(estimate, below), { percent, cents })).toBe(
            false,
          );
        },
      ),
    );
  });
});

describe('the ledger', () => {
  const entry = fc.record({
    kind: fc.constantFrom(
      'deposit' as const,
      'payment' as const,
      'refund' as const,
      'void' as const,
    ),
    amountCents: fc.integer({ min: 1, max: 10_000_000 }),
  });

  it('paid is payments and deposits less refunds and voids; balance is what is left', () => {
    fc.assert(
      fc.property(fc.array(entry), fc.integer({ min: 0, max: 10_000_000 }), (entries, total) => {
        const inflow = entries
          .filter((e: LedgerEntry) => e.kind === 'deposit' || e.kind === 'payment')
          .reduce((s, e) => s + e.amountCents, 0);
        const outflow = entries
          .filter((e: LedgerEntry) => e.kind === 'refund' || e.kind === 'void')
          .reduce((s, e) => s + e.amountCents, 0);
        expect(amountPaid(entries)).toBe(inflow - outflow);
        const voided = entries
          .filter((e: LedgerEntry) => e.kind === 'void')
          .reduce((s, e) => s + e.amountCents, 0);
        // A refund is given for good; only a void makes what it reversed owed again.
        expect(balanceDue(total, entries)).toBe(total - inflow + voided);
      }),
    );
  });

  it('gives change only for cash above the amount', () => {
    expect(changeFor(4_250, 5_000)).toBe(750);
    expect(changeFor(4_250, 4_250)).toBe(0);
    expect(changeFor(4_250, 4_000)).toBeNull();
  });
});
