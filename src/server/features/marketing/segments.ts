import { sql, type RawBuilder } from 'kysely';
import type { SegmentFilter } from '../../../shared/marketing';
import type { Db } from '../../db';
import type { Reach } from '../../db/scope';
import { latestConsentSql } from './consent-repo';
import { modelsReleasedBy } from './contacts';

/** One person of an audience, as the database found them at their most recent visit. */
export type PersonRow = {
  contact_key: string;
  name: string;
  phone: string | null;
  email: string | null;
  store_id: string;
  store_name: string;
  brand: string;
  model: string;
  source: 'repair' | 'sale' | 'buyback';
  seen_at: string;
  opted_out: number;
  /** Their latest consent row's state for each channel, null when they have none. */
  sms_consent: string | null;
  email_consent: string | null;
  /** The store's street address: null when the store has none yet. */
  store_street: string | null;
};

export type SegmentCounts = {
  people: number;
  reachableByEmail: number;
  reachableBySms: number;
  optedOut: number;
  noEmail: number;
  noPhone: number;
  emailWithoutConsent: number;
  smsWithoutConsent: number;
};

/** Phone digits of a column that has no stored digits (device sales), the way phoneDigits() makes them. */
const digitsOf = (column: string) =>
  sql`replace(replace(replace(replace(replace(replace(${sql.ref(column)}, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', '')`;

/** A person is their phone number, or their e-mail address when they gave no phone. */
function contactKey(digits: RawBuilder<unknown>, email: string): RawBuilder<string> {
  return sql<string>`case when ${digits} <> '' then 'p:' || ${digits} when ${sql.ref(email)} is not null and ${sql.ref(email)} <> '' then 'e:' || lower(${sql.ref(email)}) end`;
}

function storeFilter(column: string, filter: SegmentFilter, reach: Reach): RawBuilder<unknown> {
  const wanted = filter.storeIds?.length ? filter.storeIds : null;
  const allowed = reach.all
    ? wanted
    : (wanted ?? reach.storeIds).filter((id) => reach.storeIds.includes(id));
  if (!allowed) return sql``;
  if (allowed.length === 0) return sql` and 1 = 0`;
  return sql` and ${sql.ref(column)} in (${sql.join(allowed)})`;
}

function repairTouches(where: RawBuilder<unknown>) {
  return sql`select ${contactKey(sql.ref('r.phone_digits'), 'r.customer_email')} as contact_key,
      r.customer_name as name, r.customer_phone as phone, r.customer_email as email,
      r.store_id as store_id, r.device_brand as brand, r.device_model as model,
      'repair' as source, r.created_at as seen_at
    from repair_waivers r where ${where}`;
}

function saleTouches(where: RawBuilder<unknown>) {
  return sql`select ${contactKey(digitsOf('s.customer_phone'), 's.customer_email')} as contact_key,
      s.customer_name as name, s.customer_phone as phone, s.customer_email as email,
      s.store_id as store_id, s.device_brand as brand, s.device_model as model,
      'sale' as source, s.created_at as seen_at
    from device_sales s where ${where}`;
}

function buybackTouches(where: RawBuilder<unknown>) {
  return sql`select ${contactKey(sql.ref('b.phone_digits'), 'b.customer_email')} as contact_key,
      b.customer_name as name, b.customer_phone as phone, b.customer_email as email,
      b.store_id as store_id, b.device_brand as brand, b.device_model as model,
      'buyback' as source, b.created_at as seen_at
    from device_purchases b where ${where}`;
}

/** Every visit that puts someone in the audience; a person may appear many times. */
function touches(filter: SegmentFilter, reach: Reach, now: Date): RawBuilder<unknown> {
  const since = new Date(now.getTime() - filter.value * 86_400_000).toISOString();
  switch (filter.kind) {
    case 'recent_repairs':
      return repairTouches(
        sql`r.created_at >= ${since}${storeFilter('r.store_id', filter, reach)}`,
      );
    case 'buyback_sellers':
      return buybackTouches(
        sql`b.created_at >= ${since}${storeFilter('b.store_id', filter, reach)}`,
      );
    case 'upgrade_ready': {
      const models = modelsReleasedBy(now.getUTCFullYear() - filter.value);
      if (models.length === 0) return repairTouches(sql`1 = 0`);
      const list = sql.join(models);
      return sql`${repairTouches(sql`r.device_model in (${list})${storeFilter('r.store_id', filter, reach)}`)}
        union all
        ${saleTouches(sql`s.device_model in (${list})${storeFilter('s.store_id', filter, reach)}`)}`;
    }
  }
}

/**
 * Each person once, at their most recent visit, with whether they opted out (before consent rows
 * existed, by a message's link; or by asking any store to stop sending them messages) and their
 * marketing consent per channel now: SMS under their phone, e-mail under their address.
 * The e-mail is the latest they gave, or any they gave before.
 */
function people(filter: SegmentFilter, reach: Reach, now: Date): RawBuilder<unknown> {
  return sql`with touches as (${touches(filter, reach, now)}),
    ranked as (
      select t.*,
        row_number() over (partition by t.contact_key order by t.seen_at desc) as rn,
        max(t.email) over (partition by t.contact_key) as any_email
      from touches t where t.contact_key is not null
    ),
    people as (
      select p.contact_key, p.name, p.phone,
        case when p.email is not null and p.email <> '' then p.email else p.any_email end as email,
        p.store_id, p.brand, p.model, p.source, p.seen_at
      from ranked p where p.rn = 1
    )
    select people.*, stores.name as store_name, stores.street_address as store_street,
      ${latestConsentSql(sql.ref('people.contact_key'), 'sms')} as sms_consent,
      ${latestConsentSql(sql`'e:' || lower(people.email)`, 'email')} as email_consent,
      case when exists (
          select 1 from marketing_opt_outs o
          where o.contact_key = people.contact_key or o.contact_key = 'e:' || lower(people.email)
        ) or exists (
          select 1 from customers c
          where people.contact_key like 'p:%' and c.phone_digits = substr(people.contact_key, 3)
            and c.notify_opt_out = 1
        ) then 1 else 0 end as opted_out
    from people join stores on stores.id = people.store_id`;
}

export async function segmentCounts(
  db: Db,
  filter: SegmentFilter,
  reach: Reach,
  now: Date,
): Promise<SegmentCounts> {
  const hasEmail = sql`a.email is not null and a.email <> ''`;
  const hasPhone = sql`a.contact_key like 'p:%'`;
  const { rows } = await sql<Record<keyof SegmentCounts, number | string | null>>`
    select count(*) as "people",
      sum(case when a.opted_out = 0 and ${hasEmail} and a.email_consent = 'given' then 1 else 0 end) as "reachableByEmail",
      sum(case when a.opted_out = 0 and ${hasPhone} and a.sms_consent = 'given' then 1 else 0 end) as "reachableBySms",
      sum(a.opted_out) as "optedOut",
      sum(case when ${hasEmail} then 0 else 1 end) as "noEmail",
      sum(case when ${hasPhone} then 0 else 1 end) as "noPhone",
      sum(case when a.opted_out = 0 and ${hasEmail} and coalesce(a.email_consent, '') <> 'given' then 1 else 0 end) as "emailWithoutConsent",
      sum(case when a.opted_out = 0 and ${hasPhone} and coalesce(a.sms_consent, '') <> 'given' then 1 else 0 end) as "smsWithoutConsent"
    from (${people(filter, reach, now)}) a`.execute(db);
  const row = rows[0];
  const n = (v: number | string | null | undefined) => Number(v ?? 0);
  return {
    people: n(row?.people),
    reachableByEmail: n(row?.reachableByEmail),
    reachableBySms: n(row?.reachableBySms),
    optedOut: n(row?.optedOut),
    noEmail: n(row?.noEmail),
    noPhone: n(row?.noPhone),
    emailWithoutConsent: n(row?.emailWithoutConsent),
    smsWithoutConsent: n(row?.smsWithoutConsent),
  };
}

/** The most recent people of the audience (all of them when `limit` is omitted). */
export async function segmentPeople(
  db: Db,
  filter: SegmentFilter,
  reach: Reach,
  now: Date,
  limit?: number,
): Promise<PersonRow[]> {
  const bounded = limit === undefined ? sql`` : sql` limit ${limit}`;
  const { rows } = await sql<PersonRow>`select a.* from (${people(filter, reach, now)}) a
    order by a.seen_at desc, a.contact_key${bounded}`.execute(db);
  return rows.map((r) => ({ ...r, opted_out: Number(r.opted_out) }));
}
