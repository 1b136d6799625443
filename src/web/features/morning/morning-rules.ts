import { MORNING_POPUP_FROM_HOUR, MORNING_POPUP_UNTIL_HOUR } from '../../../shared/constants';

/** This device's memory of the popup: the day it last opened and the quotes already used. */
export type MorningState = {
  /** Local calendar day the popup last opened, as YYYY-MM-DD. */
  lastShownDate: string | null;
  /** Indexes of the quotes shown since the list last started over. */
  shownQuotes: number[];
};

/** What to show now, and the state to keep once it is on screen. */
export type MorningPlan = { quote: number; next: MorningState };

const NEVER_SHOWN: MorningState = { lastShownDate: null, shownQuotes: [] };
const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;

/** The local calendar day of `date`, as YYYY-MM-DD. */
export function localDateKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 05:00 counts as morning, 12:00 no longer does (local time). */
export function isMorning(date: Date): boolean {
  const hour = date.getHours();
  return hour >= MORNING_POPUP_FROM_HOUR && hour < MORNING_POPUP_UNTIL_HOUR;
}

/**
 * Reads what was stored, keeping only what makes sense: anything else (another app's value,
 * a hand edit, an older format) counts as never shown rather than breaking the signed-in app.
 */
export function parseMorningState(raw: string | null, quoteCount: number): MorningState {
  let value: unknown;
  try {
    value = JSON.parse(raw ?? 'null');
  } catch {
    return NEVER_SHOWN;
  }
  if (typeof value !== 'object' || value === null) return NEVER_SHOWN;
  const { lastShownDate, shownQuotes } = value as Record<string, unknown>;
  const isQuote = (n: unknown): n is number =>
    typeof n === 'number' && Number.isInteger(n) && n >= 0 && n < quoteCount;
  return {
    lastShownDate:
      typeof lastShownDate === 'string' && DATE_KEY.test(lastShownDate) ? lastShownDate : null,
    shownQuotes: Array.isArray(shownQuotes) ? [...new Set(shownQuotes.filter(isQuote))] : [],
  };
}

/**
 * The popup at `now` (docs/product.md, Morning popup): only in the morning and once per calendar
 * day, with a quote not shown yet; once all have been shown the list starts over. `random` (0 <= x
 * < 1) picks among the candidates. Null when there is nothing to show.
 */
export function planMorningPopup(
  state: MorningState,
  now: Date,
  quoteCount: number,
  random: () => number = Math.random,
): MorningPlan | null {
  const today = localDateKey(now);
  if (!isMorning(now) || state.lastShownDate === today) return null;
  const shown = state.shownQuotes.length >= quoteCount ? [] : state.shownQuotes;
  const candidates = Array.from({ length: quoteCount }, (_, index) => index).filter(
    (index) => !shown.includes(index),
  );
  const quote = candidates[Math.floor(random() * candidates.length)];
  if (quote === undefined) return null;
  return { quote, next: { lastShownDate: today, shownQuotes: [...shown, quote] } };
}
