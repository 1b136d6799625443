import { describe, expect, it } from 'vitest';
import { estimateTaxNote } from './RepairSection';

describe('estimateTaxNote', () => {
  it('tells the counter the estimate is plus tax, with what it comes to once typed', () => {
    // The Texas store of issue 38: $179.99 at 8.25 % is $194.84 at pickup.
    expect(estimateTaxNote(179.99, 8.25)).toBe('Plus 8.25 % sales tax ($14.85): $194.84 in all');
    expect(estimateTaxNote('', 8.25)).toBe('Plus 8.25 % sales tax');
    expect(estimateTaxNote('abc', 8.25)).toBe('Plus 8.25 % sales tax');
  });

  it('says nothing where the store charges no tax or its rate is not known yet', () => {
    expect(estimateTaxNote(179.99, 0)).toBeUndefined();
    expect(estimateTaxNote(179.99, null)).toBeUndefined();
  });
});
