import { describe, expect, it } from 'vitest';
import { dayRevenueTip, revenueBarRows, revenueLineRows } from './day-revenue';

const week = [
  { date: '2026-11-19', revenue: 410, partial: false },
  { date: '2026-11-20', revenue: 388.5, partial: false },
  { date: '2026-11-21', revenue: 12, partial: true },
];

describe('revenue chart rows', () => {
  it('draws the day so far apart from the line of days that are over, joined at the last', () => {
    expect(revenueLineRows(week)).toEqual([
      { date: '2026-11-19', partial: false, Revenue: 410 },
      { date: '2026-11-20', partial: false, Revenue: 388.5, 'Today so far': 388.5 },
      { date: '2026-11-21', partial: true, 'Today so far': 12 },
    ]);
  });

  it('keeps two partial days on the dashed line (a chain across zones after midnight)', () => {
    const dawn = week.map((d, i) => ({ ...d, partial: i > 0 }));
    expect(revenueLineRows(dawn).map((r) => [r.Revenue, r['Today so far']])).toEqual([
      [410, 410],
      [undefined, 388.5],
      [undefined, 12],
    ]);
  });

  it('draws every day solid when none is partial, and a lone partial day alone', () => {
    const closed = week.map((d) => ({ ...d, partial: false }));
    expect(revenueLineRows(closed).every((r) => r['Today so far'] === undefined)).toBe(true);
    expect(revenueLineRows([week[2]!])).toEqual([
      { date: '2026-11-21', partial: true, 'Today so far': 12 },
    ]);
  });

  it("puts today's bar on its own series and every other day on the revenue series", () => {
    expect(revenueBarRows(week)).toEqual([
      { date: '2026-11-19', partial: false, Revenue: 410 },
      { date: '2026-11-20', partial: false, Revenue: 388.5 },
      { date: '2026-11-21', partial: true, 'Today so far': 12 },
    ]);
  });

  it("says in the tooltip that a partial day's figure is today so far", () => {
    expect(dayRevenueTip(week, '2026-11-21')).toEqual({
      date: '2026-11-21',
      revenue: 12,
      note: 'Today so far',
    });
    expect(dayRevenueTip(week, '2026-11-20')?.note).toBeNull();
    expect(dayRevenueTip(week, undefined)).toBeNull();
  });
});
