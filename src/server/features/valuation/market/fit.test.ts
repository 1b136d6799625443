import { describe, expect, it } from 'vitest';
import type { MarketRow } from '../../../../shared/market-prices';
import { curveOf, fitMarket, goodPrice, releasedAt } from './fit';
import { lineOf } from './lines';
import { marketValue } from './value';

const row = (fields: Partial<MarketRow> & Pick<MarketRow, 'model' | 'usd'>): MarketRow => ({
  brand: 'Apple',
  storage: '128GB',
  kind: 'trade_in',
  condition: 'good',
  source: 'https://example.com/prices',
  observed: '2026-01-15',
  ...fields,
});
const at = Date.UTC(2026, 0, 15);
const NO_LOSSES = new Map<string, number>();

describe('fitting the market table', () => {
  it("learns each condition's price from sources that give several conditions", () => {
    const rows = ['iPhone 13', 'iPhone 14', 'iPhone 15'].flatMap((model, i) => [
      row({ model, usd: 300 + i * 100 }),
      row({ model, condition: 'fair', usd: (300 + i * 100) * 0.8 }),
      row({ model, condition: 'broken', usd: (300 + i * 100) * 0.25 }),
    ]);
    const fit = fitMarket(rows, NO_LOSSES);
    expect(fit.conditionRatio.trade_in.fair).toBeCloseTo(0.8);
    expect(fit.conditionRatio.trade_in.broken).toBeCloseTo(0.25);
    // Conditions the table never gives keep their order between the learned ones.
    expect(fit.conditionRatio.trade_in.poor).toBeLessThan(0.8);
    expect(fit.conditionRatio.trade_in.poor).toBeGreaterThan(0.25);
  });

  it('learns what a storage step adds from sources that price several sizes', () => {
    const rows = ['iPhone 13', 'iPhone 14', 'iPhone 15'].flatMap((model) => [
      row({ model, usd: 400 }),
      row({ model, storage: '256GB', usd: 440 }),
      row({ model, storage: '512GB', usd: 484 }),
    ]);
    expect(fitMarket(rows, NO_LOSSES).storageStep.trade_in).toBeCloseTo(1.1);
  });

  it("prices a listed model from its own figures, moved to the table's newest date", () => {
    const fit = fitMarket(
      [
        row({ model: 'iPhone 15', usd: 500, observed: '2025-01-15' }),
        row({ model: 'iPhone 15', usd: 420, observed: '2026-01-15' }),
        row({ model: 'iPhone 14', usd: 330 }),
      ],
      NO_LOSSES,
    );
    expect(fit.newest).toBe('2026-01-15');
    const good = goodPrice(fit, 'trade_in', { brand: 'Apple', model: 'iPhone 15' }, at, null);
    expect(good.figures).toBe(2);
    // Near the newest figure, not the average of a year-old one with it.
    expect(good.value).toBeGreaterThan(380);
    expect(good.value).toBeLessThan(470);
  });

  it("lets a model's newest price replace its older ones", () => {
    const history = [
      row({ model: 'iPhone 15', usd: 500, observed: '2025-01-16' }),
      row({ model: 'iPhone 15', usd: 400, observed: '2025-11-06' }),
    ];
    const priced = (latest: number) =>
      goodPrice(
        fitMarket(
          [...history, row({ model: 'iPhone 15', usd: latest, observed: '2026-03-02' })],
          NO_LOSSES,
        ),
        'trade_in',
        { brand: 'Apple', model: 'iPhone 15' },
        Date.UTC(2026, 2, 2),
        null,
      ).value;
    expect(priced(475)).toBeGreaterThan(priced(375) + 60);
  });

  it('prices a model missing from the table along its brand and tier, falling with age', () => {
    const fit = fitMarket(
      ['iPhone 12', 'iPhone 13', 'iPhone 14', 'iPhone 15', 'iPhone 16'].map((model, i) =>
        row({ model, usd: 200 + i * 80 }),
      ),
      NO_LOSSES,
    );
    const curve = curveOf(fit, 'trade_in', 'Apple', 'iPhone 16 Plus');
    expect(curve.b).toBeLessThan(0);
    const young = goodPrice(
      fit,
      'trade_in',
      { brand: 'Apple', model: 'iPhone 16 Plus' },
      at,
      Date.UTC(2024, 6, 1),
    );
    const old = goodPrice(
      fit,
      'trade_in',
      { brand: 'Apple', model: 'iPhone 16 Plus' },
      at,
      Date.UTC(2021, 6, 1),
    );
    expect(young.figures).toBe(0);
    expect(old.value).toBeLessThan(young.value);
  });

  it('never values a newer model of a line below an older one', () => {
    // A source that lags a launch: the newer phone listed below the older one.
    const fit = fitMarket(
      [row({ model: 'iPhone 15', usd: 300 }), row({ model: 'iPhone 14', usd: 350 })],
      NO_LOSSES,
    );
    const device = (model: string) => ({
      brand: 'Apple',
      model,
      storage: '128GB',
      released: releasedAt('Apple', model),
    });
    const newer = marketValue(fit, 'trade_in', device('iPhone 15'), 'good', at);
    const older = marketValue(fit, 'trade_in', device('iPhone 14'), 'good', at);
    expect(newer.value).toBeGreaterThanOrEqual(older.value);
    expect(newer.liftedBy).toBe('iPhone 14');
  });

  it("pulls a brand the table barely prices towards its reported yearly loss, not the table's", () => {
    const iphones = ['iPhone 12', 'iPhone 13', 'iPhone 14', 'iPhone 15', 'iPhone 16'].map(
      (model, i) => row({ model, usd: 300 + i * 50 }),
    );
    const pixel = row({ brand: 'Google', model: 'Pixel 8', usd: 300 });
    const losses = new Map([
      ['apple', 0.15],
      ['android', 0.32],
    ]);
    const slope = (fit: ReturnType<typeof fitMarket>) =>
      curveOf(fit, 'trade_in', 'Google', 'Pixel 6').b;
    expect(slope(fitMarket([...iphones, pixel], losses))).toBeLessThan(
      slope(fitMarket([...iphones, pixel], NO_LOSSES)),
    );
    // A brand with no price at all loses value at Android's pace.
    expect(
      curveOf(fitMarket(iphones, losses), 'trade_in', 'Motorola', 'Edge (2024)').b,
    ).toBeCloseTo(Math.log(0.68));
  });

  it('refuses an empty table', () => {
    expect(() => fitMarket([], NO_LOSSES)).toThrow(/empty/);
  });
});

describe("a model's line", () => {
  it('takes the generation out of the name', () => {
    expect(lineOf('Samsung', 'Galaxy S24 Ultra')).toEqual({
      line: 'Samsung|Galaxy S# Ultra',
      generation: 24,
    });
    expect(lineOf('Samsung', 'Galaxy S21 Ultra 5G')?.line).toBe('Samsung|Galaxy S# Ultra');
    expect(lineOf('Google', 'Pixel 8a')?.line).toBe('Google|Pixel #a');
    expect(lineOf('Apple', 'iPhone 15 Pro Max')?.line).toBe('Apple|iPhone # Pro Max');
  });

  it("keeps Samsung's A-series tier apart, so an A35 is not held to an A54's price", () => {
    expect(lineOf('Samsung', 'Galaxy A54 5G')?.line).toBe('Samsung|Galaxy A5#');
    expect(lineOf('Samsung', 'Galaxy A35 5G')?.line).toBe('Samsung|Galaxy A3#');
  });

  it('has no line for a name without a generation', () => {
    expect(lineOf('Apple', 'iPhone XS Max')).toBeNull();
  });
});
