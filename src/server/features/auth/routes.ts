import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FIRST_ADMIN_MESSAGE,
  ZLoginInput,
  ZRegisterInput,
  ZSessionUser,
  ZSetupState,
} from '../../../shared/auth';
import {
  ZApprovalPinInput,
  ZManagerApproval,
  ZManagerApprovalInput,
} from '../../../shared/manager-approval';
import type { Deps } from '../../deps';
import { actorOf, userOf } from '../../plugins/access';
import {
  clearSessionCookie,
  requestMeta,
  setDeviceCookie,
  setSessionCookie,
} from '../../plugins/sessions';
import { approve, setApprovalPin } from './approvals';
import { DEVICE_COOKIE } from './devices';
import * as auth from './service';

/** Requests per minute one address may make to the sign-in route, before any lockout. */
const LOGIN_RATE_PER_MINUTE = 30;

export async function authRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/auth/setup',
    { config: { access: 'public' }, schema: { response: { 200: ZSetupState } } },
    async () => ({ needsFirstUser: await auth.needsFirstUser(deps) }),
  );

  r.post(
    '/api/register',
    {
      config: { access: 'public', rateLimit: { max: LOGIN_RATE_PER_MINUTE, timeWindow: 60_000 } },
      schema: { body: ZRegisterInput },
    },
    async (request, reply) => {
      const { user, token } = await auth.registerFirstAdmin(
        deps,
        request.body,
        requestMeta(request),
      );
      setSessionCookie(deps, reply, token);
      return reply.code(201).send({ ...ZSessionUser.parse(user), message: FIRST_ADMIN_MESSAGE });
    },
  );

  r.post(
    '/api/auth/login',
    {
      config: { access: 'public', rateLimit: { max: LOGIN_RATE_PER_MINUTE, timeWindow: 60_000 } },
      schema: { body: ZLoginInput, response: { 200: ZSessionUser } },
    },
    async (request, reply) => {
      const { user, token, deviceCookie } = await auth.login(
        deps,
        request.body,
        requestMeta(request),
        request.sessionToken,
        request.cookies[DEVICE_COOKIE],
      );
      setSessionCookie(deps, reply, token);
      setDeviceCookie(deps, reply, deviceCookie);
      return user;
    },
  );

  r.post(
    '/api/logout',
    {
      config: { access: 'public' },
      schema: { response: { 200: z.object({ ok: z.literal(true) }) } },
    },
    async (request, reply) => {
      if (request.sessionToken) {
        await auth.logout(deps, request.sessionToken, request.user, request.ip);
      }
      clearSessionCookie(deps, reply);
      return { ok: true as const };
    },
  );

  r.get(
    '/api/user',
    { config: { access: 'signedIn' }, schema: { response: { 200: ZSessionUser } } },
    async (request) => userOf(request),
  );

  // A manager's own approval PIN, set with their password (issue 37).
  r.put(
    '/api/me/approval-pin',
    {
      config: { access: 'money.manage' },
      schema: { body: ZApprovalPinInput, response: { 200: z.object({ ok: z.literal(true) }) } },
    },
    async (request) => {
      await setApprovalPin(deps, actorOf(request), request.body);
      return { ok: true as const };
    },
  );

  // A manager approves, at the signed-in person's device, a write they may not make alone.
  r.post(
    '/api/manager-approvals',
    {
      config: { access: 'signedIn' },
      schema: { body: ZManagerApprovalInput, response: { 201: ZManagerApproval } },
    },
    async (request, reply) =>
      reply.code(201).send(await approve(deps, actorOf(request), request.body)),
  );
}
