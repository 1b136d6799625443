import { newId } from '../../../shared/ids';
import {
  REVIEW_DELAY_HOURS,
  REVIEW_QUIET_DAYS,
  type ReviewSummary,
} from '../../../shared/marketing';
import type { Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import type { Actor } from '../../lib/actor';
import { isoNow } from '../../lib/clock';
import { notFound } from '../../lib/http-error';
import { sendEmail, sendSms } from '../notifications/service';
import { contactKeyOf, firstNameOf } from './contacts';
import { marketingFooter, unsubscribeToken } from './campaigns';
import { latestConsent, smsKeyOf } from './consent';
import { inTextingWindow } from '../../../shared/quiet-hours';
import { EMPTY_STORE_CONTACT, storeAddressLines } from '../../../shared/store-contact';
import * as repo from './repo';
import { deviceName } from '../../../shared/device-name';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A pickup older than this when the job first sees it (the app was down) is left alone: too late to ask. */
const LATEST_ASK_DAYS = 3;
const BATCH = 100;

async function reviewWords(deps: Deps, p: repo.DuePickup, token: string) {
  const first = firstNameOf(p.customer_name);
  const hello = first ? `Hi ${first}, thanks` : 'Thanks';
  const footer = await marketingFooter(deps, token, {
    name: p.store_name,
    address: storeAddressLines({
      ...EMPTY_STORE_CONTACT,
      streetAddress: p.store_street,
      city: p.store_city,
      state: p.store_state,
      zip: p.store_zip,
    }),
  });
  const ask = `${hello} for choosing ${p.store_name} for your ${deviceName(p.device_brand, p.device_model)}. How did we do? A short review helps other people find us: ${p.review_url}`;
  return {
    subject: `How did we do, ${first || 'and thank you'}?`,
    text: `${ask}\n\n${footer.email}`,
    sms: `${ask} ${footer.sms}`,
    headers: footer.headers,
  };
}

/**
 * One scheduler tick: every repair picked up at least REVIEW_DELAY_HOURS ago (and not more than
 * a few days ago) at a store with a review link gets one review request, by e-mail when the
 * customer gave an address (and the store has its postal address for the e-mail), else by SMS
 * when they consented to marketing texts, in their daytime. The row is inserted before the
 * message goes, and the repair's id is unique, so two processes never both ask.
 */
export async function sendDueReviewRequests(deps: Deps): Promise<number> {
  const now = deps.clock.now().getTime();
  const window = {
    from: new Date(now - LATEST_ASK_DAYS * DAY).toISOString(),
    until: new Date(now - REVIEW_DELAY_HOURS * HOUR).toISOString(),
    quietSince: new Date(now - REVIEW_QUIET_DAYS * DAY).toISOString(),
  };
  let sent = 0;
  const waiting = new Set<string>();
  for (;;) {
    const due = (await repo.duePickups(deps.db, window, BATCH + waiting.size)).filter(
      (p) => !waiting.has(p.repair_id),
    );
    for (const p of due) {
      const outcome = await askForReview(deps, p, window.quietSince);
      if (outcome === 'sent') sent += 1;
      if (outcome === 'waits') waiting.add(p.repair_id);
    }
    if (due.length < BATCH) break;
  }
  return sent;
}

/** How a review request goes: e-mail, text, or not at all (no way they agreed to). */
async function channelFor(deps: Deps, p: repo.DuePickup): Promise<'email' | 'sms' | null> {
  const email = p.customer_email?.trim() || null;
  const phoneKey = smsKeyOf(p.customer_phone);
  if (await repo.isOptedOut(deps.db, [phoneKey, ...(email ? [contactKeyOf('email', email)] : [])]))
    return null;
  if (
    email &&
    p.store_street &&
    (await latestConsent(deps.db, contactKeyOf('email', email))) !== 'withdrawn'
  )
    return 'email';
  return (await latestConsent(deps.db, phoneKey)) === 'given' ? 'sms' : null;
}

async function askForReview(
  deps: Deps,
  p: repo.DuePickup,
  quietSince: string,
): Promise<'sent' | 'skipped' | 'waits'> {
  const channel = await channelFor(deps, p);
  const at = deps.clock.now();
  // A text due in the recipient's night waits for the next run in their daytime.
  if (channel === 'sms' && !inTextingWindow(at, p.customer_phone, p.store_timezone)) return 'waits';
  const address = channel === 'email' ? p.customer_email!.trim() : p.customer_phone;
  const id = newId();
  const token = unsubscribeToken();
  const contactKey = `p:${p.phone_digits}`;
  const createdAt = at.toISOString();
  const claimed = await repo.insertMessageOnce(deps.db, {
    id,
    kind: 'review',
    campaign_id: null,
    repair_id: p.repair_id,
    store_id: p.store_id,
    contact_key: contactKey,
    name: p.customer_name,
    channel: channel ?? 'sms',
    address,
    state: channel ? 'sending' : 'skipped',
    outbox_id: null,
    token,
    claimed_at: createdAt,
    opted_out_at: null,
    created_at: createdAt,
    sent_at: null,
  });
  if (!claimed || !channel) return 'skipped';
  const mine = { id, contact_key: contactKey, created_at: createdAt };
  if (await repo.earlierReviewRequestExists(deps.db, mine, quietSince)) {
    await repo.finishMessage(deps.db, id, { state: 'skipped', outbox_id: null, sent_at: null });
    return 'skipped';
  }
  const words = await reviewWords(deps, p, token);
  const related = { storeId: p.store_id, relatedId: p.repair_id };
  const out =
    channel === 'email'
      ? await sendEmail(deps, {
          kind: 'review_request',
          to: address,
          subject: words.subject,
          text: words.text,
          headers: words.headers,
          ...related,
        })
      : await sendSms(deps, {
          kind: 'review_request',
          to: address,
          body: words.sms,
          ...related,
        });
  await repo.finishMessage(deps.db, id, {
    state: out.state,
    outbox_id: out.id,
    sent_at: out.sentAt,
  });
  return 'sent';
}

/** Each store's review link and the last 30 days: requests made, opt-outs, reviews reported. */
export async function reviewSummary(deps: Deps, reach: Reach): Promise<ReviewSummary> {
  const since = new Date(deps.clock.now().getTime() - 30 * DAY);
  const sinceDate = since.toISOString().slice(0, 10);
  const stores = await repo.reviewLinks(deps.db, reach);
  const { requests, reviews } = await repo.reviewCounts(deps.db, since.toISOString(), sinceDate);
  return {
    since: sinceDate,
    stores: stores.map((s) => {
      const req = requests.find((r) => r.store_id === s.store_id);
      return {
        storeId: s.store_id,
        storeName: s.store_name,
        reviewUrl: s.url,
        requested: Number(req?.requested ?? 0),
        optedOut: Number(req?.opted_out ?? 0),
        reviewsReported: Number(reviews.find((r) => r.store_id === s.store_id)?.reviews ?? 0),
      };
    }),
  };
}

export async function setReviewLink(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  storeId: string,
  url: string,
): Promise<ReviewSummary> {
  const stores = await repo.reviewLinks(deps.db, reach);
  if (!stores.some((s) => s.store_id === storeId)) throw notFound('Store not found');
  await repo.saveReviewLink(deps.db, storeId, url, actor.user.id, isoNow(deps.clock));
  return reviewSummary(deps, reach);
}
