import type { SessionUser } from '../../shared/auth';
import { MANAGER_APPROVAL_CODE } from '../../shared/http';
import { can, type Permission } from '../../shared/policy';
import type { Role } from '../../shared/roles';
import { HttpError } from './http-error';

/**
 * Who is acting, for permission checks and the activity log. `sentBy` is set when a manager's
 * session sends a change that someone else saved on a shared device (docs/decisions/029): the
 * change is that person's (`user`), and the log says who sent it for them. `approvedBy` is set
 * when a manager approved this write at the person's device with their PIN (issue 37).
 */
export type Actor = {
  user: SessionUser;
  ip: string | null;
  sentBy?: { id: string; name: string };
  approvedBy?: { id: string; name: string; role: Role };
};

/** The activity log's "who" of an action done by `actor`. */
export function actorFields(actor: Actor): {
  userId: string;
  ip: string | null;
  sentBy: Actor['sentBy'];
  approvedBy: Actor['approvedBy'];
} {
  return {
    userId: actor.user.id,
    ip: actor.ip,
    sentBy: actor.sentBy,
    approvedBy: actor.approvedBy,
  };
}

/**
 * Whether the actor may do what `permission` guards: by their own role, or by the role of the
 * manager who approved this write at their device.
 */
export function mayWithApproval(actor: Actor, permission: Permission): boolean {
  return (
    can(actor.user.role, permission) ||
    (actor.approvedBy !== undefined && can(actor.approvedBy.role, permission))
  );
}

/** Refuses with the code the app answers by asking for a manager's PIN, unless allowed. */
export function requireApproval(actor: Actor, permission: Permission, message: string): void {
  if (!mayWithApproval(actor, permission)) {
    throw new HttpError(403, MANAGER_APPROVAL_CODE, message);
  }
}
