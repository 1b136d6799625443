import { z } from 'zod';
import { PHONE_MIN } from './constants';

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

export const ZPhone = z
  .string({ error: 'Valid phone number required' })
  .trim()
  .min(PHONE_MIN, 'Valid phone number required')
  .max(30, 'Valid phone number required')
  .regex(/^[0-9+().\s-]+$/, 'Valid phone number required');

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
