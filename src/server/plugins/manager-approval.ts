import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../shared/auth';
import { MANAGER_APPROVAL_HEADER } from '../../shared/http';
import type { Deps } from '../deps';
import { approverOf } from '../features/auth/approvals';
import { badRequest } from '../lib/http-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** The manager who approved this write at the signed-in person's device (issue 37). */
    approvedBy: SessionUser | null;
  }
}

/**
 * Reads a manager's approval off a write (features/users/approvals.ts). Runs after the access
 * check, so the person is signed in; an approval that is not theirs, expired or altered is
 * refused outright rather than ignored, so nobody believes a write was approved when it was not.
 */
export function registerManagerApproval(app: FastifyInstance, deps: Deps): void {
  app.decorateRequest('approvedBy', null);
  app.addHook('onRequest', async (request) => {
    const token = request.headers[MANAGER_APPROVAL_HEADER];
    if (token === undefined) return;
    if (typeof token !== 'string' || request.method === 'GET' || !request.user) {
      throw badRequest("A manager's approval goes only with a signed-in person's change.");
    }
    request.approvedBy = await approverOf(deps, request.user, token);
  });
}
