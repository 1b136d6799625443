import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZBuybackFields,
  ZDevicePurchaseDetail,
  ZListQuery,
  ZPurchaseList,
} from '../../../shared/buybacks';
import { ZAddendumInput } from '../../../shared/buyback-addenda';
import type { Deps } from '../../deps';
import { sendPage } from '../../lib/page';
import { actorOf, reachOfRequest } from '../../plugins/access';
import { readForm } from '../../plugins/multipart';
import * as buybacks from './service';

export async function buybacksRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/device-purchases',
    {
      config: { access: 'buybacks.read' },
      schema: { querystring: ZListQuery, response: { 200: ZPurchaseList } },
    },
    async (request, reply) => {
      const reach = await reachOfRequest(deps, request);
      const page = await buybacks.listPurchases(deps, actorOf(request), reach, request.query);
      return sendPage(reply, page);
    },
  );

  r.get(
    '/api/device-purchases/:id',
    {
      config: { access: 'buybacks.read' },
      schema: {
        params: z.object({ id: z.string().max(64) }),
        response: { 200: ZDevicePurchaseDetail },
      },
    },
    async (request) =>
      buybacks.getPurchase(
        deps,
        actorOf(request),
        await reachOfRequest(deps, request),
        request.params.id,
        true,
      ),
  );

  r.post(
    '/api/device-purchases/:id/addenda',
    {
      config: { access: 'buybacks.correct' },
      schema: {
        params: z.object({ id: z.string().max(64) }),
        body: ZAddendumInput,
        response: { 201: ZDevicePurchaseDetail },
      },
    },
    async (request, reply) => {
      const reach = await reachOfRequest(deps, request);
      const purchase = await buybacks.addAddendum(
        deps,
        actorOf(request),
        reach,
        request.params.id,
        request.body,
      );
      return reply.code(201).send(purchase);
    },
  );

  r.post(
    '/api/device-purchases',
    {
      config: { access: 'buybacks.write' },
      schema: { response: { 200: ZDevicePurchaseDetail, 201: ZDevicePurchaseDetail } },
    },
    async (request, reply) => {
      const reach = await reachOfRequest(deps, request);
      const form = await readForm(request);
      const input = ZBuybackFields.parse(form.fields);
      const { purchase, created } = await buybacks.createPurchase(
        deps,
        actorOf(request),
        reach,
        input,
        form,
      );
      return reply.code(created ? 201 : 200).send(purchase);
    },
  );
}
