import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZHoldRelease } from '../../../shared/buyback-rules';
import { ZPoliceHoldRelease, ZPoliceRecordInput } from '../../../shared/police';
import { ZStockItem, ZStockQuery, ZStockReturn } from '../../../shared/stock';
import type { Deps } from '../../deps';
import { actorOf, reachOfRequest } from '../../plugins/access';
import * as police from './police';
import * as stock from './service';

export async function stockRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/stock',
    {
      config: { access: 'stock.read' },
      schema: { querystring: ZStockQuery, response: { 200: z.array(ZStockItem) } },
    },
    async (request) => stock.listStock(deps, await reachOfRequest(deps, request), request.query),
  );

  // An office role ends a buyback hold early, with the reason (issue 26).
  r.post(
    '/api/stock/:id/release-hold',
    {
      config: { access: 'stock.release_hold' },
      schema: {
        params: z.object({ id: z.string().max(64) }),
        body: ZHoldRelease,
        response: { 200: ZStockItem },
      },
    },
    async (request) =>
      stock.releaseHold(
        deps,
        actorOf(request),
        await reachOfRequest(deps, request),
        request.params.id,
        request.body,
      ),
  );

  // The police's holds and seizures (issue 26): managers record them, the office lifts a hold.
  const params = z.object({ id: z.string().max(64) });
  for (const [url, step] of [
    ['/api/stock/:id/police-hold', police.placePoliceHold],
    ['/api/stock/:id/seize', police.seize],
  ] as const)
    r.post(
      url,
      {
        config: { access: 'stock.police_hold' },
        schema: { params, body: ZPoliceRecordInput, response: { 200: ZStockItem } },
      },
      async (request) =>
        step(
          deps,
          actorOf(request),
          await reachOfRequest(deps, request),
          request.params.id,
          request.body,
        ),
    );

  r.post(
    '/api/stock/:id/police-hold/release',
    {
      config: { access: 'stock.police_release' },
      schema: { params, body: ZPoliceHoldRelease, response: { 200: ZStockItem } },
    },
    async (request) =>
      police.releasePoliceHold(
        deps,
        actorOf(request),
        await reachOfRequest(deps, request),
        request.params.id,
        request.body,
      ),
  );

  r.patch(
    '/api/stock/:id',
    {
      config: { access: 'stock.write' },
      schema: {
        params: z.object({ id: z.string().max(64) }),
        body: ZStockReturn,
        response: { 200: ZStockItem },
      },
    },
    async (request) =>
      stock.returnItem(
        deps,
        actorOf(request),
        await reachOfRequest(deps, request),
        request.params.id,
        request.body.notes,
      ),
  );
}
