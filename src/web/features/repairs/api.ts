import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { PICKUP_QUEUE_REFETCH_MS, STALE_TIMES } from '../../../shared/constants';
import type {
  RepairList,
  RepairStatus,
  RepairWaiver,
  RepairWaiverDetail,
  RepairWaiverInput,
  StatusChangeInput,
} from '../../../shared/repairs';
import type { PublicRepairStatus } from '../../../shared/status-page';
import { apiGet, apiGetPage, apiPost, apiSave } from '../../lib/api';
import { dashboardKeys } from '../dashboard/api';
import { checkInOffline, statusChangeOffline, type StatusChangeBody } from './offline';

export type RepairFilter = { search: string; status: RepairStatus | null };

type ChangeStatusInput = Omit<StatusChangeInput, 'repairWaiverId' | 'fromStatus'> & {
  id: string;
  from: RepairStatus;
};

/**
 * Queries are keyed by their path (docs/product.md, Client behaviour); a list's filters follow its
 * path.
 */
export const repairsKeys = {
  lists: ['/api/repair-waivers'] as const,
  list: (filter: RepairFilter) => ['/api/repair-waivers', filter] as const,
  detail: (id: string) => [`/api/waivers/${id}`] as const,
  pickupQueue: ['/api/pickup-queue'] as const,
  publicStatus: (token: string) => [`/api/public/repairs/${token}`] as const,
};

/** One screenful on a phone; 'Load more' asks for the next page. */
const PAGE_SIZE = 25;

function listPath(filter: RepairFilter, cursor: string | null): string {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (filter.search) params.set('search', filter.search);
  if (filter.status) params.set('status', filter.status);
  if (cursor) params.set('cursor', cursor);
  return `/api/repair-waivers?${params.toString()}`;
}

/** Repair waivers newest first, searched by name, phone, ticket or IMEI and filtered by status. */
export function useRepairList(filter: RepairFilter) {
  return useInfiniteQuery({
    queryKey: repairsKeys.list(filter),
    queryFn: ({ pageParam }) =>
      apiGetPage(listPath(filter, pageParam), (body: RepairList) => body.waivers),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: STALE_TIMES.waivers,
  });
}

export function useRepair(id: string | null) {
  return useQuery({
    queryKey: repairsKeys.detail(id ?? ''),
    queryFn: async () =>
      (await apiGet<{ waiver: RepairWaiverDetail }>(`/api/waivers/${id}`)).waiver,
    enabled: id !== null,
    staleTime: STALE_TIMES.waivers,
  });
}

function pickupQueueQuery() {
  return {
    queryKey: repairsKeys.pickupQueue,
    queryFn: () => apiGet<RepairWaiver[]>('/api/pickup-queue'),
    staleTime: STALE_TIMES.pickupQueue,
  };
}

/** Repairs not yet handed back, completed first; `live` polls while the Dashboard tab is open. */
export function usePickupQueue({ live = false }: { live?: boolean } = {}) {
  return useQuery({
    ...pickupQueueQuery(),
    refetchInterval: live ? PICKUP_QUEUE_REFETCH_MS : false,
  });
}

/** The queue as it is now (cached if fresh), for deciding whether a pickup can start. */
export function fetchPickupQueue(queryClient: QueryClient): Promise<RepairWaiver[]> {
  return queryClient.fetchQuery(pickupQueueQuery());
}

function refreshAfterChange(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: repairsKeys.lists });
  void queryClient.invalidateQueries({ queryKey: dashboardKeys.stats });
  void queryClient.invalidateQueries({ queryKey: repairsKeys.pickupQueue });
  // The calendar's open repairs expected ready, which a check-in or a status change moves.
  void queryClient.invalidateQueries({ queryKey: ['/api/calendar/ready-expected'] });
}

/** Checks a device in. The input carries a client-made id, so a retried submit is one repair. */
export function useCreateRepair() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RepairWaiverInput) =>
      apiSave<RepairWaiverDetail, RepairWaiverInput>(
        'POST',
        '/api/repair-waivers',
        input,
        checkInOffline,
      ),
    onSuccess: ({ record: waiver }) => {
      queryClient.setQueryData(repairsKeys.detail(waiver.id), waiver);
      // A new repair waits in the pickup queue too, so the queue is refreshed with the lists.
      refreshAfterChange(queryClient);
    },
  });
}

/**
 * Moves a repair to another status; a pickup sends the customer's signature with it. `from` is
 * the status the person saw: a change sent later (offline) from a status the repair has left
 * is applied only if it still moves the repair forward (docs/decisions/029).
 */
export function useChangeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, from, ...body }: ChangeStatusInput) =>
      apiSave<RepairWaiverDetail, StatusChangeBody>(
        'PUT',
        `/api/repair-waivers/${id}/status`,
        { repairWaiverId: id, fromStatus: from, ...body },
        statusChangeOffline,
      ),
    onSuccess: ({ record: waiver }) => {
      queryClient.setQueryData(repairsKeys.detail(waiver.id), waiver);
      refreshAfterChange(queryClient);
      // Completing a repair uses its parts from stock (issue 19): its money and the shelf change.
      void queryClient.invalidateQueries({ queryKey: [`/api/repair-waivers/${waiver.id}/money`] });
      void queryClient.invalidateQueries({ queryKey: ['/api/inventory'] });
    },
  });
}

/** The customer's own view of a repair, by the token in their status link (no sign-in). */
export function usePublicStatus(token: string) {
  return useQuery({
    queryKey: repairsKeys.publicStatus(token),
    queryFn: () => apiGet<PublicRepairStatus>(`/api/public/repairs/${encodeURIComponent(token)}`),
  });
}

/** The customer's answer to a new price above the estimate, on their status page. */
export function useQuoteDecision(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: 'approved' | 'declined') =>
      apiPost<PublicRepairStatus>(`/api/public/repairs/${encodeURIComponent(token)}/quote`, {
        decision,
      }),
    onSuccess: (status) => queryClient.setQueryData(repairsKeys.publicStatus(token), status),
  });
}

export function useOptOut(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiPost<PublicRepairStatus>(`/api/public/repairs/${encodeURIComponent(token)}/opt-out`),
    onSuccess: (status) => queryClient.setQueryData(repairsKeys.publicStatus(token), status),
  });
}
