/**
 * Anomaly rules over one store's daily figures. Pure: each rule gets the numbers and answers
 * with the figures behind its verdict, or null when nothing is unusual.
 */

/**
 * Robust (modified) z-scores above this mark a day as far outside the store's usual range; 3.5
 * is Iglewicz and Hoaglin's cut-off, as one sale of a device makes a small store's day lumpy.
 */
export const OUTLIER_Z = 3.5;
/** Same weekdays looked back on for a day's usual range. */
export const SAME_WEEKDAYS = 8;
/** A rise needs to double the baseline and be worth at least $100 to be worth an alert. */
export const RISE_FACTOR = 2;
export const RISE_MIN_CENTS = 10_000;
/** Open repairs older than this many days count as ageing. */
export const BACKLOG_DAYS = 7;

/** MAD scaled to estimate a standard deviation under normal noise. */
const MAD_TO_SD = 1.4826;

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export type OutlierDay = {
  value: number;
  median: number;
  mad: number;
  z: number;
};

/**
 * A day's revenue against the same weekday of the previous `SAME_WEEKDAYS` weeks, by median and
 * MAD so one earlier odd day does not hide the next. A spread of zero (the same takings every
 * week) would make any change infinite, so the scale is at least 5% of the median or $10.
 */
export function revenueOutlier(value: number, sameWeekdays: number[]): OutlierDay | null {
  if (sameWeekdays.length < 4) return null;
  const med = median(sameWeekdays);
  const mad = median(sameWeekdays.map((v) => Math.abs(v - med)));
  const scale = Math.max(MAD_TO_SD * mad, 0.05 * Math.abs(med), 1000);
  const z = (value - med) / scale;
  if (Math.abs(z) <= OUTLIER_Z) return null;
  return { value, median: med, mad, z: Math.round(z * 10) / 10 };
}

export type Rise = { recent: number; baseline: number; factor: number | null };

/**
 * The last 7 days' total against the weekly average of the 4 weeks before (refunds or buyback
 * spend, in cents).
 */
export function suddenRise(recentWeek: number[], previousFourWeeks: number[]): Rise | null {
  const recent = recentWeek.reduce((a, b) => a + b, 0);
  const baseline = Math.round(previousFourWeeks.reduce((a, b) => a + b, 0) / 4);
  if (recent < RISE_MIN_CENTS || recent - baseline < RISE_MIN_CENTS) return null;
  if (baseline > 0 && recent < RISE_FACTOR * baseline) return null;
  return {
    recent,
    baseline,
    factor: baseline > 0 ? Math.round((recent / baseline) * 10) / 10 : null,
  };
}

export type Backlog = { count: number; oldestDays: number };

const DAY_MS = 86_400_000;

/**
 * The latest check-in of an open repair in the backlog at `now`: one whose age in whole days is
 * more than `BACKLOG_DAYS` was checked in at least BACKLOG_DAYS + 1 days before. The database
 * counts the repairs checked in up to it, so only the old ones are read, however many are open.
 */
export function backlogCutoff(now: Date): string {
  return new Date(now.getTime() - (BACKLOG_DAYS + 1) * DAY_MS).toISOString();
}

/** A store's open repairs checked in up to the cutoff: how many, and the first check-in. */
export type OldOpen = { count: number; oldest: string };

/** Open repairs (received or in progress) checked in more than `BACKLOG_DAYS` days ago. */
export function ageingBacklog(old: OldOpen | null, now: Date): Backlog | null {
  if (!old || old.count === 0) return null;
  const oldestDays = Math.floor((now.getTime() - new Date(old.oldest).getTime()) / DAY_MS);
  return { count: old.count, oldestDays };
}
