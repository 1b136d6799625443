import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES, MESSAGES } from '../../shared/errors';
import { homePath } from '../../shared/roles';
import type { Deps } from '../deps';
import { needsFirstUser, resolveSession } from '../features/auth/service';
import { SESSION_COOKIE } from './sessions';

/** The static sign-in page the build writes beside index.html (src/web/auth.html, decision 040). */
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
 * /auth is answered by authPage where the build wrote the static sign-in page.
 */
export async function registerWeb(
  app: FastifyInstance,
  deps: Deps,
  webRoot: string | undefined,
): Promise<void> {
  const hasWeb = webRoot !== undefined && existsSync(join(webRoot, 'index.html'));
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
      if (path === '/auth' && hasAuthPage) {
        const page = await authPage(deps, request);
        reply.header('Cache-Control', 'no-cache');
        return page.file === undefined
          ? reply.redirect(page.redirect, 302)
          : reply.sendFile(page.file);
      }
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ error: MESSAGES.notFound, code: ERROR_CODES.notFound });
  });
}

/**
 * What GET /auth answers (decision 040). A signed-in person goes home at once, as the app's guard
 * would send them after loading. An install with no account yet, or a device whose counter a daily
 * report holds back (the static page sends it to /auth?app), gets the app: its first-run form and
 * its countdown banner are React only. Anyone else gets the static sign-in page.
 */
async function authPage(
  deps: Deps,
  request: FastifyRequest,
): Promise<{ redirect: string; file?: undefined } | { redirect?: undefined; file: string }> {
  const token = request.cookies[SESSION_COOKIE];
  const user = token ? await resolveSession(deps, token) : null;
  if (user) return { redirect: homePath(user.role) };
  const wantsApp = new URLSearchParams(request.url.split('?')[1] ?? '').has('app');
  return { file: wantsApp || (await needsFirstUser(deps)) ? 'index.html' : AUTH_PAGE };
}
