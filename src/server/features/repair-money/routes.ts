import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZInvoice,
  ZNoChargeInput,
  ZPaymentInput,
  ZQuoteDecisionInput,
  ZQuoteInput,
  ZRefundInput,
  ZRepairMoney,
  ZVerbalApprovalInput,
} from '../../../shared/repair-money';
import { ZPublicRepairStatus } from '../../../shared/status-page';
import type { Deps } from '../../deps';
import { PUBLIC_LINK_RATE, ZLinkToken } from '../../lib/public-link';
import { actorOf, changeById, reachOfRequest } from '../../plugins/access';
import { publicStatus } from '../repairs/service';
import * as money from './service';

const ZId = z.object({ id: z.string().max(64) });

/** A repair's money (issue 18); the contract is src/shared/repair-money.ts. */
export async function repairMoneyRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const write = { access: 'repairs.write' } as const;

  r.get(
    '/api/repair-waivers/:id/money',
    {
      config: { access: 'repairs.read' },
      schema: { params: ZId, response: { 200: ZRepairMoney } },
    },
    async (request) => money.getMoney(deps, await reachOfRequest(deps, request), request.params.id),
  );

  r.put(
    '/api/repair-waivers/:id/quote',
    { config: write, schema: { params: ZId, body: ZQuoteInput, response: { 200: ZRepairMoney } } },
    changeById(deps, money.setQuote),
  );

  r.post(
    '/api/repair-waivers/:id/approval',
    {
      config: write,
      schema: { params: ZId, body: ZVerbalApprovalInput, response: { 200: ZRepairMoney } },
    },
    changeById(deps, money.recordVerbalApproval),
  );

  r.post(
    '/api/repair-waivers/:id/payments',
    {
      config: write,
      schema: { params: ZId, body: ZPaymentInput, response: { 200: ZRepairMoney } },
    },
    changeById(deps, money.recordPayment),
  );

  r.post(
    '/api/repair-waivers/:id/refunds',
    {
      config: { access: 'repairs.write' },
      schema: { params: ZId, body: ZRefundInput, response: { 200: ZRepairMoney } },
    },
    changeById(deps, money.recordRefund),
  );

  r.post(
    '/api/repair-waivers/:id/no-charge',
    {
      config: { access: 'money.manage' },
      schema: { params: ZId, body: ZNoChargeInput, response: { 200: ZRepairMoney } },
    },
    changeById(deps, money.markNoCharge),
  );

  r.get(
    '/api/repair-waivers/:id/invoice',
    { config: { access: 'repairs.read' }, schema: { params: ZId, response: { 200: ZInvoice } } },
    async (request) =>
      money.getInvoice(deps, await reachOfRequest(deps, request), request.params.id),
  );

  r.post(
    '/api/repair-waivers/:id/invoice/email',
    {
      config: { access: 'repairs.write' },
      schema: { params: ZId, response: { 200: z.object({ queued: z.literal(true) }) } },
    },
    async (request) =>
      money.emailInvoice(
        deps,
        actorOf(request),
        await reachOfRequest(deps, request),
        request.params.id,
      ),
  );

  r.post(
    '/api/public/repairs/:token/quote',
    {
      config: { access: 'public', rateLimit: PUBLIC_LINK_RATE },
      schema: {
        params: ZLinkToken,
        body: ZQuoteDecisionInput,
        response: { 200: ZPublicRepairStatus },
      },
    },
    async (request) => {
      await money.decideByCustomer(deps, request.params.token, request.body);
      return publicStatus(deps, request.params.token);
    },
  );
}
