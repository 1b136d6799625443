import type { CampaignDraft } from '../../shared/marketing';
import type { Store } from '../../shared/org';
import { REACH_ALL } from '../db/scope';
import type { Deps } from '../deps';
import {
  createCampaign,
  sendDueReviewRequests,
  sendPendingCampaigns,
  setReviewLink,
  unsubscribe,
} from '../features/marketing/service';
import type { Actor } from '../lib/actor';
import { localDate, zonedTime } from '../../shared/time';

const DAY = 86_400_000;
/** Days of review requests to replay, so the hub's 30-day figures have something in them. */
const REVIEW_DAYS = 30;

/** The services as they ran at an earlier instant, so records carry that instant. */
const at = (deps: Deps, instant: number): Deps => ({
  ...deps,
  clock: { now: () => new Date(instant) },
});

/**
 * The marketing hub as a chain would have it after a month: review links for most stores and the
 * requests their pickups triggered, two past campaigns (an e-mail and an SMS), and a few people
 * who unsubscribed from them.
 */
export async function seedDemoMarketing(
  deps: Deps,
  stores: Store[],
  office: Actor,
): Promise<{ campaigns: number; reviewRequests: number }> {
  const now = deps.clock.now().getTime();
  // The last store has no link yet: the hub shows what that looks like.
  for (const store of stores.slice(0, -1))
    await setReviewLink(
      deps,
      office,
      REACH_ALL,
      store.id,
      `https://reviews.example/${store.storeName.toLowerCase()}`,
    );
  let reviewRequests = 0;
  for (let back = REVIEW_DAYS; back >= 0; back -= 1)
    reviewRequests += await sendDueReviewRequests(at(deps, now - back * DAY));

  const campaigns: { daysAgo: number; draft: CampaignDraft }[] = [
    {
      daysAgo: 21,
      draft: {
        name: 'Screen protector month',
        segment: { kind: 'recent_repairs', value: 90 },
        channel: 'email',
        subject: 'Keep your new screen safe',
        message:
          'Hi {firstName}, thanks for trusting us with your phone. This month every screen protector is 20% off in store.',
      },
    },
    {
      daysAgo: 6,
      draft: {
        name: 'Trade-in week',
        segment: { kind: 'upgrade_ready', value: 3 },
        channel: 'sms',
        subject: undefined,
        message:
          'Hi {firstName}, your phone is ready for an upgrade: trade it in this week for extra credit.',
      },
    },
  ];
  for (const { daysAgo, draft } of campaigns) {
    // Sent at noon on the chain's east coast: daytime for every demo customer, so no text
    // waits for its recipient's morning (quiet hours).
    const day = localDate(new Date(now - daysAgo * DAY), 'America/New_York');
    const then = at(deps, zonedTime(day, 'America/New_York', 12).getTime());
    const campaign = await createCampaign(then, office, REACH_ALL, draft);
    await sendPendingCampaigns(then);
    const tokens = await deps.db
      .selectFrom('marketing_messages')
      .select('token')
      .where('campaign_id', '=', campaign.id)
      .where('state', '!=', 'skipped')
      .orderBy('id')
      .limit(3)
      .execute();
    for (const { token } of tokens)
      await unsubscribe(at(deps, then.clock.now().getTime() + DAY), token);
  }
  return { campaigns: campaigns.length, reviewRequests };
}
