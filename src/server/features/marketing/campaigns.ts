import { randomBytes } from 'node:crypto';
import { newId } from '../../../shared/ids';
import {
  describeSegment,
  type Campaign,
  type CampaignDraft,
  type CampaignResults,
  type SegmentKind,
} from '../../../shared/marketing';
import { writeTransaction } from '../../db/group-commit';
import type { MarketingCampaignsTable, MarketingMessagesTable } from '../../db/schema';
import type { Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import type { Actor } from '../../lib/actor';
import { isoNow } from '../../lib/clock';
import { fieldError, notFound } from '../../lib/http-error';
import { logActivity } from '../activity/service';
import { sendEmail, sendSms } from '../notifications/service';
import { publicLink } from '../settings/service';
import { inTextingWindow } from '../../../shared/quiet-hours';
import { EMPTY_STORE_CONTACT, storeAddressLines } from '../../../shared/store-contact';
import { latestConsent, smsKeyOf } from './consent';
import { contactKeyOf, personalise } from './contacts';
import * as repo from './repo';
import { segmentPeople, type PersonRow } from './segments';

export const unsubscribeToken = () => randomBytes(18).toString('base64url');

export const noStoreAddressMessage = (storeName: string) =>
  `${storeName} has no postal address, and every marketing e-mail must carry one. Add the store's address in Admin → Stores, or leave the store out of the audience.`;

/** The link that stops a person's messages; read per message, as the public address may change. */
export const unsubscribeUrl = async (deps: Deps, token: string) =>
  publicLink(deps, `/unsubscribe/${token}`);

function addressFor(person: PersonRow, channel: 'email' | 'sms'): string | null {
  if (channel === 'email') return person.email?.trim() || null;
  return person.contact_key.startsWith('p:') ? person.phone : null;
}

/** Whether the person gave marketing consent for the channel, and it stands. */
const consents = (person: PersonRow, channel: 'email' | 'sms') =>
  (channel === 'email' ? person.email_consent : person.sms_consent) === 'given';

/**
 * Takes the audience as it is now: everyone with an address for the channel and consent to
 * offers on it gets a message row, waiting to go, or skipped when they opted out. The send itself
 * happens in `sendPendingCampaigns`.
 */
export async function createCampaign(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  draft: CampaignDraft,
): Promise<Campaign> {
  const now = deps.clock.now();
  const people = await segmentPeople(deps.db, draft.segment, reach, now);
  const reachable = people.filter(
    (p) => addressFor(p, draft.channel) && consents(p, draft.channel),
  );
  if (!reachable.some((p) => p.opted_out === 0))
    throw fieldError(
      'segment',
      draft.channel === 'email'
        ? 'Nobody in this audience can be reached by e-mail: it takes an address and their consent to offers by e-mail'
        : 'Nobody in this audience can be reached by SMS: it takes a phone number and their consent to offers by text',
    );
  // Every marketing e-mail carries the sender's postal address (CAN-SPAM): the store's.
  const noAddress = reachable.find((p) => p.opted_out === 0 && !p.store_street?.trim());
  if (draft.channel === 'email' && noAddress)
    throw fieldError('segment', noStoreAddressMessage(noAddress.store_name));
  const id = newId();
  const at = now.toISOString();
  const campaign: MarketingCampaignsTable = {
    id,
    name: draft.name,
    segment_kind: draft.segment.kind,
    segment_value: draft.segment.value,
    store_ids: draft.segment.storeIds?.length ? JSON.stringify(draft.segment.storeIds) : null,
    channel: draft.channel,
    subject: draft.channel === 'email' ? (draft.subject ?? null) : null,
    message: draft.message,
    state: 'sending',
    created_by: actor.user.id,
    created_at: at,
    finished_at: null,
  };
  const rows: MarketingMessagesTable[] = reachable.map((p) => ({
    id: newId(),
    kind: 'campaign',
    campaign_id: id,
    repair_id: null,
    store_id: p.store_id,
    contact_key: p.contact_key,
    name: p.name,
    channel: draft.channel,
    address: addressFor(p, draft.channel) ?? '',
    state: p.opted_out ? 'skipped' : 'pending',
    outbox_id: null,
    token: unsubscribeToken(),
    claimed_at: null,
    opted_out_at: null,
    created_at: at,
    sent_at: null,
  }));
  // The campaign, its messages and its activity row commit together; sending happens after.
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    await repo.insertCampaign(trx, campaign);
    await repo.insertMessages(trx, rows);
    await logActivity(
      { ...deps, db: trx },
      {
        userId: actor.user.id,
        ip: actor.ip,
        action: 'campaign.send',
        entity: 'campaign',
        entityId: id,
        details: { name: draft.name, people: rows.filter((r) => r.state === 'pending').length },
      },
    );
  });
  return getCampaign(deps, id);
}

type MessageRow = Awaited<ReturnType<typeof repo.pendingMessages>>[number];

/**
 * The words every marketing message ends with: who sent it and how to stop. An e-mail also
 * carries the store's postal address and the one-click unsubscribe headers (RFC 8058): the
 * mailbox provider POSTs to the same link, which needs no session (routes.ts).
 */
export async function marketingFooter(
  deps: Deps,
  token: string,
  store: { name: string | null; address: string[] },
) {
  const link = await unsubscribeUrl(deps, token);
  const from = store.name ?? 'us';
  return {
    email: [`— ${from}`, ...store.address, '', `Unsubscribe: ${link}`].join('\n'),
    sms: `— ${from}. Reply STOP or open ${link} to opt out`,
    headers: {
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

const storeAddressOf = (m: MessageRow) =>
  storeAddressLines({
    ...EMPTY_STORE_CONTACT,
    streetAddress: m.store_street,
    city: m.store_city,
    state: m.store_state,
    zip: m.store_zip,
  });

/** The campaign's words with the person's name, marked as the advertisement it is. */
async function campaignMessage(
  deps: Deps,
  campaign: { subject: string | null; message: string },
  m: MessageRow,
) {
  const words = personalise(campaign.message, m.name);
  const footer = await marketingFooter(deps, m.token, {
    name: m.store_name,
    address: storeAddressOf(m),
  });
  return {
    subject: campaign.subject ?? '',
    text: `Advertisement\n\n${words}\n\n${footer.email}`,
    sms: `${words} ${footer.sms}`,
    headers: footer.headers,
  };
}

const BATCH = 50;
/** A message taken this long ago without an outcome belongs to a process that stopped. */
export const ABANDONED_SEND_MS = 30 * 60 * 1000;
/** Where a message without a store (its store was removed) is taken to be, for quiet hours. */
const FALLBACK_ZONE = 'America/New_York';

/**
 * Whether the person still may be sent the message: their consent for its channel may have been
 * withdrawn (a STOP, a link) since the campaign was made, or they opted out.
 */
async function stillConsents(deps: Deps, m: MessageRow): Promise<boolean> {
  const key = m.channel === 'sms' ? smsKeyOf(m.address) : contactKeyOf('email', m.address);
  if (await repo.isOptedOut(deps.db, [m.contact_key, key])) return false;
  return (await latestConsent(deps.db, key)) === 'given';
}

/**
 * Sends every campaign message still waiting, a batch at a time. Safe to run in several
 * processes at once: each message is claimed before it goes, so it goes once. A text due
 * outside 8 AM-9 PM at its recipient's (quiet hours) stays pending for a later run.
 */
export async function sendPendingCampaigns(deps: Deps): Promise<number> {
  let sent = 0;
  const campaigns = new Map<string, { subject: string | null; message: string }>();
  let after: { created_at: string; id: string } | null = null;
  for (;;) {
    const batch = await repo.pendingMessages(deps.db, 'campaign', BATCH, after);
    for (const m of batch) {
      const zone = m.store_timezone ?? FALLBACK_ZONE;
      if (m.channel === 'sms' && !inTextingWindow(deps.clock.now(), m.address, zone)) continue;
      if (!(await repo.claimMessage(deps.db, m.id, isoNow(deps.clock)))) continue;
      if (!(await stillConsents(deps, m))) {
        await repo.finishMessage(deps.db, m.id, {
          state: 'skipped',
          outbox_id: null,
          sent_at: null,
        });
        continue;
      }
      const campaignId = m.campaign_id ?? '';
      let campaign = campaigns.get(campaignId);
      if (!campaign) {
        const row = await repo.findCampaign(deps.db, campaignId);
        campaign = { subject: row?.subject ?? null, message: row?.message ?? '' };
        campaigns.set(campaignId, campaign);
      }
      const words = await campaignMessage(deps, campaign, m);
      const related = { storeId: m.store_id, relatedId: campaignId };
      const out =
        m.channel === 'email'
          ? await sendEmail(deps, {
              kind: 'marketing',
              to: m.address,
              subject: words.subject,
              text: words.text,
              headers: words.headers,
              ...related,
            })
          : await sendSms(deps, {
              kind: 'marketing',
              to: m.address,
              body: words.sms,
              ...related,
            });
      await repo.finishMessage(deps.db, m.id, {
        state: out.state,
        outbox_id: out.id,
        sent_at: out.sentAt,
      });
      sent += 1;
    }
    if (batch.length < BATCH) break;
    const last = batch[batch.length - 1]!;
    after = { created_at: last.created_at, id: last.id };
  }
  const now = deps.clock.now();
  await repo.failAbandoned(deps.db, new Date(now.getTime() - ABANDONED_SEND_MS).toISOString());
  await repo.finishCampaigns(deps.db, now.toISOString());
  return sent;
}

const NO_RESULTS: CampaignResults = {
  sent: 0,
  kept: 0,
  failed: 0,
  pending: 0,
  skippedOptedOut: 0,
  optedOut: 0,
};

function resultsOf(counts: repo.StateCount[]): CampaignResults {
  const results = { ...NO_RESULTS };
  for (const c of counts) {
    results.optedOut += c.opted_out;
    if (c.state === 'sent') results.sent += c.n;
    else if (c.state === 'kept') results.kept += c.n;
    else if (c.state === 'failed') results.failed += c.n;
    else if (c.state === 'skipped') results.skippedOptedOut += c.n;
    else results.pending += c.n;
  }
  return results;
}

function toCampaign(row: repo.CampaignRow, counts: repo.StateCount[]): Campaign {
  const kind = row.segment_kind as SegmentKind;
  return {
    id: row.id,
    name: row.name,
    segmentKind: kind,
    segmentValue: row.segment_value,
    audience: describeSegment(kind, row.segment_value),
    channel: row.channel as Campaign['channel'],
    subject: row.subject,
    message: row.message,
    state: row.state as Campaign['state'],
    createdBy: row.created_by_first
      ? `${row.created_by_first} ${row.created_by_last ?? ''}`.trim()
      : null,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
    results: resultsOf(counts.filter((c) => c.campaign_id === row.id)),
  };
}

export async function listCampaigns(deps: Deps): Promise<Campaign[]> {
  const rows = await repo.listCampaigns(deps.db, 100);
  const counts = await repo.campaignStateCounts(
    deps.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toCampaign(r, counts));
}

export async function getCampaign(deps: Deps, id: string): Promise<Campaign> {
  const row = await repo.findCampaign(deps.db, id);
  if (!row) throw notFound('Campaign not found');
  return toCampaign(row, await repo.campaignStateCounts(deps.db, [id]));
}
