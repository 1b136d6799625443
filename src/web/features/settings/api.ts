import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChainSettings,
  ChainSettingsInput,
  PublicAddress,
} from '../../../shared/chain-settings';
import { apiGet, apiRequest } from '../../lib/api';
import { pageOrigin, shareableOrigin } from '../../lib/share-origin';

export const settingsKeys = {
  chain: ['/api/settings/chain'] as const,
  publicAddress: ['/api/settings/public-address'] as const,
};

/** Rarely changes; a change made here refreshes it at once. */
const ADDRESS_STALE_TIME = 5 * 60_000;

/** The chain's settings and where links point now (office roles). */
export function useChainSettings() {
  return useQuery({
    queryKey: settingsKeys.chain,
    queryFn: () => apiGet<ChainSettings>('/api/settings/chain'),
  });
}

export function useUpdateChainSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ChainSettingsInput) =>
      apiRequest<ChainSettings>('PUT', '/api/settings/chain', input),
    onSuccess: (settings) => {
      client.setQueryData(settingsKeys.chain, settings);
      client.setQueryData(settingsKeys.publicAddress, settings.links);
    },
  });
}

/** Where the ticket's QR code and the status link point (any signed-in user). */
export function usePublicAddress() {
  return useQuery({
    queryKey: settingsKeys.publicAddress,
    queryFn: () => apiGet<PublicAddress>('/api/settings/public-address'),
    staleTime: ADDRESS_STALE_TIME,
  });
}

/**
 * The start of a link a customer opens from a ticket or a message: the server's public address,
 * unless that is loopback and this page is not (then this page's address), decision 031.
 */
export function useCustomerLinkOrigin(): string {
  const address = usePublicAddress();
  return shareableOrigin(address.data?.url, pageOrigin());
}
