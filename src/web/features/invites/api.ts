import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AcceptInviteInput,
  CreateInviteInput,
  Invite,
  InviteCreated,
  InviteVerify,
} from '../../../shared/invites';
import { apiGet, apiPost, apiRequest } from '../../lib/api';

export const invitesKeys = {
  open: ['/api/invites'] as const,
  verify: (token: string) => ['/api/invites/verify', token] as const,
};

/** The public check of an invitation link; a 404 means expired, used or unknown. */
export function useVerifyInvite(token: string | null) {
  return useQuery({
    queryKey: invitesKeys.verify(token ?? ''),
    queryFn: () =>
      apiGet<InviteVerify>(`/api/invites/verify?token=${encodeURIComponent(token ?? '')}`),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useAcceptInvite() {
  return useMutation({
    mutationFn: (input: AcceptInviteInput) =>
      apiPost<{ ok: true; username: string }>('/api/invites/accept', input),
  });
}

export function useOpenInvites() {
  return useQuery({
    queryKey: invitesKeys.open,
    queryFn: () => apiGet<Invite[]>('/api/invites'),
  });
}

export function useCreateInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateInviteInput) => apiPost<InviteCreated>('/api/invites', input),
    onSuccess: () => client.invalidateQueries({ queryKey: invitesKeys.open }),
  });
}

export function useRevokeInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ ok: true }>('DELETE', `/api/invites/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: invitesKeys.open }),
  });
}
