import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCeoDashboard } from '../../../shared/ceo-dashboard';
import { ZPeriodQuery } from '../../../shared/period';
import type { Deps } from '../../deps';
import { reachOfRequest } from '../../plugins/access';
import { ceoDashboard } from './service';

export async function ceoDashboardRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/ceo-dashboard',
    {
      config: { access: 'ceo_dashboard.view' },
      schema: { querystring: ZPeriodQuery, response: { 200: ZCeoDashboard } },
    },
    async (request) => ceoDashboard(deps, await reachOfRequest(deps, request), request.query),
  );
}
