import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STALE_TIMES } from '../../../shared/constants';
import {
  currentTermsPath,
  type PublishTermsInput,
  type SignedTerms,
  type TermsKind,
  type TermsVersion,
} from '../../../shared/terms';
import { apiGet, apiPost } from '../../lib/api';

/** Queries are keyed by their path (docs/product.md, Client behaviour). */
export const termsKeys = {
  all: ['/api/terms'] as const,
  current: (kind: TermsKind, storeId: string) => ['/api/terms', 'current', kind, storeId] as const,
  history: (kind: TermsKind, storeId: string | null) =>
    ['/api/terms', 'history', kind, storeId] as const,
};

/**
 * The terms a store's customers sign now. Read at the path the offline layer keeps
 * (currentTermsPath), so a form opened without a connection shows the terms last seen.
 */
export function useCurrentTerms(kind: TermsKind, storeId: string | null | undefined) {
  return useQuery({
    queryKey: termsKeys.current(kind, storeId ?? ''),
    queryFn: () => apiGet<SignedTerms>(currentTermsPath(kind, storeId!)),
    enabled: Boolean(storeId),
    staleTime: STALE_TIMES.stores,
  });
}

/** Every version of the chain's terms (storeId null) or one store's own, newest first. */
export function useTermsHistory(kind: TermsKind, storeId: string | null) {
  const params = new URLSearchParams({ kind, ...(storeId ? { storeId } : {}) });
  return useQuery({
    queryKey: termsKeys.history(kind, storeId),
    queryFn: () => apiGet<TermsVersion[]>(`/api/terms?${params.toString()}`),
    staleTime: STALE_TIMES.stores,
  });
}

export function usePublishTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PublishTermsInput) => apiPost<TermsVersion>('/api/terms', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: termsKeys.all }),
  });
}
