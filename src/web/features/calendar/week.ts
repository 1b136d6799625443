import { localClockTime, localDate } from '../../../shared/time';

/**
 * Day arithmetic for the calendar on plain YYYY-MM-DD strings, counted in UTC so a day is
 * always 24 hours whatever the device's daylight-saving changes.
 */
const DAY_MS = 86_400_000;

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday on or before `date`. */
export function weekStart(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

export function weekDays(start: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}

/** The device's own calendar day of an instant: what "today" means at this counter. */
export function localDay(instant: Date): string {
  const y = instant.getFullYear();
  const m = String(instant.getMonth() + 1).padStart(2, '0');
  const d = String(instant.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/**
 * "Today" on the calendar. Showing one store, it is that store's day in its time zone, the day
 * its bookings and daily report count by. Several stores may lie in several zones and no one
 * store's day fits them all, so then it is the device's day.
 */
export function calendarToday(now: Date, stores: readonly { timezone: string }[]): string {
  const [only] = stores;
  return only && stores.length === 1 ? localDate(now, only.timezone) : localDay(now);
}

export function dayLabel(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** The wall-clock time (HH:MM) the calendar's "today" runs on: one store's, else the device's. */
export function calendarClock(now: Date, stores: readonly { timezone: string }[]): string {
  const [only] = stores;
  if (only && stores.length === 1) return localClockTime(now, only.timezone);
  return `${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`;
}

/** A new booking's first suggestion on the app's hours, never one already past. */
const FIRST_SLOT = '10:00';
const QUARTER = 15;

/**
 * Where a new booking starts: on a later day at 10:00; today, at the next quarter hour after
 * `clock` (a booking must be for a time still to come); late in the evening, tomorrow at 10:00.
 */
export function suggestedBooking(
  date: string,
  today: string,
  clock: string,
): { date: string; time: string } {
  if (date > today) return { date, time: FIRST_SLOT };
  const [h, m] = clock.split(':').map(Number) as [number, number];
  const next = (Math.floor((h * 60 + m) / QUARTER) + 1) * QUARTER;
  if (next >= 24 * 60) return { date: addDays(today, 1), time: FIRST_SLOT };
  const time = `${String(Math.floor(next / 60)).padStart(2, '0')}:${String(next % 60).padStart(2, '0')}`;
  return { date: today, time };
}
