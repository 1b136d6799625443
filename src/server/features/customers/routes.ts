import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCustomerMerge, ZCustomerRecord, ZCustomerUpdate } from '../../../shared/customer-record';
import { ZGoodwillInput, ZStoreCredit } from '../../../shared/balances';
import { ZCustomer, ZCustomerSearchQuery } from '../../../shared/customers';
import type { Deps } from '../../deps';
import { actorOf, reachOfRequest } from '../../plugins/access';
import * as record from './record';
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
      schema: { params, response: { 200: ZCustomerRecord } },
    },
    async (request) =>
      record.getCustomer(deps, await reachOfRequest(deps, request), request.params.id),
  );

  r.patch(
    '/api/customers/:id',
    {
      config: { access: 'customers.write' },
      schema: { params, body: ZCustomerUpdate, response: { 200: ZCustomerRecord } },
    },
    async (request) =>
      record.updateCustomer(
        deps,
        actorOf(request),
        await reachOfRequest(deps, request),
        request.params.id,
        request.body,
      ),
  );

  r.post(
    '/api/customers/:id/merge',
    {
      config: { access: 'customers.write' },
      schema: { params, body: ZCustomerMerge, response: { 200: ZCustomerRecord } },
    },
    async (request) =>
      record.mergeCustomers(
        deps,
        actorOf(request),
        await reachOfRequest(deps, request),
        request.params.id,
        request.body.duplicateId,
      ),
  );

  r.post(
    '/api/customers/:id/store-credit',
    {
      config: { access: 'customers.write' },
      schema: { params, body: ZGoodwillInput, response: { 200: ZStoreCredit } },
    },
    async (request) =>
      record.goodwillCredit(
        deps,
        actorOf(request),
        await reachOfRequest(deps, request),
        request.params.id,
        request.body,
      ),
  );
}
