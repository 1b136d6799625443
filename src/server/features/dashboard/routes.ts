import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZDashboardStats } from '../../../shared/dashboard';
import type { Deps } from '../../deps';
import { reachOfRequest } from '../../plugins/access';
import { dashboardStats } from './service';

export async function dashboardRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/dashboard/stats',
      { config: { access: 'dashboard.view' }, schema: { response: { 200: ZDashboardStats } } },
      async (request) => dashboardStats(deps, await reachOfRequest(deps, request)),
    );
}
