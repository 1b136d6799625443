import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZActivityPage, ZActivityQuery } from '../../../shared/activity';
import type { Deps } from '../../deps';
import { sendPage } from '../../lib/page';
import { listActivity } from './service';

export async function activityRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/activity',
    {
      config: { access: 'activity.read' },
      schema: { querystring: ZActivityQuery, response: { 200: ZActivityPage } },
    },
    async (request, reply) => sendPage(reply, await listActivity(deps, request.query)),
  );

  // The user activity modal: one person's trail.
  r.get(
    '/api/admin/users/:id/activity',
    {
      config: { access: 'activity.read' },
      schema: {
        params: z.object({ id: z.string().max(64) }),
        querystring: ZActivityQuery.omit({ userId: true }),
        response: { 200: ZActivityPage },
      },
    },
    async (request, reply) =>
      sendPage(reply, await listActivity(deps, { ...request.query, userId: request.params.id })),
  );
}
