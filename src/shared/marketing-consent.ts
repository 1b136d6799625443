import { z } from 'zod';
import { MESSAGE_CHANNELS, type MessageChannel } from './outbox';

/**
 * Marketing consent (issue 26): a phone or e-mail given for a repair, sale or buyback is for
 * messages about it; offers need the person's own consent per channel, recorded as rows (each
 * consent and each withdrawal) with the exact words they were shown.
 */

export const CONSENT_STATES = ['given', 'withdrawn'] as const;
export type ConsentState = (typeof CONSENT_STATES)[number];

export const CONSENT_SOURCES = [
  'check_in',
  'sale',
  'buyback',
  'status_page',
  'unsubscribe_link',
  'sms_stop',
  'confirmation_link',
] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

export const CONSENT_SOURCE_LABELS: Record<ConsentSource, string> = {
  check_in: 'Repair check-in',
  sale: 'Device sale',
  buyback: 'Buyback',
  status_page: 'Repair status page',
  unsubscribe_link: 'Unsubscribe link',
  sms_stop: 'Replied STOP',
  confirmation_link: 'Confirmed from the link sent to them',
};

/** How many offers a person gets at most, as the consent words promise. */
export const MARKETING_MESSAGES_PER_MONTH = 4;

type Words = (businessName: string, channel: MessageChannel) => string;

/**
 * Every version of the consent words ever shown, by the version the forms send. A new wording is
 * a new entry; an old one stays, so a form queued offline before the change still records what
 * its customer read.
 */
export const CONSENT_WORDS: Record<string, Words> = {
  '2026-11-29': (name, channel) =>
    channel === 'sms'
      ? `Text me offers and news from ${name} at this number: up to ${MARKETING_MESSAGES_PER_MONTH} marketing texts a month, which may be sent automatically. Consent is not a condition of any purchase or repair. Reply STOP or use the link in any text to stop. Message and data rates may apply.`
      : `E-mail me offers and news from ${name}: up to ${MARKETING_MESSAGES_PER_MONTH} marketing e-mails a month. Consent is not a condition of any purchase or repair. Use the unsubscribe link in any e-mail to stop.`,
};

export const CONSENT_VERSION = '2026-11-29';

/** Own keys only: "__proto__" or "valueOf" is not a version. */
export const isConsentVersion = (v: string) => Object.hasOwn(CONSENT_WORDS, v);

/** The exact words a customer is shown beside a channel's box. */
export function consentWords(
  businessName: string,
  channel: MessageChannel,
  version: string = CONSENT_VERSION,
): string {
  const words = CONSENT_WORDS[isConsentVersion(version) ? version : CONSENT_VERSION]!;
  return words(businessName, channel);
}

/** The boxes' short labels; the words above sit under them. */
export const CONSENT_LABELS: Record<MessageChannel, string> = {
  sms: 'Text me offers (SMS)',
  email: 'E-mail me offers',
};

export const CONSENT_MESSAGES = {
  version: 'These consent words are out of date; reload the page and ask again',
  noPhone: 'Enter the phone number the offers go to',
  noEmail: 'Enter the e-mail address the offers go to',
} as const;

/** A box's value: a boolean in JSON, 'true' or 'false' as a multipart text part. */
const ZConsentFlag = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
  .optional();

/**
 * The consent boxes of the check-in, sale and buyback forms, spread into their schemas. Optional,
 * so a form queued offline before they existed still passes; unticked records nothing.
 */
export const marketingConsentFields = {
  marketingSms: ZConsentFlag,
  marketingEmail: ZConsentFlag,
  /** The version of CONSENT_WORDS the form showed. */
  marketingConsentVersion: z
    .string()
    .max(40)
    .refine((v) => isConsentVersion(v), CONSENT_MESSAGES.version)
    .optional(),
};
export type MarketingConsentInput = {
  marketingSms?: boolean | undefined;
  marketingEmail?: boolean | undefined;
  marketingConsentVersion?: string | undefined;
};

/**
 * After a person withdrew, a ticked box (at a counter, or on a status page anyone holding the
 * link can open) gives no consent: it sends them a one-time link, and consent returns only when
 * they confirm it there themselves (issue 37). What the boxes say so beside them.
 */
export const CONSENT_REOPT_HINT =
  'Someone who opted out before is sent a message to confirm; offers start only once they do.';

/** How long the link that confirms a renewed consent works. */
export const CONFIRMATION_DAYS = 7;

export const CONFIRMATION_NOT_FOUND = 'This link is not valid.';

/** The page behind a confirmation link: what the person is asked, and whether it is done. */
export const ZConsentConfirmation = z.object({
  businessName: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  address: z.string(),
  words: z.string(),
  state: z.enum(['open', 'confirmed', 'expired']),
});
export type ConsentConfirmation = z.infer<typeof ZConsentConfirmation>;

/** The status page's choice: each channel's box as the customer leaves it. */
export const ZStatusPageConsentInput = z.object({
  sms: z.boolean({ error: 'Choose yes or no' }),
  email: z.boolean({ error: 'Choose yes or no' }),
  version: z
    .string()
    .max(40)
    .refine((v) => isConsentVersion(v), CONSENT_MESSAGES.version),
});
export type StatusPageConsentInput = z.infer<typeof ZStatusPageConsentInput>;

/** What the status page shows: the business, and whether each channel has consent now. */
export const ZPublicConsent = z.object({
  businessName: z.string(),
  sms: z.boolean().nullable(),
  email: z.boolean().nullable(),
});
export type PublicConsent = z.infer<typeof ZPublicConsent>;

/** The words that end a person's marketing texts when they are the whole reply. */
export const STOP_WORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'] as const;

export function isStopMessage(body: string): boolean {
  return (STOP_WORDS as readonly string[]).includes(body.trim().toUpperCase());
}

/** A person's history: look up by a phone or an e-mail address. */
export const ZConsentHistoryQuery = z.object({
  contact: z
    .string({ error: 'Enter a phone number or e-mail address' })
    .trim()
    .min(1, 'Enter a phone number or e-mail address')
    .max(254, 'Enter a phone number or e-mail address')
    .refine(
      (v) =>
        v.includes('@')
          ? /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v)
          : /\d{7,}/.test(v.replace(/\D/g, '')),
      'Enter a phone number or e-mail address',
    ),
});
export type ConsentHistoryQuery = z.infer<typeof ZConsentHistoryQuery>;

export const ZConsentEvent = z.object({
  at: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  state: z.enum(CONSENT_STATES),
  source: z.enum(CONSENT_SOURCES),
  storeName: z.string().nullable(),
  recordedBy: z.string().nullable(),
  words: z.string(),
});
export type ConsentEvent = z.infer<typeof ZConsentEvent>;

export const ZContactMessage = z.object({
  at: z.string(),
  kind: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  address: z.string(),
  state: z.string(),
  storeName: z.string().nullable(),
  campaign: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof ZContactMessage>;

export const ZConsentHistory = z.object({
  contact: z.string(),
  sms: z.enum(CONSENT_STATES).nullable(),
  email: z.enum(CONSENT_STATES).nullable(),
  events: z.array(ZConsentEvent),
  messages: z.array(ZContactMessage),
});
export type ConsentHistory = z.infer<typeof ZConsentHistory>;
