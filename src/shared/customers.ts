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

export const ZCustomerDetail = ZCustomer.extend({
  repairs: z.array(ZCustomerRepairSummary),
});
export type CustomerDetail = z.infer<typeof ZCustomerDetail>;

/** Phone numbers are compared by their digits: (404) 555-0100 is 4045550100. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}
