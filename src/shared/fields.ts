import { z } from 'zod';
import { PHONE_MIN } from './constants';
import { formatPhone } from './customers';

/**
 * Field rules shared by every form that takes a person and money at the counter (repairs,
 * buybacks, sales), so "Valid phone number required" means the same thing everywhere.
 */

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

/** A customer's phone, stored in the one format formatPhone gives (spec: min 10 characters). */
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

/** Optional free text: blank becomes absent. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

/** Dollars typed at the counter arrive as text ("250", "$1,250.00") or numbers; kept to whole cents. */
export function zDollars(message: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.replace(/[$,\s]/g, '')) : v),
    z
      .number({ error: message })
      .positive(message)
      .max(100_000, 'Amount is too large')
      .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'Use at most 2 decimals'),
  );
}
