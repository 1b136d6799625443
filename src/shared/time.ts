/**
 * Store-local calendar arithmetic. Instants are UTC; "today" and "8:00 AM tomorrow" are in the
 * store's IANA time zone (docs/architecture.md, Time), including days when the clocks change.
 */

/** The time source of every rule that depends on the hour, so tests can fix the hour. */
export type Clock = { now: () => Date };

/** One formatter per zone: making one costs far more than using it, and a chain has few zones. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let fmt = formatters.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, fmt);
  }
  return fmt;
}

function parts(instant: Date, timeZone: string) {
  const values: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of formatterOf(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return {
    y: values.year!,
    m: values.month!,
    d: values.day!,
    h: values.hour!,
    min: values.minute!,
    s: values.second!,
  };
}

/** Minutes the zone is ahead of UTC at that instant (e.g. -300 for New York in winter). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const p = parts(instant, timeZone);
  const asUtc = Date.UTC(p.y, p.m - 1, p.d, p.h, p.min, p.s);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60000);
}

/** The store-local calendar date of an instant, as YYYY-MM-DD. */
export function localDate(instant: Date, timeZone: string): string {
  const p = parts(instant, timeZone);
  return `${p.y}-${String(p.m).padStart(2, '0')}-${String(p.d).padStart(2, '0')}`;
}

/** The store-local wall-clock time of an instant, as HH:MM (24-hour). */
export function localClockTime(instant: Date, timeZone: string): string {
  const p = parts(instant, timeZone);
  return `${String(p.h).padStart(2, '0')}:${String(p.min).padStart(2, '0')}`;
}

/** The UTC instant of a store-local wall-clock time on a date (YYYY-MM-DD). */
export function zonedTime(date: string, timeZone: string, hour = 0, minute = 0): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, hour, minute);
  // Two passes settle the offset on the far side of a DST change.
  let guess = new Date(wall - offsetMinutes(new Date(wall), timeZone) * 60000);
  guess = new Date(wall - offsetMinutes(guess, timeZone) * 60000);
  return guess;
}

/** `date` (YYYY-MM-DD) moved by `days` calendar days, backwards when negative. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The same date `years` later; Feb 29 becomes Mar 1 of a common year (never earlier). */
export function addYears(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y + years, m - 1, d)).toISOString().slice(0, 10);
}

/** The calendar date after `date` (YYYY-MM-DD). */
export function nextDate(date: string): string {
  return addDays(date, 1);
}

/** Whether this runtime knows `timeZone` as an IANA zone (America/New_York). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
