import { PRODUCT_NAME } from '../../../shared/product';
import {
  isOfficeRole,
  mayResetPassword,
  ROLE_LABELS,
  rolesAbove,
  type Role,
} from '../../../shared/roles';
import type { Deps } from '../../deps';
import type { Actor } from '../../lib/actor';
import { conflict, forbidden } from '../../lib/http-error';
import { logActivity } from '../activity/service';
import { queueEmail } from '../notifications/service';
import { publicLink } from '../settings/service';
import * as repo from './repo';

export const OFFICE_RESET_RANK =
  'Only a Super Admin can reset the password of an Admin or CEO account.';
export const OFFICE_RESET_NO_EMAIL =
  'This account has no e-mail address, and its owner must be told of a password reset. Add their address first.';

/**
 * Whether `actor` may reset the password of the account in `row` (someone else's). Whoever
 * holds an office account can sign in as the chain's CEO, so its reset is for a higher rank when
 * the chain has an active one, and its owner must be reachable: the reset is never silent.
 */
export async function checkPasswordReset(
  deps: Deps,
  actor: Actor,
  row: repo.UserRow,
): Promise<void> {
  const target = row.role as Role;
  const above = rolesAbove(target);
  const chainHasHigherRank =
    isOfficeRole(target) && above.length > 0 && (await repo.countActiveUsers(deps.db, above)) > 0;
  if (!mayResetPassword(actor.user.role, target, chainHasHigherRank)) {
    throw forbidden(chainHasHigherRank ? OFFICE_RESET_RANK : undefined);
  }
  if (isOfficeRole(target) && !row.email) {
    throw conflict(OFFICE_RESET_NO_EMAIL, { password: OFFICE_RESET_NO_EMAIL });
  }
}

/** Records a reset of `row`'s password; call inside the transaction that stores the new one. */
export async function logPasswordReset(tx: Deps, actor: Actor, row: repo.UserRow): Promise<void> {
  await logActivity(tx, {
    userId: actor.user.id,
    storeId: row.store_id,
    action: 'user.password_reset',
    entity: 'user',
    entityId: row.id,
    details: { username: row.username, role: row.role },
    ip: actor.ip,
  });
}

/**
 * Tells the owner of an office account of a reset of its password by e-mail, at the address the
 * account had before this change. Queued inside the reset's transaction (the caller delivers the
 * ids after the commit), so the reset and its warning are kept together.
 */
export async function announcePasswordReset(
  tx: Deps,
  actor: Actor,
  row: repo.UserRow,
): Promise<string[]> {
  const role = row.role as Role;
  if (actor.user.id === row.id || !isOfficeRole(role) || !row.email) return [];
  const by = `${actor.user.firstName} ${actor.user.lastName} (${ROLE_LABELS[actor.user.role]})`;
  const id = await queueEmail(tx, {
    kind: 'password_reset',
    to: row.email,
    subject: `Your ${PRODUCT_NAME} password was reset`,
    text: [
      `Hi ${row.first_name},`,
      '',
      `${by} has just reset the password of your ${ROLE_LABELS[role]} account “${row.username}”. Every session of the account was signed out.`,
      '',
      'If you did not ask for this, tell your Super Admin or your IT support now: whoever reset it can sign in as you.',
      '',
      `Sign in: ${await publicLink(tx, '/auth')}`,
      '',
      PRODUCT_NAME,
    ].join('\n'),
    relatedId: row.id,
  });
  return [id];
}
