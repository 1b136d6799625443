import { describe, expect, it } from 'vitest';
import { addDays, isTimeZone, localDate, nextDate, zonedTime } from './time';

describe('store-local days', () => {
  it('knows that 03:00 UTC is still yesterday in New York', () => {
    expect(localDate(new Date('2026-11-21T03:00:00Z'), 'America/New_York')).toBe('2026-11-20');
    expect(localDate(new Date('2026-11-21T03:00:00Z'), 'UTC')).toBe('2026-11-21');
  });

  it('finds the midnights of the spring-forward and fall-back days, 23 and 25 hours apart', () => {
    const span = (date: string) =>
      (zonedTime(nextDate(date), 'America/New_York').getTime() -
        zonedTime(date, 'America/New_York').getTime()) /
      3_600_000;
    expect(zonedTime('2026-11-21', 'America/Chicago').toISOString()).toBe(
      '2026-11-21T06:00:00.000Z',
    );
    expect(span('2026-03-08')).toBe(23);
    expect(span('2026-11-01')).toBe(25);
  });

  it('finds 8:00 AM local on the next day, across a DST change', () => {
    expect(zonedTime('2026-03-08', 'America/New_York', 8).toISOString()).toBe(
      '2026-03-08T12:00:00.000Z',
    );
    expect(zonedTime('2026-03-07', 'America/New_York', 8).toISOString()).toBe(
      '2026-03-07T13:00:00.000Z',
    );
    expect(zonedTime('2026-11-22', 'America/Los_Angeles', 8).toISOString()).toBe(
      '2026-11-22T16:00:00.000Z',
    );
  });

  it('steps over month and year ends', () => {
    expect(nextDate('2026-12-31')).toBe('2027-01-01');
    expect(nextDate('2028-02-28')).toBe('2028-02-29');
  });
});

describe('calendar arithmetic', () => {
  it('moves a date by whole days across months and years, either way', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(nextDate('2026-11-24')).toBe('2026-11-25');
  });

  it('knows an IANA zone from anything else', () => {
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
