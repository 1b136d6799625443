import { z } from 'zod';

export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * queued: written with its record, not yet handed over (the outbox job sends it if the server
 * stopped first); sending: being handed over now; kept: no transport configured, the message
 * waits in the outbox for a person to read; sent: handed to the SMTP server or SMS provider;
 * failed: the transport refused it, or the server stopped while handing it over.
 */
export const MESSAGE_STATES = ['queued', 'sending', 'kept', 'sent', 'failed'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

/** What a message is for; each belongs to a customer or to a member of staff. */
export const OUTBOX_KINDS = [
  'repair_ready',
  'review_request',
  'marketing',
  'invitation',
  'password_reset',
  'smart_report',
  'repair_quote',
  'invoice',
  'police_report',
  'account_security',
  'consent_confirmation',
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

export const OUTBOX_AUDIENCES = ['customer', 'staff'] as const;
export type OutboxAudience = (typeof OUTBOX_AUDIENCES)[number];

export const OUTBOX_KIND_INFO: Record<OutboxKind, { label: string; audience: OutboxAudience }> = {
  repair_ready: { label: 'Ready for pickup', audience: 'customer' },
  review_request: { label: 'Review request', audience: 'customer' },
  marketing: { label: 'Marketing', audience: 'customer' },
  invitation: { label: 'Invitation', audience: 'staff' },
  password_reset: { label: 'Password reset', audience: 'staff' },
  smart_report: { label: 'Smart report', audience: 'staff' },
  repair_quote: { label: 'Price approval', audience: 'customer' },
  invoice: { label: 'Invoice', audience: 'customer' },
  // The store's own message to the police (issue 26): staff's, never a customer's.
  police_report: { label: 'Police report', audience: 'staff' },
  // A change to an office account, or a new one, told to the people it concerns (issue 37).
  account_security: { label: 'Account security', audience: 'staff' },
  // The link a person who opted out opens to take offers again (issue 37).
  consent_confirmation: { label: 'Consent confirmation', audience: 'customer' },
};

export const kindsFor = (audience: OutboxAudience): OutboxKind[] =>
  OUTBOX_KINDS.filter((kind) => OUTBOX_KIND_INFO[kind].audience === audience);

export const ZOutboxMessage = z.object({
  id: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  kind: z.enum(OUTBOX_KINDS),
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
