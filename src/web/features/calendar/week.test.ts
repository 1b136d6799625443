import { describe, expect, it } from 'vitest';
import { addDays, dayLabel, weekDays, weekStart } from './week';

describe('calendar days', () => {
  it('starts a week on Monday, including from a Sunday and across a month end', () => {
    expect(weekStart('2026-11-21')).toBe('2026-11-16');
    expect(weekStart('2026-11-22')).toBe('2026-11-16');
    expect(weekStart('2026-11-16')).toBe('2026-11-16');
    expect(weekDays('2026-11-30')).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
  });

  it('counts whole days across a daylight-saving change', () => {
    expect(addDays('2026-10-31', 2)).toBe('2026-11-02');
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
  });

  it('names the day', () => {
    expect(dayLabel('2026-11-24')).toBe('Tuesday, Nov 24');
  });
});
