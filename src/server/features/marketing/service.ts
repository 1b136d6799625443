import { formatPhone } from '../../../shared/customers';
import {
  describeSegment,
  SEGMENT_SAMPLE_SIZE,
  type Segment,
  type SegmentFilter,
} from '../../../shared/marketing';
import type { Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import { sendPendingCampaigns } from './campaigns';
import { reasonFor } from './contacts';
import { sendDueReviewRequests } from './reviews';
import { segmentCounts, segmentPeople } from './segments';

export { createCampaign, getCampaign, listCampaigns, sendPendingCampaigns } from './campaigns';
export { reviewSummary, sendDueReviewRequests, setReviewLink } from './reviews';
export { unsubscribe, unsubscribeInfo } from './unsubscribe';
export {
  confirmConsent,
  confirmationInfo,
  counterConsentRows,
  insertConsents,
  publicConsent,
  recordCounterConsents,
  setPublicConsent,
} from './consent';
export { consentHistory, consentHistoryCsv } from './history';
export { receiveSms } from './inbound';

/** An audience: how many people, how many each channel reaches, and the most recent of them. */
export async function getSegment(
  deps: Deps,
  reach: Reach,
  filter: SegmentFilter,
): Promise<Segment> {
  const now = deps.clock.now();
  const [counts, sample] = await Promise.all([
    segmentCounts(deps.db, filter, reach, now),
    segmentPeople(deps.db, filter, reach, now, SEGMENT_SAMPLE_SIZE),
  ]);
  return {
    kind: filter.kind,
    value: filter.value,
    description: describeSegment(filter.kind, filter.value),
    ...counts,
    sample: sample.map((p) => ({
      name: p.name,
      phone: p.contact_key.startsWith('p:') && p.phone ? formatPhone(p.phone) : null,
      email: p.email,
      storeName: p.store_name,
      reason: reasonFor(p.source, p.brand, p.model),
      lastSeenAt: p.seen_at,
      optedOut: p.opted_out === 1,
      smsConsent: p.sms_consent === 'given' && p.contact_key.startsWith('p:'),
      emailConsent: p.email_consent === 'given',
    })),
  };
}

/** The scheduler's tick: campaign messages left waiting (a restart) and due review requests. */
export async function runMarketingJobs(deps: Deps): Promise<void> {
  await sendPendingCampaigns(deps);
  await sendDueReviewRequests(deps);
}
