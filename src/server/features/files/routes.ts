import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { forbidden } from '../../lib/http-error';
import { actorOf, reachOfRequest } from '../../plugins/access';
import { ID_PHOTO_REFUSED, mayOpenIdPhoto } from '../buybacks/service';
import { readFile } from './service';

export async function filesRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/files/:id',
    { config: { access: 'signedIn' }, schema: { params: z.object({ id: z.string().max(64) }) } },
    async (request, reply) => {
      const file = await readFile(deps, await reachOfRequest(deps, request), request.params.id);
      if (
        file.kind === 'idPhoto' &&
        !(await mayOpenIdPhoto(deps, actorOf(request), request.params.id))
      ) {
        throw forbidden(ID_PHOTO_REFUSED);
      }
      return (
        reply
          .header('Content-Type', file.contentType)
          .header('Cache-Control', 'private, max-age=86400, immutable')
          .header('Content-Disposition', 'inline')
          // An SVG signature opened directly must not run anything.
          .header(
            'Content-Security-Policy',
            "default-src 'none'; style-src 'unsafe-inline'; sandbox",
          )
          .send(file.bytes)
      );
    },
  );
}
