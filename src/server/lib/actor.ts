import type { SessionUser } from '../../shared/auth';

/**
 * Who is acting, for permission checks and the activity log. `sentBy` is set when a manager's
 * session sends a change that someone else saved on a shared device (docs/decisions/029): the
 * change is that person's (`user`), and the log says who sent it for them.
 */
export type Actor = {
  user: SessionUser;
  ip: string | null;
  sentBy?: { id: string; name: string };
};

/** The activity log's "who" of an action done by `actor`. */
export function actorFields(actor: Actor): {
  userId: string;
  ip: string | null;
  sentBy: Actor['sentBy'];
} {
  return { userId: actor.user.id, ip: actor.ip, sentBy: actor.sentBy };
}
