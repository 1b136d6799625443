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
 * How long an account keeps the protection of an office role after losing it: demoting the CEO to
 * a store user, resetting the password and promoting back must not get around the rank rule.
 */
export const OFFICE_PROTECTION_DAYS = 30;

/** The rank an account is protected by: the highest of its role and the roles it held recently. */
function protectedRank(held: readonly Role[]): number {
  return Math.max(...held.map((role) => ROLE_RANK[role]));
}

/**
 * Whether `actor` may change someone else's account (role, e-mail, username, password, stores,
 * disable, delete) that holds or recently held the roles in `held`: only a rank strictly above.
 */
export function mayChangeAccount(actor: Role, held: readonly Role[]): boolean {
  return ROLE_RANK[actor] > protectedRank(held);
}

/** A role change needs a rank above both the account's (as protected) and the new role. */
export function mayChangeRole(actor: Role, held: readonly Role[], to: Role): boolean {
  return mayChangeAccount(actor, held) && ROLE_RANK[actor] > ROLE_RANK[to];
}

/** The roles `actor` may give a new account: up to their own (the first admin creates the CEO). */
export function rolesToGive(actor: Role): Role[] {
  return ROLES.filter((role) => canAssignRole(actor, role));
}

/** The roles an account protected by `held` may be moved to by `actor`: its own and those below them. */
export function rolesToChangeTo(actor: Role, held: readonly Role[], current: Role): Role[] {
  return ROLES.filter((role) => role === current || mayChangeRole(actor, held, role));
}

/** An office account, or one that held an office role recently: changes to it are announced. */
export function isOfficeAccount(held: readonly Role[]): boolean {
  return held.some(isOfficeRole);
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
