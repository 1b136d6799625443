import type { UseFormReturn } from 'react-hook-form';
import { canAssignRole, ROLES, type Role } from '../../../../shared/roles';
import { RoleReachFields } from '../../../components/RoleReachFields';
import { useAllRegions, useAllStores } from '../../org/api';
import { useReachBinding, type ReachForm } from '../../../components/use-reach-binding';

/** Role and its store, stores or regions, offering only the roles the actor may give. */
export function UserRoleFields<T extends ReachForm, P>({
  form,
  actorRole,
}: {
  form: UseFormReturn<T, unknown, P>;
  actorRole: Role;
}) {
  const stores = useAllStores();
  const regions = useAllRegions();
  const reach = useReachBinding(form);
  return (
    <RoleReachFields
      roles={ROLES.filter((role) => canAssignRole(actorRole, role))}
      value={reach.value}
      onChange={reach.onChange}
      errors={reach.errors}
      stores={stores}
      regions={regions}
    />
  );
}
