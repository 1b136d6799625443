import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCreateRegion, ZCreateStore, ZRegion, ZStore, ZUpdateStore } from '../../../shared/org';
import type { Deps } from '../../deps';
import { actorOf, reachOfRequest } from '../../plugins/access';
import * as org from './service';

export async function orgRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/regions',
    { config: { access: 'org.read' }, schema: { response: { 200: z.array(ZRegion) } } },
    async () => org.listRegions(deps),
  );

  r.post(
    '/api/regions',
    {
      config: { access: 'org.manage' },
      schema: { body: ZCreateRegion, response: { 201: ZRegion } },
    },
    async (request, reply) =>
      reply.code(201).send(await org.createRegion(deps, actorOf(request), request.body)),
  );

  r.get(
    '/api/stores',
    { config: { access: 'org.read' }, schema: { response: { 200: z.array(ZStore) } } },
    async (request) => org.listStores(deps, await reachOfRequest(deps, request)),
  );

  // The stores the caller may work in (their own, their area's or region's, or all), for store pickers.
  r.get(
    '/api/me/stores',
    { config: { access: 'signedIn' }, schema: { response: { 200: z.array(ZStore) } } },
    async (request) => org.listStores(deps, await reachOfRequest(deps, request)),
  );

  r.post(
    '/api/stores',
    { config: { access: 'org.manage' }, schema: { body: ZCreateStore, response: { 201: ZStore } } },
    async (request, reply) =>
      reply.code(201).send(await org.createStore(deps, actorOf(request), request.body)),
  );

  const ZId = z.object({ id: z.string().max(64) });

  r.patch(
    '/api/regions/:id',
    {
      config: { access: 'org.manage' },
      schema: { params: ZId, body: ZCreateRegion, response: { 200: ZRegion } },
    },
    async (request) => org.renameRegion(deps, actorOf(request), request.params.id, request.body),
  );

  r.patch(
    '/api/stores/:id',
    {
      config: { access: 'org.manage' },
      schema: { params: ZId, body: ZUpdateStore, response: { 200: ZStore } },
    },
    async (request) => org.updateStore(deps, actorOf(request), request.params.id, request.body),
  );
}
