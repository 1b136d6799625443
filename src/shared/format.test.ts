import { describe, expect, it } from 'vitest';
import {
  formatCents,
  formatDate,
  formatDateTime,
  formatDayName,
  formatMoney,
  initials,
  shortName,
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

describe('initials', () => {
  it('takes the first letter of each name', () => {
    expect(initials('olivia', 'Owner')).toBe('OO');
    expect(initials(' ', ' ')).toBe('?');
  });
});

describe('formatDayName', () => {
  it('names a calendar day the same in every time zone', () => {
    expect(formatDayName('2026-11-22')).toBe('Sunday, Nov 22');
    expect(formatDayName('2026-03-08')).toBe('Sunday, Mar 8');
    expect(formatDayName('not a day')).toBe('Invalid Date');
  });
});

describe('shortName', () => {
  it('is the first name and the last initial', () => {
    expect(shortName('Olivia', 'ramos')).toBe('Olivia R.');
    expect(shortName(' Maximiliana ', ' Okonkwo-Whitfield')).toBe('Maximiliana O.');
    expect(shortName('Olivia', ' ')).toBe('Olivia');
  });
});
