import { z } from 'zod';
import { ZOptionalEmail } from './auth';
import { PHONE_MIN, ZIP_MIN } from './constants';
import { formatPhone } from './customers';
import { dollarsToCents, MONEY_MESSAGES, parseDollarText } from './money';

/**
 * Field rules shared by every form that takes a person and money at the counter (repairs,
 * buybacks, sales), so "Valid phone number required" means the same thing everywhere.
 */

/** A US ZIP code, 30303 or 30303-1234: a customer's, or a store's address. */
export const zZipCode = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(ZIP_MIN, message)
    .regex(/^\d{5}(-\d{4})?$/, message);

/** A client-made UUIDv7 (offline creation); the same id twice is one record, never two. */
export const ZClientId = z.uuid('Invalid id').optional();

export const zPersonName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(120, `${label} is too long`);

const PHONE_MESSAGE = 'Valid phone number required';
const PHONE_CHARACTERS = /^[0-9+().\s-]+$/;

/**
 * A customer's phone, stored in the one format formatPhone gives (docs/product.md, Constants: min
 * 10 characters).
 */
export const ZPhone = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .min(PHONE_MIN, PHONE_MESSAGE)
  .max(30, PHONE_MESSAGE)
  .regex(PHONE_CHARACTERS, PHONE_MESSAGE)
  .transform(formatPhone);

/** A phone the customer may leave out (a sale); blank becomes absent, anything else as ZPhone. */
export const ZOptionalPhone = z
  .string()
  .trim()
  .max(30, PHONE_MESSAGE)
  .optional()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || (v.length >= PHONE_MIN && PHONE_CHARACTERS.test(v)), {
    message: PHONE_MESSAGE,
  })
  .transform((v) => (v === undefined ? v : formatPhone(v)));

/**
 * The version of the record a form was opened on (its updatedAt as it read it): a save from an
 * older one answers 409 STALE_EDIT with who changed it and when (issue 37). Absent: not checked.
 */
export const ZVersion = z.string().max(40).nullable().optional();

/** Optional free text: blank becomes absent. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

/**
 * The most one amount a person types at the counter may be, in dollars: a line, a payment, a
 * price, a buyback, a sale (issue 37). Sums of them (a repair's price, a cart) keep to it too.
 */
export const MAX_DOLLARS = 100_000;

/**
 * Dollars typed at the counter arrive as text ("250", "$1,250.00") or as JSON numbers; kept to
 * whole cents. Text is read by parseDollarText, never Number(), which would take "0x10" as $16,
 * "0b11" as $3 and "1e3" as $1,000: anything but a plain amount gets the field's own message.
 * `zero` lets an amount be $0 (a part given free, a line's cost not known).
 */
export function zDollars(message: string, { zero = false }: { zero?: boolean } = {}) {
  const amount = z.number({ error: message });
  return z.preprocess(
    (v, ctx) => {
      if (typeof v !== 'string') return v;
      const read = parseDollarText(v);
      if (read.ok) return read.cents / 100;
      ctx.addIssue({
        code: 'custom',
        message: read.reason === 'decimals' ? MONEY_MESSAGES.decimals : message,
      });
      return z.NEVER;
    },
    (zero ? amount.nonnegative(message) : amount.positive(message))
      .max(MAX_DOLLARS, MONEY_MESSAGES.tooLarge)
      .refine((n) => dollarsToCents(n) !== null, MONEY_MESSAGES.decimals),
  );
}

/**
 * The fields a counter form about one customer opens with: its client-made id, the store (for
 * staff who reach more than one) and the customer's name, phone and e-mail. `nameLabel` names
 * the person in the messages ('Customer name', 'Seller name').
 */
export const counterCustomerFields = (nameLabel: string) => ({
  id: ZClientId,
  storeId: z.string().min(1).optional(),
  customerName: zPersonName(nameLabel),
  customerPhone: ZPhone,
  customerEmail: ZOptionalEmail,
});

/** The same record as the server answers it: its store by name, the phone formatted. */
export const STORE_CUSTOMER_FIELDS = {
  id: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  customerName: z.string(),
  customerPhone: z.string(),
  customerEmail: z.string().nullable(),
};
