import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCountRejectInput,
  ZCountStartInput,
  ZCountSubmitInput,
  ZStockCount,
} from '../../../shared/inventory-flows';
import type { Deps } from '../../deps';
import { actorOf, changeById, reachOfRequest } from '../../plugins/access';
import * as counts from './service';

const ZId = z.object({ id: z.string().max(64) });

/** Blind stock counts: started and submitted at the counter, approved by a manager (issue 19). */
export async function stockCountsRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/stock-counts',
    {
      config: { access: 'stock.read' },
      schema: {
        querystring: z.object({ storeId: z.string().max(64).optional() }),
        response: { 200: z.array(ZStockCount) },
      },
    },
    async (request) =>
      counts.listCounts(
        deps,
        actorOf(request),
        await reachOfRequest(deps, request),
        request.query.storeId,
      ),
  );
  r.get(
    '/api/stock-counts/:id',
    { config: { access: 'stock.read' }, schema: { params: ZId, response: { 200: ZStockCount } } },
    async (request) =>
      counts.getCount(
        deps,
        actorOf(request),
        await reachOfRequest(deps, request),
        request.params.id,
      ),
  );
  r.post(
    '/api/stock-counts',
    {
      config: { access: 'stock.receive' },
      schema: { body: ZCountStartInput, response: { 200: ZStockCount, 201: ZStockCount } },
    },
    async (request, reply) => {
      const { count, created } = await counts.startCount(
        deps,
        actorOf(request),
        await reachOfRequest(deps, request),
        request.body,
      );
      return reply.code(created ? 201 : 200).send(count);
    },
  );
  r.post(
    '/api/stock-counts/:id/submit',
    {
      config: { access: 'stock.receive' },
      schema: { params: ZId, body: ZCountSubmitInput, response: { 200: ZStockCount } },
    },
    changeById(deps, counts.submitCount),
  );
  r.post(
    '/api/stock-counts/:id/approve',
    { config: { access: 'stock.write' }, schema: { params: ZId, response: { 200: ZStockCount } } },
    changeById(deps, (d, actor, reach, id) => counts.approveCount(d, actor, reach, id)),
  );
  r.post(
    '/api/stock-counts/:id/reject',
    {
      config: { access: 'stock.write' },
      schema: { params: ZId, body: ZCountRejectInput, response: { 200: ZStockCount } },
    },
    changeById(deps, counts.rejectCount),
  );
}
