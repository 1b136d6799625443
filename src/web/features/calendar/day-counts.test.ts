import { describe, expect, it } from 'vitest';
import { storeCountsOfDay } from './day-counts';

const names = new Map([
  ['s1', 'Techy Lakeview'],
  ['s2', 'Techy Loop'],
  ['s3', 'Techy Wicker Park'],
]);

describe('a day’s appointment counts per store', () => {
  it('lists the stores with any appointment, most first, with the day’s total', () => {
    const day = {
      date: '2026-11-30',
      booked: [1, 3, 0],
      arrived: [1, 0, 0],
      cancelled: [0, 1, 0],
      no_show: [0, 0, 0],
    };
    expect(storeCountsOfDay(day, ['s1', 's2', 's3'], names)).toEqual({
      total: 6,
      stores: [
        {
          storeId: 's2',
          name: 'Techy Loop',
          total: 4,
          byStatus: { booked: 3, arrived: 0, cancelled: 1, no_show: 0 },
        },
        {
          storeId: 's1',
          name: 'Techy Lakeview',
          total: 2,
          byStatus: { booked: 1, arrived: 1, cancelled: 0, no_show: 0 },
        },
      ],
    });
  });

  it('orders stores of equal counts by name, and a day without appointments is empty', () => {
    const day = {
      date: '2026-12-01',
      booked: [2, 2],
      arrived: [0, 0],
      cancelled: [0, 0],
      no_show: [0, 0],
    };
    expect(storeCountsOfDay(day, ['s2', 's1'], names).stores.map((s) => s.name)).toEqual([
      'Techy Lakeview',
      'Techy Loop',
    ]);
    expect(storeCountsOfDay(undefined, ['s1'], names)).toEqual({ total: 0, stores: [] });
  });
});
