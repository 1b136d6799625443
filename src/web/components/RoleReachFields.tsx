import { MultiSelect, Select } from '@mantine/core';
import type { Region, Store } from '../../shared/org';
import { ROLE_LABELS, isStoreRole, type Role } from '../../shared/roles';
import { withRole, type RoleReach, type RoleReachErrors } from './role-reach';
import { StoreSelect } from './StoreSelect';

type Loaded<T> = { data: T[] | undefined; isPending: boolean; isError: boolean };

/**
 * Role plus the store, stores or regions that role needs, as user and invitation forms ask for
 * them. Choosing another role keeps only the places that still mean the same (see withRole).
 */
export function RoleReachFields({
  roles,
  value,
  onChange,
  errors,
  stores,
  regions,
}: {
  roles: readonly Role[];
  value: RoleReach;
  onChange: (next: RoleReach) => void;
  errors: RoleReachErrors;
  stores: Loaded<Store>;
  regions: Loaded<Region>;
}) {
  const { role } = value;
  const storeData = (stores.data ?? []).map((s) => ({ value: s.id, label: s.name }));
  const regionData = (regions.data ?? []).map((r) => ({ value: r.id, label: r.name }));
  return (
    <>
      <Select
        label="Role"
        required
        size="md"
        placeholder="Choose a role"
        allowDeselect={false}
        data={roles.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
        value={role}
        onChange={(next) => next !== role && onChange(withRole(value, next as Role | null))}
        error={errors.role}
      />
      {role && isStoreRole(role) && (
        <StoreSelect
          stores={stores.data}
          loading={stores.isPending}
          failed={stores.isError}
          value={value.storeId ?? undefined}
          onChange={(storeId) => onChange({ ...value, storeId })}
          description="The store this person works at"
          error={errors.storeId}
        />
      )}
      {role === 'areamanager' && (
        <MultiSelect
          label="Stores"
          required
          size="md"
          searchable
          placeholder={stores.isPending ? 'Loading stores...' : 'Choose stores'}
          description="The stores this area manager oversees"
          data={storeData}
          value={value.storeIds}
          onChange={(storeIds) => onChange({ ...value, storeIds })}
          error={errors.storeIds ?? (stores.isError ? 'Could not load the stores' : undefined)}
          nothingFoundMessage="No store by that name"
        />
      )}
      {role === 'regionalmanager' && (
        <MultiSelect
          label="Regions"
          required
          size="md"
          searchable
          placeholder={regions.isPending ? 'Loading regions...' : 'Choose regions'}
          description="The regions this regional manager oversees"
          data={regionData}
          value={value.regionIds}
          onChange={(regionIds) => onChange({ ...value, regionIds })}
          error={errors.regionIds ?? (regions.isError ? 'Could not load the regions' : undefined)}
          nothingFoundMessage="No region by that name"
        />
      )}
    </>
  );
}
