import type { US_TIME_ZONES } from './org';

/** Display helpers (docs/product.md, Constants): US dollars with 2 decimals, US dates. */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdShort = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** Formats dollars; anything that is not a finite number shows as $0.00. */
export function formatMoney(value: unknown): string {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? usd.format(n) : usd.format(0);
}

/** Formats integer cents as dollars. */
export function formatCents(cents: number): string {
  return formatMoney(cents / 100);
}

/**
 * A repair's estimate as the customer is told it: with its sales tax and what it comes to
 * (decision 048), or alone when no tax was added.
 */
export function formatEstimate(estimate: number, tax: number): string {
  if (!tax) return formatMoney(estimate);
  const total = Math.round(estimate * 100) + Math.round(tax * 100);
  return `${formatMoney(estimate)} + ${formatMoney(tax)} tax = ${formatCents(total)}`;
}

/**
 * Dollars abbreviated ($2.5K) where space is short and the figure is only a mark on a scale:
 * chart axes. A figure a person reads as an amount uses formatMoney.
 */
export function formatMoneyShort(value: number): string {
  return Number.isFinite(value) ? usdShort.format(value) : usdShort.format(0);
}

function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string' || typeof value === 'number') {
    const d = new Date(value);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  return null;
}

/** US date, e.g. 11/21/2026; 'Invalid Date' for anything unparsable. */
export function formatDate(value: unknown, timeZone?: string): string {
  const d = toDate(value);
  return d ? d.toLocaleDateString('en-US', { timeZone }) : 'Invalid Date';
}

/** US date and time, e.g. 11/21/2026, 9:05 AM. */
export function formatDateTime(value: unknown, timeZone?: string): string {
  const d = toDate(value);
  return d
    ? d.toLocaleString('en-US', {
        timeZone,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      })
    : 'Invalid Date';
}

/** A calendar date (YYYY-MM-DD) as UTC noon, so no zone moves it to the day before or after. */
function calendarDate(date: string): Date | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? toDate(`${date}T12:00:00Z`) : null;
}

/**
 * A calendar date that is already a store's own (a business day, a store's today), e.g.
 * 11/24/2026; unlike formatDate it is never shifted by a zone.
 */
export function formatDay(date: string): string {
  const d = calendarDate(date);
  return d ? d.toLocaleDateString('en-US', { timeZone: 'UTC' }) : 'Invalid Date';
}

/** A calendar date written out for a heading: Tuesday, Nov 24, 2026. */
export function formatLongDay(date: string): string {
  const d = calendarDate(date);
  return d
    ? d.toLocaleDateString('en-US', {
        timeZone: 'UTC',
        weekday: 'long',
        month: 'short',
        day: 'numeric',
        year: 'numeric',
      })
    : 'Invalid Date';
}

/** The weekday of a calendar date: Tuesday, or Tue for a chart's axis. */
export function formatWeekday(date: string, width: 'long' | 'short' = 'long'): string {
  const d = calendarDate(date);
  return d ? d.toLocaleDateString('en-US', { timeZone: 'UTC', weekday: width }) : 'Invalid Date';
}

/** A calendar date without its year, for a chart's axis: 11/24. */
export function formatShortDay(date: string): string {
  const d = calendarDate(date);
  return d
    ? d.toLocaleDateString('en-US', { timeZone: 'UTC', month: 'numeric', day: 'numeric' })
    : 'Invalid Date';
}

/** A wall-clock time kept as 24-hour HH:MM (an appointment), read the US way: 2:30 PM. */
export function formatClock(time: string): string {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!m) return time;
  const hour = Number(m[1]);
  return `${hour % 12 || 12}:${m[2]} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** What people in the shops call the stores' zones; the IANA id is for machines. */
const ZONE_NAMES: Record<(typeof US_TIME_ZONES)[number], string> = {
  'America/New_York': 'Eastern time',
  'America/Detroit': 'Eastern time',
  'America/Chicago': 'Central time',
  'America/Denver': 'Mountain time',
  'America/Phoenix': 'Arizona time',
  'America/Los_Angeles': 'Pacific time',
  'America/Anchorage': 'Alaska time',
  'Pacific/Honolulu': 'Hawaii time',
  'America/Puerto_Rico': 'Atlantic time',
};

/** A time zone as a person names it, e.g. Eastern time; a zone outside the list gets Intl's name. */
export function formatZone(timeZone: string): string {
  const known = ZONE_NAMES[timeZone as keyof typeof ZONE_NAMES];
  if (known) return known;
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((p) => p.type === 'timeZoneName')?.value;
    return name ?? timeZone;
  } catch {
    return timeZone;
  }
}

/**
 * A phrase after "a" or "an", by the sound it starts with: an Apple, an iPhone, an LG, an HTC,
 * an Honor; a OnePlus, a Unihertz, a ZTE, a Samsung.
 */
export function withArticle(phrase: string): string {
  const text = phrase.trim();
  const word = text.split(/\s+/)[0] ?? '';
  // Capitals read letter by letter (LG, HTC): an F, H, L, M, N, R, S or X starts with a vowel.
  const spelled = /^[A-Z]{2,5}$/.test(word);
  const vowel = spelled
    ? /^[AEFHILMNORSX]/.test(word)
    : /^(honou?r|hour|heir|honest|8)/i.test(word) ||
      (/^[aeiou]/i.test(word) && !/^(one|uni|use|usu|eu)/i.test(word));
  return `${vowel ? 'an' : 'a'} ${text}`;
}

/** Initials for the navbar avatar. */
export function initials(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase() || '?';
}

/** The name where a full one does not fit (the navbar on a phone): first name and last initial. */
export function shortName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return [firstName.trim(), initial && `${initial}.`].filter(Boolean).join(' ');
}
