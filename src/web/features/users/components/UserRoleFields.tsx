import type { UseFormReturn } from 'react-hook-form';
import type { Role } from '../../../../shared/roles';
import { RoleReachFields } from '../../../components/RoleReachFields';
import { useAllRegions, useAllStores } from '../../org/api';
import { useReachBinding, type ReachForm } from '../../../components/use-reach-binding';

/** Role and its store, stores or regions, offering only `roles` (those the actor may give). */
export function UserRoleFields<T extends ReachForm, P>({
  form,
  roles,
}: {
  form: UseFormReturn<T, unknown, P>;
  roles: Role[];
}) {
  const stores = useAllStores();
  const regions = useAllRegions();
  const reach = useReachBinding(form);
  return (
    <RoleReachFields
      roles={roles}
      value={reach.value}
      onChange={reach.onChange}
      errors={reach.errors}
      stores={stores}
      regions={regions}
    />
  );
}
