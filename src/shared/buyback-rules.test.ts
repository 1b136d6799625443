import { describe, expect, it } from 'vitest';
import { holdUntil, isHeld, ZStoreBuybackRulesInput } from './buyback-rules';

const NY = 'America/New_York';
/** A store-local wall-clock time in New York as an instant (offset given per date). */
const ny = (local: string, offset: '-04:00' | '-05:00') => new Date(`${local}${offset}`);

describe('the buyback hold', () => {
  it('holds a device through the last day of its period, by the store calendar', () => {
    expect(holdUntil(ny('2026-11-01T10:00:00', '-05:00'), NY, 10)).toBe('2026-11-10');
    expect(holdUntil(ny('2026-11-01T10:00:00', '-05:00'), NY, 1)).toBe('2026-11-01');
  });

  it('counts a purchase at 11:50 PM store time on that day, not the next (UTC is past midnight)', () => {
    const late = ny('2026-11-20T23:50:00', '-05:00');
    expect(late.toISOString().slice(0, 10)).toBe('2026-11-21');
    expect(holdUntil(late, NY, 10)).toBe('2026-11-29');
  });

  it('counts a purchase at 12:20 AM store time on the new calendar day', () => {
    expect(holdUntil(ny('2026-11-21T00:20:00', '-05:00'), NY, 10)).toBe('2026-11-30');
  });

  it('keeps whole calendar days across the change of the clocks', () => {
    // Bought the evening before clocks go back (Nov 1, 2026, 2:00 AM -> 1:00 AM).
    const before = ny('2026-10-31T21:00:00', '-04:00');
    expect(holdUntil(before, NY, 3)).toBe('2026-11-02');
    // Bought the evening before clocks go forward (Mar 8, 2026).
    expect(holdUntil(ny('2026-03-07T22:00:00', '-05:00'), NY, 2)).toBe('2026-03-08');
  });

  it('holds nothing when the store has no hold period', () => {
    expect(holdUntil(new Date(), NY, 0)).toBeNull();
    expect(isHeld(null, new Date(), NY)).toBe(false);
  });

  it('still holds on the last day at 11:59 PM and frees the device at 12:00 AM the day after', () => {
    expect(isHeld('2026-11-10', ny('2026-11-10T23:59:00', '-05:00'), NY)).toBe(true);
    expect(isHeld('2026-11-10', ny('2026-11-11T00:00:00', '-05:00'), NY)).toBe(false);
    // 4:59 AM on the last day is still that day, whatever the store's business day says.
    expect(isHeld('2026-11-10', ny('2026-11-10T04:59:00', '-05:00'), NY)).toBe(true);
  });
});

describe("a store's buyback rules", () => {
  it('take a hold of 0 to 90 whole days', () => {
    expect(ZStoreBuybackRulesInput.safeParse({ buybackHoldDays: 21 }).success).toBe(true);
    expect(ZStoreBuybackRulesInput.safeParse({ buybackHoldDays: 91 }).success).toBe(false);
    expect(ZStoreBuybackRulesInput.safeParse({ buybackHoldDays: 2.5 }).success).toBe(false);
    expect(ZStoreBuybackRulesInput.safeParse({ buybackHoldDays: -1 }).success).toBe(false);
  });
});
