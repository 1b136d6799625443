import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../shared/auth';
import { OFFLINE_WRITE_ROUTES, ON_BEHALF_HEADER } from '../../shared/http';
import { can } from '../../shared/policy';
import { canAssignRole } from '../../shared/roles';
import { reachIncludes } from '../db/scope';
import type { Deps } from '../deps';
import { loadSessionUser, reachOf } from '../features/users/service';
import { assertLoginOpen } from '../features/daily-reports/service';
import { badRequest, forbidden, HttpError } from '../lib/http-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when a manager's session sends a write someone else saved on a shared device. */
    onBehalf: { user: SessionUser; by: SessionUser } | null;
  }
}

/**
 * Devices in a shop are shared: writes saved offline are kept with the person who made them and
 * sent only in their session, or by a manager for them (docs/decisions/029). The header names
 * that person; the write is then checked and stored as theirs (their permissions, their stores),
 * and Actor.sentBy puts the manager in the activity log. Runs after the access check, so the
 * manager is signed in and may use the route themselves.
 */
export function registerOnBehalf(app: FastifyInstance, deps: Deps): void {
  app.decorateRequest('onBehalf', null);
  app.addHook('onRequest', async (request) => {
    const named = request.headers[ON_BEHALF_HEADER];
    if (named === undefined) return;
    const { access } = request.routeOptions.config;
    const offlineWrite = OFFLINE_WRITE_ROUTES.includes(
      `${request.method} ${request.routeOptions.url}`,
    );
    if (!offlineWrite || typeof named !== 'string') {
      throw badRequest('Only changes saved on a device can be sent for someone else.');
    }
    const by = request.user!;
    // Sending one's own saved changes is just sending them.
    if (named === by.id) return;
    if (!can(by.role, 'offline.send_for_others')) {
      throw forbidden('Only a store manager or above can send changes saved by someone else.');
    }
    const user = await loadSessionUser(deps, named);
    if (!user) {
      throw forbidden("This person's account is closed, so the changes they saved cannot be sent.");
    }
    const reach = await reachOf(deps, by);
    const inReach = user.storeId ? reachIncludes(reach, user.storeId) : reach.all;
    if (!inReach || !canAssignRole(by.role, user.role)) {
      throw forbidden('You can send saved changes only for people of the stores you manage.');
    }
    if (access && access !== 'signedIn' && access !== 'public' && !can(user.role, access)) {
      throw forbidden();
    }
    await refuseWhileSignedOut(deps, user);
    request.onBehalf = { user, by };
  });
}

/**
 * After the daily report a store's counter staff are signed out until morning, and their saved
 * changes wait for them: a manager sending them meanwhile would put a counter's writes into a day
 * that is closed, under a name that cannot sign in (decision 029).
 */
async function refuseWhileSignedOut(deps: Deps, user: SessionUser): Promise<void> {
  try {
    await assertLoginOpen(deps, { role: user.role, store_id: user.storeId });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    throw forbidden(
      `${user.firstName} ${user.lastName} is signed out until morning: the daily report closed the day. ` +
        'Their saved changes go when they sign in again, or you can discard them.',
    );
  }
}

/** Whose write this is: the person it is sent for, else the signed-in user. */
export function actingUser(request: FastifyRequest, signedIn: SessionUser): SessionUser {
  return request.onBehalf?.user ?? signedIn;
}
