import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZChainSettings,
  ZChainSettingsInput,
  ZPublicAddress,
} from '../../../shared/chain-settings';
import type { Deps } from '../../deps';
import { actorOf } from '../../plugins/access';
import * as settings from './service';

export async function settingsRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/settings/chain',
    { config: { access: 'org.read' }, schema: { response: { 200: ZChainSettings } } },
    async () => settings.getChainSettings(deps),
  );

  r.put(
    '/api/settings/chain',
    {
      config: { access: 'org.manage' },
      schema: { body: ZChainSettingsInput, response: { 200: ZChainSettings } },
    },
    async (request) => settings.updateChainSettings(deps, actorOf(request), request.body),
  );

  // Where the ticket's QR code and the status link point: every signed-in clerk prints tickets.
  r.get(
    '/api/settings/public-address',
    { config: { access: 'signedIn' }, schema: { response: { 200: ZPublicAddress } } },
    async () => settings.publicAddress(deps),
  );
}
