import { Select } from '@mantine/core';
import type { SessionUser } from '../../../../shared/auth';
import { can } from '../../../../shared/policy';
import { useCheckInStores } from '../api';
import { bind, type WaiverForm } from './waiver-form';

export const STORE_REQUIRED = 'Choose the store for this repair';

/** True when this user must say which store a check-in belongs to. */
export function choosesStore(user: SessionUser): boolean {
  return can(user.role, 'org.read');
}

/**
 * The store a repair is filed under, for roles that see every store. A store account files
 * under its own store, and a manager with one store under that one, without being asked.
 */
export function StoreField({ user, form }: { user: SessionUser; form: WaiverForm }) {
  const stores = useCheckInStores(user);
  const store = bind(form, 'storeId');
  if (!choosesStore(user)) return null;

  return (
    <Select
      label="Store"
      description="The store the device is left at"
      required
      size="md"
      searchable
      placeholder={stores.isPending ? 'Loading stores...' : 'Choose a store'}
      data={(stores.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
      value={store.value ?? null}
      onChange={(id) => {
        store.onChange(id ?? undefined);
        const chosen = stores.data?.find((s) => s.id === id);
        // The ticket carries the chosen store's trading name.
        if (chosen) form.setValue('companyName', chosen.companyName);
      }}
      error={store.error ?? (stores.isError ? 'Could not load stores' : undefined)}
      nothingFoundMessage="No store by that name"
    />
  );
}
