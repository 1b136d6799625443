import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZPoliceReport,
  ZPoliceReportListQuery,
  ZPoliceReportParams,
  ZPoliceReportState,
} from '../../../shared/police-reports';
import type { Deps } from '../../deps';
import { actorOf, reachOfRequest } from '../../plugins/access';
import * as reports from './service';

/** Each store's police reports (issue 26): the list by day, the printable report, the CSV export. */
export async function policeReportsRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/police-reports',
    {
      config: { access: 'police_reports.view' },
      schema: {
        querystring: ZPoliceReportListQuery,
        response: { 200: z.array(ZPoliceReportState) },
      },
    },
    async (request) =>
      reports.listReports(deps, await reachOfRequest(deps, request), request.query),
  );

  r.get(
    '/api/police-reports/:storeId/:date',
    {
      config: { access: 'police_reports.view' },
      schema: { params: ZPoliceReportParams, response: { 200: ZPoliceReport } },
    },
    async (request) =>
      reports.getReport(
        deps,
        await reachOfRequest(deps, request),
        request.params.storeId,
        request.params.date,
      ),
  );

  // The download is the export: it is recorded with who and when.
  r.get(
    '/api/police-reports/:storeId/:date/csv',
    { config: { access: 'police_reports.view' }, schema: { params: ZPoliceReportParams } },
    async (request, reply) => {
      const { storeId, date } = request.params;
      const csv = await reports.exportReport(
        deps,
        actorOf(request),
        await reachOfRequest(deps, request),
        storeId,
        date,
      );
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="police-report-${date}.csv"`)
        .send(csv);
    },
  );
}
