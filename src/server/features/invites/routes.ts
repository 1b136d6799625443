import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAcceptInvite,
  ZCreateInvite,
  ZInviteAccepted,
  ZInviteCreated,
  ZInviteIdParams,
  ZInviteList,
  ZInviteVerify,
  ZInviteVerifyQuery,
} from '../../../shared/invites';
import type { Deps } from '../../deps';
import { actorOf } from '../../plugins/access';
import * as invites from './service';

/** Requests per minute one address may make to the public invitation routes, as for sign-in. */
const INVITE_RATE_PER_MINUTE = 30;
const rateLimit = { max: INVITE_RATE_PER_MINUTE, timeWindow: 60_000 };

export async function invitesRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/invites',
    {
      config: { access: 'invites.manage' },
      schema: { body: ZCreateInvite, response: { 201: ZInviteCreated } },
    },
    async (request, reply) =>
      reply.code(201).send(await invites.createInvite(deps, actorOf(request), request.body)),
  );

  r.get(
    '/api/invites',
    { config: { access: 'invites.manage' }, schema: { response: { 200: ZInviteList } } },
    async (request) => invites.listInvites(deps, actorOf(request)),
  );

  r.delete(
    '/api/invites/:id',
    {
      config: { access: 'invites.manage' },
      schema: { params: ZInviteIdParams, response: { 200: z.object({ ok: z.literal(true) }) } },
    },
    async (request) => {
      await invites.revokeInvite(deps, actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );

  r.get(
    '/api/invites/verify',
    {
      config: { access: 'public', rateLimit },
      schema: { querystring: ZInviteVerifyQuery, response: { 200: ZInviteVerify } },
    },
    async (request) => invites.verifyInvite(deps, request.query.token),
  );

  r.post(
    '/api/invites/accept',
    {
      config: { access: 'public', rateLimit },
      schema: { body: ZAcceptInvite, response: { 201: ZInviteAccepted } },
    },
    async (request, reply) => {
      const { username } = await invites.acceptInvite(deps, request.body, request.ip);
      return reply.code(201).send({ ok: true as const, username });
    },
  );
}
