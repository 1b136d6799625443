import { describe, expect, it } from 'vitest';
import { BUYBACK_PRICING_DEFAULTS, DEFAULT_REPAIR_PRICES } from '../../../shared/buyback-pricing';
import { BRANDS, modelsOf, shippedStorages } from '../../../shared/catalogue';
import { cataloguePrice } from '../../../shared/catalogue/prices';
import { tierOf } from '../../../shared/catalogue/tiers';
import { CONDITIONS, STORAGE_OPTIONS, type Condition } from '../../../shared/devices';
import { ZValuationRequest } from '../../../shared/valuation';
import { estimate } from './engine';
import { fitMarket } from './market/fit';
import { lineOf } from './market/lines';
import { brandLosses, shippedRows } from './market/shipped';

/**
 * The rules a buyer would hold any price list to, on every phone of the catalogue with the
 * market table shipped with the product: more storage, a better condition and a newer model of
 * the same line are never valued lower, and an unknown phone is worth less the older it is.
 */
const market = fitMarket(shippedRows(), brandLosses());
const at = new Date('2026-11-27T15:00:00Z');

function value(
  brand: string,
  model: string,
  condition: Condition,
  storage?: string,
  year?: number,
) {
  const tier = tierOf(model, cataloguePrice(brand, model).launchPrice);
  return estimate(
    ZValuationRequest.parse({ brand, model, condition, storage, yearReleased: year }),
    { market, at, buyback: BUYBACK_PRICING_DEFAULTS, repairPrices: DEFAULT_REPAIR_PRICES[tier] },
    [],
  );
}
/** Every figure a clerk reads, in one comparable list. */
const figures = (e: ReturnType<typeof value>) => [
  e.buyback.recommended,
  e.buyback.aiSuggested,
  e.sale.recommended,
  e.market.tradeIn,
  e.market.resale,
];
const notAbove = (lower: number[], higher: number[], what: string) =>
  lower.forEach((n, i) => expect(n, `${what} (figure ${i})`).toBeLessThanOrEqual(higher[i]!));

const phones = BRANDS.flatMap((brand) =>
  modelsOf(brand)
    .filter((m) => m.kind === 'phone' && m.releaseYear !== null)
    .map((m) => ({
      brand,
      model: m.name,
      year: m.releaseYear!,
      storages: shippedStorages(brand, m.name) ?? ['128GB', '256GB'],
    })),
);

describe('valuation consistency over the whole catalogue', () => {
  it('never values more storage lower', () => {
    for (const p of phones)
      for (const condition of ['good', 'broken'] as const)
        for (let i = 1; i < p.storages.length; i += 1)
          notAbove(
            figures(value(p.brand, p.model, condition, p.storages[i - 1])),
            figures(value(p.brand, p.model, condition, p.storages[i])),
            `${p.brand} ${p.model} ${p.storages[i - 1]} vs ${p.storages[i]} ${condition}`,
          );
  });

  it('never values a better condition lower', () => {
    for (const p of phones) {
      const byCondition = CONDITIONS.map((c) => figures(value(p.brand, p.model, c, p.storages[0])));
      for (let i = 1; i < byCondition.length; i += 1)
        notAbove(
          byCondition[i]!,
          byCondition[i - 1]!,
          `${p.brand} ${p.model} ${CONDITIONS[i]} vs ${CONDITIONS[i - 1]}`,
        );
    }
  });

  it('never values a newer model of a line below an older one', () => {
    let pairs = 0;
    for (const newer of phones)
      for (const older of phones) {
        if (newer.brand !== older.brand || older.year >= newer.year) continue;
        const line = lineOf(newer.brand, newer.model)?.line;
        if (!line || lineOf(older.brand, older.model)?.line !== line) continue;
        pairs += 1;
        for (const storage of newer.storages.filter((s) => older.storages.includes(s)))
          notAbove(
            figures(value(older.brand, older.model, 'good', storage)),
            figures(value(newer.brand, newer.model, 'good', storage)),
            `${older.model} vs ${newer.model} ${storage}`,
          );
      }
    expect(pairs).toBeGreaterThan(100);
  });

  it('values a phone the catalogue does not know lower the older it is', () => {
    for (const brand of ['Apple', 'Samsung', 'Google', 'Motorola'])
      for (let year = 2025; year > 2015; year -= 1)
        notAbove(
          figures(value(brand, 'Unlisted Phone', 'good', '128GB', year - 1)),
          figures(value(brand, 'Unlisted Phone', 'good', '128GB', year)),
          `${brand} ${year - 1} vs ${year}`,
        );
  });

  it('prices every storage size the form offers for a model it does not know', () => {
    for (const storage of STORAGE_OPTIONS)
      expect(
        value('Apple', 'Unlisted Phone', 'good', storage, 2022).sale.recommended,
      ).toBeGreaterThan(0);
  });
});
