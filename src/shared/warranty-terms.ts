/**
 * A repair's warranty is written in two places: the store's warranty days (Admin → Stores), which
 * the invoice prints and the warranty check uses, and the repair terms the customer signs. Issue 38
 * found terms saying 60 days and an invoice printing 90 with no warning; this finds what the terms
 * say so the office is told where they disagree.
 */

/** "60-day warranty", "warranty of 60 days", "90 days warranty", "warranted for 30 days". */
const DAYS = /\b(\d{1,3})\s*-?\s*(?:calendar\s+)?days?\b/gi;

/** The warranty periods, in days, that a line of the terms mentioning a warranty names. */
export function warrantyDaysInTerms(body: string): number[] {
  const found = new Set<number>();
  for (const line of body.split(/\n|(?<=[.;])\s+/)) {
    if (!/warrant/i.test(line)) continue;
    for (const m of line.matchAll(DAYS)) found.add(Number(m[1]));
  }
  return [...found].sort((a, b) => a - b);
}

type StoreWarranty = { name: string; warrantyDays: number };

/**
 * What to tell the office when the terms name a warranty the stores do not give, or null when
 * they agree (or the terms name no number of days).
 */
export function warrantyMismatch(body: string, stores: readonly StoreWarranty[]): string | null {
  const said = warrantyDaysInTerms(body);
  if (said.length === 0) return null;
  const differ = stores.filter((s) => !said.includes(s.warrantyDays));
  if (differ.length === 0) return null;
  const terms = said.map((d) => `${d} days`).join(' or ');
  const printed = differ.map((s) => `${s.name} ${s.warrantyDays} days`).join(', ');
  return `The terms say a warranty of ${terms}, but the invoice prints the store's warranty (${printed}). Make them agree: change the text or the store's warranty days in Admin → Stores.`;
}
