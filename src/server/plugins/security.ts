import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { ERROR_CODES, MESSAGES } from '../../shared/errors';
import { HttpError, badRequest } from '../lib/http-error';

/** Compares host and port, with default ports normalised (http://x:80 is http://x). */
function sameOrigin(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    const from = new URL(origin);
    return from.host === new URL(`${from.protocol}//${host}`).host;
  } catch {
    return false;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const NUL_MESSAGE = 'Text cannot contain NUL characters.';

/** Whether any string (key or value) in parsed input holds a NUL; iterative, for deep JSON. */
export function containsNul(input: unknown): boolean {
  const pending: unknown[] = [input];
  while (pending.length) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/**
 * Security headers with a real Content-Security-Policy: scripts only from this origin.
 * Styles allow inline because the UI kit sets CSS variables through style attributes.
 * Built once: @fastify/helmet built helmet's middleware again (parsing the policy) on every request.
 */
const securityHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  // The shop's camera (check-in photos) is used from this origin only.
  crossOriginEmbedderPolicy: false,
  hsts: false,
});

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined));
  });

  // CSRF: a state-changing request that a browser sent from another site is refused.
  // request.host honours X-Forwarded-Host from a proxy on loopback (the Vite dev server).
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (!sameOrigin(origin, request.host)) {
        throw new HttpError(403, ERROR_CODES.crossOrigin, MESSAGES.crossOrigin);
      }
      return;
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw new HttpError(403, ERROR_CODES.crossOrigin, MESSAGES.crossOrigin);
    }
  });

  // PostgreSQL text cannot hold a NUL (a 500 there, stored as-is in SQLite): refused alike on
  // both, before any handler writes. Multipart fields are checked where the form is read.
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw badRequest(NUL_MESSAGE);
    }
  });
}
