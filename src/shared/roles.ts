/** Every role the product knows. store_manager and store are invitation labels that also sign in. */
export const ROLES = [
  'store',
  'store_manager',
  'areamanager',
  'regionalmanager',
  'admin',
  'ceo',
  'super_admin',
] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  store: 'Store User',
  store_manager: 'Store Manager',
  areamanager: 'Area Manager',
  regionalmanager: 'Regional Manager',
  admin: 'Admin',
  ceo: 'CEO',
  super_admin: 'Super Admin',
};

/**
 * Seniority, used for "nobody creates or promotes a user above their own role".
 * admin and ceo share a rank: the first account is an admin, and it must be able to create the CEO.
 * super_admin (the platform operator) is above both; see docs/decisions/003-role-ranks.md.
 */
const ROLE_RANK: Record<Role, number> = {
  store: 1,
  store_manager: 2,
  areamanager: 3,
  regionalmanager: 4,
  admin: 5,
  ceo: 5,
  super_admin: 6,
};

/** True when an actor of role `actor` may give (or manage someone holding) role `target`. */
export function canAssignRole(actor: Role, target: Role): boolean {
  return ROLE_RANK[target] <= ROLE_RANK[actor];
}

/** The office: the accounts that run the whole chain (docs/product.md, Roles and reach). */
export const OFFICE_ROLES: readonly Role[] = ['admin', 'ceo', 'super_admin'];
export function isOfficeRole(role: Role): boolean {
  return OFFICE_ROLES.includes(role);
}

/** The roles ranked above `role`: whoever holds one outranks it. */
export function rolesAbove(role: Role): Role[] {
  return ROLES.filter((other) => ROLE_RANK[other] > ROLE_RANK[role]);
}

/**
 * Who may reset the password of someone else's account. Anyone who may manage the account may
 * reset a shop account's; an office account's (whoever holds it can sign in as the CEO) only a
 * higher rank may reset when the chain has an active account of one (a super admin above an admin
 * or the CEO), and otherwise another office account.
 */
export function mayResetPassword(actor: Role, target: Role, chainHasHigherRank: boolean): boolean {
  if (!canAssignRole(actor, target)) return false;
  if (!isOfficeRole(target)) return true;
  return chainHasHigherRank ? ROLE_RANK[actor] > ROLE_RANK[target] : isOfficeRole(actor);
}

/** Roles tied to one store; they must have a storeId. */
export const STORE_ROLES: readonly Role[] = ['store', 'store_manager'];
export function isStoreRole(role: Role): boolean {
  return STORE_ROLES.includes(role);
}

/**
 * Where a user lands after sign-in (docs/product.md, Roles and reach: /ceo for ceo, / otherwise).
 */
export function homePath(role: Role): string {
  return role === 'ceo' ? '/ceo' : '/';
}
