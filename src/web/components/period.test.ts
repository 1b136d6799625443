import { describe, expect, it } from 'vitest';
import { lastDays, periodReady } from './period';

describe('period picker values', () => {
  it('ends the last N days today, on the local calendar', () => {
    const now = new Date(2026, 10, 21, 23, 30);
    expect(lastDays(7, now)).toEqual({ from: '2026-11-15', to: '2026-11-21' });
    expect(lastDays(30, now)).toEqual({ from: '2026-10-23', to: '2026-11-21' });
    expect(lastDays(1, now)).toEqual({ from: '2026-11-21', to: '2026-11-21' });
  });

  it('asks only for a complete range in order', () => {
    expect(periodReady({ choice: 'range', from: '2026-11-01', to: '2026-11-01' })).toBe(true);
    expect(periodReady({ choice: 'range', from: '2026-11-02', to: '2026-11-01' })).toBe(false);
    expect(periodReady({ choice: 'range', from: '', to: '2026-11-01' })).toBe(false);
  });
});
