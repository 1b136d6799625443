import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZConsentHistory,
  ZConsentHistoryQuery,
  ZConsentConfirmation,
  ZPublicConsent,
  ZStatusPageConsentInput,
} from '../../../shared/marketing-consent';
import {
  ZCampaign,
  ZCampaignInput,
  ZReviewLinkInput,
  ZReviewSummary,
  ZSegment,
  ZSegmentQuery,
  ZUnsubscribeInfo,
} from '../../../shared/marketing';
import type { Deps } from '../../deps';
import { PUBLIC_LINK_RATE, ZLinkToken } from '../../lib/public-link';
import { actorOf, reachOfRequest } from '../../plugins/access';
import * as marketing from './service';

const ZId = z.object({ id: z.string().max(64) });
const ZStoreId = z.object({ storeId: z.string().max(64) });

/**
 * The marketing hub is the office's (admin, ceo, super_admin: docs/product.md, Roles and reach);
 * the unsubscribe link and a repair's status page consent are anyone's with the link.
 */
export async function marketingRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/marketing/segments',
    {
      config: { access: 'marketing.access' },
      schema: { querystring: ZSegmentQuery, response: { 200: ZSegment } },
    },
    async (request) =>
      marketing.getSegment(deps, await reachOfRequest(deps, request), request.query),
  );

  r.get(
    '/api/marketing/campaigns',
    {
      config: { access: 'marketing.access' },
      schema: { response: { 200: z.array(ZCampaign) } },
    },
    async () => marketing.listCampaigns(deps),
  );

  r.get(
    '/api/marketing/campaigns/:id',
    {
      config: { access: 'marketing.access' },
      schema: { params: ZId, response: { 200: ZCampaign } },
    },
    async (request) => marketing.getCampaign(deps, request.params.id),
  );

  r.post(
    '/api/marketing/campaigns',
    {
      config: { access: 'marketing.access' },
      schema: { body: ZCampaignInput, response: { 201: ZCampaign } },
    },
    async (request, reply) => {
      const campaign = await marketing.createCampaign(
        deps,
        actorOf(request),
        await reachOfRequest(deps, request),
        request.body,
      );
      // The answer does not wait for the sending; the scheduler finishes it after a restart.
      void marketing.sendPendingCampaigns(deps).catch((err: unknown) => {
        request.log.error({ err }, 'Sending campaign messages failed');
      });
      return reply.code(201).send(campaign);
    },
  );

  r.get(
    '/api/marketing/reviews',
    {
      config: { access: 'marketing.access' },
      schema: { response: { 200: ZReviewSummary } },
    },
    async (request) => marketing.reviewSummary(deps, await reachOfRequest(deps, request)),
  );

  r.put(
    '/api/marketing/reviews/:storeId',
    {
      config: { access: 'marketing.access' },
      schema: { params: ZStoreId, body: ZReviewLinkInput, response: { 200: ZReviewSummary } },
    },
    async (request) =>
      marketing.setReviewLink(
        deps,
        actorOf(request),
        await reachOfRequest(deps, request),
        request.params.storeId,
        request.body.url,
      ),
  );

  r.get(
    '/api/public/unsubscribe/:token',
    {
      config: { access: 'public', rateLimit: PUBLIC_LINK_RATE },
      schema: { params: ZLinkToken, response: { 200: ZUnsubscribeInfo } },
    },
    async (request) => marketing.unsubscribeInfo(deps, request.params.token),
  );

  r.post(
    '/api/public/unsubscribe/:token',
    {
      config: { access: 'public', rateLimit: PUBLIC_LINK_RATE },
      schema: { params: ZLinkToken, response: { 200: ZUnsubscribeInfo } },
    },
    async (request) => marketing.unsubscribe(deps, request.params.token),
  );

  r.get(
    '/api/public/consent-confirmations/:token',
    {
      config: { access: 'public', rateLimit: PUBLIC_LINK_RATE },
      schema: { params: ZLinkToken, response: { 200: ZConsentConfirmation } },
    },
    async (request) => marketing.confirmationInfo(deps, request.params.token),
  );

  r.post(
    '/api/public/consent-confirmations/:token',
    {
      config: { access: 'public', rateLimit: PUBLIC_LINK_RATE },
      schema: { params: ZLinkToken, response: { 200: ZConsentConfirmation } },
    },
    async (request) => marketing.confirmConsent(deps, request.params.token),
  );

  r.get(
    '/api/marketing/consent',
    {
      config: { access: 'marketing.access' },
      schema: { querystring: ZConsentHistoryQuery, response: { 200: ZConsentHistory } },
    },
    async (request) => marketing.consentHistory(deps, request.query.contact),
  );

  r.get(
    '/api/marketing/consent/export.csv',
    { config: { access: 'marketing.access' }, schema: { querystring: ZConsentHistoryQuery } },
    async (request, reply) => {
      const history = await marketing.consentHistory(deps, request.query.contact);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="marketing-consent-history.csv"')
        .send(marketing.consentHistoryCsv(history));
    },
  );

  r.get(
    '/api/public/repairs/:token/marketing-consent',
    {
      config: { access: 'public', rateLimit: PUBLIC_LINK_RATE },
      schema: { params: ZLinkToken, response: { 200: ZPublicConsent } },
    },
    async (request) => marketing.publicConsent(deps, request.params.token),
  );

  r.put(
    '/api/public/repairs/:token/marketing-consent',
    {
      config: { access: 'public', rateLimit: PUBLIC_LINK_RATE },
      schema: {
        params: ZLinkToken,
        body: ZStatusPageConsentInput,
        response: { 200: ZPublicConsent },
      },
    },
    async (request) => marketing.setPublicConsent(deps, request.params.token, request.body),
  );

  // A mailbox provider's one-click unsubscribe (RFC 8058) POSTs "List-Unsubscribe=One-Click" to
  // the link in the List-Unsubscribe header, the page's own address, from its servers: no
  // session, no Origin. The token is the authority, as for the page's button.
  await app.register(async (child) => {
    child.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, body),
    );
    child.withTypeProvider<ZodTypeProvider>().post(
      '/unsubscribe/:token',
      {
        config: { access: 'public', crossSite: true, rateLimit: PUBLIC_LINK_RATE },
        schema: { params: ZLinkToken },
      },
      async (request, reply) => {
        await marketing.unsubscribe(deps, request.params.token);
        return reply.type('text/plain; charset=utf-8').send('You are unsubscribed.');
      },
    );
  });
}
