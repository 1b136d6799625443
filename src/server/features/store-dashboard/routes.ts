import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZStoreDashboard, ZStoreDashboardQuery } from '../../../shared/store-dashboard';
import type { Deps } from '../../deps';
import { reachOfRequest, userOf } from '../../plugins/access';
import { storeDashboard } from './service';

export async function storeDashboardRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/store-dashboard',
    {
      config: { access: 'dashboard.view' },
      schema: { querystring: ZStoreDashboardQuery, response: { 200: ZStoreDashboard } },
    },
    async (request) =>
      storeDashboard(
        deps,
        await reachOfRequest(deps, request),
        userOf(request).storeId,
        request.query,
      ),
  );
}
