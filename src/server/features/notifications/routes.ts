import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZOutboxPage, ZOutboxQuery } from '../../../shared/outbox-api';
import type { Deps } from '../../deps';
import { sendPage } from '../../lib/page';
import { reachOfRequest } from '../../plugins/access';
import * as notifications from './service';

export async function notificationsRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/outbox',
    {
      config: { access: 'outbox.read' },
      schema: { querystring: ZOutboxQuery, response: { 200: ZOutboxPage } },
    },
    async (request, reply) =>
      sendPage(
        reply,
        await notifications.listOutbox(deps, await reachOfRequest(deps, request), request.query),
      ),
  );
}
