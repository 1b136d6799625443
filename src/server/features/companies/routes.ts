import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCompany, ZCreateCompany, ZUpdateCompany } from '../../../shared/companies';
import type { Deps } from '../../deps';
import { actorOf } from '../../plugins/access';
import * as companies from './service';

/** The chain's companies (brands): read with the org screens, changed by the office. */
export async function companiesRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ZId = z.object({ id: z.string().max(64) });

  r.get(
    '/api/companies',
    { config: { access: 'org.read' }, schema: { response: { 200: z.array(ZCompany) } } },
    async () => companies.listCompanies(deps),
  );

  r.post(
    '/api/companies',
    {
      config: { access: 'org.manage' },
      schema: { body: ZCreateCompany, response: { 201: ZCompany } },
    },
    async (request, reply) =>
      reply.code(201).send(await companies.createCompany(deps, actorOf(request), request.body)),
  );

  r.patch(
    '/api/companies/:id',
    {
      config: { access: 'org.manage' },
      schema: { params: ZId, body: ZUpdateCompany, response: { 200: ZCompany } },
    },
    async (request) =>
      companies.updateCompany(deps, actorOf(request), request.params.id, request.body),
  );

  r.delete(
    '/api/companies/:id',
    {
      config: { access: 'org.manage' },
      schema: { params: ZId, response: { 200: z.object({ ok: z.literal(true) }) } },
    },
    async (request) => {
      await companies.deleteCompany(deps, actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );
}
