import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCustomer, ZCustomerDetail, ZCustomerSearchQuery } from '../../../shared/customers';
import type { Deps } from '../../deps';
import { reachOfRequest } from '../../plugins/access';
import * as customers from './service';

export async function customersRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const params = z.object({ id: z.string().max(64) });

  r.get(
    '/api/customers',
    {
      config: { access: 'customers.read' },
      schema: { querystring: ZCustomerSearchQuery, response: { 200: z.array(ZCustomer) } },
    },
    async (request) =>
      customers.searchCustomers(
        deps,
        await reachOfRequest(deps, request),
        request.query.search,
        request.query.limit,
      ),
  );

  r.get(
    '/api/customers/:id',
    {
      config: { access: 'customers.read' },
      schema: { params, response: { 200: ZCustomerDetail } },
    },
    async (request) =>
      customers.getCustomer(deps, await reachOfRequest(deps, request), request.params.id),
  );

  r.patch(
    '/api/customers/:id',
    {
      config: { access: 'customers.write' },
      schema: {
        params,
        body: z.object({
          notifyOptOut: z.boolean({ error: 'notifyOptOut must be true or false' }),
        }),
        response: { 200: ZCustomerDetail },
      },
    },
    async (request) =>
      customers.setNotifyOptOut(
        deps,
        await reachOfRequest(deps, request),
        request.params.id,
        request.body.notifyOptOut,
      ),
  );
}
