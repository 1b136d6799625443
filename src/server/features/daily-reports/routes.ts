import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCheckToday,
  ZCorrectReportInput,
  ZDailyReportInput,
  ZLoginBlockQuery,
  ZLoginBlockState,
  ZReopenReportInput,
  ZReportChangeResponse,
  ZReconciliationEntry,
  ZReportListQuery,
  ZSubmitReportResponse,
} from '../../../shared/daily-reports';
import {
  ZDrawerMoveInput,
  ZOpeningFloatInput,
  ZRecordedDay,
  ZRecordedDayQuery,
  type RecordedDay,
  ZShiftCountInput,
} from '../../../shared/cash-drawer';
import type { Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import type { Actor } from '../../lib/actor';
import { actorOf, changeById, reachOfRequest, userOf } from '../../plugins/access';
import { correctReport, reopenReport } from './amend';
import { countShift, moveCash, recordedDay, setOpeningFloat } from './cash-drawer';
import { listReconciled, reconciledCsv } from './reconciliation';
import * as reports from './service';

export async function dailyReportsRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/daily-sales-reports/check-today',
    {
      config: { access: 'daily_reports.read' },
      schema: {
        querystring: z.object({ storeId: z.string().max(64).optional() }),
        response: { 200: ZCheckToday },
      },
    },
    async (request) =>
      reports.checkToday(
        deps,
        userOf(request),
        await reachOfRequest(deps, request),
        request.query.storeId,
      ),
  );

  r.post(
    '/api/daily-sales-reports',
    {
      config: { access: 'daily_reports.write' },
      schema: { body: ZDailyReportInput, response: { 201: ZSubmitReportResponse } },
    },
    async (request, reply) => {
      const result = await reports.submitReport(
        deps,
        actorOf(request),
        await reachOfRequest(deps, request),
        request.body,
      );
      return reply.code(201).send(result);
    },
  );

  // What the ledger recorded for the store's day beside each counted field, and its drawer.
  r.get(
    '/api/daily-sales-reports/recorded',
    {
      config: { access: 'daily_reports.read' },
      schema: { querystring: ZRecordedDayQuery, response: { 200: ZRecordedDay } },
    },
    async (request) =>
      recordedDay(deps, userOf(request), await reachOfRequest(deps, request), request.query),
  );

  // Writes to the day's drawer: the opening float, cash paid in or out with a reason, and the
  // drawer counted at a change of shift (issue 38). Each answers with the recorded day.
  const drawerWrite = <S extends z.ZodType>(
    path: string,
    body: S,
    write: (deps: Deps, actor: Actor, reach: Reach, input: z.output<S>) => Promise<RecordedDay>,
  ) =>
    r.post(
      path,
      {
        config: { access: 'daily_reports.write' },
        schema: { body, response: { 201: ZRecordedDay } },
      },
      async (request, reply) => {
        // The route parsed the body with `body`; the provider's type does not narrow for a generic S.
        const input = request.body as z.output<S>;
        const day = await write(deps, actorOf(request), await reachOfRequest(deps, request), input);
        return reply.code(201).send(day);
      },
    );
  drawerWrite('/api/daily-sales-reports/opening-float', ZOpeningFloatInput, setOpeningFloat);
  drawerWrite('/api/daily-sales-reports/drawer-moves', ZDrawerMoveInput, moveCash);
  drawerWrite('/api/daily-sales-reports/shift-counts', ZShiftCountInput, countShift);

  const byId = z.object({ id: z.string().min(1).max(64) });

  r.post(
    '/api/daily-sales-reports/:id/reopen',
    {
      config: { access: 'daily_reports.amend' },
      schema: { params: byId, body: ZReopenReportInput, response: { 200: ZReportChangeResponse } },
    },
    changeById(deps, reopenReport),
  );

  r.put(
    '/api/daily-sales-reports/:id',
    {
      config: { access: 'daily_reports.amend' },
      schema: { params: byId, body: ZCorrectReportInput, response: { 200: ZReportChangeResponse } },
    },
    changeById(deps, correctReport),
  );

  // A shared counter device remembers a block; it asks here whether a manager has lifted it.
  // Public (nobody is signed in there), and says only until when, never why or by whom.
  r.get(
    '/api/daily-sales-reports/login-block',
    {
      config: { access: 'public' },
      schema: { querystring: ZLoginBlockQuery, response: { 200: ZLoginBlockState } },
    },
    async (request) => ({ blockedUntil: await reports.storeBlock(deps, request.query.storeId) }),
  );

  r.get(
    '/api/daily-sales-reports',
    {
      config: { access: 'daily_reports.reconcile' },
      schema: { querystring: ZReportListQuery, response: { 200: z.array(ZReconciliationEntry) } },
    },
    async (request) => listReconciled(deps, await reachOfRequest(deps, request), request.query),
  );

  r.get(
    '/api/daily-sales-reports/export.csv',
    { config: { access: 'daily_reports.reconcile' }, schema: { querystring: ZReportListQuery } },
    async (request, reply) => {
      const rows = await listReconciled(deps, await reachOfRequest(deps, request), request.query);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="daily-sales-reports.csv"')
        .send(reconciledCsv(rows));
    },
  );
}
