import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  Appointment,
  AppointmentCounts,
  AppointmentInput,
  AppointmentPatch,
} from '../../../shared/appointments';
import { STALE_TIMES } from '../../../shared/constants';
import type { ReadyExpected } from '../../../shared/ready-expected';
import { apiGet, apiPost, apiRequest } from '../../lib/api';

/**
 * Queries are keyed by their path (docs/product.md, Client behaviour); the range follows the path.
 */
export const appointmentKeys = {
  all: ['/api/appointments'] as const,
  range: (from: string, to: string) => ['/api/appointments', { from, to }] as const,
  allCounts: ['/api/appointments/counts'] as const,
  counts: (from: string, to: string) => ['/api/appointments/counts', { from, to }] as const,
};

const rangeQuery = (from: string, to: string) => new URLSearchParams({ from, to }).toString();

/**
 * The appointments of every store within reach, from one day to another (YYYY-MM-DD); asked
 * only once `enabled` (a viewer of many stores asks for one day at a time).
 */
export function useAppointments(from: string, to: string, { enabled = true } = {}) {
  return useQuery({
    queryKey: appointmentKeys.range(from, to),
    queryFn: () => apiGet<Appointment[]>(`/api/appointments?${rangeQuery(from, to)}`),
    staleTime: STALE_TIMES.waivers,
    enabled,
  });
}

/** The range's appointments counted per day, store and status: the calendar of many stores. */
export function useAppointmentCounts(from: string, to: string, { enabled = true } = {}) {
  return useQuery({
    queryKey: appointmentKeys.counts(from, to),
    queryFn: () => apiGet<AppointmentCounts>(`/api/appointments/counts?${rangeQuery(from, to)}`),
    staleTime: STALE_TIMES.waivers,
    enabled,
  });
}

/**
 * The open repairs expected ready on each day of the range, counted per store (one store's
 * listed): the server counts them, so a chain's week is not its every open repair.
 */
export function useReadyExpected(from: string, to: string) {
  return useQuery({
    queryKey: ['/api/calendar/ready-expected', { from, to }] as const,
    queryFn: () => apiGet<ReadyExpected>(`/api/calendar/ready-expected?${rangeQuery(from, to)}`),
    staleTime: STALE_TIMES.waivers,
  });
}

/** A booking or a change alters both the lists and the counts. */
function refreshAppointments(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
  void queryClient.invalidateQueries({ queryKey: appointmentKeys.allCounts });
}

/** Books an appointment; the input carries a client-made id, so a retried submit is one booking. */
export function useBookAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AppointmentInput) => apiPost<Appointment>('/api/appointments', input),
    onSuccess: () => refreshAppointments(queryClient),
  });
}

/** Reschedules an appointment or changes its status (arrived, cancelled, no-show). */
export function useUpdateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...patch }: AppointmentPatch & { id: string }) =>
      apiRequest<Appointment>('PATCH', `/api/appointments/${id}`, patch),
    onSuccess: () => refreshAppointments(queryClient),
  });
}
