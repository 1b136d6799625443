import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZPublishTerms,
  ZSignedTerms,
  ZTermsHistory,
  ZTermsQuery,
  ZTermsVersion,
} from '../../../shared/terms';
import type { Deps } from '../../deps';
import { actorOf, reachOfRequest, userOf } from '../../plugins/access';
import * as terms from './service';

export async function termsRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Everyone at a counter reads the terms their customers sign; reach limits which stores.
  r.get(
    '/api/terms/current',
    {
      config: { access: 'signedIn' },
      schema: { querystring: ZTermsQuery, response: { 200: ZSignedTerms } },
    },
    async (request) =>
      terms.currentTermsFor(
        deps,
        userOf(request),
        await reachOfRequest(deps, request),
        request.query,
      ),
  );

  r.get(
    '/api/terms',
    {
      config: { access: 'org.read' },
      schema: { querystring: ZTermsQuery, response: { 200: ZTermsHistory } },
    },
    async (request) => terms.termsHistory(deps, request.query),
  );

  r.post(
    '/api/terms',
    {
      config: { access: 'org.manage' },
      schema: { body: ZPublishTerms, response: { 201: ZTermsVersion } },
    },
    async (request, reply) =>
      reply.code(201).send(await terms.publishTerms(deps, actorOf(request), request.body)),
  );
}
