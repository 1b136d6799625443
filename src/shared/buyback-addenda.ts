import { z } from 'zod';

/**
 * A correction of a buyback record (issue 26). The record itself is never edited or deleted (a
 * secondhand-dealer code forbids erasing it); what was wrong and what is right are added beside
 * it, with who added it and why, and the police report shows both.
 */
export const ADDENDUM_PARTS = ['seller', 'identification', 'device', 'price', 'other'] as const;
export type AddendumPart = (typeof ADDENDUM_PARTS)[number];
export const ADDENDUM_PART_LABELS: Record<AddendumPart, string> = {
  seller: "Seller's name, address or birth date",
  identification: 'ID details',
  device: 'Device details',
  price: 'Price or payment',
  other: 'Something else',
};

export const ADDENDUM_MESSAGES = {
  part: 'Choose what the correction is about',
  correction: 'Say what the record should read (at least 3 characters)',
  reason: 'Say why the record is corrected (at least 5 characters)',
} as const;

/** POST /api/device-purchases/:id/addenda */
export const ZAddendumInput = z.object({
  part: z.enum(ADDENDUM_PARTS, { error: ADDENDUM_MESSAGES.part }),
  correction: z
    .string({ error: ADDENDUM_MESSAGES.correction })
    .trim()
    .min(3, ADDENDUM_MESSAGES.correction)
    .max(500, 'Must be at most 500 characters'),
  reason: z
    .string({ error: ADDENDUM_MESSAGES.reason })
    .trim()
    .min(5, ADDENDUM_MESSAGES.reason)
    .max(500, 'Must be at most 500 characters'),
});
export type AddendumInput = z.infer<typeof ZAddendumInput>;

export const ZAddendum = z.object({
  id: z.string(),
  part: z.enum(ADDENDUM_PARTS),
  correction: z.string(),
  reason: z.string(),
  createdByName: z.string(),
  createdAt: z.string(),
});
export type Addendum = z.infer<typeof ZAddendum>;
