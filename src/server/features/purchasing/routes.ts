import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ORDER_STATUSES,
  ZPurchaseOrder,
  ZPurchaseOrderInput,
  ZReceiptInput,
  ZSuggestedLine,
  ZSupplier,
  ZSupplierInput,
} from '../../../shared/inventory-flows';
import type { Deps } from '../../deps';
import { actorOf, changeById, reachOfRequest } from '../../plugins/access';
import { receiveOrder } from './receipts';
import * as orders from './service';
import { suggestedOrder } from './suggested';
import { createSupplier, listSuppliers, updateSupplier } from './suppliers';

const ZId = z.object({ id: z.string().max(64) });
const ZStoreQuery = z.object({ storeId: z.string().max(64).optional() });

/** Suppliers, purchase orders and their receipts, and the suggested order (issue 19). */
export async function purchasingRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/suppliers',
    { config: { access: 'stock.read' }, schema: { response: { 200: z.array(ZSupplier) } } },
    async () => listSuppliers(deps),
  );
  r.post(
    '/api/suppliers',
    {
      config: { access: 'stock.write' },
      schema: { body: ZSupplierInput, response: { 201: ZSupplier } },
    },
    async (request, reply) =>
      reply.code(201).send(await createSupplier(deps, actorOf(request), request.body)),
  );
  r.put(
    '/api/suppliers/:id',
    {
      config: { access: 'stock.write' },
      schema: { params: ZId, body: ZSupplierInput, response: { 200: ZSupplier } },
    },
    async (request) => updateSupplier(deps, actorOf(request), request.params.id, request.body),
  );

  r.get(
    '/api/purchase-orders',
    {
      config: { access: 'stock.read' },
      schema: {
        querystring: ZStoreQuery.extend({ status: z.enum(ORDER_STATUSES).optional() }),
        response: { 200: z.array(ZPurchaseOrder) },
      },
    },
    async (request) => orders.listOrders(deps, await reachOfRequest(deps, request), request.query),
  );
  r.get(
    '/api/purchase-orders/:id',
    {
      config: { access: 'stock.read' },
      schema: { params: ZId, response: { 200: ZPurchaseOrder } },
    },
    async (request) =>
      orders.getOrder(deps, await reachOfRequest(deps, request), request.params.id),
  );
  r.post(
    '/api/purchase-orders',
    {
      config: { access: 'stock.write' },
      schema: {
        body: ZPurchaseOrderInput,
        response: { 200: ZPurchaseOrder, 201: ZPurchaseOrder },
      },
    },
    async (request, reply) => {
      const reach = await reachOfRequest(deps, request);
      const { order, created } = await orders.createOrder(
        deps,
        actorOf(request),
        reach,
        request.body,
      );
      return reply.code(created ? 201 : 200).send(order);
    },
  );
  r.post(
    '/api/purchase-orders/:id/receipts',
    {
      config: { access: 'stock.receive' },
      schema: { params: ZId, body: ZReceiptInput, response: { 200: ZPurchaseOrder } },
    },
    changeById(deps, receiveOrder),
  );
  r.post(
    '/api/purchase-orders/:id/cancel',
    {
      config: { access: 'stock.write' },
      schema: { params: ZId, response: { 200: ZPurchaseOrder } },
    },
    changeById(deps, (d, actor, reach, id) => orders.cancelOrder(d, actor, reach, id)),
  );

  r.get(
    '/api/inventory/suggested-order',
    {
      config: { access: 'stock.read' },
      schema: { querystring: ZStoreQuery, response: { 200: z.array(ZSuggestedLine) } },
    },
    async (request) =>
      suggestedOrder(
        deps,
        actorOf(request),
        await reachOfRequest(deps, request),
        request.query.storeId,
      ),
  );
}
