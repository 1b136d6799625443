import { createHash, randomBytes } from 'node:crypto';
import { formatPhone, phoneDigits } from '../../../shared/customers';
import { newId } from '../../../shared/ids';
import {
  CONFIRMATION_DAYS,
  CONFIRMATION_NOT_FOUND,
  CONSENT_MESSAGES,
  type ConsentConfirmation,
  consentWords,
  type ConsentSource,
  type ConsentState,
  type MarketingConsentInput,
  type PublicConsent,
  type StatusPageConsentInput,
} from '../../../shared/marketing-consent';
import type { MessageChannel } from '../../../shared/outbox';
import type { Db } from '../../db';
import type { ConsentConfirmationsTable, MarketingConsentsTable } from '../../db/schema';
import type { Deps } from '../../deps';
import { isoNow } from '../../lib/clock';
import { fieldError, notFound } from '../../lib/http-error';
import { writeTransaction } from '../../db/group-commit';
import { deliverAfterCommit, queueEmail, queueSms } from '../notifications/service';
import { publicLink } from '../settings/service';
import * as confirmationsRepo from './confirmations-repo';
import { contactKeyOf, maskAddress } from './contacts';
import * as repo from './consent-repo';

/** A phone typed or received any way (+1 312..., 312-...) as the key consent is kept under. */
export const smsKeyOf = (phone: string) => contactKeyOf('sms', formatPhone(phone));

/** Where and by whom a consent was recorded. */
export type Recorded = {
  source: ConsentSource;
  storeId: string | null;
  userId: string | null;
  at: string;
};

function row(
  key: string,
  state: ConsentState,
  words: string,
  version: string | null,
  where: Recorded,
): MarketingConsentsTable {
  return {
    id: newId(),
    contact_key: key,
    channel: repo.channelOfKey(key),
    state,
    source: where.source,
    store_id: where.storeId,
    recorded_by: where.userId,
    words,
    words_version: version,
    created_at: where.at,
  };
}

/**
 * The rows a counter form's ticked boxes make: checked before anything is stored (a box ticked
 * for a channel without its address is refused), inserted in the record's own transaction. An
 * unticked box records nothing: it leaves an earlier choice as it was.
 */
export function counterConsentRows(
  input: MarketingConsentInput,
  person: { phone: string | null | undefined; email: string | null | undefined },
  businessName: string,
  where: Recorded,
): MarketingConsentsTable[] {
  const wanted: MessageChannel[] = [];
  if (input.marketingSms) wanted.push('sms');
  if (input.marketingEmail) wanted.push('email');
  if (wanted.length === 0) return [];
  if (!input.marketingConsentVersion)
    throw fieldError('marketingConsentVersion', CONSENT_MESSAGES.version);
  const version = input.marketingConsentVersion;
  return wanted.map((channel) => {
    const address = channel === 'sms' ? person.phone?.trim() : person.email?.trim();
    if (!address || (channel === 'sms' && !phoneDigits(address)))
      throw fieldError(
        channel === 'sms' ? 'marketingSms' : 'marketingEmail',
        channel === 'sms' ? CONSENT_MESSAGES.noPhone : CONSENT_MESSAGES.noEmail,
      );
    const key = channel === 'sms' ? smsKeyOf(address) : contactKeyOf(channel, address);
    return row(key, 'given', consentWords(businessName, channel, version), version, where);
  });
}

export const insertConsents = repo.insertConsents;
export const latestConsent = repo.latestConsent;

const DAY_MS = 24 * 60 * 60 * 1000;
/** A confirmation link's token as the database keeps it: a copy of the table opens no link. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The address a contact key stands for, as a message goes to it. */
const addressOfKey = (key: string) =>
  key.startsWith('p:') ? formatPhone(key.slice(2)) : key.slice(2);

/**
 * Asks the person behind a withdrawn key to confirm a renewed consent themselves: a one-time
 * link (kept as its hash) sent to that phone or address; nothing is given until they open it and
 * confirm. Queued in the caller's transaction; returns the message's id.
 */
async function requestConfirmation(
  tx: Deps,
  given: MarketingConsentsTable,
  businessName: string,
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  const address = addressOfKey(given.contact_key);
  await confirmationsRepo.insertConfirmation(tx.db, {
    id: newId(),
    token_hash: hashToken(token),
    contact_key: given.contact_key,
    channel: given.channel,
    address,
    business_name: businessName,
    words: given.words,
    words_version: given.words_version,
    source: given.source,
    store_id: given.store_id,
    requested_by: given.recorded_by,
    created_at: given.created_at,
    expires_at: new Date(Date.parse(given.created_at) + CONFIRMATION_DAYS * DAY_MS).toISOString(),
    confirmed_at: null,
  });
  const link = await publicLink(tx, `/consent/${token}`);
  const text = `${businessName}: you asked us to stop sending offers. To get them again, confirm here: ${link} . If you did not ask, ignore this and nothing changes.`;
  const message = {
    kind: 'consent_confirmation' as const,
    to: address,
    storeId: given.store_id,
    relatedId: null,
  };
  return given.channel === 'sms'
    ? queueSms(tx, { ...message, body: text })
    : queueEmail(tx, { ...message, subject: `Get offers from ${businessName} again?`, text });
}

/**
 * Records consents a ticked box gave, in the transaction of the record it came with. Where the
 * person withdrew before, the box gives nothing: the person is sent a link to confirm it
 * themselves (staff cannot do it for them). Returns the confirmation messages' ids.
 */
async function giveOrAskToConfirm(
  tx: Deps,
  rows: MarketingConsentsTable[],
  businessName: string,
): Promise<string[]> {
  const given: MarketingConsentsTable[] = [];
  const messages: string[] = [];
  for (const consent of rows) {
    if ((await repo.latestConsent(tx.db, consent.contact_key)) === 'withdrawn') {
      messages.push(await requestConfirmation(tx, consent, businessName));
    } else given.push(consent);
  }
  await repo.insertConsents(tx.db, given);
  return messages;
}

/**
 * The consents of a counter form's ticked boxes (giveOrAskToConfirm); the confirmation messages
 * go with the outbox job, within a minute.
 */
export async function recordCounterConsents(
  tx: Deps,
  rows: MarketingConsentsTable[],
  businessName: string,
): Promise<void> {
  await giveOrAskToConfirm(tx, rows, businessName);
}

async function openConfirmation(deps: Deps, token: string) {
  const row = await confirmationsRepo.findConfirmation(deps.db, hashToken(token));
  if (!row) throw notFound(CONFIRMATION_NOT_FOUND);
  return row;
}

function confirmationView(deps: Deps, row: ConsentConfirmationsTable): ConsentConfirmation {
  const expired = row.expires_at <= isoNow(deps.clock);
  return {
    businessName: row.business_name,
    channel: row.channel as MessageChannel,
    address: maskAddress(row.address),
    words: row.words,
    state: row.confirmed_at ? 'confirmed' : expired ? 'expired' : 'open',
  };
}

/** What the confirmation page shows; opening it changes nothing (mail scanners open links). */
export async function confirmationInfo(deps: Deps, token: string): Promise<ConsentConfirmation> {
  return confirmationView(deps, await openConfirmation(deps, token));
}

/** The person's own confirmation: consent is given again, with the words they were shown. */
export async function confirmConsent(deps: Deps, token: string): Promise<ConsentConfirmation> {
  const row = await openConfirmation(deps, token);
  const view = confirmationView(deps, row);
  if (view.state !== 'open') return view;
  const at = isoNow(deps.clock);
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    if (!(await confirmationsRepo.claimConfirmation(trx, row.id, at))) return;
    await repo.insertConsents(trx, [
      {
        id: newId(),
        contact_key: row.contact_key,
        channel: row.channel,
        state: 'given',
        source: 'confirmation_link',
        store_id: row.store_id,
        recorded_by: null,
        words: row.words,
        words_version: row.words_version,
        created_at: at,
      },
    ]);
  });
  return confirmationInfo(deps, token);
}

/**
 * Withdraws marketing consent under each key (a phone's for SMS, an address's for e-mail) that
 * is not already withdrawn; returns the keys that changed.
 */
export async function withdrawConsent(
  db: Db,
  keys: string[],
  words: string,
  where: Recorded,
): Promise<string[]> {
  const changed: string[] = [];
  for (const key of new Set(keys)) {
    if ((await repo.latestConsent(db, key)) === 'withdrawn') continue;
    changed.push(key);
  }
  await repo.insertConsents(
    db,
    changed.map((key) => row(key, 'withdrawn', words, null, where)),
  );
  return changed;
}

/** A repair's status page link, as the consent section needs it. */
async function repairOfToken(db: Db, token: string) {
  const repair = await db
    .selectFrom('repair_waivers')
    .select(['customer_phone', 'customer_email', 'store_id', 'company_name'])
    .where('status_token', '=', token)
    .executeTakeFirst();
  if (!repair) throw notFound('This link is not valid.');
  return repair;
}

const keysOfRepair = (repair: { customer_phone: string; customer_email: string | null }) => ({
  sms: smsKeyOf(repair.customer_phone),
  email: repair.customer_email?.trim() ? contactKeyOf('email', repair.customer_email) : null,
});

/** The status page's consent section: each channel's consent now (null: no address for it). */
export async function publicConsent(deps: Deps, token: string): Promise<PublicConsent> {
  const repair = await repairOfToken(deps.db, token);
  const keys = keysOfRepair(repair);
  const given = async (key: string | null) =>
    key === null ? null : (await repo.latestConsent(deps.db, key)) === 'given';
  return {
    businessName: repair.company_name,
    sms: await given(keys.sms),
    email: await given(keys.email),
  };
}

/**
 * The customer's own choice on their status page: a box ticked gives consent with the words it
 * showed, a box unticked withdraws it; a box left as it was records nothing.
 */
export async function setPublicConsent(
  deps: Deps,
  token: string,
  input: StatusPageConsentInput,
): Promise<PublicConsent> {
  const repair = await repairOfToken(deps.db, token);
  const keys = keysOfRepair(repair);
  const where: Recorded = {
    source: 'status_page',
    storeId: repair.store_id,
    userId: null,
    at: deps.clock.now().toISOString(),
  };
  const rows: MarketingConsentsTable[] = [];
  for (const channel of ['sms', 'email'] as const) {
    const key = keys[channel];
    if (key === null) continue;
    const now = (await repo.latestConsent(deps.db, key)) === 'given';
    const words = consentWords(repair.company_name, channel, input.version);
    if (input[channel] && !now) rows.push(row(key, 'given', words, input.version, where));
    if (!input[channel] && now)
      rows.push(row(key, 'withdrawn', `Unticked: ${words}`, input.version, where));
  }
  const withdrawals = rows.filter((r) => r.state === 'withdrawn');
  const gifts = rows.filter((r) => r.state === 'given');
  // Anyone holding the link opens this page, staff included: after a withdrawal, a ticked box
  // asks the person to confirm from their own phone or mailbox (issue 37).
  const messages = await writeTransaction(deps.db, deps.dialect, async (trx) => {
    await repo.insertConsents(trx, withdrawals);
    return giveOrAskToConfirm({ ...deps, db: trx }, gifts, repair.company_name);
  });
  await deliverAfterCommit(deps, messages);
  return publicConsent(deps, token);
}
