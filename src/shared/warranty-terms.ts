/**
 * A repair's warranty is written in two places: the store's warranty days (Admin → Stores), which
 * the invoice prints and the warranty check uses, and the repair terms the customer signs. Issue 38
 * found terms saying 60 days and an invoice printing 90 with no warning; this finds what the terms
 * say so the office is told where they disagree.
 */

const WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  nine: 9,
  twelve: 12,
};

/** "60-day", "90 days", "two-month", "6 months": a number and its unit. */
const PERIOD =
  /\b(\d{1,3}|one|two|three|four|five|six|nine|twelve)\s*-?\s*(?:calendar\s+)?(days?|months?)\b/gi;

/** A month of warranty counts as 30 days, as stores write "3 months" for their 90 days. */
const DAYS_PER_MONTH = 30;

/** The warranty periods, in days, that a line of the terms mentioning a warranty names. */
export function warrantyDaysInTerms(body: string): number[] {
  const found = new Set<number>();
  for (const line of body.split(/\n|(?<=[.;])\s+/)) {
    if (!/warrant/i.test(line)) continue;
    for (const m of line.matchAll(PERIOD)) {
      const count = WORDS[m[1]!.toLowerCase()] ?? Number(m[1]);
      found.add(/^month/i.test(m[2]!) ? count * DAYS_PER_MONTH : count);
    }
  }
  return [...found].sort((a, b) => a - b);
}

type StoreWarranty = { name: string; warrantyDays: number };

const days = (list: readonly number[]) => list.map((d) => `${d} days`).join(' and ');

/**
 * What to tell the office when the terms and the stores' warranty days disagree: a store whose
 * invoice prints a period the terms do not name, or a period the terms name that no store gives.
 * `fix` says where to put it right from the screen it is shown on. Null when they agree, or when
 * the terms name no period.
 */
export function warrantyMismatch(
  body: string,
  stores: readonly StoreWarranty[],
  fix: string,
): string | null {
  const said = warrantyDaysInTerms(body);
  if (said.length === 0 || stores.length === 0) return null;
  const differ = stores.filter((s) => !said.includes(s.warrantyDays));
  const unused = said.filter((d) => !stores.some((s) => s.warrantyDays === d));
  const printed = (list: readonly StoreWarranty[]) =>
    list.map((s) => `${s.name} ${s.warrantyDays} days`).join(', ');
  if (differ.length > 0) {
    return `The terms say a warranty of ${days(said)}, but the invoice prints the store's warranty (${printed(differ)}). ${fix}`;
  }
  if (unused.length > 0) {
    return `The terms also name a warranty of ${days(unused)}, which the invoice never prints (${printed(stores)}). ${fix}`;
  }
  return null;
}
