import { PRODUCT_NAME } from '../../../shared/product';
import { isOfficeAccount, isOfficeRole, ROLE_LABELS, type Role } from '../../../shared/roles';
import type { Deps } from '../../deps';
import type { Actor } from '../../lib/actor';
import { conflict } from '../../lib/http-error';
import { logActivity } from '../activity/service';
import { queueEmail } from '../notifications/service';
import { publicLink } from '../settings/service';
import type * as repo from './repo';

export const OFFICE_RESET_RANK =
  'Only a Super Admin can reset the password of an Admin or CEO account.';
export const OFFICE_RESET_NO_EMAIL =
  'This account has no e-mail address, and its owner must be told of a password reset. Add their address first.';

/**
 * A reset of someone else's password, once the rank rule let it through (protection.ts): the owner
 * of an office account must be reachable, as the reset is never silent.
 */
export function checkPasswordReset(row: repo.UserRow, held: Role[]): void {
  if (isOfficeAccount(held) && !row.email) {
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
