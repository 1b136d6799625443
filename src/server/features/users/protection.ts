// Who may change an account, and who is told (issue 37). An office account can sign in as the
// chain's CEO, so: only a higher rank changes an account, a role change needs a rank above both
// roles, the protection follows the account for 30 days after it loses an office role, and every
// change to an office account (and every new one) is e-mailed to the people it concerns.
import { PRODUCT_NAME } from '../../../shared/product';
import {
  isOfficeAccount,
  isOfficeRole,
  mayChangeAccount,
  mayChangeRole,
  OFFICE_PROTECTION_DAYS,
  OFFICE_ROLES,
  ROLE_LABELS,
  ROLES,
  type Role,
} from '../../../shared/roles';
import type { Deps } from '../../deps';
import type { Actor } from '../../lib/actor';
import { forbidden } from '../../lib/http-error';
import { queueEmail } from '../notifications/service';
import { publicLink } from '../settings/service';
import * as repo from './repo';

export const ACCOUNT_OUTRANKED = 'Only someone of a higher rank can change this account.';
export const ROLE_CHANGE_RANK =
  'Changing a role takes a rank above both the current and the new role.';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The roles that protect each account: its own and those it held in the last 30 days. */
export async function protectingRoles(
  deps: Deps,
  rows: repo.UserRow[],
): Promise<Map<string, Role[]>> {
  const since = new Date(
    deps.clock.now().getTime() - OFFICE_PROTECTION_DAYS * DAY_MS,
  ).toISOString();
  const earlier = await repo.rolesHeldSince(
    deps.db,
    rows.map((row) => row.id),
    since,
  );
  const held = new Map<string, Role[]>();
  for (const row of rows) {
    const gaveUp = (earlier.get(row.id) ?? []).filter((role): role is Role =>
      (ROLES as readonly string[]).includes(role),
    );
    held.set(row.id, [...new Set([row.role as Role, ...gaveUp])]);
  }
  return held;
}

export async function rolesOf(deps: Deps, row: repo.UserRow): Promise<Role[]> {
  return (await protectingRoles(deps, [row])).get(row.id)!;
}

/** Refuses a change by `actor` to someone else's account unless they outrank it (and both roles). */
export function checkMayChange(actor: Actor, held: Role[], newRole?: Role): void {
  if (!mayChangeAccount(actor.user.role, held)) throw forbidden(ACCOUNT_OUTRANKED);
  if (newRole && !held.includes(newRole) && !mayChangeRole(actor.user.role, held, newRole)) {
    throw forbidden(ROLE_CHANGE_RANK);
  }
}

function byLine(actor: Actor): string {
  return `${actor.user.firstName} ${actor.user.lastName} (${ROLE_LABELS[actor.user.role]})`;
}

/**
 * Tells the owner of an office account of a change to it, at the address it had before the
 * change (a changed e-mail must not hide itself). Queued in the change's transaction.
 */
export async function announceAccountChange(
  tx: Deps,
  actor: Actor,
  row: repo.UserRow,
  held: Role[],
  changes: string[],
): Promise<string[]> {
  if (!isOfficeAccount(held) || !row.email || changes.length === 0) return [];
  const self = actor.user.id === row.id;
  const id = await queueEmail(tx, {
    kind: 'account_security',
    to: row.email,
    subject: `Your ${PRODUCT_NAME} account was changed`,
    text: [
      `Hi ${row.first_name},`,
      '',
      `${self ? 'You' : byLine(actor)} just changed your ${ROLE_LABELS[row.role as Role]} account “${row.username}”:`,
      ...changes.map((change) => `- ${change}`),
      '',
      self
        ? 'Your other sessions were signed out.'
        : 'Every session of the account was signed out.',
      '',
      'If you did not expect this, tell your Super Admin or your IT support now.',
      '',
      `Sign in: ${await publicLink(tx, '/auth')}`,
      '',
      PRODUCT_NAME,
    ].join('\n'),
    relatedId: row.id,
  });
  return [id];
}

/** Tells every active office account (but the new one) that an office account was created. */
export async function announceNewOfficeAccount(
  tx: Deps,
  actor: Actor | null,
  created: { id: string; username: string; firstName: string; lastName: string; role: Role },
): Promise<string[]> {
  if (!isOfficeRole(created.role)) return [];
  const office = (await repo.activeUsersWithRoles(tx.db, OFFICE_ROLES)).filter(
    (row) => row.id !== created.id && row.email,
  );
  const link = await publicLink(tx, '/admin');
  const ids: string[] = [];
  for (const row of office) {
    ids.push(
      await queueEmail(tx, {
        kind: 'account_security',
        to: row.email!,
        subject: `A new ${ROLE_LABELS[created.role]} account on ${PRODUCT_NAME}`,
        text: [
          `Hi ${row.first_name},`,
          '',
          `${actor ? byLine(actor) : 'Someone'} just added ${created.firstName} ${created.lastName} (“${created.username}”) as ${ROLE_LABELS[created.role]}. Office accounts can see and change the whole chain.`,
          '',
          'If you did not expect this, tell your Super Admin or your IT support now.',
          '',
          `Users: ${link}`,
          '',
          PRODUCT_NAME,
        ].join('\n'),
        relatedId: created.id,
      }),
    );
  }
  return ids;
}
