import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Campaign,
  CampaignInput,
  ReviewSummary,
  Segment,
  SegmentKind,
  UnsubscribeInfo,
} from '../../../shared/marketing';
import type {
  ConsentHistory,
  PublicConsent,
  StatusPageConsentInput,
  ConsentConfirmation,
} from '../../../shared/marketing-consent';
import { apiGet, apiPost, apiRequest } from '../../lib/api';

export type AudienceChoice = { kind: SegmentKind; value: number; storeIds: string[] };

export function segmentPath({ kind, value, storeIds }: AudienceChoice): string {
  const params = new URLSearchParams({ kind, value: String(value) });
  if (storeIds.length) params.set('storeIds', storeIds.join(','));
  return `/api/marketing/segments?${params.toString()}`;
}

/** Queries are keyed by their path (docs/product.md, Client behaviour). */
export const marketingKeys = {
  segments: ['/api/marketing/segments'] as const,
  campaigns: ['/api/marketing/campaigns'] as const,
  reviews: ['/api/marketing/reviews'] as const,
  unsubscribe: (token: string) => [`/api/public/unsubscribe/${token}`] as const,
  confirmation: (token: string) => [`/api/public/consent-confirmations/${token}`] as const,
  publicConsent: (token: string) =>
    [`/api/public/repairs/${encodeURIComponent(token)}/marketing-consent`] as const,
  history: (contact: string) =>
    [`/api/marketing/consent?contact=${encodeURIComponent(contact)}`] as const,
};

/** The status page's offers choice: the customer's consent per channel now. */
export function usePublicConsent(token: string) {
  const [path] = marketingKeys.publicConsent(token);
  return useQuery({ queryKey: [path], queryFn: () => apiGet<PublicConsent>(path) });
}

export function useSetPublicConsent(token: string) {
  const queryClient = useQueryClient();
  const [path] = marketingKeys.publicConsent(token);
  return useMutation({
    mutationFn: (input: StatusPageConsentInput) => apiRequest<PublicConsent>('PUT', path, input),
    onSuccess: (answer) => queryClient.setQueryData([path], answer),
  });
}

/** A person's consent and message history, looked up on their request; off until asked. */
export function useConsentHistory(contact: string | null) {
  const [path] = marketingKeys.history(contact ?? '');
  return useQuery({
    queryKey: [path],
    queryFn: () => apiGet<ConsentHistory>(path),
    enabled: contact !== null,
  });
}

/** The same history as a CSV file, for the link the hub offers. */
export const consentHistoryCsvPath = (contact: string) =>
  `/api/marketing/consent/export.csv?contact=${encodeURIComponent(contact)}`;

/** An audience's counts and its most recent people; the last answer stays while the next loads. */
export function useSegment(choice: AudienceChoice, { enabled = true } = {}) {
  const path = segmentPath(choice);
  return useQuery({
    queryKey: [...marketingKeys.segments, path],
    queryFn: () => apiGet<Segment>(path),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** While a campaign is still going out its figures move, so the list asks again every 2 s. */
export function useCampaigns() {
  return useQuery({
    queryKey: marketingKeys.campaigns,
    queryFn: () => apiGet<Campaign[]>('/api/marketing/campaigns'),
    refetchInterval: (query) =>
      query.state.data?.some((c) => c.state === 'sending') ? 2000 : false,
  });
}

export function useStartCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CampaignInput) => apiPost<Campaign>('/api/marketing/campaigns', input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: marketingKeys.campaigns });
      void queryClient.invalidateQueries({ queryKey: marketingKeys.segments });
    },
  });
}

export function useReviews() {
  return useQuery({
    queryKey: marketingKeys.reviews,
    queryFn: () => apiGet<ReviewSummary>('/api/marketing/reviews'),
  });
}

export function useSaveReviewLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ storeId, url }: { storeId: string; url: string }) =>
      apiRequest<ReviewSummary>('PUT', `/api/marketing/reviews/${storeId}`, { url }),
    onSuccess: (summary) => queryClient.setQueryData(marketingKeys.reviews, summary),
  });
}

export function useUnsubscribeInfo(token: string) {
  return useQuery({
    queryKey: marketingKeys.unsubscribe(token),
    queryFn: () => apiGet<UnsubscribeInfo>(`/api/public/unsubscribe/${token}`),
    retry: false,
  });
}

export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<UnsubscribeInfo>(`/api/public/unsubscribe/${token}`),
    onSuccess: (info) => queryClient.setQueryData(marketingKeys.unsubscribe(token), info),
  });
}

export function useConsentConfirmation(token: string) {
  return useQuery({
    queryKey: marketingKeys.confirmation(token),
    queryFn: () => apiGet<ConsentConfirmation>(`/api/public/consent-confirmations/${token}`),
    retry: false,
  });
}

export function useConfirmConsent(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<ConsentConfirmation>(`/api/public/consent-confirmations/${token}`),
    onSuccess: (info) => queryClient.setQueryData(marketingKeys.confirmation(token), info),
  });
}
