import { Select, type SelectProps } from '@mantine/core';

/** The Select's value for "no store filter": Mantine options need a non-empty value. */
const ALL_STORES = 'all';

type Props = {
  stores: readonly { id: string; name: string }[] | undefined;
  /** The chosen store, or null for all of them. */
  value: string | null;
  onChange: (storeId: string | null) => void;
  /** The stores could not be loaded. */
  failed?: boolean;
  allLabel?: string;
} & Pick<SelectProps, 'maw' | 'style'>;

/** A list's store filter: one of the viewer's stores, or all of them. */
export function StoreFilterSelect({
  stores,
  value,
  onChange,
  failed = false,
  allLabel = 'All my stores',
  ...layout
}: Props) {
  return (
    <Select
      label="Store"
      size="md"
      searchable
      allowDeselect={false}
      data={[
        { value: ALL_STORES, label: allLabel },
        ...(stores ?? []).map((s) => ({ value: s.id, label: s.name })),
      ]}
      value={value ?? ALL_STORES}
      onChange={(id) => onChange(id && id !== ALL_STORES ? id : null)}
      error={failed ? 'Could not load your stores' : undefined}
      nothingFoundMessage="No store by that name"
      {...layout}
    />
  );
}
