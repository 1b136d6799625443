import { describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/time';
import { ageingBacklog, backlogCutoff, median, revenueOutlier, suddenRise } from './anomalies';
import { storeAnomalies } from './summary';

describe('revenueOutlier', () => {
  const usual = [100_00, 110_00, 90_00, 105_00, 95_00, 100_00, 120_00, 80_00];

  it('flags a day more than 3.5 robust z-scores from the same weekdays', () => {
    // median 100.00, MAD 7.50 -> scale 11.12; 200.00 is 9.0 scales above.
    expect(revenueOutlier(200_00, usual)).toEqual({
      value: 200_00,
      median: 100_00,
      mad: 750,
      z: 9,
    });
    expect(revenueOutlier(10_00, usual)?.z).toBeLessThan(-3.5);
  });

  it('lets an ordinary day pass', () => {
    expect(revenueOutlier(125_00, usual)).toBeNull();
    // 3.2 scales above: inside Iglewicz and Hoaglin's 3.5.
    expect(revenueOutlier(136_00, usual)).toBeNull();
  });

  it('is not fooled by one earlier odd day', () => {
    expect(revenueOutlier(200_00, [...usual.slice(1), 1_000_00])).not.toBeNull();
  });

  it('needs at least 4 weeks of the same weekday', () => {
    expect(revenueOutlier(1_000_00, [100_00, 100_00, 100_00])).toBeNull();
  });

  it('does not call every change infinite when takings never varied', () => {
    const flat = Array(8).fill(100_00);
    expect(revenueOutlier(110_00, flat)).toBeNull();
    // The scale floor is $10 here (5% of $100 is only $5): $150 is 5 scales above.
    expect(revenueOutlier(150_00, flat)?.z).toBe(5);
  });
});

describe('suddenRise', () => {
  it('flags a week at least double the usual weekly amount', () => {
    const previous = Array(28).fill(20_00); // $140 a week
    expect(suddenRise(Array(7).fill(50_00), previous)).toEqual({
      recent: 350_00,
      baseline: 140_00,
      factor: 2.5,
    });
  });

  it('lets a week below double pass', () => {
    expect(suddenRise(Array(7).fill(30_00), Array(28).fill(20_00))).toBeNull();
  });

  it('ignores small sums even from nothing', () => {
    expect(suddenRise([50_00], [])).toBeNull();
    expect(suddenRise([150_00], [])).toEqual({ recent: 150_00, baseline: 0, factor: null });
  });
});

describe('ageingBacklog', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const inBacklog = (checkedIn: string) => checkedIn <= backlogCutoff(now);

  it('takes open repairs older than 7 whole days: checked in 8 days before or earlier', () => {
    expect(inBacklog('2026-11-13T12:00:00.000Z')).toBe(true);
    expect(inBacklog('2026-11-13T11:00:00.000Z')).toBe(true);
    expect(inBacklog('2026-11-13T12:00:00.001Z')).toBe(false);
    expect(inBacklog('2026-11-14T12:00:00.000Z')).toBe(false);
    expect(inBacklog('2026-11-20T12:00:00.000Z')).toBe(false);
  });

  it('counts them and gives the oldest age in whole days', () => {
    expect(ageingBacklog({ count: 2, oldest: '2026-11-01T12:00:00.000Z' }, now)).toEqual({
      count: 2,
      oldestDays: 20,
    });
    expect(ageingBacklog({ count: 1, oldest: '2026-11-13T11:00:00.000Z' }, now)).toEqual({
      count: 1,
      oldestDays: 8,
    });
  });

  it('is quiet when every open repair is recent', () => {
    expect(ageingBacklog(null, now)).toBeNull();
  });
});

describe('median', () => {
  it('takes the middle, or the mean of the two middles', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('an unusual day, in words', () => {
  it('says how far from the usual weekday it was as a multiple of the usual spread', () => {
    // Nine weeks of $100.00 a day, then $150.00 on Tuesday, Nov 24: 5 times the $10 spread.
    const dates = Array.from({ length: 64 }, (_, i) => addDays('2026-11-24', i - 63));
    const revenue = dates.map((_, i) => (i === dates.length - 1 ? 150_00 : 100_00));
    const zeros = dates.map(() => 0);
    const [alert] = storeAnomalies(
      {
        storeId: 's1',
        storeName: 'Techy Midtown',
        revenue,
        tickets: zeros,
        completed: zeros,
        refunds: zeros,
        buybacks: zeros,
        oldOpen: null,
      },
      dates,
      new Date('2026-11-25T12:00:00Z'),
    );
    expect(alert?.message).toBe(
      'Revenue on Tuesday 11/24/2026 was $150.00 against a usual $100.00 for a Tuesday: ' +
        'about 5 times the usual spread above it.',
    );
    expect(alert?.message).not.toMatch(/z-score/);
  });
});
