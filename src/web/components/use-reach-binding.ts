import type { UseFormReturn } from 'react-hook-form';
import type { RoleReach, RoleReachErrors } from './role-reach';
import type { Role } from '../../shared/roles';

export type ReachForm = {
  role?: Role;
  storeId?: string | null;
  storeIds?: string[];
  regionIds?: string[];
};

/** Ties the role-and-places fields to a react-hook-form form holding role, storeId, storeIds, regionIds. */
export function useReachBinding<T extends ReachForm, P>(form: UseFormReturn<T, unknown, P>) {
  // The form's own type is wider than ReachForm; reading and writing through this view is safe
  // because T extends it.
  const view = form as unknown as UseFormReturn<ReachForm, unknown, P>;
  const [role, storeId, storeIds, regionIds] = view.watch([
    'role',
    'storeId',
    'storeIds',
    'regionIds',
  ]);
  const errors = view.formState.errors;
  const revalidate = { shouldDirty: true, shouldValidate: view.formState.isSubmitted };
  return {
    value: {
      role: role ?? null,
      storeId: storeId ?? null,
      storeIds: storeIds ?? [],
      regionIds: regionIds ?? [],
    } satisfies RoleReach,
    onChange: (next: RoleReach) => {
      view.setValue('role', next.role ?? undefined, revalidate);
      view.setValue('storeId', next.storeId, revalidate);
      view.setValue('storeIds', next.storeIds, revalidate);
      view.setValue('regionIds', next.regionIds, revalidate);
    },
    errors: {
      role: errors.role?.message,
      storeId: errors.storeId?.message,
      storeIds: errors.storeIds?.message,
      regionIds: errors.regionIds?.message,
    } satisfies RoleReachErrors,
  };
}
