import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Appointment, AppointmentInput, AppointmentPatch } from '../../../shared/appointments';
import { STALE_TIMES } from '../../../shared/constants';
import { apiGet, apiPost, apiRequest } from '../../lib/api';

/**
 * Queries are keyed by their path (docs/product.md, Client behaviour); the range follows the path.
 */
export const appointmentKeys = {
  all: ['/api/appointments'] as const,
  range: (from: string, to: string) => ['/api/appointments', { from, to }] as const,
};

/** The appointments of every store within reach, from one day to another (YYYY-MM-DD). */
export function useAppointments(from: string, to: string) {
  return useQuery({
    queryKey: appointmentKeys.range(from, to),
    queryFn: () =>
      apiGet<Appointment[]>(`/api/appointments?${new URLSearchParams({ from, to }).toString()}`),
    staleTime: STALE_TIMES.waivers,
  });
}

/** Books an appointment; the input carries a client-made id, so a retried submit is one booking. */
export function useBookAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AppointmentInput) => apiPost<Appointment>('/api/appointments', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
}

/** Reschedules an appointment or changes its status (arrived, cancelled, no-show). */
export function useUpdateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...patch }: AppointmentPatch & { id: string }) =>
      apiRequest<Appointment>('PATCH', `/api/appointments/${id}`, patch),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
}
