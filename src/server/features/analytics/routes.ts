import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAdminAnalytics,
  ZAdminAnalyticsQuery,
  ZDeviceSyncReport,
} from '../../../shared/analytics';
import type { Deps } from '../../deps';
import { actorOf } from '../../plugins/access';
import * as analytics from './service';

export async function analyticsRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The same people who read the activity log read its totals.
  r.get(
    '/api/admin/analytics',
    {
      config: { access: 'activity.read' },
      schema: { querystring: ZAdminAnalyticsQuery, response: { 200: ZAdminAnalytics } },
    },
    async (request) => analytics.adminAnalytics(deps, request.query),
  );

  // Every signed-in device reports its own queue; the report names only the caller's writes.
  r.put(
    '/api/devices/sync-status',
    { config: { access: 'signedIn' }, schema: { body: ZDeviceSyncReport } },
    async (request, reply) => {
      await analytics.reportDeviceSync(deps, actorOf(request), request.body);
      return reply.code(204).send();
    },
  );
}
