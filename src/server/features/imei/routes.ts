import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZImeiFlag, ZImeiFlagClearInput, ZImeiFlagInput, ZImeiReport } from '../../../shared/imei';
import type { Deps } from '../../deps';
import { actorOf, reachOfRequest } from '../../plugins/access';
import * as imei from './service';

// The service checks the number itself, so a typo gets the Luhn message rather than a length one.
const ZImeiParams = z.object({ imei: z.string().max(64, 'An IMEI has 15 digits') });
const ZFlagParams = z.object({ id: z.string().max(64) });

export async function imeiRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/imei/:imei',
    {
      config: { access: 'imei.read' },
      schema: { params: ZImeiParams, response: { 200: ZImeiReport } },
    },
    async (request) =>
      imei.imeiReport(deps, await reachOfRequest(deps, request), request.params.imei),
  );

  r.post(
    '/api/imei/:imei/flags',
    {
      config: { access: 'imei.flag' },
      schema: { params: ZImeiParams, body: ZImeiFlagInput, response: { 201: ZImeiFlag } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await imei.flagImei(deps, actorOf(request), request.params.imei, request.body)),
  );

  r.post(
    '/api/imei/flags/:id/clear',
    {
      config: { access: 'imei.flag' },
      schema: { params: ZFlagParams, body: ZImeiFlagClearInput, response: { 200: ZImeiFlag } },
    },
    async (request) =>
      imei.clearFlag(
        deps,
        actorOf(request),
        await reachOfRequest(deps, request),
        request.params.id,
        request.body.reason,
      ),
  );
}
