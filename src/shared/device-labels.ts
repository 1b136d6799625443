import type { PaymentMethod } from './devices';
import type { IMEI_EVENT_TYPES, ImeiFlagKind } from './imei';

/** How payment methods read on screens and receipts. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  card: 'Card',
  finance: 'Finance',
  other: 'Other',
};

export const IMEI_FLAG_KIND_LABELS: Record<ImeiFlagKind, string> = {
  lost: 'Lost',
  stolen: 'Stolen',
  disputed: 'Disputed',
};

export const IMEI_EVENT_LABELS: Record<(typeof IMEI_EVENT_TYPES)[number], string> = {
  repair: 'Repair',
  buyback: 'Buyback',
  sale: 'Sale',
};

/** The last `n` characters of an identifier, as lists show it ("…43809"). */
export function lastChars(value: string, n = 5): string {
  return value.length > n ? `…${value.slice(-n)}` : value;
}
