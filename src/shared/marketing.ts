import { z } from 'zod';
import { MESSAGE_CHANNELS } from './outbox';

/**
 * The marketing hub: audiences found in what the shops recorded, campaigns sent to them through
 * the outbox, and the review request a customer gets after picking a repair up. Campaigns (and
 * review requests by text) go only to people who gave marketing consent for the channel
 * (src/shared/marketing-consent.ts); a person who opted out (from any message's link, or the
 * status page's "stop sending me messages") is never written to again.
 */

export const SEGMENT_KINDS = ['recent_repairs', 'upgrade_ready', 'buyback_sellers'] as const;
export type SegmentKind = (typeof SEGMENT_KINDS)[number];

/** Each audience's one setting: a look-back in days, or a device age in years. */
export const SEGMENT_INFO: Record<
  SegmentKind,
  { label: string; description: string; setting: 'days' | 'years'; default: number; max: number }
> = {
  recent_repairs: {
    label: 'Recent repair customers',
    description: 'People who checked a repair in within the last {n} days.',
    setting: 'days',
    default: 90,
    max: 730,
  },
  upgrade_ready: {
    label: 'Ready for an upgrade',
    description:
      'Customers who had a device repaired here, or bought one here, that came out {n} or more years ago (only models whose release year we know).',
    setting: 'years',
    default: 3,
    max: 15,
  },
  buyback_sellers: {
    label: 'Buyback sellers',
    description: 'People who sold us a device within the last {n} days.',
    setting: 'days',
    default: 180,
    max: 730,
  },
};

export function describeSegment(kind: SegmentKind, value: number): string {
  return SEGMENT_INFO[kind].description.replace('{n}', String(value));
}

const ZStoreIds = z
  .preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
    z.array(z.string().min(1).max(64)).max(200),
  )
  .optional();

export const ZSegmentQuery = z
  .object({
    kind: z.enum(SEGMENT_KINDS, { error: 'Choose an audience' }),
    value: z.coerce.number({ error: 'Enter a whole number' }).int('Enter a whole number'),
    storeIds: ZStoreIds,
  })
  .superRefine((q, ctx) => {
    const info = SEGMENT_INFO[q.kind];
    if (q.value < 1 || q.value > info.max)
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: `Enter between 1 and ${info.max} ${info.setting}`,
      });
  });
export type SegmentQuery = z.input<typeof ZSegmentQuery>;
export type SegmentFilter = z.output<typeof ZSegmentQuery>;

export const ZSegmentMember = z.object({
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  storeName: z.string(),
  /** What put them in the audience: "iPhone 11 (2019)", "Sold a Galaxy S21". */
  reason: z.string(),
  lastSeenAt: z.string(),
  optedOut: z.boolean(),
  /** Whether they gave marketing consent for each channel (and it stands now). */
  smsConsent: z.boolean(),
  emailConsent: z.boolean(),
});
export type SegmentMember = z.infer<typeof ZSegmentMember>;

export const ZSegment = z.object({
  kind: z.enum(SEGMENT_KINDS),
  value: z.number(),
  description: z.string(),
  /** People, counted once each however many visits (by phone, else by e-mail). */
  people: z.number(),
  /** People a campaign on the channel reaches: an address for it, consent for it, not opted out. */
  reachableByEmail: z.number(),
  reachableBySms: z.number(),
  optedOut: z.number(),
  /** Why the rest cannot be reached: no address for the channel, or no consent for it. */
  noEmail: z.number(),
  noPhone: z.number(),
  emailWithoutConsent: z.number(),
  smsWithoutConsent: z.number(),
  /** The most recent first; the whole audience is counted above. */
  sample: z.array(ZSegmentMember),
});
export type Segment = z.infer<typeof ZSegment>;

export const SEGMENT_SAMPLE_SIZE = 25;

const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;

/**
 * Why the rest of an audience cannot be reached on each channel, in the hub's words: no address
 * for it, no consent to offers on it. Opted-out people are counted apart.
 */
export function unreachableReasons(
  s: Pick<
    Segment,
    'noPhone' | 'noEmail' | 'smsWithoutConsent' | 'emailWithoutConsent' | 'optedOut'
  >,
): string[] {
  const reasons = (channel: string, noConsent: number, noAddress: number, address: string) => {
    const parts = [
      noConsent > 0 && `${people(noConsent)} gave no consent to offers by ${channel}`,
      noAddress > 0 && `${people(noAddress)} gave no ${address}`,
    ].filter((p): p is string => typeof p === 'string');
    return parts.length ? [`Not by ${channel}: ${parts.join('; ')}.`] : [];
  };
  return [
    ...reasons('SMS', s.smsWithoutConsent, s.noPhone, 'phone number'),
    ...reasons('e-mail', s.emailWithoutConsent, s.noEmail, 'e-mail address'),
    ...(s.optedOut > 0 ? [`${people(s.optedOut)} opted out of all messages.`] : []),
  ];
}

export const CAMPAIGN_NAME_MAX = 120;
export const CAMPAIGN_SUBJECT_MAX = 150;
export const CAMPAIGN_MESSAGE_MAX = 2000;
/** An SMS longer than this costs several messages per person; the form says so. */
export const SMS_SEGMENT_LENGTH = 160;

export const ZCampaignInput = z
  .object({
    name: z
      .string({ error: 'Campaign name is required' })
      .trim()
      .min(1, 'Campaign name is required')
      .max(CAMPAIGN_NAME_MAX, 'Campaign name is too long'),
    segment: ZSegmentQuery,
    channel: z.enum(MESSAGE_CHANNELS, { error: 'Choose e-mail or SMS' }),
    subject: z
      .string()
      .trim()
      .max(CAMPAIGN_SUBJECT_MAX, 'Subject is too long')
      .optional()
      .transform((v) => v || undefined),
    message: z
      .string({ error: 'Message is required' })
      .trim()
      .min(1, 'Message is required')
      .max(CAMPAIGN_MESSAGE_MAX, 'Message is too long'),
  })
  .refine((c) => c.channel !== 'email' || !!c.subject, {
    message: 'Subject is required for an e-mail',
    path: ['subject'],
  });
export type CampaignInput = z.input<typeof ZCampaignInput>;
export type CampaignDraft = z.output<typeof ZCampaignInput>;

export const CAMPAIGN_STATES = ['sending', 'sent'] as const;

export const ZCampaignResults = z.object({
  /** Handed to the SMTP server or SMS provider. */
  sent: z.number(),
  /** Kept in the outbox because no transport is configured; an admin passes them on. */
  kept: z.number(),
  failed: z.number(),
  /** Still to go, or interrupted before the send finished. */
  pending: z.number(),
  /** Left out because they had opted out when the campaign went. */
  skippedOptedOut: z.number(),
  /** Opted out from this campaign's link afterwards. */
  optedOut: z.number(),
});
export type CampaignResults = z.infer<typeof ZCampaignResults>;

export const ZCampaign = z.object({
  id: z.string(),
  name: z.string(),
  segmentKind: z.enum(SEGMENT_KINDS),
  segmentValue: z.number(),
  audience: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  subject: z.string().nullable(),
  message: z.string(),
  state: z.enum(CAMPAIGN_STATES),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  results: ZCampaignResults,
});
export type Campaign = z.infer<typeof ZCampaign>;

/** How a campaign went, for its badge: done, partly done, held back, refused, or still going. */
export type CampaignTone = 'sent' | 'partial' | 'queued' | 'failed' | 'sending';

/**
 * What happened to a campaign, in words: a campaign whose messages all sit in the outbox has not
 * reached anyone, and its badge must not say Sent. `label` is the badge, `text` the sentence.
 */
export function campaignOutcome(campaign: Pick<Campaign, 'state' | 'channel' | 'results'>): {
  label: string;
  tone: CampaignTone;
  text: string;
} {
  const r = campaign.results;
  const transport = campaign.channel === 'email' ? 'mail server' : 'SMS provider';
  const parts = [
    r.sent > 0 && `${r.sent} handed to the ${transport}`,
    r.kept > 0 &&
      `${r.kept} waiting in the outbox, no ${transport} set up, so not delivered (Admin → System lists them)`,
    r.failed > 0 && `${r.failed} refused by the ${transport}`,
    r.pending > 0 &&
      (campaign.channel === 'sms'
        ? `${r.pending} still to go (a text waits for 8 AM–9 PM at its recipient's)`
        : `${r.pending} still to go`),
  ].filter((p): p is string => typeof p === 'string');
  const text = `${parts.join('; ') || 'Nobody to send to'}.`;
  if (campaign.state === 'sending') return { label: 'Sending', tone: 'sending', text };
  if (r.sent > 0 && r.kept + r.failed + r.pending === 0)
    return { label: 'Sent', tone: 'sent', text };
  if (r.sent > 0) return { label: 'Partly sent', tone: 'partial', text };
  if (r.kept > 0) return { label: 'Queued', tone: 'queued', text: `Queued: ${text}` };
  return { label: 'Not sent', tone: 'failed', text };
}

/** Placeholder for the person's first name in a campaign message. */
export const FIRST_NAME_TAG = '{firstName}';

/** The store's public review page (Google, Yelp...), where review requests send people. */
export const ZReviewLinkInput = z.object({
  url: z
    .string()
    .trim()
    .max(500, 'Link is too long')
    .refine((v) => v === '' || /^https:\/\/[^\s]+\.[^\s]+$/.test(v), 'Enter an https:// link'),
});
export type ReviewLinkInput = z.input<typeof ZReviewLinkInput>;

/** Hours after pickup before the review request goes: home, and the device tried. */
export const REVIEW_DELAY_HOURS = 2;
/** Nobody gets a second review request within this many days, however often they come. */
export const REVIEW_QUIET_DAYS = 90;

export const ZReviewStoreSummary = z.object({
  storeId: z.string(),
  storeName: z.string(),
  reviewUrl: z.string().nullable(),
  /** Over the last 30 days. */
  requested: z.number(),
  optedOut: z.number(),
  /** Google reviews the store's daily reports recorded over the same 30 days. */
  reviewsReported: z.number(),
});
export const ZReviewSummary = z.object({
  since: z.string(),
  stores: z.array(ZReviewStoreSummary),
});
export type ReviewSummary = z.infer<typeof ZReviewSummary>;
export type ReviewStoreSummary = z.infer<typeof ZReviewStoreSummary>;

/** What the unsubscribe page shows: never the whole address, only enough to recognise it. */
export const ZUnsubscribeInfo = z.object({
  storeName: z.string(),
  address: z.string(),
  optedOut: z.boolean(),
});
export type UnsubscribeInfo = z.infer<typeof ZUnsubscribeInfo>;

export const UNSUBSCRIBE_NOT_FOUND = 'This link is not valid.';
