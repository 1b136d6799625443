import { Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import type { Store } from '../../../../shared/org';
import type { ReportFilters } from '../api';

type Props = {
  filters: ReportFilters;
  onChange: (filters: ReportFilters) => void;
  stores: Store[] | undefined;
  storesFailed: boolean;
};

/** The Select's value for "no store filter": Mantine options need a non-empty value. */
const ALL_STORES = 'all';

/** Which reports to list: store (any the user reaches), business days, only those that differ. */
export function ReconciliationFilters({ filters, onChange, stores, storesFailed }: Props) {
  const set = (patch: Partial<ReportFilters>) => onChange({ ...filters, ...patch });
  const backwards = !!filters.from && !!filters.to && filters.from > filters.to;
  return (
    <>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <Select
          label="Store"
          size="md"
          searchable
          allowDeselect={false}
          style={{ gridColumn: 'span 2' }}
          data={[
            { value: ALL_STORES, label: 'All my stores' },
            ...(stores ?? []).map((s) => ({ value: s.id, label: s.name })),
          ]}
          value={filters.storeId ?? ALL_STORES}
          onChange={(id) => set({ storeId: id && id !== ALL_STORES ? id : null })}
          error={storesFailed ? 'Could not load your stores' : undefined}
          nothingFoundMessage="No store by that name"
        />
        <TextInput
          type="date"
          label="From"
          size="md"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(e) => set({ from: e.currentTarget.value })}
        />
        <TextInput
          type="date"
          label="To"
          size="md"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(e) => set({ to: e.currentTarget.value })}
          error={backwards ? 'Choose a date on or after From' : undefined}
        />
      </SimpleGrid>
      <Switch
        size="md"
        label="Only reports with differences"
        checked={filters.onlyDifferences}
        onChange={(e) => set({ onlyDifferences: e.currentTarget.checked })}
      />
    </>
  );
}
