import { describe, expect, it } from 'vitest';
import {
  businessDateAt,
  businessDayRange,
  businessToday,
  DEFAULT_BUSINESS_DAY_END_HOUR,
  loginReopensAt,
  MAX_BUSINESS_DAY_END_HOUR,
  sameBusinessDays,
  type StoreDay,
} from './business-day';

const newYork: StoreDay = { timezone: 'America/New_York', businessDayEndHour: 5 };
const at = (iso: string) => ({ now: () => new Date(iso) });
const hours = (r: { start: Date; end: Date }) => (r.end.getTime() - r.start.getTime()) / 3_600_000;

describe("a store's business day", () => {
  // Each case: the store-local time, its instant, the business day and when sign-in reopens.
  it.each([
    ['11:50 PM Nov 21', '2026-11-22T04:50:00Z', '2026-11-21', '2026-11-22T13:00:00.000Z'],
    ['12:20 AM Nov 22', '2026-11-22T05:20:00Z', '2026-11-21', '2026-11-22T13:00:00.000Z'],
    ['4:59 AM Nov 22', '2026-11-22T09:59:00Z', '2026-11-21', '2026-11-22T13:00:00.000Z'],
    ['5:00 AM Nov 22', '2026-11-22T10:00:00Z', '2026-11-22', '2026-11-23T13:00:00.000Z'],
  ])('at %s in New York belongs to %s', (_, instant, date, reopens) => {
    expect(businessToday(at(instant), newYork)).toBe(date);
    expect(loginReopensAt(date, newYork).toISOString()).toBe(reopens);
  });

  it('closes a report filed after midnight at 8:00 AM that morning, not a day later', () => {
    const filedAt = new Date('2026-11-22T05:20:00Z');
    const reopens = loginReopensAt(businessDateAt(filedAt, newYork), newYork);
    expect((reopens.getTime() - filedAt.getTime()) / 3_600_000).toBeCloseTo(7 + 40 / 60);
  });

  it('follows calendar days when the day ends at midnight', () => {
    const midnight = { ...newYork, businessDayEndHour: 0 };
    expect(businessToday(at('2026-11-22T04:50:00Z'), midnight)).toBe('2026-11-21');
    expect(businessToday(at('2026-11-22T05:20:00Z'), midnight)).toBe('2026-11-22');
  });

  it('is read on the store clock, not the server’s', () => {
    const chicago = { timezone: 'America/Chicago', businessDayEndHour: 5 };
    // 4:30 AM in Chicago is 5:30 AM in New York: one day still open, the other begun.
    expect(businessToday(at('2026-11-22T10:30:00Z'), chicago)).toBe('2026-11-21');
    expect(businessToday(at('2026-11-22T10:30:00Z'), newYork)).toBe('2026-11-22');
  });

  describe('across the clock changes', () => {
    // New York springs forward at 2:00 AM on Mar 8, 2026 and falls back at 2:00 AM on Nov 1.
    it.each([
      ['12:20 AM EST Mar 8', '2026-03-08T05:20:00Z', '2026-03-07', '2026-03-08T12:00:00.000Z'],
      ['4:59 AM EDT Mar 8', '2026-03-08T08:59:00Z', '2026-03-07', '2026-03-08T12:00:00.000Z'],
      ['5:00 AM EDT Mar 8', '2026-03-08T09:00:00Z', '2026-03-08', '2026-03-09T12:00:00.000Z'],
      ['12:20 AM EDT Nov 1', '2026-11-01T04:20:00Z', '2026-10-31', '2026-11-01T13:00:00.000Z'],
      [
        'the second 1:30 AM, EST, Nov 1',
        '2026-11-01T06:30:00Z',
        '2026-10-31',
        '2026-11-01T13:00:00.000Z',
      ],
      ['4:59 AM EST Nov 1', '2026-11-01T09:59:00Z', '2026-10-31', '2026-11-01T13:00:00.000Z'],
      ['5:00 AM EST Nov 1', '2026-11-01T10:00:00Z', '2026-11-01', '2026-11-02T13:00:00.000Z'],
    ])('%s belongs to %s', (_, instant, date, reopens) => {
      expect(businessToday(at(instant), newYork)).toBe(date);
      expect(loginReopensAt(date, newYork).toISOString()).toBe(reopens);
    });

    it('has 23 hours across spring-forward night and 25 across fall-back night', () => {
      expect(hours(businessDayRange('2026-03-07', newYork))).toBe(23);
      expect(hours(businessDayRange('2026-03-08', newYork))).toBe(24);
      expect(hours(businessDayRange('2026-10-31', newYork))).toBe(25);
      expect(hours(businessDayRange('2026-11-01', newYork))).toBe(24);
    });

    // 2:00 AM does not exist on Mar 8 and 1:00 AM happens twice on Nov 1: whichever instant a day
    // starts at, every instant falls in exactly the day it is dated to.
    it.each(['2026-03-07', '2026-10-31'])(
      'dates every quarter hour of the night after %s into the day whose range holds it',
      (first) => {
        const misplaced: string[] = [];
        // Midnight, the hour that happens twice, the hour that is skipped, the default, the last.
        for (const hour of [0, 1, 2, DEFAULT_BUSINESS_DAY_END_HOUR, MAX_BUSINESS_DAY_END_HOUR]) {
          const store = { timezone: 'America/New_York', businessDayEndHour: hour };
          const start = businessDayRange(first, store).start.getTime();
          for (let t = start; t < start + 2 * 86_400_000; t += 15 * 60_000) {
            const instant = new Date(t);
            const range = businessDayRange(businessDateAt(instant, store), store);
            if (!(range.start <= instant && instant < range.end))
              misplaced.push(`${hour}: ${instant.toISOString()}`);
          }
        }
        expect(misplaced).toEqual([]);
      },
    );
  });

  // businessToday keeps the day it found until that day ends: a clock walking the clock-change
  // nights forward and back (a test's clock may go back) must read what businessDateAt reads.
  it.each(['2026-03-07', '2026-10-31'])(
    'keeps today right as the clock walks the night after %s forward and back',
    (first) => {
      const wrong: string[] = [];
      for (const hour of [0, 1, 2, DEFAULT_BUSINESS_DAY_END_HOUR, MAX_BUSINESS_DAY_END_HOUR]) {
        const store = { timezone: 'America/New_York', businessDayEndHour: hour };
        const start = businessDayRange(first, store).start.getTime();
        const steps = Array.from({ length: 2 * 96 }, (_, i) => start + i * 15 * 60_000);
        for (const t of [...steps, ...[...steps].reverse()]) {
          const instant = new Date(t);
          if (businessToday({ now: () => instant }, store) !== businessDateAt(instant, store))
            wrong.push(`${hour}: ${instant.toISOString()}`);
        }
      }
      expect(wrong).toEqual([]);
    },
  );

  it('reopens sign-in at 8:00 AM store time across zones and the year end', () => {
    const zone = (timezone: string) => ({ timezone, businessDayEndHour: 5 });
    expect(loginReopensAt('2026-11-21', zone('America/Los_Angeles')).toISOString()).toBe(
      '2026-11-22T16:00:00.000Z',
    );
    expect(loginReopensAt('2026-03-07', zone('America/Chicago')).toISOString()).toBe(
      '2026-03-08T13:00:00.000Z',
    );
    expect(loginReopensAt('2026-10-31', zone('America/Chicago')).toISOString()).toBe(
      '2026-11-01T14:00:00.000Z',
    );
    expect(loginReopensAt('2026-12-31', zone('America/Denver')).toISOString()).toBe(
      '2027-01-01T15:00:00.000Z',
    );
  });

  it('groups stores whose days start together', () => {
    const stores = [
      { id: 'a', ...newYork },
      { id: 'b', ...newYork },
      { id: 'c', ...newYork, businessDayEndHour: 0 },
      { id: 'd', timezone: 'America/Chicago', businessDayEndHour: 5 },
    ];
    expect(sameBusinessDays(stores).map((g) => g.storeIds)).toEqual([['a', 'b'], ['c'], ['d']]);
  });
});
