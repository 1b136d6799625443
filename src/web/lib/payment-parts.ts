import type { Tender } from '../../shared/balances';
import { ZTenderPart, type TenderPartInput } from '../../shared/repair-money';
import { parseDollarText } from '../../shared/money';
import { changeFor } from '../../shared/money-rules';

/** One way of paying as the clerk fills it in: amounts are what MoneyInput holds ('' or dollars). */
export type PartDraft = {
  key: number;
  method: Tender;
  amount: number | string;
  tendered: number | string;
  reference: string;
  /** A gift card part: the card's number as typed. */
  giftCardNumber: string;
};

export type PartErrors = Partial<
  Record<'amount' | 'tendered' | 'reference' | 'method' | 'giftCardNumber', string>
>;

let nextKey = 1;

/** A new part, holding what is still owed so one tap takes the whole balance in one way. */
export function newPart(method: Tender, amountCents: number): PartDraft {
  nextKey += 1;
  return {
    key: nextKey,
    method,
    amount: amountCents > 0 ? amountCents / 100 : '',
    tendered: '',
    reference: '',
    giftCardNumber: '',
  };
}

/**
 * The payment after the total changed (a line added or removed): with one way of paying, it takes
 * the new total, so no stale amount or change stays on screen (issue 38: removing a line left
 * $37.87 to pay against a $21.64 total); a split is left for the clerk to adjust.
 */
export function followTotal(parts: readonly PartDraft[], dueCents: number): PartDraft[] {
  if (dueCents <= 0) return [];
  if (parts.length === 0) return [newPart('cash', dueCents)];
  if (parts.length > 1) return [...parts];
  return [{ ...parts[0]!, amount: dueCents / 100 }];
}

export function centsOf(value: number | string): number | null {
  const read = parseDollarText(String(value));
  return read.ok ? read.cents : null;
}

/** The parts' amounts added up, ignoring what is not an amount yet. */
export function partsTotal(parts: readonly PartDraft[]): number {
  return parts.reduce((sum, p) => sum + (centsOf(p.amount) ?? 0), 0);
}

/** The change for a cash part, once both its amount and what was handed over are amounts. */
export function partChange(part: PartDraft): number | null {
  if (part.method !== 'cash') return null;
  const amount = centsOf(part.amount);
  const tendered = centsOf(part.tendered);
  return amount === null || tendered === null ? null : changeFor(amount, tendered);
}

/** The part as the API takes it: blank optional fields are left out. */
export function partInput(part: PartDraft): TenderPartInput {
  const balance = part.method === 'gift_card' || part.method === 'store_credit';
  return {
    method: part.method,
    amount: part.amount === '' ? (undefined as never) : String(part.amount),
    ...(part.method === 'cash' && part.tendered !== '' ? { tendered: String(part.tendered) } : {}),
    ...(part.method !== 'cash' && !balance && part.reference.trim()
      ? { reference: part.reference.trim() }
      : {}),
    ...(part.method === 'gift_card' ? { giftCardNumber: part.giftCardNumber } : {}),
  };
}

/** Each part's messages by the shared schema, the same the server gives. */
export function checkParts(parts: readonly PartDraft[]): PartErrors[] {
  return parts.map((part) => {
    const result = ZTenderPart.safeParse(partInput(part));
    if (result.success) return {};
    const errors: PartErrors = {};
    for (const issue of result.error.issues) {
      const field = (issue.path[0] ?? 'amount') as keyof PartErrors;
      errors[field] ??= issue.message;
    }
    return errors;
  });
}
