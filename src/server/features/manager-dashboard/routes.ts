import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZManagerDashboard } from '../../../shared/manager-dashboard';
import type { Deps } from '../../deps';
import { reachOfRequest } from '../../plugins/access';
import { managerDashboard } from './service';

export async function managerDashboardRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/manager-dashboard',
    {
      config: { access: 'manager_dashboard.view' },
      schema: { response: { 200: ZManagerDashboard } },
    },
    async (request) => managerDashboard(deps, await reachOfRequest(deps, request)),
  );
}
