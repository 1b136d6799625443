import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZValuationRequest, ZValuationResponse } from '../../../shared/valuation';
import type { Deps } from '../../deps';
import { userOf } from '../../plugins/access';
import { fixFromAccount, valueDevice } from './service';

export async function valuationRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/device-valuation',
    {
      config: { access: 'valuation.use' },
      // The body is parsed here, after a store user's store and brand replace the sent ones.
      schema: { response: { 200: ZValuationResponse } },
    },
    async (request) => ({
      success: true,
      valuation: await valueDevice(
        deps,
        ZValuationRequest.parse(fixFromAccount(userOf(request), request.body)),
      ),
      error: null,
    }),
  );
}
