import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCounterReturnInput,
  ZCounterSale,
  ZCounterSaleInput,
} from '../../../shared/inventory-flows';
import type { Deps } from '../../deps';
import { actorOf, changeById, reachOfRequest } from '../../plugins/access';
import { returnItems } from './returns';
import * as sales from './service';

const ZId = z.object({ id: z.string().max(64) });
const ZListQuery = z.object({
  storeId: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** Accessories sold at the counter (issue 19); the contract is src/shared/inventory-flows.ts. */
export async function counterSalesRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const write = { access: 'sales.write' } as const;

  r.post(
    '/api/counter-sales',
    {
      config: write,
      schema: { body: ZCounterSaleInput, response: { 200: ZCounterSale, 201: ZCounterSale } },
    },
    async (request, reply) => {
      const reach = await reachOfRequest(deps, request);
      const { sale, created } = await sales.createSale(deps, actorOf(request), reach, request.body);
      return reply.code(created ? 201 : 200).send(sale);
    },
  );

  r.get(
    '/api/counter-sales',
    {
      config: { access: 'sales.read' },
      schema: { querystring: ZListQuery, response: { 200: z.array(ZCounterSale) } },
    },
    async (request) => sales.listSales(deps, await reachOfRequest(deps, request), request.query),
  );

  r.get(
    '/api/counter-sales/:id',
    { config: { access: 'sales.read' }, schema: { params: ZId, response: { 200: ZCounterSale } } },
    async (request) => sales.getSale(deps, await reachOfRequest(deps, request), request.params.id),
  );

  r.post(
    '/api/counter-sales/:id/returns',
    {
      config: write,
      schema: { params: ZId, body: ZCounterReturnInput, response: { 200: ZCounterSale } },
    },
    changeById(deps, returnItems),
  );
}
