import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Company, CreateCompanyInput, UpdateCompanyInput } from '../../../shared/companies';
import { STALE_TIMES } from '../../../shared/constants';
import type {
  CreateRegionInput,
  CreateStoreInput,
  Region,
  Store,
  UpdateStoreInput,
} from '../../../shared/org';
import { apiGet, apiPost, apiRequest } from '../../lib/api';
import { dashboardKeys } from '../dashboard/api';
import { usersKeys } from '../users/api';

export const orgKeys = {
  stores: ['/api/stores'] as const,
  regions: ['/api/regions'] as const,
  companies: ['/api/companies'] as const,
  myStores: ['/api/me/stores'] as const,
};

/**
 * The stores the signed-in person works in or oversees: what a check-in, a sale, a report or a
 * dashboard may be filed under or shown for. Every feature asks here.
 */
export function useMyStores({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: orgKeys.myStores,
    queryFn: () => apiGet<Store[]>('/api/me/stores'),
    enabled,
    staleTime: STALE_TIMES.stores,
  });
}

/** Every store the caller reaches (all of them for the office roles). */
export function useAllStores() {
  return useQuery({
    queryKey: orgKeys.stores,
    queryFn: () => apiGet<Store[]>('/api/stores'),
    staleTime: STALE_TIMES.stores,
  });
}

export function useAllRegions() {
  return useQuery({
    queryKey: orgKeys.regions,
    queryFn: () => apiGet<Region[]>('/api/regions'),
    staleTime: STALE_TIMES.regions,
  });
}

export function useCreateRegion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateRegionInput) => apiPost<Region>('/api/regions', input),
    onSuccess: () => client.invalidateQueries({ queryKey: orgKeys.regions }),
  });
}

export function useRenameRegion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: CreateRegionInput & { id: string }) =>
      apiRequest<Region>('PATCH', `/api/regions/${encodeURIComponent(id)}`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: orgKeys.regions }),
  });
}

/**
 * A store change reaches the store pickers (/api/me/stores), the Total Stores figure, and the
 * user list, which shows each store user's store by name.
 */
function useStoreMutation<TInput>(request: (input: TInput) => Promise<Store>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () =>
      Promise.all(
        [orgKeys.stores, orgKeys.myStores, dashboardKeys.stats, usersKeys.all].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export function useCreateStore() {
  return useStoreMutation((input: CreateStoreInput) => apiPost<Store>('/api/stores', input));
}

/** PATCH a store: rename, move to another region, time zone, brand or company. */
export function useUpdateStore() {
  return useStoreMutation(({ id, ...patch }: UpdateStoreInput & { id: string }) =>
    apiRequest<Store>('PATCH', `/api/stores/${encodeURIComponent(id)}`, patch),
  );
}

/** The chain's companies, archived ones included (the store form offers only the active). */
export function useCompanies() {
  return useQuery({
    queryKey: orgKeys.companies,
    queryFn: () => apiGet<Company[]>('/api/companies'),
    staleTime: STALE_TIMES.regions,
  });
}

/** A renamed company renames its stores' company too, so both lists are read again. */
function useCompanyMutation<TInput, TResult>(request: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () =>
      Promise.all(
        [orgKeys.companies, orgKeys.stores, orgKeys.myStores].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export function useCreateCompany() {
  return useCompanyMutation((input: CreateCompanyInput) =>
    apiPost<Company>('/api/companies', input),
  );
}

/** Rename, archive or bring back a company. */
export function useUpdateCompany() {
  return useCompanyMutation(({ id, ...patch }: UpdateCompanyInput & { id: string }) =>
    apiRequest<Company>('PATCH', `/api/companies/${encodeURIComponent(id)}`, patch),
  );
}

export function useDeleteCompany() {
  return useCompanyMutation((id: string) =>
    apiRequest<{ ok: true }>('DELETE', `/api/companies/${encodeURIComponent(id)}`),
  );
}
