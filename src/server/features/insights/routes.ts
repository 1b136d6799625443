import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZForecast, ZInsights, ZInsightsQuery } from '../../../shared/insights';
import type { Deps } from '../../deps';
import { reachOfRequest } from '../../plugins/access';
import { revenueForecast, storeInsights } from './service';

export async function insightsRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/insights',
    {
      config: { access: 'insights.view' },
      schema: { querystring: ZInsightsQuery, response: { 200: ZInsights } },
    },
    async (request) => storeInsights(deps, await reachOfRequest(deps, request), request.query),
  );
  r.get(
    '/api/insights/forecast',
    {
      config: { access: 'insights.view' },
      schema: { querystring: ZInsightsQuery, response: { 200: ZForecast } },
    },
    async (request) => revenueForecast(deps, await reachOfRequest(deps, request), request.query),
  );
}
