import { describe, expect, it } from 'vitest';
import {
  confidenceLabel,
  fixedValuationBrand,
  latestReleaseYear,
  maxOffer,
  potentialProfit,
  ZValuationRequest,
} from './valuation';

describe('the valuation helpers', () => {
  it('labels confidence High from 0.8, Medium from 0.6, Low below', () => {
    expect(confidenceLabel(0.95)).toBe('High');
    expect(confidenceLabel(0.8)).toBe('High');
    expect(confidenceLabel(0.79)).toBe('Medium');
    expect(confidenceLabel(0.6)).toBe('Medium');
    expect(confidenceLabel(0.59)).toBe('Low');
  });

  it('puts the maximum offer $50 under the AI-suggested buyback, never below zero', () => {
    const price = (aiSuggested: number) => ({
      buybackPrice: { min: 0, max: 0, recommended: 0, aiSuggested },
    });
    expect(maxOffer(price(310))).toBe(260);
    expect(maxOffer(price(30))).toBe(0);
  });

  it('computes potential profit as target sale price minus recommended buyback', () => {
    expect(
      potentialProfit({
        buybackPrice: { min: 200, max: 260, recommended: 230, aiSuggested: 240 },
        salePrice: { min: 350, max: 420, recommended: 390 },
      }),
    ).toBe(160);
  });
});

describe('the valuation request', () => {
  it('refuses a battery or a release year out of range, with the message', () => {
    const message = (field: Record<string, unknown>) =>
      ZValuationRequest.safeParse({
        brand: 'Apple',
        model: 'iPhone 13',
        condition: 'good',
        ...field,
      }).error?.issues[0]?.message;
    expect(message({ batteryHealth: 150 })).toBe('Battery health is a percentage from 0 to 100');
    expect(message({ batteryHealth: -5 })).toBe('Battery health is a percentage from 0 to 100');
    expect(message({ yearReleased: 1800 })).toBe('Year must be 2010 or later');
    expect(message({ yearReleased: latestReleaseYear(new Date()) + 1 })).toBe(
      'Year cannot be in the future',
    );
    expect(message({ yearReleased: 2021, batteryHealth: 86 })).toBeUndefined();
  });

  it('takes this year as the latest release year, a day ahead for time zones east', () => {
    expect(latestReleaseYear(new Date('2026-06-01T12:00:00Z'))).toBe(2026);
    expect(latestReleaseYear(new Date('2026-12-31T05:00:00Z'))).toBe(2027);
  });

  it('names the missing model and condition with their messages', () => {
    const result = ZValuationRequest.safeParse({ brand: 'Apple', model: ' ' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.error!.issues.map((i) => [i.path.join('.'), i.message]),
    );
    expect(messages).toMatchObject({
      model: 'Model is required',
      condition: 'Condition is required',
    });
  });

  it('defaults the carrier to unlocked, the accessories to absent and the issues to none', () => {
    expect(
      ZValuationRequest.parse({ brand: 'Apple', model: 'iPhone 13', condition: 'good' }),
    ).toEqual({
      brand: 'Apple',
      model: 'iPhone 13',
      condition: 'good',
      carrier: 'unlocked',
      hasOriginalBox: false,
      hasCharger: false,
      functionalIssues: [],
    });
  });
});

describe('the storage of the valuation request', () => {
  const storageIssues = (brand: string, model: string, storage: string) =>
    ZValuationRequest.safeParse({ brand, model, condition: 'good', storage }).error?.issues.filter(
      (issue) => issue.path.join('.') === 'storage',
    );

  it('refuses a size the model never shipped with, on storage', () => {
    expect(storageIssues('Samsung', 'Galaxy S24 Ultra', '64GB')).toMatchObject([
      { message: 'The Galaxy S24 Ultra was not sold with 64GB: choose 256GB, 512GB or 1TB' },
    ]);
  });

  it('matches the brand and model ignoring case', () => {
    expect(storageIssues('apple', 'IPHONE 15 PRO MAX', '128GB')).toMatchObject([
      { message: 'The iPhone 15 Pro Max was not sold with 128GB: choose 256GB, 512GB or 1TB' },
    ]);
  });

  it('accepts a size the model shipped with, and any size of a model without known sizes', () => {
    expect(storageIssues('Samsung', 'Galaxy S24 Ultra', '1TB')).toBeUndefined();
    expect(storageIssues('Xiaomi', 'Redmi Mystery', '32GB')).toBeUndefined();
    expect(storageIssues('Apple', 'iPad Air 2', '2TB')).toBeUndefined();
    expect(
      ZValuationRequest.safeParse({ brand: 'Apple', model: 'iPhone 15', condition: 'good' })
        .success,
    ).toBe(true);
  });
});

describe('fixedValuationBrand', () => {
  it("fixes a store user's brand when the store trades one device brand", () => {
    expect(fixedValuationBrand({ role: 'store', storeBrand: 'Samsung' })).toBe('Samsung');
    expect(fixedValuationBrand({ role: 'store_manager', storeBrand: 'Techy' })).toBeNull();
    expect(fixedValuationBrand({ role: 'areamanager', storeBrand: 'Samsung' })).toBeNull();
  });
});
