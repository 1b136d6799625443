import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZPickupQueue,
  ZRepairList,
  ZRepairListQuery,
  ZRepairWaiverDetail,
  ZRepairWaiverInput,
  ZStatusChangeInput,
} from '../../../shared/repairs';
import { ZPublicRepairStatus } from '../../../shared/status-page';
import type { Deps } from '../../deps';
import { PUBLIC_LINK_RATE, ZLinkToken } from '../../lib/public-link';
import { actorOf, changeById, reachOfRequest } from '../../plugins/access';
import { sendAnswer } from '../../plugins/send-answer';
import * as repairs from './service';
import { optOutByToken, publicStatus } from './status-link';

const ZId = z.object({ id: z.string().max(64) });

export async function repairsRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/repair-waivers',
    {
      config: { access: 'repairs.read' },
      schema: { querystring: ZRepairListQuery, response: { 200: ZRepairList } },
    },
    async (request, reply) =>
      sendAnswer(
        request,
        reply,
        await repairs.listRepairs(deps, await reachOfRequest(deps, request), request.query),
      ),
  );

  r.post(
    '/api/repair-waivers',
    {
      config: { access: 'repairs.write' },
      schema: {
        body: ZRepairWaiverInput,
        response: { 200: ZRepairWaiverDetail, 201: ZRepairWaiverDetail },
      },
    },
    async (request, reply) => {
      const reach = await reachOfRequest(deps, request);
      const { waiver, created } = await repairs.createRepair(
        deps,
        actorOf(request),
        reach,
        request.body,
      );
      return reply.code(created ? 201 : 200).send(waiver);
    },
  );

  r.get(
    '/api/waivers/:id',
    {
      config: { access: 'repairs.read' },
      schema: { params: ZId, response: { 200: z.object({ waiver: ZRepairWaiverDetail }) } },
    },
    async (request) => ({
      waiver: await repairs.getRepair(deps, await reachOfRequest(deps, request), request.params.id),
    }),
  );

  r.put(
    '/api/repair-waivers/:id/status',
    {
      config: { access: 'repairs.write' },
      schema: { params: ZId, body: ZStatusChangeInput, response: { 200: ZRepairWaiverDetail } },
    },
    changeById(deps, repairs.changeStatus),
  );

  r.get(
    '/api/pickup-queue',
    { config: { access: 'repairs.read' }, schema: { response: { 200: ZPickupQueue } } },
    async (request, reply) =>
      sendAnswer(
        request,
        reply,
        await repairs.pickupQueue(deps, await reachOfRequest(deps, request)),
      ),
  );

  r.get(
    '/api/public/repairs/:token',
    {
      config: { access: 'public', rateLimit: PUBLIC_LINK_RATE },
      schema: { params: ZLinkToken, response: { 200: ZPublicRepairStatus } },
    },
    async (request) => publicStatus(deps, request.params.token),
  );

  r.post(
    '/api/public/repairs/:token/opt-out',
    {
      config: { access: 'public', rateLimit: PUBLIC_LINK_RATE },
      schema: { params: ZLinkToken, response: { 200: ZPublicRepairStatus } },
    },
    async (request) => optOutByToken(deps, request.params.token),
  );
}
