import { z } from 'zod';
import { APPROVAL_STATES, ZPriceLine } from './repair-money';
import { REPAIR_STATUSES } from './repairs';
import { ZStoreContact } from './store-contact';

/** The customer's status page of a repair, by its link token (the ticket's QR code). */
export function statusPath(token: string): string {
  return `/status/${token}`;
}

export const STATUS_LINK_NOT_FOUND = 'This status link is not valid. Please contact the store.';

/**
 * The repair's current price as the customer sees it: its lines (never what a part cost the
 * shop), totals and whether it waits for their Approve or Decline.
 */
export const ZPublicQuote = z.object({
  lines: z.array(ZPriceLine.omit({ unitCost: true, itemId: true })),
  subtotal: z.number(),
  tax: z.number(),
  discount: z.number(),
  total: z.number(),
  estimate: z.number(),
  approvalState: z.enum(APPROVAL_STATES),
});
export type PublicQuote = z.infer<typeof ZPublicQuote>;

/**
 * What the customer's status link shows: no personal data beyond a first name, and where the
 * shop is and how to reach it.
 */
export const ZPublicRepairStatus = z.object({
  ticketNumber: z.string(),
  storeName: z.string(),
  storePhone: z.string().nullable(),
  /** The company the repair was signed under. */
  companyName: z.string(),
  store: ZStoreContact,
  customerFirstName: z.string(),
  device: z.string(),
  status: z.enum(REPAIR_STATUSES),
  statusText: z.string(),
  history: z.array(z.object({ status: z.enum(REPAIR_STATUSES), text: z.string(), at: z.string() })),
  notifyOptOut: z.boolean(),
  createdAt: z.string(),
  /** The latest price set (issue 18); null while only the estimate stands. */
  quote: ZPublicQuote.nullable(),
});
export type PublicRepairStatus = z.infer<typeof ZPublicRepairStatus>;

/** Plain words for each status, as the customer reads them. */
export const STATUS_FOR_CUSTOMER = {
  received: 'We have your device and it is waiting for a technician.',
  in_progress: 'A technician is working on your device.',
  completed: 'Your device is ready to collect.',
  picked_up: 'You collected your device. Thank you!',
} as const;
