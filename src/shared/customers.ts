import { z } from 'zod';

export const ZCustomer = z.object({
  id: z.string(),
  storeId: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  zip: z.string().nullable(),
  notifyOptOut: z.boolean(),
  createdAt: z.string(),
  repairCount: z.number(),
  lastVisitAt: z.string().nullable(),
});
export type Customer = z.infer<typeof ZCustomer>;

export const ZCustomerSearchQuery = z.object({
  /** Phone digits, e-mail or name, as typed at the counter. */
  search: z.string().trim().min(2, 'Type at least 2 characters').max(100),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});

export const ZCustomerRepairSummary = z.object({
  id: z.string(),
  ticketNumber: z.string(),
  deviceBrand: z.string(),
  deviceModel: z.string(),
  problemDescription: z.string(),
  status: z.string(),
  estimatedCost: z.number(),
  createdAt: z.string(),
});

/** Phone numbers are compared by their digits: (404) 555-0100 is 4045550100. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/**
 * The one way a phone number is stored and shown: a US number (10 digits, or 11 starting with 1)
 * as (404) 555-0199, so its digits, and a search by them, are the same however it was typed.
 * A number with another country code (+44 ...) or another length stays as typed.
 */
export function formatPhone(phone: string): string {
  const typed = phone.trim();
  if (typed.startsWith('+') && !typed.startsWith('+1')) return typed;
  const digits = phoneDigits(typed);
  const us = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (us.length !== 10) return typed;
  return `(${us.slice(0, 3)}) ${us.slice(3, 6)}-${us.slice(6)}`;
}
