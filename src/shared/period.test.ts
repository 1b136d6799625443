import { describe, expect, it } from 'vitest';
import { MAX_PERIOD_DAYS, periodDays, ZPeriodQuery } from './period';

describe('period', () => {
  it('counts both ends', () => {
    expect(periodDays('2026-11-16', '2026-11-20')).toBe(5);
    expect(periodDays('2026-11-20', '2026-11-20')).toBe(1);
    // Across the DST change in US zones: calendar days, not 24-hour spans.
    expect(periodDays('2026-10-31', '2026-11-02')).toBe(3);
  });

  it('accepts a real period up to the limit', () => {
    expect(ZPeriodQuery.safeParse({ from: '2024-02-29', to: '2024-03-01' }).success).toBe(true);
    const last = new Date(Date.UTC(2026, 0, MAX_PERIOD_DAYS)).toISOString().slice(0, 10);
    expect(ZPeriodQuery.safeParse({ from: '2026-01-01', to: last }).success).toBe(true);
  });

  it.each([
    [{ from: '2026-02-29', to: '2026-03-01' }, 'Not a real date'],
    [{ from: '11/16/2026', to: '2026-11-20' }, 'Use a date as YYYY-MM-DD'],
    [{ from: '2026-11-20', to: '2026-11-16' }, 'The start must not be after the end'],
    [{ from: '2025-01-01', to: '2026-11-20' }, `Choose at most ${MAX_PERIOD_DAYS} days`],
  ])('refuses %o: %s', (query, message) => {
    const result = ZPeriodQuery.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });
});
