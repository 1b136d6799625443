import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZGiftCard,
  ZGiftCardCashOutInput,
  ZGiftCardNumber,
  ZGiftCardSaleInput,
} from '../../../shared/balances';
import type { Deps } from '../../deps';
import { actorOf, reachOfRequest } from '../../plugins/access';
import * as balances from './service';

export async function balancesRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/gift-cards',
    {
      config: { access: 'sales.write' },
      schema: { body: ZGiftCardSaleInput, response: { 200: ZGiftCard, 201: ZGiftCard } },
    },
    async (request, reply) => {
      const { card, created } = await balances.sellGiftCard(
        deps,
        actorOf(request),
        await reachOfRequest(deps, request),
        request.body,
      );
      return reply.code(created ? 201 : 200).send(card);
    },
  );

  // A card is spent in any store of the chain, so its balance is read chain-wide by its number.
  r.get(
    '/api/gift-cards/:number',
    {
      config: { access: 'sales.read' },
      schema: { params: z.object({ number: ZGiftCardNumber }), response: { 200: ZGiftCard } },
    },
    async (request) => balances.giftCard(deps, { number: request.params.number }),
  );

  r.post(
    '/api/gift-cards/:number/cash-out',
    {
      config: { access: 'sales.write' },
      schema: {
        params: z.object({ number: ZGiftCardNumber }),
        body: ZGiftCardCashOutInput,
        response: { 200: ZGiftCard },
      },
    },
    async (request) =>
      balances.cashOutGiftCard(
        deps,
        actorOf(request),
        await reachOfRequest(deps, request),
        request.params.number,
        request.body,
      ),
  );
}
