import { describe, expect, it } from 'vitest';
import { warrantyDaysInTerms, warrantyMismatch } from './warranty-terms';

describe('warrantyDaysInTerms', () => {
  it('finds the days a line about the warranty names, in the ways terms are written', () => {
    expect(warrantyDaysInTerms('Repairs carry a 60-day warranty on parts and labour.')).toEqual([
      60,
    ]);
    expect(warrantyDaysInTerms('We offer a warranty of 90 days from pickup.')).toEqual([90]);
    expect(warrantyDaysInTerms('Screens are warranted for 30 calendar days')).toEqual([30]);
    expect(warrantyDaysInTerms('90 day warranty. Batteries: 180 days warranty.')).toEqual([
      90, 180,
    ]);
  });

  it('reads months as 30 days, in figures or words', () => {
    expect(warrantyDaysInTerms('A two-month warranty on every repair.')).toEqual([60]);
    expect(warrantyDaysInTerms('Warranty: 3 months.')).toEqual([90]);
  });

  it('ignores days that are not about the warranty', () => {
    expect(warrantyDaysInTerms('Devices left over 30 days may be recycled.')).toEqual([]);
    expect(
      warrantyDaysInTerms(
        'Devices left over 30 days may be recycled.\nNo warranty on water damage.',
      ),
    ).toEqual([]);
  });
});

describe('warrantyMismatch', () => {
  const FIX = 'Make them agree.';
  const stores = [
    { name: 'Plano', warrantyDays: 90 },
    { name: 'Frisco', warrantyDays: 60 },
  ];

  it('names the stores whose printed warranty differs from the terms', () => {
    expect(warrantyMismatch('All repairs: 60-day warranty.', stores, FIX)).toBe(
      "The terms say a warranty of 60 days, but the invoice prints the store's warranty (Plano 90 days). Make them agree.",
    );
  });

  it('names a period the terms add that no store gives', () => {
    const both = 'Warranty: 90 days.\nAll repairs carry a 60-day warranty.';
    expect(warrantyMismatch(both, [stores[0]!], FIX)).toBe(
      'The terms also name a warranty of 60 days, which the invoice never prints (Plano 90 days). Make them agree.',
    );
  });

  it('is silent when they agree or the terms name no period', () => {
    expect(warrantyMismatch('All repairs: 60-day warranty.', [stores[1]!], FIX)).toBeNull();
    expect(
      warrantyMismatch('Warranty: 90 days in Plano, 60 days in Frisco.', stores, FIX),
    ).toBeNull();
    expect(warrantyMismatch('Back up your data first.', stores, FIX)).toBeNull();
  });
});
