import { describe, expect, it } from 'vitest';
import { AREA_CODE_ZONES } from './area-code-zones';
import { areaCodeOf, inTextingWindow, recipientZone } from './quiet-hours';
import { isTimeZone } from './time';

const NY = '(212) 555-0100';
const LA = '(213) 555-0100';
const CHICAGO_STORE = 'America/Chicago';
const may = (iso: string, phone: string, storeZone = 'America/New_York') =>
  inTextingWindow(new Date(iso), phone, storeZone);

describe('the texting window (8:00 AM until 9:00 PM at the recipient’s)', () => {
  it('opens at 8:00 AM and closes at 9:00 PM, New York in winter (UTC-5)', () => {
    expect(may('2026-01-15T12:59:00Z', NY)).toBe(false); // 7:59 AM
    expect(may('2026-01-15T13:00:00Z', NY)).toBe(true); // 8:00 AM
    expect(may('2026-01-16T01:59:00Z', NY)).toBe(true); // 8:59 PM
    expect(may('2026-01-16T02:00:00Z', NY)).toBe(false); // 9:00 PM
  });

  it('tells a New York number from a Los Angeles one at the same instant', () => {
    expect(may('2026-01-15T13:00:00Z', NY)).toBe(true); // 8:00 AM there
    expect(may('2026-01-15T13:00:00Z', LA)).toBe(false); // 5:00 AM there
    expect(may('2026-01-16T04:30:00Z', NY)).toBe(false); // 11:30 PM
    expect(may('2026-01-16T04:30:00Z', LA)).toBe(true); // 8:30 PM
  });

  it('follows the spring change (March 8, 2026): 8 AM moves an hour earlier in UTC', () => {
    expect(may('2026-03-07T12:00:00Z', NY)).toBe(false); // 7:00 AM EST, the day before
    expect(may('2026-03-08T11:59:00Z', NY)).toBe(false); // 7:59 AM EDT
    expect(may('2026-03-08T12:00:00Z', NY)).toBe(true); // 8:00 AM EDT
    expect(may('2026-03-09T03:59:00Z', LA)).toBe(true); // 8:59 PM PDT
    expect(may('2026-03-09T04:00:00Z', LA)).toBe(false); // 9:00 PM PDT
  });

  it('follows the autumn change (November 1, 2026): 8 AM moves an hour later in UTC', () => {
    expect(may('2026-10-31T12:00:00Z', NY)).toBe(true); // 8:00 AM EDT, the day before
    expect(may('2026-11-01T12:59:00Z', NY)).toBe(false); // 7:59 AM EST
    expect(may('2026-11-01T13:00:00Z', NY)).toBe(true); // 8:00 AM EST
    expect(may('2026-11-02T04:59:00Z', LA)).toBe(true); // 8:59 PM PST
    expect(may('2026-11-02T05:00:00Z', LA)).toBe(false); // 9:00 PM PST
  });

  it('keeps Arizona on standard time all year', () => {
    expect(may('2026-07-01T14:59:00Z', '(602) 555-0100')).toBe(false); // 7:59 AM MST
    expect(may('2026-07-01T15:00:00Z', '(602) 555-0100')).toBe(true); // 8:00 AM MST
  });

  it('falls back to the store’s zone for an unknown area code or a number from abroad', () => {
    // 555 is no area code; a Chicago store at 13:30 UTC is 7:30 AM.
    expect(may('2026-01-15T13:30:00Z', '(555) 555-0100', CHICAGO_STORE)).toBe(false);
    expect(may('2026-01-15T14:00:00Z', '(555) 555-0100', CHICAGO_STORE)).toBe(true);
    expect(recipientZone('+44 20 7946 0958', CHICAGO_STORE)).toBe(CHICAGO_STORE);
    expect(recipientZone('+1 (312) 555-0100', 'America/New_York')).toBe('America/Chicago');
  });
});

describe('area codes', () => {
  it('reads the area code of a US or Canadian number however it was typed', () => {
    expect(areaCodeOf('+1 (212) 555-0100')).toBe('212');
    expect(areaCodeOf('416.555.0100')).toBe('416');
    expect(areaCodeOf('555-0100')).toBeNull();
  });

  it('names a real IANA zone for every area code of the table', () => {
    expect(AREA_CODE_ZONES.size).toBeGreaterThan(400);
    for (const [code, zone] of AREA_CODE_ZONES) {
      expect(code).toMatch(/^[2-9]\d\d$/);
      expect(isTimeZone(zone)).toBe(true);
    }
    expect(AREA_CODE_ZONES.get('850')).toBe('America/Chicago'); // split: the majority's zone
  });
});
