import { describe, expect, it } from 'vitest';
import {
  MAX_OFFER_MARGIN,
  ZValuationRequest,
  type ValuationRequest,
} from '../../../shared/valuation';
import { BUYBACK_SHARE, estimate, retainedShare, type Comparable } from './engine';

const price = { launchPrice: 800, listed: true, releaseYear: 2024 };
const valueOf = (fields: Partial<ValuationRequest>, comparables: Comparable[] = []) =>
  estimate(
    ZValuationRequest.parse({
      brand: 'Apple',
      model: 'iPhone 16',
      condition: 'excellent',
      ...fields,
    }),
    price,
    2026,
    comparables,
  );
const factor = (fields: Partial<ValuationRequest>, label: string | RegExp) =>
  valueOf(fields).factors.find((f) =>
    typeof label === 'string' ? f.label === label : label.test(f.label),
  );

describe('the valuation factors', () => {
  it('starts from the launch price and takes age off', () => {
    const { factors, modelValue } = valueOf({});
    expect(factors[0]).toMatchObject({ label: 'Launch price', effect: 800 });
    expect(factors[1]).toMatchObject({
      label: 'Age (2 years)',
      effect: Math.round(800 * (retainedShare(2) - 1)),
    });
    // Excellent, unlocked, no accessories: age is the only change.
    expect(modelValue).toBe(800 + factors[1]!.effect);
  });

  it('keeps less of the price every year, down to a floor', () => {
    expect(retainedShare(0)).toBeCloseTo(0.78);
    expect(retainedShare(3)).toBeLessThan(retainedShare(2));
    expect(retainedShare(40)).toBe(0.06);
  });

  it('takes the year from the form over the catalogue, and assumes 3 years when neither knows', () => {
    expect(factor({ yearReleased: 2020 }, /^Age/)?.label).toBe('Age (6 years)');
    const unknown = estimate(
      ZValuationRequest.parse({ brand: 'X', model: 'Y', condition: 'good' }),
      { launchPrice: 300, listed: false, releaseYear: null },
      2026,
      [],
    );
    expect(unknown.factors[1]?.label).toBe('Age (3 years)');
    expect(unknown.factors[0]?.detail).toMatch(/not in the price table/);
  });

  it('takes more off for a worse condition', () => {
    const effects = (['excellent', 'good', 'fair', 'poor', 'broken'] as const).map(
      (condition) => factor({ condition }, /^Condition/)!.effect,
    );
    expect(effects[0]).toBe(0);
    for (let i = 1; i < effects.length; i += 1) expect(effects[i]).toBeLessThan(effects[i - 1]!);
  });

  it('prices the screen, the battery and each functional issue', () => {
    expect(factor({ screenCondition: 'perfect' }, 'Screen: Perfect')?.effect).toBe(0);
    expect(factor({ screenCondition: 'cracked' }, 'Screen: Cracked')?.effect).toBeLessThan(
      factor({ screenCondition: 'minor_scratches' }, 'Screen: Minor scratches')!.effect,
    );
    expect(factor({ batteryHealth: 95 }, 'Battery health 95%')?.effect).toBe(0);
    expect(factor({ batteryHealth: 75 }, 'Battery health 75%')?.effect).toBeLessThan(
      factor({ batteryHealth: 87 }, 'Battery health 87%')!.effect,
    );
    const issues = valueOf({ functionalIssues: ['face_id', 'speaker'] }).factors;
    expect(issues.find((f) => f.label === 'Face ID not working')?.effect).toBeLessThan(0);
    expect(issues.find((f) => f.label === 'Speaker faulty')?.effect).toBeLessThan(0);
  });

  it('takes off for a carrier lock and adds for the box and the charger', () => {
    expect(factor({}, /^Carrier/)).toBeUndefined();
    expect(factor({ carrier: 'verizon' }, 'Carrier: Verizon')?.effect).toBeLessThan(0);
    expect(factor({ hasOriginalBox: true }, 'Original box')?.effect).toBeGreaterThan(0);
    expect(factor({}, 'No original box')?.effect).toBe(0);
    expect(factor({ hasCharger: true }, 'Charger included')?.effect).toBeGreaterThan(0);
    expect(factor({}, 'No charger')?.effect).toBe(0);
  });

  it('never values a device below zero, however many faults it has', () => {
    const wreck = valueOf({
      condition: 'broken',
      screenCondition: 'broken',
      batteryHealth: 50,
      functionalIssues: ['face_id', 'water_damage', 'no_signal', 'rear_camera'],
    });
    expect(wreck.modelValue).toBeGreaterThan(0);
    expect(wreck.buyback.min).toBeGreaterThanOrEqual(0);
    // Even this cheap, the recommended offer is within the clerk's limit (AI-suggested less $50).
    expect(wreck.buyback.aiSuggested - wreck.buyback.recommended).toBeGreaterThanOrEqual(
      MAX_OFFER_MARGIN,
    );
    expect(wreck.buyback.max).toBeGreaterThanOrEqual(wreck.buyback.aiSuggested);
  });
});

describe('the prices', () => {
  it('buys at about 60% of the resale price, with the AI figure inside the range', () => {
    const { sale, buyback } = valueOf({});
    expect(buyback.recommended).toBeCloseTo(sale.recommended * BUYBACK_SHARE, -1);
    expect(buyback.min).toBeLessThanOrEqual(buyback.recommended);
    expect(buyback.aiSuggested).toBeGreaterThanOrEqual(buyback.recommended);
    expect(buyback.aiSuggested).toBeLessThanOrEqual(buyback.max);
    expect(sale.min).toBeLessThan(sale.recommended);
    expect(sale.max).toBeGreaterThan(sale.recommended);
  });
});

describe('the chain comparables', () => {
  const sales = (price: number, ageDays: number, n: number): Comparable[] =>
    Array.from({ length: n }, () => ({ kind: 'sale', price, condition: 'excellent', ageDays }));

  it('pull the price towards what the chain sold for and raise the confidence', () => {
    const alone = valueOf({});
    const withSales = valueOf({}, sales(300, 5, 6));
    expect(withSales.sale.recommended).toBeLessThan(alone.sale.recommended);
    expect(withSales.sale.recommended).toBeGreaterThan(300);
    expect(withSales.confidence).toBeGreaterThan(alone.confidence);
    expect(withSales.factors.at(-1)).toMatchObject({ label: 'Chain comparables (6)' });
    expect(withSales.factors.at(-1)!.effect).toBeLessThan(0);
    expect(withSales.comparables).toEqual({
      buybacks: 0,
      sales: 6,
      averageBuyback: null,
      averageSale: 300,
    });
  });

  it('count recent ones more than old ones', () => {
    const recent = valueOf({}, sales(300, 1, 3));
    const old = valueOf({}, sales(300, 85, 3));
    expect(recent.sale.recommended).toBeLessThan(old.sale.recommended);
    expect(recent.confidence).toBeGreaterThan(old.confidence);
  });

  it('read a buyback as the resale price it implies, adjusted to this condition', () => {
    const buyback: Comparable = {
      kind: 'buyback',
      price: 300 * BUYBACK_SHARE,
      condition: 'excellent',
      ageDays: 1,
    };
    const asSale = valueOf({}, [{ ...buyback, kind: 'sale', price: 300 }]);
    expect(valueOf({}, [buyback]).sale.recommended).toBe(asSale.sale.recommended);
    const fairSeen = valueOf({}, [{ ...buyback, condition: 'fair' }]);
    expect(fairSeen.sale.recommended).toBeGreaterThan(asSale.sale.recommended);
  });

  it('make confidence High with many recent ones for a priced model, Low with none', () => {
    expect(valueOf({}).confidence).toBeLessThan(0.6);
    expect(valueOf({}, sales(400, 2, 12)).confidence).toBeGreaterThanOrEqual(0.8);
  });
});
