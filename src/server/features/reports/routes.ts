import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZReportEmail,
  ZReportPreviewQuery,
  ZReportRun,
  ZReportRuns,
  ZReportRunsQuery,
  ZRunIdParams,
} from '../../../shared/reports';
import type { Deps } from '../../deps';
import { actorOf } from '../../plugins/access';
import * as reports from './service';

/** The office's view of the smart report e-mails: what went out, a preview, and a resend. */
export async function reportsRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/report-runs',
    {
      config: { access: 'reports.manage' },
      schema: { querystring: ZReportRunsQuery, response: { 200: ZReportRuns } },
    },
    async (request) => ({ runs: await reports.listRuns(deps, request.query.limit) }),
  );

  r.get(
    '/api/admin/report-preview',
    {
      config: { access: 'reports.manage' },
      schema: { querystring: ZReportPreviewQuery, response: { 200: ZReportEmail } },
    },
    async (request) => reports.previewReport(deps, request.query),
  );

  r.post(
    '/api/admin/report-runs/:id/resend',
    {
      config: { access: 'reports.manage' },
      schema: { params: ZRunIdParams, response: { 200: ZReportRun } },
    },
    async (request) => reports.resendRun(deps, actorOf(request), request.params.id),
  );
}
