import { z } from 'zod';
import {
  MESSAGE_CHANNELS,
  MESSAGE_STATES,
  OUTBOX_AUDIENCES,
  OUTBOX_KINDS,
  ZOutboxMessage,
} from './outbox';

export const OUTBOX_PAGE_SIZE = 50;
export const OUTBOX_PAGE_MAX = 100;

/** GET /api/admin/outbox: newest first; `cursor` is the previous page's x-next-cursor header. */
export const ZOutboxQuery = z.object({
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, `Limit must be between 1 and ${OUTBOX_PAGE_MAX}`)
    .max(OUTBOX_PAGE_MAX, `Limit must be between 1 and ${OUTBOX_PAGE_MAX}`)
    .default(OUTBOX_PAGE_SIZE),
  cursor: z.string().trim().min(1, 'Invalid cursor').max(200, 'Invalid cursor').optional(),
  channel: z.enum(MESSAGE_CHANNELS, { error: 'Channel must be email or sms' }).optional(),
  state: z
    .enum(MESSAGE_STATES, { error: 'State must be queued, sending, kept, sent or failed' })
    .optional(),
  /** Customers' messages or staff's (invitations, password resets, smart reports). */
  audience: z.enum(OUTBOX_AUDIENCES, { error: 'Audience must be customer or staff' }).optional(),
  kind: z
    .enum(OUTBOX_KINDS, { error: `Kind must be one of ${OUTBOX_KINDS.join(', ')}` })
    .optional(),
});
export type OutboxQuery = z.output<typeof ZOutboxQuery>;

/** A page of the outbox; the next page's cursor is in the x-next-cursor header. */
export const ZOutboxPage = z.object({ messages: z.array(ZOutboxMessage) });
export type OutboxPage = z.infer<typeof ZOutboxPage>;
