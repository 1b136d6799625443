/**
 * Dollars as people type them at a counter: "120", "120.5", "$1,250.00". Nothing else is money:
 * JavaScript's Number() would also read "0x10" as 16, "1e3" as 1000 and " " as 0.
 */
const DOLLARS = /^\$?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{0,2})?$|^\$?\.\d{1,2}$/;

export type DollarText =
  | { ok: true; cents: number }
  | { ok: false; reason: 'empty' | 'negative' | 'decimals' | 'invalid' };

/** Reads typed dollars into whole cents, saying why when it is not an amount. */
export function parseDollarText(raw: string): DollarText {
  const text = raw.trim().replace(/\s+/g, '');
  if (text === '') return { ok: false, reason: 'empty' };
  if (/^-/.test(text) || /^\$-/.test(text)) {
    return parseDollarText(text.replace('-', '')).ok
      ? { ok: false, reason: 'negative' }
      : { ok: false, reason: 'invalid' };
  }
  if (DOLLARS.test(text)) {
    const [whole = '0', fraction = ''] = text.replace(/[$,]/g, '').split('.');
    return { ok: true, cents: Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0')) };
  }
  const moreDecimals = /^\$?(?:\d{1,3}(?:,\d{3})+|\d+)?\.\d{3,}$/.test(text);
  return { ok: false, reason: moreDecimals ? 'decimals' : 'invalid' };
}

/** Whole cents of a number of dollars, or null when it has fractions of a cent or is not finite. */
export function dollarsToCents(dollars: number): number | null {
  if (!Number.isFinite(dollars)) return null;
  const cents = Math.round(dollars * 100);
  return Math.abs(cents - dollars * 100) < 1e-6 ? cents : null;
}

/** Cents as the API answers them, in dollars: the one place an amount leaves integer cents. */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

export const MONEY_MESSAGES = {
  invalid: 'Enter an amount like 120.50',
  negative: 'Amounts cannot be negative',
  decimals: 'Use at most 2 decimals',
  tooLarge: 'Amount is too large',
} as const;
