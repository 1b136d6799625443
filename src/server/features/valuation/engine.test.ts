import { describe, expect, it } from 'vitest';
import { BUYBACK_PRICING_DEFAULTS, DEFAULT_REPAIR_PRICES } from '../../../shared/buyback-pricing';
import type { MarketRow } from '../../../shared/market-prices';
import {
  MAX_OFFER_MARGIN,
  maxOffer,
  ZValuationRequest,
  type ValuationRequest,
} from '../../../shared/valuation';
import { estimate, type Comparable } from './engine';
import { fitMarket } from './market/fit';

const row = (fields: Partial<MarketRow> & Pick<MarketRow, 'model' | 'usd'>): MarketRow => ({
  brand: 'Apple',
  storage: '128GB',
  kind: 'trade_in',
  condition: 'good',
  source: 'https://example.com/prices',
  observed: '2026-01-15',
  ...fields,
});
/** A small market: three iPhones by two kinds and three conditions. */
const market = fitMarket(
  (
    [
      ['iPhone 14', 300, 420],
      ['iPhone 15', 400, 540],
      ['iPhone 16', 500, 660],
    ] as const
  ).flatMap(([model, cash, resale]) =>
    (
      [
        ['good', 1],
        ['fair', 0.8],
        ['broken', 0.25],
      ] as const
    ).flatMap(([condition, share]) => [
      row({ model, condition, usd: Math.round(cash * share) }),
      row({ model, condition, kind: 'resale', usd: Math.round(resale * share) }),
    ]),
  ),
  new Map(),
);
const pricing = {
  market,
  at: new Date('2026-01-15T12:00:00Z'),
  buyback: BUYBACK_PRICING_DEFAULTS,
  repairPrices: DEFAULT_REPAIR_PRICES.high,
};
const valueOf = (fields: Partial<ValuationRequest>, comparables: Comparable[] = []) =>
  estimate(
    ZValuationRequest.parse({
      brand: 'Apple',
      model: 'iPhone 15',
      condition: 'good',
      storage: '128GB',
      ...fields,
    }),
    pricing,
    comparables,
  );
const sales = (price: number, n: number, condition = 'good'): Comparable[] =>
  Array.from({ length: n }, () => ({ kind: 'sale', price, condition, ageDays: 5 }));

describe('the market anchor', () => {
  it("offers the store's share of the market's cash offer, and resells at the market", () => {
    const e = valueOf({});
    expect(e.market.tradeIn).toBeCloseTo(400, -1);
    expect(e.sale.recommended).toBeCloseTo(540, -1);
    expect(e.buyback.recommended).toBe(Math.round((e.market.tradeIn * 0.9) / 5) * 5);
    expect(e.buyback.recommended).toBeLessThanOrEqual(e.market.tradeIn);
  });

  it('never recommends more than the store can pay and keep its margin', () => {
    const thin = estimate(
      ZValuationRequest.parse({
        brand: 'Apple',
        model: 'iPhone 15',
        condition: 'good',
        storage: '128GB',
      }),
      { ...pricing, buyback: { closeness: 0.95, targetMargin: 0.5 } },
      [],
    );
    expect(thin.buyback.recommended).toBeLessThanOrEqual(thin.sale.recommended * 0.5 + 5);
  });

  it("lets a clerk meet the market's offer without approval, as far as the margin allows", () => {
    const e = valueOf({});
    expect(maxOffer({ buybackPrice: e.buyback })).toBe(Math.round(e.market.tradeIn / 5) * 5);
    const thin = estimate(
      ZValuationRequest.parse({
        brand: 'Apple',
        model: 'iPhone 15',
        condition: 'good',
        storage: '128GB',
      }),
      { ...pricing, buyback: { closeness: 0.9, targetMargin: 0.5 } },
      [],
    );
    expect(maxOffer({ buybackPrice: thin.buyback })).toBeLessThanOrEqual(
      thin.sale.recommended * 0.5 + 5,
    );
  });

  it('keeps the spec arithmetic: the maximum offer is $50 under the AI figure, never below the recommended', () => {
    const e = valueOf({});
    expect(e.buyback.aiSuggested).toBeGreaterThanOrEqual(e.buyback.recommended + MAX_OFFER_MARGIN);
    expect(maxOffer({ buybackPrice: e.buyback })).toBe(e.buyback.aiSuggested - MAX_OFFER_MARGIN);
    expect(e.buyback.min).toBeLessThanOrEqual(e.buyback.recommended);
    expect(e.buyback.max).toBeGreaterThanOrEqual(e.buyback.aiSuggested);
    expect(e.sale.min).toBeLessThanOrEqual(e.sale.recommended);
    expect(e.sale.max).toBeGreaterThanOrEqual(e.sale.recommended);
  });

  it('prices a worse condition lower, by the ratios the market table gives', () => {
    const good = valueOf({});
    const fair = valueOf({ condition: 'fair' });
    expect(fair.market.tradeIn / good.market.tradeIn).toBeCloseTo(0.8, 1);
    expect(fair.buyback.recommended).toBeLessThan(good.buyback.recommended);
  });

  it("takes the catalogue's release year over the form's for a known model", () => {
    expect(valueOf({ yearReleased: 2015 }).buyback).toEqual(valueOf({}).buyback);
  });

  it("values a model the catalogue does not know by the form's year, lower when older", () => {
    const newer = valueOf({ model: 'Some Phone', yearReleased: 2024 });
    const older = valueOf({ model: 'Some Phone', yearReleased: 2020 });
    expect(older.market.resale).toBeLessThan(newer.market.resale);
    expect(newer.confidence).toBeLessThan(valueOf({}).confidence);
  });
});

describe('damage', () => {
  it("takes the store's screen price off a cracked phone's offer, not a share of its value", () => {
    const whole = valueOf({});
    const cracked = valueOf({ screenCondition: 'cracked' });
    const screen = DEFAULT_REPAIR_PRICES.high.screen;
    expect(cracked.market).toMatchObject({ tradeIn: whole.market.tradeIn, repairs: screen });
    expect(cracked.buyback.recommended).toBe(
      Math.round((Math.max(whole.market.tradeIn - screen, 100) * 0.9) / 5) * 5,
    );
    // The store repairs it and resells it working.
    expect(cracked.sale.recommended).toBe(whole.sale.recommended);
    expect(cracked.factors.find((f) => f.label === 'Screen replacement')?.effect).toBe(-screen);
    expect(cracked.factors.find((f) => f.label === 'Resold after repair')?.effect).toBe(screen);
  });

  it('never offers less than a broken phone fetches for its parts', () => {
    const wrecked = valueOf({
      screenCondition: 'broken',
      batteryHealth: 60,
      functionalIssues: ['back_glass', 'charging_port', 'rear_camera'],
    });
    const parts = valueOf({ condition: 'broken' });
    expect(wrecked.buyback.recommended).toBeGreaterThanOrEqual(parts.buyback.recommended);
    expect(wrecked.buyback.recommended).toBeGreaterThan(0);
  });

  it('gives the same offer whether a clerk calls a cracked phone poor or broken', () => {
    const poor = valueOf({ condition: 'poor', screenCondition: 'cracked' });
    const broken = valueOf({ condition: 'broken', screenCondition: 'cracked' });
    expect(broken.buyback).toEqual(poor.buyback);
    expect(broken.sale).toEqual(poor.sale);
  });

  it('prices a broken phone without named damage at what broken phones fetch', () => {
    const e = valueOf({ condition: 'broken' });
    expect(e.market.tradeIn).toBeCloseTo(100, -1);
  });

  it('takes a share off for faults not worth repairing, and for a carrier lock', () => {
    const whole = valueOf({});
    expect(valueOf({ functionalIssues: ['face_id'] }).market.tradeIn).toBeCloseTo(
      whole.market.tradeIn * 0.75,
      -1,
    );
    expect(valueOf({ carrier: 'verizon' }).market.resale).toBeCloseTo(
      whole.market.resale * 0.9,
      -1,
    );
  });
});

describe("the chain's history", () => {
  it('nudges the resale price towards what the chain sold the same model for', () => {
    const market = valueOf({}).sale.recommended;
    const above = valueOf({}, sales(600, 10)).sale.recommended;
    expect(above).toBeGreaterThan(market);
    expect(above).toBeLessThan(600);
  });

  it('never lets a handful of sales override the market', () => {
    const market = valueOf({}).sale.recommended;
    const many = valueOf({}, sales(2000, 200)).sale.recommended;
    // At most 40% of a move clamped to 25% of the market.
    expect(many).toBeLessThanOrEqual(Math.round(market * 1.25 ** 0.4) + 5);
    const few = valueOf({}, sales(700, 2)).sale.recommended;
    expect(few - market).toBeLessThan((700 - market) * 0.3);
  });

  it('reads a recorded condition by the market ratios and resists one mistyped price', () => {
    const fairSales = valueOf({}, sales(432, 10, 'fair')).sale.recommended;
    const goodSales = valueOf({}, sales(540, 10)).sale.recommended;
    expect(Math.abs(fairSales - goodSales)).toBeLessThanOrEqual(10);
    const typo = valueOf({}, [...sales(540, 9), ...sales(54_000, 1)]).sale.recommended;
    expect(Math.abs(typo - goodSales)).toBeLessThanOrEqual(10);
  });

  it("leaves the market's trade-in offer alone whatever the chain paid: those were its own offers", () => {
    const buys: Comparable[] = Array.from({ length: 20 }, () => ({
      kind: 'buyback',
      price: 900,
      condition: 'good',
      ageDays: 3,
    }));
    expect(valueOf({}, buys).market.tradeIn).toBe(valueOf({}).market.tradeIn);
    expect(valueOf({}, buys).buyback).toEqual(valueOf({}).buyback);
  });

  it('raises the confidence with recent comparables', () => {
    expect(valueOf({}, sales(540, 10)).confidence).toBeGreaterThan(valueOf({}).confidence);
  });
});
