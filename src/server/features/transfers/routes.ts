import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZClientId } from '../../../shared/fields';
import { ZTransfer, ZTransferDestination, ZTransferInput } from '../../../shared/inventory-flows';
import type { Deps } from '../../deps';
import { actorOf, changeById, reachOfRequest } from '../../plugins/access';
import * as transfers from './service';

/** Stock sent between stores and received at the other end (issue 19). */
export async function transfersRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/stock-transfers',
    {
      config: { access: 'stock.read' },
      schema: {
        querystring: z.object({ storeId: z.string().max(64).optional() }),
        response: { 200: z.array(ZTransfer) },
      },
    },
    async (request) =>
      transfers.listTransfers(deps, await reachOfRequest(deps, request), request.query.storeId),
  );
  r.get(
    '/api/stock-transfers/destinations',
    {
      config: { access: 'stock.write' },
      schema: { response: { 200: z.array(ZTransferDestination) } },
    },
    async () => transfers.destinations(deps),
  );
  r.post(
    '/api/stock-transfers',
    {
      config: { access: 'stock.write' },
      schema: { body: ZTransferInput, response: { 200: ZTransfer, 201: ZTransfer } },
    },
    async (request, reply) => {
      const { transfer, created } = await transfers.sendTransfer(
        deps,
        actorOf(request),
        await reachOfRequest(deps, request),
        request.body,
      );
      return reply.code(created ? 201 : 200).send(transfer);
    },
  );
  r.post(
    '/api/stock-transfers/:id/receive',
    {
      config: { access: 'stock.receive' },
      schema: {
        params: z.object({ id: z.string().max(64) }),
        body: z.object({ id: ZClientId }),
        response: { 200: ZTransfer },
      },
    },
    changeById(deps, transfers.receiveTransfer),
  );
}
