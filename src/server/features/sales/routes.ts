import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZListQuery } from '../../../shared/buybacks';
import { ZDeviceSaleDetail, ZSaleFields, ZSaleList } from '../../../shared/sales';
import type { Deps } from '../../deps';
import { sendPage } from '../../lib/page';
import { actorOf, reachOfRequest } from '../../plugins/access';
import { readForm } from '../../plugins/multipart';
import * as sales from './service';

export async function salesRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/device-sales',
    {
      config: { access: 'sales.read' },
      schema: { querystring: ZListQuery, response: { 200: ZSaleList } },
    },
    async (request, reply) => {
      const page = await sales.listSales(deps, await reachOfRequest(deps, request), request.query);
      return sendPage(reply, page);
    },
  );

  r.get(
    '/api/device-sales/:id',
    {
      config: { access: 'sales.read' },
      schema: {
        params: z.object({ id: z.string().max(64) }),
        response: { 200: ZDeviceSaleDetail },
      },
    },
    async (request) => sales.getSale(deps, await reachOfRequest(deps, request), request.params.id),
  );

  r.post(
    '/api/device-sales',
    {
      config: { access: 'sales.write' },
      schema: { response: { 200: ZDeviceSaleDetail, 201: ZDeviceSaleDetail } },
    },
    async (request, reply) => {
      const reach = await reachOfRequest(deps, request);
      const form = await readForm(request);
      const input = ZSaleFields.parse(form.fields);
      const { sale, created } = await sales.createSale(deps, actorOf(request), reach, input, form);
      return reply.code(created ? 201 : 200).send(sale);
    },
  );
}
