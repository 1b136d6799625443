import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZKpiQuery, ZKpiReport } from '../../../shared/kpi';
import type { Deps } from '../../deps';
import { reachOfRequest } from '../../plugins/access';
import { kpiCsv } from './csv';
import { kpiReport } from './service';

export async function kpiRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/kpi-reports',
    {
      config: { access: 'kpi.view' },
      schema: { querystring: ZKpiQuery, response: { 200: ZKpiReport } },
    },
    async (request) => kpiReport(deps, await reachOfRequest(deps, request), request.query),
  );
  r.get(
    '/api/kpi-reports/export.csv',
    { config: { access: 'kpi.view' }, schema: { querystring: ZKpiQuery } },
    async (request, reply) => {
      const report = await kpiReport(deps, await reachOfRequest(deps, request), request.query);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="kpi-report-${report.from}-to-${report.to}.csv"`,
        )
        .send(kpiCsv(report));
    },
  );
}
