import { Select } from '@mantine/core';
import type { InsightsQuery } from '../../../../shared/insights';
import { useAllRegions, useAllStores } from '../../org/api';

const ALL = 'all';

/** 'all', 'region:<id>' or 'store:<id>' as the query the API takes. */
export function queryOf(value: string): InsightsQuery {
  const [kind, id] = value.split(':');
  if (kind === 'region' && id) return { regionId: id };
  if (kind === 'store' && id) return { storeId: id };
  return {};
}

/** One picker for the whole chain, a region or a store. */
export function ScopePicker({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const { data: regions = [] } = useAllRegions();
  const { data: stores = [] } = useAllStores();
  const data = [
    { group: 'Chain', items: [{ value: ALL, label: 'All stores' }] },
    { group: 'Regions', items: regions.map((r) => ({ value: `region:${r.id}`, label: r.name })) },
    { group: 'Stores', items: stores.map((s) => ({ value: `store:${s.id}`, label: s.name })) },
  ].filter((g) => g.items.length > 0);
  return (
    <Select
      label="Show"
      data={data}
      value={value}
      onChange={(v) => onChange(v ?? ALL)}
      allowDeselect={false}
      searchable
      maw={{ base: '100%', sm: 320 }}
    />
  );
}
