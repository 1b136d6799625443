import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZMarketImport, ZMarketTableInfo } from '../../../shared/market-prices';
import { ZValuationRequest, ZValuationResponse } from '../../../shared/valuation';
import type { Deps } from '../../deps';
import { actorOf, userOf } from '../../plugins/access';
import * as market from './market/service';
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

  // The market price table the valuation is anchored to (issue 25).
  const manage = { access: 'market.manage' } as const;
  r.get(
    '/api/market-prices',
    { config: manage, schema: { response: { 200: ZMarketTableInfo } } },
    async () => market.marketTableInfo(deps),
  );
  r.get('/api/market-prices/csv', { config: manage }, async (_request, reply) =>
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="market-prices.csv"')
      .send(await market.marketTableCsv(deps)),
  );
  r.post(
    '/api/market-prices/import',
    {
      config: manage,
      schema: { body: ZMarketImport, response: { 200: ZMarketTableInfo } },
    },
    async (request) => market.importMarketTable(deps, actorOf(request), request.body),
  );
}
