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
  const stores = [
    { name: 'Plano', warrantyDays: 90 },
    { name: 'Frisco', warrantyDays: 60 },
  ];

  it('names the stores whose printed warranty differs from the terms', () => {
    expect(warrantyMismatch('All repairs: 60-day warranty.', stores)).toBe(
      "The terms say a warranty of 60 days, but the invoice prints the store's warranty (Plano 90 days). Make them agree: change the text or the store's warranty days in Admin → Stores.",
    );
  });

  it('is silent when they agree or the terms name no period', () => {
    expect(warrantyMismatch('All repairs: 60-day warranty.', [stores[1]!])).toBeNull();
    expect(warrantyMismatch('Back up your data first.', stores)).toBeNull();
  });
});
