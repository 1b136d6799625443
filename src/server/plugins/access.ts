import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../shared/auth';
import { ERROR_CODES, MESSAGES } from '../../shared/errors';
import { OFFLINE_WRITE_ROUTES } from '../../shared/http';
import { can, type RouteAccess } from '../../shared/policy';
import type { Reach } from '../db/scope';
import type { Deps } from '../deps';
import type { Actor } from '../lib/actor';
import { reachOf } from '../features/users/service';
import { HttpError, forbidden } from '../lib/http-error';
import { actingUser } from './on-behalf';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with its declared access; the access test walks it. */
    routeCatalog: RouteInfo[];
  }
  interface FastifyContextConfig {
    /** What the route needs. Every route must say; buildApp refuses to start otherwise. */
    access?: RouteAccess;
  }
}

export type RouteInfo = {
  method: string;
  url: string;
  access: RouteAccess;
  /**
   * The zod schemas of its query string and JSON body, when it declares them: the security
   * suite reads every parameter and field from them, so a new one is attacked without a list.
   */
  querystring?: unknown;
  body?: unknown;
  /** Whether a manager may send it for the person who saved it offline (OFFLINE_WRITE_ROUTES). */
  onBehalf: boolean;
};

/**
 * Checks each route's declared access before its input is even parsed, so a refused role
 * learns nothing from validation messages. Collects the route catalogue for the access test.
 */
export function registerAccessControl(app: FastifyInstance, routes: RouteInfo[]): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD') {
        routes.push({
          method,
          url: route.url,
          access,
          querystring: route.schema?.querystring,
          body: route.schema?.body,
          onBehalf: OFFLINE_WRITE_ROUTES.includes(`${method} ${route.url}`),
        });
      }
    }
  });
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    if (!request.user) throw new HttpError(401, ERROR_CODES.unauthenticated, MESSAGES.notSignedIn);
    if (access !== 'signedIn' && !can(request.user.role, access)) throw forbidden();
  });
}

/** The signed-in user of a route that declared access other than 'public'. */
export function userOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, ERROR_CODES.unauthenticated, MESSAGES.notSignedIn);
  return request.user;
}

/** Who acts in this request: the signed-in user, or the person a manager sends a change for. */
export function actorOf(request: FastifyRequest): Actor {
  const signedIn = userOf(request);
  const by = request.onBehalf?.by;
  const approver = request.approvedBy;
  return {
    user: actingUser(request, signedIn),
    ip: request.ip,
    ...(by ? { sentBy: { id: by.id, name: `${by.firstName} ${by.lastName}` } } : {}),
    ...(approver
      ? {
          approvedBy: {
            id: approver.id,
            name: `${approver.firstName} ${approver.lastName}`,
            role: approver.role,
          },
        }
      : {}),
  };
}

const reachCache = new WeakMap<FastifyRequest, Promise<Reach>>();

/**
 * The caller's reach, computed once per request; repos scope store data with it. A change sent
 * for someone else is scoped by their reach, as if they had sent it.
 */
export function reachOfRequest(deps: Deps, request: FastifyRequest): Promise<Reach> {
  let reach = reachCache.get(request);
  if (!reach) {
    reach = reachOf(deps, actingUser(request, userOf(request)));
    reachCache.set(request, reach);
  }
  return reach;
}

/**
 * The handler of a route that changes one record named in its path: the service gets the
 * caller, their reach, the record's id and the body the route's schema parsed.
 */
export function changeById<Body, Answer>(
  deps: Deps,
  change: (deps: Deps, actor: Actor, reach: Reach, id: string, body: Body) => Promise<Answer>,
) {
  return async (request: FastifyRequest & { params: { id: string }; body: Body }) =>
    change(
      deps,
      actorOf(request),
      await reachOfRequest(deps, request),
      request.params.id,
      request.body,
    );
}
