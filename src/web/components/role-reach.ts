import { isStoreRole, type Role } from '../../shared/roles';

/** A role and where it applies: its store, the stores an area manager or regions a regional manager oversees. */
export type RoleReach = {
  role: Role | null;
  storeId: string | null;
  storeIds: string[];
  regionIds: string[];
};
export type RoleReachErrors = Partial<Record<keyof RoleReach, string>>;

export const NO_REACH: RoleReach = { role: null, storeId: null, storeIds: [], regionIds: [] };

/**
 * The reach after choosing another role. A store stays when both roles work at one store (a
 * Store User made Store Manager runs the same store); the other places meant something only for
 * the old role, so they are cleared rather than carried into a role that reads them differently.
 */
export function withRole(reach: RoleReach, role: Role | null): RoleReach {
  const sameStore = !!role && !!reach.role && isStoreRole(role) && isStoreRole(reach.role);
  return { ...NO_REACH, role, storeId: sameStore ? reach.storeId : null };
}
