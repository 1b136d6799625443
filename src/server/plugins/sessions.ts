import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../shared/auth';
import type { Deps } from '../deps';
import { DEVICE_COOKIE, DEVICE_TRUST_MS } from '../features/auth/devices';
import { SESSION_ABSOLUTE_MS, resolveSession } from '../features/auth/service';

export const SESSION_COOKIE = 'sid';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionToken: string | undefined;
  }
}

/** Loads the signed-in user from the session cookie on every request. */
export function registerSessions(app: FastifyInstance, deps: Deps): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', undefined);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !request.url.startsWith('/api/')) return;
    request.sessionToken = token;
    request.user = await resolveSession(deps, token);
  });
}

export function setSessionCookie(deps: Deps, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.config.secureCookies,
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  });
}

/**
 * The device cookie (features/auth/devices.ts): sent only to the sign-in routes, kept through
 * sign-outs, because it says this device has signed in before, not that anyone is signed in.
 */
export function setDeviceCookie(deps: Deps, reply: FastifyReply, value: string): void {
  reply.setCookie(DEVICE_COOKIE, value, {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.config.secureCookies,
    maxAge: Math.floor(DEVICE_TRUST_MS / 1000),
  });
}

export function clearSessionCookie(deps: Deps, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.config.secureCookies,
  });
}

export function requestMeta(request: FastifyRequest) {
  return { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null };
}
