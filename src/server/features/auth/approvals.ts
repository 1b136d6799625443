import type { SessionUser } from '../../../shared/auth';
import {
  APPROVAL_MESSAGES as M,
  APPROVAL_TTL_MS,
  type ApprovalPinInput,
  type ManagerApproval,
  type ManagerApprovalInput,
} from '../../../shared/manager-approval';
import { can, type Permission } from '../../../shared/policy';
import { canAssignRole } from '../../../shared/roles';
import { writeTransaction } from '../../db/group-commit';
import { reachIncludes } from '../../db/scope';
import type { Deps } from '../../deps';
import type { Actor } from '../../lib/actor';
import { addMs } from '../../lib/clock';
import { fieldError, forbidden } from '../../lib/http-error';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { seal, unseal } from '../../lib/sealed';
import { logActivity } from '../activity/service';
import { clearPinFailures, recordPinFailure, refusePinWhileLocked } from './lockout';
import {
  findUserForLogin,
  loadSessionUser,
  reachOf,
  setApprovalPinHash,
  userRowById,
} from '../users/service';

/**
 * A manager's approval at a counter's device (issue 37). The manager types their username and
 * PIN; the answer is a sealed approval for the signed-in person, which their next write carries.
 * Whoever approved is then on that write's record (Actor.approvedBy, the activity log).
 */
const SEAL_PURPOSE = 'manager-approval';

type Sealed = { managerId: string; forUserId: string; expiresAt: string };

/** Who may approve: a store manager or above, for people of the stores they manage. */
const APPROVER_PERMISSION: Permission = 'money.manage';

/** A manager sets their PIN with their password, so a stolen session alone cannot set one. */
export async function setApprovalPin(
  deps: Deps,
  actor: Actor,
  input: ApprovalPinInput,
): Promise<void> {
  const row = await userRowById(deps, actor.user.id);
  if (!row || !(await verifyPassword(row.password_hash, input.password))) {
    throw fieldError('password', M.wrongPassword);
  }
  const hash = await hashPassword(input.pin);
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    const tx: Deps = { ...deps, db: trx };
    await setApprovalPinHash(tx, row.id, hash);
    await clearPinFailures(tx, row.id);
    await logActivity(tx, {
      userId: row.id,
      storeId: row.store_id,
      action: 'approval.pin_set',
      entity: 'user',
      entityId: row.id,
      ip: actor.ip,
    });
  });
}

/** The manager's approval for the signed-in person, after their username and PIN check out. */
export async function approve(
  deps: Deps,
  actor: Actor,
  input: ManagerApprovalInput,
): Promise<ManagerApproval> {
  const row = await findUserForLogin(deps, input.username);
  const manager = row ? await loadSessionUser(deps, row.id) : null;
  if (row) await refusePinWhileLocked(deps, row.id);
  const pinOk =
    row?.approval_pin_hash && manager
      ? await verifyPassword(row.approval_pin_hash, input.pin)
      : await verifyAgainstDummy(input.pin);
  if (!row || !manager || !pinOk || !can(manager.role, APPROVER_PERMISSION)) {
    if (row && manager && !row.approval_pin_hash && can(manager.role, APPROVER_PERMISSION)) {
      throw fieldError('username', M.noPin);
    }
    await writeTransaction(deps.db, deps.dialect, async (trx) => {
      const tx: Deps = { ...deps, db: trx };
      await logActivity(tx, {
        userId: actor.user.id,
        storeId: actor.user.storeId,
        action: 'approval.refused',
        details: { username: input.username },
        ip: actor.ip,
      });
      if (row) await recordPinFailure(tx, { id: row.id, storeId: row.store_id }, actor.ip);
    });
    throw forbidden(M.wrongPin);
  }
  if (manager.id === actor.user.id) throw forbidden(M.notForYourself);
  const reach = await reachOf(deps, manager);
  const inReach = actor.user.storeId ? reachIncludes(reach, actor.user.storeId) : reach.all;
  if (!inReach || !canAssignRole(manager.role, actor.user.role)) throw forbidden(M.outOfReach);

  const expiresAt = addMs(deps.clock.now(), APPROVAL_TTL_MS).toISOString();
  const sealed: Sealed = { managerId: manager.id, forUserId: actor.user.id, expiresAt };
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    const tx: Deps = { ...deps, db: trx };
    await clearPinFailures(tx, manager.id);
    await logActivity(tx, {
      userId: manager.id,
      storeId: actor.user.storeId,
      action: 'approval.given',
      entity: 'user',
      entityId: actor.user.id,
      details: { forName: `${actor.user.firstName} ${actor.user.lastName}` },
      ip: actor.ip,
    });
  });
  return {
    token: seal(deps.config.sessionSecret, SEAL_PURPOSE, JSON.stringify(sealed)),
    managerName: `${manager.firstName} ${manager.lastName}`,
    expiresAt,
  };
}

/**
 * The manager behind an approval header, for the signed-in person: refused when it is for someone
 * else, expired, altered, or its manager has since lost the role or the account.
 */
export async function approverOf(
  deps: Deps,
  signedIn: SessionUser,
  token: string,
): Promise<SessionUser> {
  const plain = unseal(deps.config.sessionSecret, SEAL_PURPOSE, token);
  const sealed = plain ? (JSON.parse(plain) as Sealed) : null;
  if (!sealed || sealed.forUserId !== signedIn.id) throw forbidden(M.invalid);
  if (new Date(sealed.expiresAt) <= deps.clock.now()) throw forbidden(M.expired);
  const manager = await loadSessionUser(deps, sealed.managerId);
  if (!manager || !can(manager.role, APPROVER_PERMISSION)) throw forbidden(M.invalid);
  return manager;
}
