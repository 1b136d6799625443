import { sql } from 'kysely';
import type { Db } from '../../db';
import type { MarketingCampaignsTable, MarketingMessagesTable } from '../../db/schema';
import { scopeToReach, type Reach } from '../../db/scope';

export async function insertCampaign(db: Db, row: MarketingCampaignsTable): Promise<void> {
  await db.insertInto('marketing_campaigns').values(row).execute();
}

/** SQLite allows 32,766 parameters a statement; 16 columns a row stays well inside it. */
const INSERT_BATCH = 500;

export async function insertMessages(db: Db, rows: MarketingMessagesTable[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_BATCH)
    await db
      .insertInto('marketing_messages')
      .values(rows.slice(i, i + INSERT_BATCH))
      .execute();
}

/** A review request is claimed by inserting its row: the unique repair id lets only one in. */
export async function insertMessageOnce(db: Db, row: MarketingMessagesTable): Promise<boolean> {
  const result = await db
    .insertInto('marketing_messages')
    .values(row)
    .onConflict((oc) => oc.column('repair_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

function selectCampaigns(db: Db) {
  return db
    .selectFrom('marketing_campaigns')
    .leftJoin('users', 'users.id', 'marketing_campaigns.created_by')
    .selectAll('marketing_campaigns')
    .select(['users.first_name as created_by_first', 'users.last_name as created_by_last']);
}

export type CampaignRow = Awaited<ReturnType<typeof findCampaign>> & object;

export function findCampaign(db: Db, id: string) {
  return selectCampaigns(db).where('marketing_campaigns.id', '=', id).executeTakeFirst();
}

export function listCampaigns(db: Db, limit: number) {
  return selectCampaigns(db)
    .orderBy('marketing_campaigns.created_at', 'desc')
    .orderBy('marketing_campaigns.id', 'desc')
    .limit(limit)
    .execute();
}

export type StateCount = {
  campaign_id: string | null;
  state: string;
  opted_out: number;
  n: number;
};

/** Messages per campaign and state, and how many of them were opted out from afterwards. */
export async function campaignStateCounts(db: Db, campaignIds: string[]): Promise<StateCount[]> {
  if (campaignIds.length === 0) return [];
  const rows = await db
    .selectFrom('marketing_messages')
    .select((eb) => [
      'campaign_id',
      'state',
      eb.fn.count<number>('id').as('n'),
      eb.fn.count<number>('opted_out_at').as('opted_out'),
    ])
    .where('campaign_id', 'in', campaignIds)
    .groupBy(['campaign_id', 'state'])
    .execute();
  return rows.map((r) => ({ ...r, n: Number(r.n), opted_out: Number(r.opted_out) }));
}

/**
 * The next messages waiting to go, oldest first, after `after` (a message left waiting for its
 * recipient's morning stays pending, and the next batch starts past it), with their store's zone
 * and address.
 */
export function pendingMessages(
  db: Db,
  kind: string,
  limit: number,
  after: { created_at: string; id: string } | null,
) {
  let query = db
    .selectFrom('marketing_messages')
    .leftJoin('stores', 'stores.id', 'marketing_messages.store_id')
    .selectAll('marketing_messages')
    .select([
      'stores.name as store_name',
      'stores.timezone as store_timezone',
      'stores.street_address as store_street',
      'stores.city as store_city',
      'stores.state as store_state',
      'stores.zip as store_zip',
    ])
    .where('marketing_messages.kind', '=', kind)
    .where('marketing_messages.state', '=', 'pending');
  if (after)
    query = query.where((eb) =>
      eb.or([
        eb('marketing_messages.created_at', '>', after.created_at),
        eb.and([
          eb('marketing_messages.created_at', '=', after.created_at),
          eb('marketing_messages.id', '>', after.id),
        ]),
      ]),
    );
  return query
    .orderBy('marketing_messages.created_at')
    .orderBy('marketing_messages.id')
    .limit(limit)
    .execute();
}

/** Takes one message for this process; false when another process took it first. */
export async function claimMessage(db: Db, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('marketing_messages')
    .set({ state: 'sending', claimed_at: at })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function finishMessage(
  db: Db,
  id: string,
  values: { state: string; outbox_id: string | null; sent_at: string | null },
): Promise<void> {
  await db.updateTable('marketing_messages').set(values).where('id', '=', id).execute();
}

/**
 * A message taken by a process that stopped before recording the outcome may or may not have
 * gone; it is marked failed rather than sent again, because a customer getting the same offer
 * twice is worse than one not getting it.
 */
export async function failAbandoned(db: Db, claimedBefore: string): Promise<void> {
  await db
    .updateTable('marketing_messages')
    .set({ state: 'failed' })
    .where('state', '=', 'sending')
    .where('claimed_at', '<', claimedBefore)
    .execute();
}

/** Campaigns with nothing left to send are finished. */
export async function finishCampaigns(db: Db, at: string): Promise<void> {
  await db
    .updateTable('marketing_campaigns')
    .set({ state: 'sent', finished_at: at })
    .where('state', '=', 'sending')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('marketing_messages')
            .select('marketing_messages.id')
            .whereRef('marketing_messages.campaign_id', '=', 'marketing_campaigns.id')
            .where('marketing_messages.state', 'in', ['pending', 'sending']),
        ),
      ),
    )
    .execute();
}

/**
 * Whether another review request to the same person, made in the quiet period, comes before this
 * one (by time, then id). Two pickups of one person seen together, even by two processes, then
 * resolve the same way everywhere: the first is sent, the other skipped.
 */
export async function earlierReviewRequestExists(
  db: Db,
  mine: { id: string; contact_key: string; created_at: string },
  quietSince: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('marketing_messages')
    .select('id')
    .where('kind', '=', 'review')
    .where('contact_key', '=', mine.contact_key)
    .where('created_at', '>=', quietSince)
    .where('state', '!=', 'skipped')
    .where((eb) =>
      eb.or([
        eb('created_at', '<', mine.created_at),
        eb.and([eb('created_at', '=', mine.created_at), eb('id', '<', mine.id)]),
      ]),
    )
    .executeTakeFirst();
  return !!row;
}

export function findMessageByToken(db: Db, token: string) {
  return db
    .selectFrom('marketing_messages')
    .leftJoin('stores', 'stores.id', 'marketing_messages.store_id')
    .selectAll('marketing_messages')
    .select('stores.name as store_name')
    .where('marketing_messages.token', '=', token)
    .executeTakeFirst();
}

export async function markMessageOptedOut(db: Db, id: string, at: string): Promise<void> {
  await db
    .updateTable('marketing_messages')
    .set({ opted_out_at: at })
    .where('id', '=', id)
    .where('opted_out_at', 'is', null)
    .execute();
}

export async function isOptedOut(db: Db, keys: string[]): Promise<boolean> {
  const row = await db
    .selectFrom('marketing_opt_outs')
    .select('contact_key')
    .where('contact_key', 'in', keys)
    .executeTakeFirst();
  return !!row;
}

export function reviewLinks(db: Db, reach: Reach) {
  return scopeToReach(
    db
      .selectFrom('stores')
      .leftJoin('review_links', 'review_links.store_id', 'stores.id')
      .select(['stores.id as store_id', 'stores.name as store_name', 'review_links.url as url'])
      .orderBy('stores.name'),
    'stores.id',
    reach,
  ).execute();
}

export async function saveReviewLink(
  db: Db,
  storeId: string,
  url: string,
  userId: string,
  at: string,
): Promise<void> {
  await db.deleteFrom('review_links').where('store_id', '=', storeId).execute();
  if (url)
    await db
      .insertInto('review_links')
      .values({ store_id: storeId, url, updated_by: userId, updated_at: at })
      .execute();
}

/** Per store since an instant: review requests made and opted out from, and reviews reported. */
export async function reviewCounts(db: Db, since: string, sinceDate: string) {
  const requests = await db
    .selectFrom('marketing_messages')
    .select((eb) => [
      'store_id',
      eb.fn.count<number>('id').as('requested'),
      eb.fn.count<number>('opted_out_at').as('opted_out'),
    ])
    .where('kind', '=', 'review')
    .where('state', 'in', ['sent', 'kept'])
    .where('created_at', '>=', since)
    .groupBy('store_id')
    .execute();
  const reviews = await db
    .selectFrom('daily_reports')
    .select((eb) => ['store_id', eb.fn.sum<number>('google_reviews').as('reviews')])
    .where('business_date', '>=', sinceDate)
    .groupBy('store_id')
    .execute();
  return { requests, reviews };
}

export type DuePickup = {
  repair_id: string;
  store_id: string;
  store_name: string;
  store_timezone: string;
  store_street: string | null;
  store_city: string | null;
  store_state: string | null;
  store_zip: string | null;
  review_url: string;
  customer_name: string;
  customer_phone: string;
  phone_digits: string;
  customer_email: string | null;
  device_brand: string;
  device_model: string;
};

/**
 * Repairs picked up between `from` and `until` at a store with a review link, not yet asked, from
 * customers who did not ask for silence and were not asked in the quiet period.
 */
export function duePickups(
  db: Db,
  window: { from: string; until: string; quietSince: string },
  limit: number,
): Promise<DuePickup[]> {
  return db
    .selectFrom('repair_waivers as r')
    .innerJoin('review_links as l', 'l.store_id', 'r.store_id')
    .innerJoin('stores as s', 's.id', 'r.store_id')
    .innerJoin('customers as c', 'c.id', 'r.customer_id')
    .select([
      'r.id as repair_id',
      'r.store_id',
      's.name as store_name',
      's.timezone as store_timezone',
      's.street_address as store_street',
      's.city as store_city',
      's.state as store_state',
      's.zip as store_zip',
      'l.url as review_url',
      'r.customer_name',
      'r.customer_phone',
      'r.phone_digits',
      'r.customer_email',
      'r.device_brand',
      'r.device_model',
    ])
    .where('r.status', '=', 'picked_up')
    .where('r.picked_up_at', '>=', window.from)
    .where('r.picked_up_at', '<=', window.until)
    .where('c.notify_opt_out', '=', 0)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('marketing_messages as m')
            .select('m.id')
            .where('m.kind', '=', 'review')
            .where((eb) =>
              eb.or([
                eb('m.repair_id', '=', eb.ref('r.id')),
                eb.and([
                  eb('m.contact_key', '=', sql<string>`'p:' || r.phone_digits`),
                  eb('m.created_at', '>=', window.quietSince),
                ]),
              ]),
            ),
        ),
      ),
    )
    .orderBy('r.picked_up_at')
    .limit(limit)
    .execute();
}
