import { z } from 'zod';

export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * kept: no transport configured, the message waits in the outbox for a person to read;
 * sent: handed to the SMTP server or SMS provider; failed: the transport refused it.
 */
export const MESSAGE_STATES = ['kept', 'sent', 'failed'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

export const ZOutboxMessage = z.object({
  id: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  state: z.enum(MESSAGE_STATES),
  error: z.string().nullable(),
  storeId: z.string().nullable(),
  relatedId: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof ZOutboxMessage>;
