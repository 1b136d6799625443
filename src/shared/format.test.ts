import { describe, expect, it } from 'vitest';
import {
  formatCents,
  formatClock,
  formatDate,
  formatDateTime,
  formatDay,
  formatEstimate,
  formatLongDay,
  formatMoney,
  formatMoneyShort,
  formatShortDay,
  formatWeekday,
  formatZone,
  initials,
  shortName,
  withArticle,
} from './format';

describe('formatMoney', () => {
  it('shows US dollars with 2 decimals', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney('19.99')).toBe('$19.99');
    expect(formatCents(12345)).toBe('$123.45');
  });

  it('shows $0.00 for anything that is not money', () => {
    for (const bad of [NaN, Infinity, 'abc', '', null, undefined, {}]) {
      expect(formatMoney(bad)).toBe('$0.00');
    }
  });
});

describe('formatMoneyShort', () => {
  it('abbreviates for a chart axis only', () => {
    expect(formatMoneyShort(2512.4)).toBe('$2.5K');
    expect(formatMoneyShort(1_250_000)).toBe('$1.3M');
    expect(formatMoneyShort(40)).toBe('$40');
    expect(formatMoneyShort(NaN)).toBe('$0');
  });
});

describe('formatDate', () => {
  it('uses the US format in the store time zone', () => {
    expect(formatDate('2026-11-21T03:00:00Z', 'America/New_York')).toBe('11/20/2026');
    expect(formatDate('2026-11-21T03:00:00Z', 'UTC')).toBe('11/21/2026');
    expect(formatDateTime('2026-11-21T15:05:00Z', 'America/Chicago')).toBe('11/21/2026, 9:05 AM');
  });

  it("shows 'Invalid Date' for anything unparsable", () => {
    expect(formatDate('not a date')).toBe('Invalid Date');
    expect(formatDate(undefined)).toBe('Invalid Date');
    expect(formatDateTime({})).toBe('Invalid Date');
  });
});

describe('calendar dates (a business day, a store today)', () => {
  it('reads YYYY-MM-DD the US way without any zone moving the day', () => {
    expect(formatDay('2026-11-24')).toBe('11/24/2026');
    expect(formatDay('2026-01-05')).toBe('1/5/2026');
    expect(formatShortDay('2026-11-24')).toBe('11/24');
    expect(formatLongDay('2026-11-24')).toBe('Tuesday, Nov 24, 2026');
    expect(formatWeekday('2026-11-24')).toBe('Tuesday');
    expect(formatWeekday('2026-11-24', 'short')).toBe('Tue');
  });

  it("shows 'Invalid Date' for anything that is not a calendar date", () => {
    expect(formatDay('2026-11-24T12:00:00Z')).toBe('Invalid Date');
    expect(formatLongDay('')).toBe('Invalid Date');
    expect(formatShortDay('2026-13-01')).toBe('Invalid Date');
  });
});

describe('formatClock', () => {
  it('reads a 24-hour wall-clock time as 12-hour', () => {
    expect(formatClock('00:05')).toBe('12:05 AM');
    expect(formatClock('09:30')).toBe('9:30 AM');
    expect(formatClock('12:00')).toBe('12:00 PM');
    expect(formatClock('14:30')).toBe('2:30 PM');
    expect(formatClock('later')).toBe('later');
  });
});

describe('formatZone', () => {
  it('names a store zone the way people in the shop say it', () => {
    expect(formatZone('America/New_York')).toBe('Eastern time');
    expect(formatZone('America/Detroit')).toBe('Eastern time');
    expect(formatZone('America/Chicago')).toBe('Central time');
    expect(formatZone('Pacific/Honolulu')).toBe('Hawaii time');
  });

  it("falls back to the zone's own name, or the id when the zone is unknown", () => {
    expect(formatZone('Europe/Berlin')).toBe('Central European Time');
    expect(formatZone('Not/AZone')).toBe('Not/AZone');
  });
});

describe('withArticle', () => {
  it('says "an" before a vowel sound and "a" before the rest', () => {
    const cases = {
      'Apple iPhone 11': 'an Apple iPhone 11',
      'iPad Air': 'an iPad Air',
      'LG Velvet': 'an LG Velvet',
      'HTC U11': 'an HTC U11',
      'Honor 90': 'an Honor 90',
      'OnePlus 12': 'a OnePlus 12',
      'Unihertz Jelly': 'a Unihertz Jelly',
      'ZTE Axon 7': 'a ZTE Axon 7',
      'Samsung Galaxy S21': 'a Samsung Galaxy S21',
      'Motorola Moto G': 'a Motorola Moto G',
    };
    for (const [phrase, said] of Object.entries(cases)) expect(withArticle(phrase)).toBe(said);
  });
});

describe('initials', () => {
  it('takes the first letter of each name', () => {
    expect(initials('olivia', 'Owner')).toBe('OO');
    expect(initials(' ', ' ')).toBe('?');
  });
});

describe('shortName', () => {
  it('is the first name and the last initial', () => {
    expect(shortName('Olivia', 'ramos')).toBe('Olivia R.');
    expect(shortName(' Maximiliana ', ' Okonkwo-Whitfield')).toBe('Maximiliana O.');
    expect(shortName('Olivia', ' ')).toBe('Olivia');
  });
});

describe('formatEstimate', () => {
  it('says what the estimate comes to with its tax, and nothing more when none was added', () => {
    expect(formatEstimate(179.99, 14.85)).toBe('$179.99 + $14.85 tax = $194.84');
    expect(formatEstimate(0.1, 0.2)).toBe('$0.10 + $0.20 tax = $0.30');
    expect(formatEstimate(179.99, 0)).toBe('$179.99');
  });
});
