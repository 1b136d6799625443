import { Select } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Store } from '../../shared/org';
import { NoStoreMessage } from './NoStoreNotice';

type Props = {
  stores: Store[] | undefined;
  loading: boolean;
  failed: boolean;
  value: string | undefined;
  onChange: (storeId: string) => void;
  description: string;
  error?: ReactNode;
};

export const STORE_CHOICE_REQUIRED = 'Choose the store';

/**
 * Which store a record is filed under, for managers and office roles who reach several
 * stores (store accounts always file under their own). The caller loads the stores.
 */
export function StoreSelect({
  stores,
  loading,
  failed,
  value,
  onChange,
  description,
  error,
}: Props) {
  return (
    <Select
      label="Store"
      description={description}
      required
      size="md"
      searchable
      allowDeselect={false}
      placeholder={loading ? 'Loading stores...' : 'Choose a store'}
      data={(stores ?? []).map((s) => ({ value: s.id, label: s.name }))}
      value={value ?? null}
      onChange={(id) => id && onChange(id)}
      error={
        error ??
        (failed ? (
          'Could not load your stores'
        ) : stores?.length === 0 ? (
          <NoStoreMessage />
        ) : undefined)
      }
      nothingFoundMessage="No store by that name"
    />
  );
}
