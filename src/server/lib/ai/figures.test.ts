import { describe, expect, it } from 'vitest';
import { unknownFigures } from './figures';

describe('unknownFigures', () => {
  it('accepts numbers that appear in the figures or the draft, however they are written', () => {
    const allowed = ['Offer $1,250.00 for the iPhone 15', 0.82, '82%', 3];
    expect(unknownFigures('Offer 1250 for this iPhone 15 (82% sure, 3 sales).', allowed)).toEqual(
      [],
    );
    expect(unknownFigures('Offer $1,250 now.', allowed)).toEqual([]);
  });

  it('names every number that was not given, as the text wrote it', () => {
    expect(unknownFigures('Offer $1,300 or 1,250; resale 75.5.', ['$1,250'])).toEqual([
      '1,300',
      '75.5',
    ]);
  });

  it('finds nothing in text without numbers', () => {
    expect(unknownFigures('A fair offer.', [])).toEqual([]);
  });
});
