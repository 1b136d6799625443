import { z } from 'zod';

/**
 * The original companyName values (docs/product.md, Fields). These are only the defaults a chain
 * starts with: the office renames, adds and archives its own companies (brands), and a store trades
 * under one of them.
 */
export const DEFAULT_COMPANY_NAMES = [
  'TECHY',
  'CELLAIRIS',
  'DEVICEZONE',
  'IFIXANDREPAIR',
  'TEKCELL',
] as const;

export const COMPANY_MESSAGES = {
  taken: 'A company with that name already exists.',
  notActive: 'Choose one of the chain’s companies',
  inUse: 'Stores trade under this company. Archive it instead.',
  notFound: 'Company not found',
} as const;

export const ZCompany = z.object({
  id: z.string(),
  name: z.string(),
  /** An archived company cannot be chosen for a store; the stores that have it keep it. */
  archived: z.boolean(),
  /** How many stores trade under it: a company in use is archived, never deleted. */
  storeCount: z.number().int(),
  createdAt: z.string(),
});
export type Company = z.infer<typeof ZCompany>;

const ZCompanyName = z
  .string({ error: 'Company name is required' })
  .trim()
  .min(1, 'Company name is required')
  .max(60, 'Company name is too long');

export const ZCreateCompany = z.object({ name: ZCompanyName });
export type CreateCompanyInput = z.infer<typeof ZCreateCompany>;

/** PATCH /api/companies/{id}: rename, archive (archived: true) or bring back (archived: false). */
export const ZUpdateCompany = z.object({
  name: ZCompanyName.optional(),
  archived: z.boolean({ error: 'Archived is yes or no' }).optional(),
});
export type UpdateCompanyInput = z.infer<typeof ZUpdateCompany>;

/** Names compare without case or surrounding space: "Techy" and "TECHY " are one company. */
export function companyKey(name: string): string {
  return name.trim().toLowerCase();
}
