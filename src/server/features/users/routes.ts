import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAdminUser, ZCreateUser, ZUpdateUser, ZUserIdParams } from '../../../shared/users';
import type { Deps } from '../../deps';
import { actorOf } from '../../plugins/access';
import { sessionKey } from '../auth/service';
import * as users from './service';

export async function usersRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/users',
    { config: { access: 'users.read' }, schema: { response: { 200: z.array(ZAdminUser) } } },
    async () => users.listUsers(deps),
  );

  r.post(
    '/api/admin/users',
    {
      config: { access: 'users.manage' },
      schema: { body: ZCreateUser, response: { 201: ZAdminUser } },
    },
    async (request, reply) => {
      const created = await users.createUser(deps, actorOf(request), request.body);
      return reply.code(201).send(created);
    },
  );

  r.patch(
    '/api/admin/users/:id',
    {
      config: { access: 'users.manage' },
      schema: { params: ZUserIdParams, body: ZUpdateUser, response: { 200: ZAdminUser } },
    },
    async (request) => {
      // A change to your own account keeps the session it was made from and ends the others.
      const keep = request.sessionToken ? sessionKey(deps, request.sessionToken) : undefined;
      return users.updateUser(deps, actorOf(request), request.params.id, request.body, keep);
    },
  );

  r.delete(
    '/api/admin/users/:id',
    {
      config: { access: 'users.manage' },
      schema: { params: ZUserIdParams, response: { 200: z.object({ ok: z.literal(true) }) } },
    },
    async (request) => {
      await users.deleteUser(deps, actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );
}
