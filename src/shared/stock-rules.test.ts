import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyMovement,
  available,
  averageCost,
  EMPTY_LEVEL,
  isLow,
  release,
  reserve,
  suggestedQuantity,
  variance,
  type StockLevel,
} from './stock-rules';

/** One act on a store's stock of one item. */
type Act =
  | { kind: 'in'; quantity: number; unitCostCents: number }
  | { kind: 'out'; quantity: number }
  | { kind: 'count'; quantity: number }
  | { kind: 'reserve'; quantity: number }
  | { kind: 'release'; quantity: number };

const act: fc.Arbitrary<Act> = fc.oneof(
  fc.record({
    kind: fc.constant('in' as const),
    quantity: fc.integer({ min: 1, max: 50 }),
    unitCostCents: fc.integer({ min: 0, max: 50_000 }),
  }),
  fc.record({ kind: fc.constant('out' as const), quantity: fc.integer({ min: 1, max: 50 }) }),
  fc.record({ kind: fc.constant('count' as const), quantity: fc.integer({ min: -50, max: 50 }) }),
  fc.record({ kind: fc.constant('reserve' as const), quantity: fc.integer({ min: 1, max: 20 }) }),
  fc.record({ kind: fc.constant('release' as const), quantity: fc.integer({ min: 1, max: 20 }) }),
);

const FALLBACK = 1234;

/** Runs the acts as the server would, keeping the movements it recorded. */
function run(acts: readonly Act[]) {
  let level: StockLevel = EMPTY_LEVEL;
  const moved: { quantity: number; valueCents: number }[] = [];
  for (const a of acts) {
    if (a.kind === 'reserve') level = reserve(level, a.quantity) ?? level;
    else if (a.kind === 'release') level = release(level, a.quantity);
    else {
      const quantity = a.kind === 'out' ? -a.quantity : a.quantity;
      const applied = applyMovement(
        level,
        { quantity, unitCostCents: a.kind === 'in' ? a.unitCostCents : undefined },
        FALLBACK,
        { belowReserved: a.kind === 'count' },
      );
      if (!applied) continue;
      level = applied.level;
      moved.push({ quantity, valueCents: applied.valueCents });
    }
  }
  return { level, moved };
}

describe('stock rules', () => {
  it('keeps on hand equal to the sum of the movements and the value to the sum of their values', () => {
    fc.assert(
      fc.property(fc.array(act, { maxLength: 60 }), (acts) => {
        const { level, moved } = run(acts);
        expect(level.onHand).toBe(moved.reduce((s, m) => s + m.quantity, 0));
        expect(level.valueCents).toBe(moved.reduce((s, m) => s + m.valueCents, 0));
      }),
    );
  });

  it('never holds more than is on hand, and never goes below zero', () => {
    fc.assert(
      fc.property(fc.array(act, { maxLength: 60 }), (acts) => {
        for (let i = 1; i <= acts.length; i += 1) {
          const { level } = run(acts.slice(0, i));
          expect(level.reserved).toBeLessThanOrEqual(level.onHand);
          expect(level.reserved).toBeGreaterThanOrEqual(0);
          expect(level.onHand).toBeGreaterThanOrEqual(0);
          expect(available(level)).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('values the stock at 0 exactly when nothing is on hand, and never below 0', () => {
    fc.assert(
      fc.property(fc.array(act, { maxLength: 60 }), (acts) => {
        const { level } = run(acts);
        expect(level.valueCents).toBeGreaterThanOrEqual(0);
        if (level.onHand === 0) expect(level.valueCents).toBe(0);
        // With stock bought at a cost above nothing, some value remains while any is on hand.
        const bought = acts.every((a) => a.kind !== 'in' || a.unitCostCents > 0);
        if (level.onHand > 0 && bought) expect(level.valueCents).toBeGreaterThan(0);
      }),
    );
  });

  it('refuses to take out more than is available, and the average cost stays between costs', () => {
    fc.assert(
      fc.property(fc.array(act, { maxLength: 40 }), fc.integer({ min: 1, max: 60 }), (acts, n) => {
        const { level } = run(acts);
        const out = applyMovement(level, { quantity: -n }, FALLBACK);
        expect(out === null).toBe(n > available(level));
        const costs = acts.flatMap((a) => (a.kind === 'in' ? [a.unitCostCents] : []));
        if (level.onHand > 0 && costs.length > 0) {
          const avg = averageCost(level, FALLBACK);
          expect(avg).toBeGreaterThanOrEqual(Math.min(...costs, FALLBACK) - 1);
          expect(avg).toBeLessThanOrEqual(Math.max(...costs, FALLBACK) + 1);
        }
      }),
    );
  });

  it("makes a count's variance the difference, and applying it leaves the counted quantity", () => {
    fc.assert(
      fc.property(
        fc.array(act, { maxLength: 40 }),
        fc.integer({ min: 0, max: 200 }),
        (acts, counted) => {
          const { level } = run(acts);
          const diff = variance(counted, level.onHand);
          expect(diff).toBe(counted - level.onHand);
          const applied = applyMovement(level, { quantity: diff }, FALLBACK, {
            belowReserved: true,
          });
          expect(applied!.level.onHand).toBe(counted);
          expect(applied!.level.reserved + applied!.unreserved).toBe(level.reserved);
          expect(applied!.level.reserved).toBeLessThanOrEqual(counted);
        },
      ),
    );
  });

  it('suggests an order only for a low item, never a negative one', () => {
    fc.assert(
      fc.property(
        fc.array(act, { maxLength: 30 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 50 }),
        (acts, minimum, onOrder) => {
          const { level } = run(acts);
          const q = suggestedQuantity(level, minimum, onOrder);
          expect(q).toBeGreaterThanOrEqual(0);
          if (!isLow(level, minimum)) expect(q).toBe(0);
        },
      ),
    );
  });
});
