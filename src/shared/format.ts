/** Display helpers of spec section 5 (Display): US dollars with 2 decimals, US dates. */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Formats dollars; anything that is not a finite number shows as $0.00. */
export function formatMoney(value: unknown): string {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? usd.format(n) : usd.format(0);
}

/** Formats integer cents as dollars. */
export function formatCents(cents: number): string {
  return formatMoney(cents / 100);
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

/** A calendar day (2026-11-22) as "Sunday, Nov 22", the same day in every time zone. */
export function formatDayName(isoDate: string): string {
  const d = new Date(`${isoDate}T12:00:00Z`);
  return Number.isNaN(d.getTime())
    ? 'Invalid Date'
    : d.toLocaleDateString('en-US', {
        timeZone: 'UTC',
        weekday: 'long',
        month: 'short',
        day: 'numeric',
      });
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
