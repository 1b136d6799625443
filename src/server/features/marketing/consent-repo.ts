import { sql, type RawBuilder } from 'kysely';
import type { ConsentState } from '../../../shared/marketing-consent';
import type { Db } from '../../db';
import type { MarketingConsentsTable } from '../../db/schema';

export async function insertConsents(db: Db, rows: MarketingConsentsTable[]): Promise<void> {
  if (rows.length) await db.insertInto('marketing_consents').values(rows).execute();
}

/** A key's channel: a phone's is SMS, an e-mail address's is e-mail. */
export const channelOfKey = (key: string): 'sms' | 'email' =>
  key.startsWith('p:') ? 'sms' : 'email';

/** The person's consent for the key's channel now: their latest row, or null when none. */
export async function latestConsent(db: Db, key: string): Promise<ConsentState | null> {
  const row = await db
    .selectFrom('marketing_consents')
    .select('state')
    .where('contact_key', '=', key)
    .where('channel', '=', channelOfKey(key))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return (row?.state as ConsentState | undefined) ?? null;
}

/** The SQL of a key's latest consent state for its channel, for audiences. */
export const latestConsentSql = (key: RawBuilder<unknown>, channel: 'sms' | 'email') =>
  sql<string | null>`(select c.state from marketing_consents c
    where c.contact_key = ${key} and c.channel = ${channel}
    order by c.created_at desc, c.id desc limit 1)`;

export function consentRowsOf(db: Db, keys: string[]) {
  return db
    .selectFrom('marketing_consents as c')
    .leftJoin('stores as s', 's.id', 'c.store_id')
    .leftJoin('users as u', 'u.id', 'c.recorded_by')
    .select([
      'c.created_at',
      'c.channel',
      'c.state',
      'c.source',
      'c.words',
      's.name as store_name',
      'u.first_name',
      'u.last_name',
    ])
    .where('c.contact_key', 'in', keys)
    .orderBy('c.created_at')
    .orderBy('c.id')
    .execute();
}

export function messagesOf(db: Db, keys: string[], addresses: string[]) {
  return db
    .selectFrom('marketing_messages as m')
    .leftJoin('stores as s', 's.id', 'm.store_id')
    .leftJoin('marketing_campaigns as k', 'k.id', 'm.campaign_id')
    .select([
      'm.created_at',
      'm.sent_at',
      'm.kind',
      'm.channel',
      'm.address',
      'm.state',
      's.name as store_name',
      'k.name as campaign_name',
    ])
    .where((eb) =>
      eb.or([
        eb('m.contact_key', 'in', keys),
        eb(eb.fn<string>('lower', ['m.address']), 'in', addresses),
      ]),
    )
    .orderBy('m.created_at')
    .orderBy('m.id')
    .execute();
}
