import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarClock,
  calendarToday,
  dayLabel,
  localDay,
  suggestedBooking,
  weekDays,
  weekStart,
} from './week';

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

describe('today on the calendar', () => {
  // 04:30 UTC on Nov 22: still the evening of Nov 21 in Los Angeles and in Honolulu.
  const lateEvening = new Date('2026-11-22T04:30:00.000Z');
  const la = { timezone: 'America/Los_Angeles' };
  const honolulu = { timezone: 'Pacific/Honolulu' };

  it('is the store’s own day when one store is shown, not the UTC day', () => {
    expect(calendarToday(lateEvening, [la])).toBe('2026-11-21');
    expect(calendarToday(new Date('2026-11-22T08:30:00.000Z'), [la])).toBe('2026-11-22');
    expect(calendarToday(new Date('2026-11-22T08:30:00.000Z'), [honolulu])).toBe('2026-11-21');
  });

  it('is the device’s day with several stores, or before the stores are known', () => {
    expect(calendarToday(lateEvening, [la, honolulu])).toBe(localDay(lateEvening));
    expect(calendarToday(lateEvening, [])).toBe(localDay(lateEvening));
  });
});

describe('a new booking', () => {
  it('starts at the next quarter hour today, never at a time already past', () => {
    expect(suggestedBooking('2026-11-24', '2026-11-24', '09:00')).toEqual({
      date: '2026-11-24',
      time: '09:15',
    });
    expect(suggestedBooking('2026-11-24', '2026-11-24', '16:52')).toEqual({
      date: '2026-11-24',
      time: '17:00',
    });
    // 4:59 AM and 12:20 AM store time, and 11:50 PM, when today has no quarter hour left.
    expect(suggestedBooking('2026-11-24', '2026-11-24', '04:59').time).toBe('05:00');
    expect(suggestedBooking('2026-11-24', '2026-11-24', '00:20').time).toBe('00:30');
    expect(suggestedBooking('2026-11-24', '2026-11-24', '23:50')).toEqual({
      date: '2026-11-25',
      time: '10:00',
    });
  });

  it('starts a later day at 10:00', () => {
    expect(suggestedBooking('2026-11-27', '2026-11-24', '16:52')).toEqual({
      date: '2026-11-27',
      time: '10:00',
    });
  });

  it('reads the clock of the one store shown, across a daylight-saving change', () => {
    // 07:30 UTC on Nov 1 2026: 1:30 AM in Chicago after the clocks fell back.
    const now = new Date('2026-11-01T07:30:00Z');
    expect(calendarClock(now, [{ timezone: 'America/Chicago' }])).toBe('01:30');
    expect(calendarClock(new Date('2026-03-08T08:30:00Z'), [{ timezone: 'America/Chicago' }])).toBe(
      '03:30',
    );
  });
});
