import { useEffect } from 'react';
import type { SessionUser } from '../../../../shared/auth';
import { isStoreRole } from '../../../../shared/roles';
import { StoreSelect } from '../../../components/StoreSelect';
import { useMyStores } from '../../org/api';
import { bind, type WaiverForm } from './waiver-form';

export const STORE_REQUIRED = 'Choose the store for this repair';

/** Store accounts file check-ins under their own store; everyone else says which store. */
export function choosesStore(user: SessionUser): boolean {
  return !isStoreRole(user.role);
}

/**
 * The store a repair is filed under, for managers and office roles: any store within their
 * reach. With only one, it is chosen for them and shown so they can see where it goes.
 */
export function StoreField({ user, form }: { user: SessionUser; form: WaiverForm }) {
  const needed = choosesStore(user);
  const stores = useMyStores({ enabled: needed });
  const store = bind(form, 'storeId');
  const only = stores.data?.length === 1 ? stores.data[0] : undefined;
  const { setValue, getValues } = form;

  useEffect(() => {
    if (!only || getValues('storeId')) return;
    setValue('storeId', only.id);
    setValue('companyName', only.companyName);
  }, [only, getValues, setValue]);

  if (!needed) return null;
  return (
    <StoreSelect
      stores={stores.data}
      loading={stores.isPending}
      failed={stores.isError}
      value={store.value ?? undefined}
      onChange={(id) => {
        store.onChange(id);
        const chosen = stores.data?.find((s) => s.id === id);
        // The ticket carries the chosen store's trading name.
        if (chosen) setValue('companyName', chosen.companyName);
      }}
      description="The store the device is left at"
      error={store.error}
    />
  );
}
