import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STALE_TIMES } from '../../../shared/constants';
import type { CustomerRecord, CustomerUpdateInput } from '../../../shared/customer-record';
import type { Customer } from '../../../shared/customers';
import { apiGet, apiRequest } from '../../lib/api';

/** Queries keyed by their path (docs/product.md, Client behaviour). */
export const customersKeys = {
  all: ['/api/customers'] as const,
  search: (search: string) => ['/api/customers', { search }] as const,
  record: (id: string) => [`/api/customers/${id}`] as const,
};

/** Customer records matching what the clerk typed; the server needs 2 characters. */
export function useCustomerSearch(search: string) {
  return useQuery({
    queryKey: customersKeys.search(search),
    queryFn: () =>
      apiGet<Customer[]>(`/api/customers?${new URLSearchParams({ search }).toString()}`),
    enabled: search.length >= 2,
    staleTime: STALE_TIMES.waivers,
  });
}

/** One person's record with everything of theirs the store holds. */
export function useCustomer(id: string, enabled = true) {
  return useQuery({
    queryKey: customersKeys.record(id),
    queryFn: () => apiGet<CustomerRecord>(`/api/customers/${id}`),
    staleTime: STALE_TIMES.waivers,
    enabled: enabled && id !== '',
  });
}

function useRecordWrite<V>(id: string, send: (vars: V) => Promise<CustomerRecord>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (customer) => {
      queryClient.setQueryData(customersKeys.record(id), customer);
      void queryClient.invalidateQueries({ queryKey: customersKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['/api/repair-waivers'] });
    },
  });
}

/** Saves the record's details (or only the marketing choice), with the version it was opened on. */
export function useUpdateCustomer(id: string) {
  return useRecordWrite(id, (input: CustomerUpdateInput) =>
    apiRequest<CustomerRecord>('PATCH', `/api/customers/${id}`, input),
  );
}

/** Folds a duplicate record into this one; a counter clerk is asked for a manager's PIN. */
export function useMergeCustomer(id: string) {
  return useRecordWrite(id, (duplicateId: string) =>
    apiRequest<CustomerRecord>('POST', `/api/customers/${id}/merge`, { duplicateId }),
  );
}
