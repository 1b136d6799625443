import { SimpleGrid, Switch, TextInput } from '@mantine/core';
import type { Store } from '../../../../shared/org';
import type { ReportFilters } from '../api';
import { StoreFilterSelect } from '../../../components/StoreFilterSelect';

type Props = {
  filters: ReportFilters;
  onChange: (filters: ReportFilters) => void;
  stores: Store[] | undefined;
  storesFailed: boolean;
};

/** Which reports to list: store (any the user reaches), business days, only those that differ. */
export function ReconciliationFilters({ filters, onChange, stores, storesFailed }: Props) {
  const set = (patch: Partial<ReportFilters>) => onChange({ ...filters, ...patch });
  const backwards = !!filters.from && !!filters.to && filters.from > filters.to;
  return (
    <>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <StoreFilterSelect
          stores={stores}
          value={filters.storeId}
          onChange={(storeId) => set({ storeId })}
          failed={storesFailed}
          style={{ gridColumn: 'span 2' }}
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
