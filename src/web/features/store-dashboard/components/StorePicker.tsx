import { Select } from '@mantine/core';
import { useMyStores } from '../../org/api';

/**
 * Which store the dashboard shows, for managers and the office who reach several; a store user's
 * one store needs no choice, so the picker stays away.
 */
export function StorePicker({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (storeId: string) => void;
}) {
  const stores = useMyStores({ enabled: true });
  if (!stores.data || stores.data.length < 2) return null;
  return (
    <Select
      label="Store"
      placeholder="Choose a store"
      searchable
      allowDeselect={false}
      maw={360}
      data={stores.data.map((s) => ({ value: s.id, label: s.name }))}
      value={value ?? null}
      onChange={(id) => id && onChange(id)}
      nothingFoundMessage="No store by that name"
    />
  );
}
