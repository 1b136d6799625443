import { formatPhone, phoneDigits } from '../../../shared/customers';
import { newId } from '../../../shared/ids';
import {
  CONSENT_MESSAGES,
  consentWords,
  type ConsentSource,
  type ConsentState,
  type MarketingConsentInput,
  type PublicConsent,
  type StatusPageConsentInput,
} from '../../../shared/marketing-consent';
import type { MessageChannel } from '../../../shared/outbox';
import type { Db } from '../../db';
import type { MarketingConsentsTable } from '../../db/schema';
import type { Deps } from '../../deps';
import { fieldError, notFound } from '../../lib/http-error';
import { contactKeyOf } from './contacts';
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
  await repo.insertConsents(deps.db, rows);
  return publicConsent(deps, token);
}
