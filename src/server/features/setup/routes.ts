import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZConfirmStepParams, ZSetupChecklist } from '../../../shared/setup';
import type { Deps } from '../../deps';
import { actorOf } from '../../plugins/access';
import { confirmSetupStep, setupChecklist } from './service';

export async function setupRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/setup/checklist',
    { config: { access: 'org.manage' }, schema: { response: { 200: ZSetupChecklist } } },
    async () => setupChecklist(deps),
  );

  r.post(
    '/api/setup/checklist/:step/confirm',
    {
      config: { access: 'org.manage' },
      schema: { params: ZConfirmStepParams, response: { 200: ZSetupChecklist } },
    },
    async (request) => confirmSetupStep(deps, actorOf(request), request.params.step),
  );
}
