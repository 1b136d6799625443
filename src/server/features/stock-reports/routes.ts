import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STOCK_REPORTS, ZStockReportQuery, ZStockReports } from '../../../shared/inventory-flows';
import type { Deps } from '../../deps';
import { reachOfRequest } from '../../plugins/access';
import { STOCK_REPORT_FILES, stockReportCsv } from './csv';
import { stockReports } from './service';

/** Stock value, parts margin and slow movers, on screen and as spreadsheets (issue 19). */
export async function stockReportsRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/inventory/reports',
    {
      config: { access: 'kpi.view' },
      schema: { querystring: ZStockReportQuery, response: { 200: ZStockReports } },
    },
    async (request) => stockReports(deps, await reachOfRequest(deps, request), request.query),
  );
  r.get(
    '/api/inventory/reports.csv',
    {
      config: { access: 'kpi.view' },
      schema: {
        querystring: ZStockReportQuery.extend({
          report: z.enum(STOCK_REPORTS, { error: 'Choose value, margin or slow' }),
        }),
      },
    },
    async (request, reply) => {
      const report = await stockReports(deps, await reachOfRequest(deps, request), request.query);
      const name = `${STOCK_REPORT_FILES[request.query.report]}-${report.days}-days.csv`;
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .send(stockReportCsv(report, request.query.report));
    },
  );
}
