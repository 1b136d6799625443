import type { SessionUser } from '../../../shared/auth';
import { MESSAGES } from '../../../shared/errors';
import { newId } from '../../../shared/ids';
import {
  canAssignRole,
  isOfficeAccount,
  isStoreRole,
  ROLE_LABELS,
  type Role,
} from '../../../shared/roles';
import type { AdminUser, CreateUser, UpdateUser } from '../../../shared/users';
import { ZCreateUser } from '../../../shared/users';
import { writeTransaction } from '../../db/group-commit';
import { REACH_ALL, type Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import type { Actor } from '../../lib/actor';
import { isoNow } from '../../lib/clock';
import { badRequest, conflict, fieldError, forbidden, notFound } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { lastChangeOf, logActivity } from '../activity/service';
import { staleEdit } from '../../lib/stale-edit';
import { deliverAfterCommit } from '../notifications/service';
import {
  announcePasswordReset,
  checkPasswordReset,
  logPasswordReset,
  OFFICE_RESET_RANK,
} from './password-reset';
import {
  ACCOUNT_OUTRANKED,
  announceAccountChange,
  announceNewOfficeAccount,
  checkMayChange,
  protectingRoles,
  rolesOf,
} from './protection';
import * as repo from './repo';

/** Case-insensitive uniqueness: 'Alice' and 'alice' are the same account. */
const LAST_ADMIN = 'The chain must keep at least one active administrator.';

export function usernameKey(username: string): string {
  return username.trim().toLowerCase();
}

/** Who the account is: the fields the session and the office's user list both show. */
function identity(row: repo.UserRow) {
  return {
    id: row.id,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    role: row.role as Role,
    storeId: row.store_id,
    storeName: row.store_name,
  };
}

function toAdminUser(row: repo.UserRow, a: repo.Assignments, heldRoles: Role[]): AdminUser {
  return {
    ...identity(row),
    heldRoles,
    regionIds: a.regionIds,
    storeIds: a.storeIds,
    disabled: row.disabled === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    lastLoginAt: row.last_login_at,
  };
}

export function toSessionUser(row: repo.UserRow, a: repo.Assignments): SessionUser {
  return {
    ...identity(row),
    storeBrand: row.store_brand,
    storeCompanyName: row.store_company_name,
    regionIds: a.regionIds,
    storeIds: a.storeIds,
  };
}

/** The enabled user with this id, as the session sees it; null when gone or disabled. */
export async function loadSessionUser(deps: Deps, userId: string): Promise<SessionUser | null> {
  return asSessionUser(await repo.findUserById(deps.db, userId));
}

/** A user row as a session sees it, with its assignments; null when gone, disabled or deleted. */
function asSessionUser(row: repo.UserRow | undefined): SessionUser | null {
  if (!row || row.disabled === 1 || row.deleted_at) return null;
  return toSessionUser(row, repo.assignmentsOf(row));
}

/**
 * A session's times and its user as the session sees them (null when disabled or deleted), read
 * together; undefined when no such session exists.
 */
export async function findSessionHolder(
  deps: Deps,
  sessionId: string,
): Promise<{ user: SessionUser | null; lastSeenAt: string; expiresAt: string } | undefined> {
  const row = await repo.findUserBySession(deps.db, sessionId);
  if (!row) return undefined;
  return {
    user: asSessionUser(row),
    lastSeenAt: row.session_seen_at,
    expiresAt: row.session_expires_at,
  };
}

/** The stores a user may see (docs/architecture.md, Data). */
export async function reachOf(deps: Deps, user: SessionUser): Promise<Reach> {
  switch (user.role) {
    case 'store':
    case 'store_manager':
      return { all: false, storeIds: user.storeId ? [user.storeId] : [] };
    case 'areamanager':
      return { all: false, storeIds: user.storeIds };
    case 'regionalmanager':
      return { all: false, storeIds: await repo.storeIdsInRegions(deps.db, user.regionIds) };
    case 'admin':
    case 'ceo':
    case 'super_admin':
      return REACH_ALL;
  }
}

/** A user's row, for checks that need its password or PIN hash (a manager's approval PIN). */
export function userRowById(deps: Deps, id: string) {
  return repo.findUserById(deps.db, id);
}

/** A manager's new approval PIN, hashed (features/auth/approvals.ts). */
export function setApprovalPinHash(deps: Deps, id: string, hash: string): Promise<void> {
  return repo.setApprovalPinHash(deps.db, id, hash, isoNow(deps.clock));
}

export function findUserForLogin(deps: Deps, username: string) {
  return repo.findUserByUsernameKey(deps.db, usernameKey(username));
}

export function countUsers(deps: Deps): Promise<number> {
  return repo.countUsers(deps.db);
}

export async function recordLogin(deps: Deps, userId: string): Promise<void> {
  await repo.setLastLogin(deps.db, userId, isoNow(deps.clock));
}

export async function listUsers(deps: Deps): Promise<AdminUser[]> {
  const rows = await repo.listUserRows(deps.db);
  const held = await protectingRoles(deps, rows);
  return rows.map((r) => toAdminUser(r, repo.assignmentsOf(r), held.get(r.id)!));
}

/** Keeps only the reach fields that the role uses: a store user has no regions, and so on. */
function assignmentsFor(
  role: Role,
  input: { storeId?: string | null; regionIds?: string[]; storeIds?: string[] },
): { storeId: string | null } & repo.Assignments {
  return {
    storeId: isStoreRole(role) ? (input.storeId ?? null) : null,
    regionIds: role === 'regionalmanager' ? [...new Set(input.regionIds ?? [])] : [],
    storeIds: role === 'areamanager' ? [...new Set(input.storeIds ?? [])] : [],
  };
}

async function checkReferences(
  deps: Deps,
  reach: { storeId: string | null } & repo.Assignments,
): Promise<void> {
  const storeIds = [...reach.storeIds, ...(reach.storeId ? [reach.storeId] : [])];
  const stores = await repo.existingIds(deps.db, 'stores', storeIds);
  if (reach.storeId && !stores.has(reach.storeId)) throw fieldError('storeId', 'Store not found');
  if (reach.storeIds.some((id) => !stores.has(id))) throw fieldError('storeIds', 'Store not found');
  const regions = await repo.existingIds(deps.db, 'regions', reach.regionIds);
  if (reach.regionIds.some((id) => !regions.has(id)))
    throw fieldError('regionIds', 'Region not found');
}

async function ensureUsernameFree(deps: Deps, username: string, exceptId?: string) {
  const existing = await repo.findUserByUsernameKey(deps.db, usernameKey(username));
  if (existing && existing.id !== exceptId) {
    throw conflict(MESSAGES.usernameTaken, { username: MESSAGES.usernameTaken });
  }
}

/** An account checked and its password hashed, ready to store in a transaction. */
export type PreparedUser = {
  id: string;
  actor: Actor | null;
  input: CreateUser;
  reach: { storeId: string | null } & repo.Assignments;
  passwordHash: string;
};

/**
 * Checks a new account against the actor's rank and the stores and regions it names, and hashes
 * its password: the slow hash stays outside any transaction, which `storeUser` then opens.
 */
export async function prepareUser(
  deps: Deps,
  actor: Actor | null,
  input: CreateUser,
): Promise<PreparedUser> {
  if (actor && !canAssignRole(actor.user.role, input.role)) {
    throw forbidden(MESSAGES.roleTooHigh);
  }
  const reach = assignmentsFor(input.role, input);
  await checkReferences(deps, reach);
  await ensureUsernameFree(deps, input.username);
  return { id: newId(), actor, input, reach, passwordHash: await hashPassword(input.password) };
}

/**
 * Stores a prepared account and its activity row; call inside the transaction of the write it
 * belongs to (an accepted invitation claims its token in the same one). The username is checked
 * again there, so a name taken since `prepareUser` undoes the whole transaction. A new office
 * account is announced to the office: the ids returned are for `deliverAfterCommit`.
 */
export async function storeUser(tx: Deps, user: PreparedUser): Promise<string[]> {
  const { id, actor, input, reach } = user;
  await ensureUsernameFree(tx, input.username);
  const now = isoNow(tx.clock);
  await repo.insertUser(
    tx.db,
    {
      id,
      username: input.username,
      username_key: usernameKey(input.username),
      first_name: input.firstName,
      last_name: input.lastName,
      email: input.email ?? null,
      role: input.role,
      store_id: reach.storeId,
      password_hash: user.passwordHash,
      disabled: 0,
      created_at: now,
      updated_at: now,
    },
    reach,
  );
  await logActivity(tx, {
    userId: actor?.user.id ?? id,
    storeId: reach.storeId,
    action: 'user.create',
    entity: 'user',
    entityId: id,
    details: { username: input.username, role: input.role },
    ip: actor?.ip ?? null,
  });
  return announceNewOfficeAccount(tx, actor, { id, ...input });
}

async function adminUser(deps: Deps, id: string): Promise<AdminUser> {
  const row = (await repo.findUserById(deps.db, id))!;
  return toAdminUser(row, repo.assignmentsOf(row), await rolesOf(deps, row));
}

/** Creates an account. `actor` null means the first-run admin (no one to check against). */
export async function createUser(
  deps: Deps,
  actor: Actor | null,
  input: CreateUser,
): Promise<AdminUser> {
  const user = await prepareUser(deps, actor, input);
  const messages = await writeTransaction(deps.db, deps.dialect, (trx) =>
    storeUser({ ...deps, db: trx }, user),
  );
  await deliverAfterCommit(deps, messages);
  return adminUser(deps, user.id);
}

/** What a change does to an account, as its owner reads it in the e-mail about it. */
function describeChanges(
  row: repo.UserRow,
  next: { username: string; email: string | null; firstName: string; lastName: string },
  role: Role,
  disabled: number,
  reach: { storeId: string | null } & repo.Assignments,
  resetsPassword: boolean,
): string[] {
  const current = repo.assignmentsOf(row);
  const changes: string[] = [];
  if (next.username !== row.username) {
    changes.push(`Username changed from “${row.username}” to “${next.username}”`);
  }
  if (next.email !== row.email) {
    changes.push(`E-mail changed from ${row.email ?? 'none'} to ${next.email ?? 'none'}`);
  }
  if (next.firstName !== row.first_name || next.lastName !== row.last_name) {
    changes.push(`Name changed to ${next.firstName} ${next.lastName}`);
  }
  if (role !== row.role) {
    changes.push(`Role changed from ${ROLE_LABELS[row.role as Role]} to ${ROLE_LABELS[role]}`);
  }
  if (disabled !== row.disabled) changes.push(disabled ? 'Account disabled' : 'Account enabled');
  const sameList = (a: string[], b: string[]) => [...a].sort().join() === [...b].sort().join();
  if (
    reach.storeId !== row.store_id ||
    !sameList(reach.storeIds, current.storeIds) ||
    !sameList(reach.regionIds, current.regionIds)
  ) {
    changes.push('Stores or regions changed');
  }
  if (resetsPassword) changes.push('Password reset');
  return changes;
}

/**
 * Changes an account. Someone else's only with a rank above it (as protected by the roles it held
 * in the last 30 days) and, for a role change, above the new role too; a change to an office
 * account is e-mailed to its owner at the address it had, and ends their sessions (their other
 * sessions, when they change their own: `keepSessionId` is the session they made it from).
 */
export async function updateUser(
  deps: Deps,
  actor: Actor,
  id: string,
  patch: UpdateUser,
  keepSessionId?: string,
): Promise<AdminUser> {
  const row = await repo.findUserById(deps.db, id);
  if (!row || row.deleted_at) throw notFound('User not found');
  const current = repo.assignmentsOf(row);
  const currentRole = row.role as Role;
  const role = patch.role ?? currentRole;
  const self = id === actor.user.id;
  if (patch.version !== undefined && patch.version !== row.updated_at) {
    const change = await lastChangeOf(deps, 'user', id, row.updated_at);
    throw staleEdit('account', change, 'UTC', await adminUser(deps, id));
  }
  const held = await rolesOf(deps, row);
  const resetsPassword = patch.password !== undefined;
  if (self && (role !== currentRole || patch.disabled)) {
    throw badRequest('You cannot change your own role or disable your own account.');
  }
  if (!canAssignRole(actor.user.role, role)) throw forbidden(MESSAGES.roleTooHigh);
  if (!self) {
    try {
      checkMayChange(actor, held, role !== currentRole ? role : undefined);
    } catch (error) {
      const officeReset = resetsPassword && isOfficeAccount(held);
      throw officeReset && error instanceof Error && error.message === ACCOUNT_OUTRANKED
        ? forbidden(OFFICE_RESET_RANK)
        : error;
    }
  }
  if (resetsPassword && !self) checkPasswordReset(row, held);
  const losesAdmin = currentRole === 'admin' && (role !== 'admin' || patch.disabled === true);
  if (losesAdmin && (await repo.countActiveAdmins(deps.db)) <= 1) {
    throw conflict(LAST_ADMIN);
  }
  const reach = assignmentsFor(role, {
    storeId: patch.storeId !== undefined ? patch.storeId : row.store_id,
    regionIds: patch.regionIds ?? current.regionIds,
    storeIds: patch.storeIds ?? current.storeIds,
  });
  // The patch was parsed at the route; the account it makes must still be one create would take.
  const merged = ZCreateUser.safeParse({
    username: patch.username ?? row.username,
    password: 'unchanged-placeholder',
    firstName: patch.firstName ?? row.first_name,
    lastName: patch.lastName ?? row.last_name,
    role,
    ...reach,
  });
  if (!merged.success) {
    const issue = merged.error.issues[0]!;
    throw fieldError(String(issue.path[0]), issue.message);
  }
  await checkReferences(deps, reach);
  if (patch.username) await ensureUsernameFree(deps, patch.username, id);

  const disabled = patch.disabled === undefined ? row.disabled : patch.disabled ? 1 : 0;
  const passwordHash = patch.password ? await hashPassword(patch.password) : undefined;
  const next = {
    username: patch.username ?? row.username,
    email: patch.email !== undefined ? (patch.email ?? null) : row.email,
    firstName: patch.firstName ?? row.first_name,
    lastName: patch.lastName ?? row.last_name,
  };
  const changes = describeChanges(row, next, role, disabled, reach, resetsPassword);
  const office = isOfficeAccount(held);
  // A changed password, role or store, or a disable, must not leave old sessions with old rights;
  // any change to an office account ends its sessions, as whoever made it may be an intruder.
  const rightsChanged =
    patch.password || disabled === 1 || role !== currentRole || reach.storeId !== row.store_id;
  const endsSessions = rightsChanged || (office && changes.length > 0);
  const fields = Object.keys(patch).filter((k) => k !== 'password' && k !== 'version');
  const messages = await writeTransaction(deps.db, deps.dialect, async (trx) => {
    const tx: Deps = { ...deps, db: trx };
    await repo.updateUserRow(
      trx,
      id,
      {
        username: next.username,
        username_key: usernameKey(next.username),
        first_name: next.firstName,
        last_name: next.lastName,
        email: next.email,
        role,
        store_id: reach.storeId,
        disabled,
        updated_at: isoNow(deps.clock),
        ...(passwordHash ? { password_hash: passwordHash } : {}),
      },
      reach,
    );
    if (endsSessions && self && keepSessionId) {
      await repo.deleteOtherSessionsOfUser(trx, id, keepSessionId);
    } else if (endsSessions) {
      await repo.deleteSessionsOfUser(trx, id);
    }
    if (fields.length > 0 || !resetsPassword) {
      await logActivity(tx, {
        userId: actor.user.id,
        storeId: reach.storeId,
        action: role !== currentRole ? 'user.role_change' : 'user.update',
        entity: 'user',
        entityId: id,
        details: { fields, ...(role !== currentRole ? { from: currentRole, to: role } : {}) },
        ip: actor.ip,
      });
    }
    if (resetsPassword) await logPasswordReset(tx, actor, row);
    if (resetsPassword && changes.length === 1) return announcePasswordReset(tx, actor, row);
    return announceAccountChange(tx, actor, row, held, changes);
  });
  await deliverAfterCommit(deps, messages);
  return adminUser(deps, id);
}

/** Signs out a store's counter staff (role store); managers keep working. */
export async function signOutStoreStaff(deps: Deps, storeId: string): Promise<void> {
  await repo.deleteSessionsOfStoreRole(deps.db, storeId, 'store');
}

/** Deletes an account but keeps its records (soft delete) and ends its sessions. */
export async function deleteUser(deps: Deps, actor: Actor, id: string): Promise<void> {
  const row = await repo.findUserById(deps.db, id);
  if (!row || row.deleted_at) throw notFound('User not found');
  if (id === actor.user.id) throw badRequest('You cannot delete your own account.');
  const held = await rolesOf(deps, row);
  checkMayChange(actor, held);
  if (row.role === 'admin' && (await repo.countActiveAdmins(deps.db)) <= 1) {
    throw conflict(LAST_ADMIN);
  }
  const messages = await writeTransaction(deps.db, deps.dialect, async (trx) => {
    await repo.softDeleteUser(trx, id, isoNow(deps.clock));
    await repo.deleteSessionsOfUser(trx, id);
    await logActivity(
      { ...deps, db: trx },
      {
        userId: actor.user.id,
        storeId: row.store_id,
        action: 'user.delete',
        entity: 'user',
        entityId: id,
        details: { username: row.username, role: row.role },
        ip: actor.ip,
      },
    );
    return announceAccountChange({ ...deps, db: trx }, actor, row, held, ['Account deleted']);
  });
  await deliverAfterCommit(deps, messages);
}
