import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, MESSAGES } from '../../shared/errors';

/** The page for /auth the build writes beside index.html (scripts/bundle/auth-page.mjs). */
const AUTH_PAGE = 'auth.html';

/** A path whose last segment has an extension names a file, never a screen of the app. */
const FILE_PATH = /\.[a-z0-9]+$/i;

/**
 * Serves the built web app: hashed assets cached for a year; everything else (index.html, the
 * service worker /sw.js and its workbox-*.js, the web manifest, icons) revalidated on every use,
 * so an open app sees a new version at its next check. Every other GET outside the API that
 * does not name a file is answered with index.html, for the browser router to take. The build
 * writes brotli and gzip copies of its text files (scripts/bundle/precompress.mjs); the one the
 * browser takes is sent (Vary: Accept-Encoding), and the file itself to one that takes neither.
 * /auth is answered with auth.html where the build wrote one: index.html with the sign-in
 * screen's files named up front.
 */
export async function registerWeb(
  app: FastifyInstance,
  webRoot: string | undefined,
): Promise<void> {
  const hasWeb = webRoot !== undefined && existsSync(join(webRoot, 'index.html'));
  // index.html naming the sign-in screen's files up front (scripts/bundle/auth-page.mjs).
  const hasAuthPage = hasWeb && existsSync(join(webRoot, AUTH_PAGE));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, path) {
        const immutable = path.includes(`${join(webRoot, 'assets')}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A missing chunk of an older version gets a 404, not index.html parsed as JavaScript.
    const wantsPage =
      request.method === 'GET' && !path.startsWith('/api/') && !FILE_PATH.test(path);
    if (hasWeb && wantsPage) {
      const page = path === '/auth' && hasAuthPage ? AUTH_PAGE : 'index.html';
      return reply.header('Cache-Control', 'no-cache').sendFile(page);
    }
    return reply.code(404).send({ error: MESSAGES.notFound, code: ERROR_CODES.notFound });
  });
}
