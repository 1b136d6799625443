import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { ERROR_CODES, MESSAGES } from '../../shared/errors';
import { HttpError, badRequest } from '../lib/http-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A write meant to come from elsewhere without a session: a mailbox provider's one-click
     * unsubscribe (RFC 8058). Only for a route whose unguessable token is the whole authority
     * and whose effect a forged request could not turn against its owner.
     */
    crossSite?: true;
  }
}

/** The origin (scheme, host and port, default ports dropped) of a URL, or null when it has none. */
function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Where this app's own pages are: PUBLIC_URL's origin when it is set; otherwise the scheme the
 * request arrived by (a trusted proxy's X-Forwarded-Proto included) and its Host header.
 * Never X-Forwarded-Host: a proxy passing on what the client wrote would let it name any site.
 */
function expectedOrigin(request: FastifyRequest, publicOrigin: string | undefined): string | null {
  if (publicOrigin) return publicOrigin;
  const host = request.headers.host;
  return host ? originOf(`${request.protocol}://${host}`) : null;
}

/**
 * CSRF: whether a state-changing request comes from this app's own pages (decision 027). The
 * whole origin must match. Browsers send Origin on every such request; without it, Referer
 * tells; with neither (a Referrer-Policy may hide both), Sec-Fetch-Site must say same-origin.
 * A request that says nothing at all is refused: it cannot be told apart from a forged one.
 */
function csrfRefusal(request: FastifyRequest, publicOrigin: string | undefined): HttpError | null {
  // Made only when refusing: an error captures its stack, dear on every write that passes.
  const crossOrigin = () => new HttpError(403, ERROR_CODES.crossOrigin, MESSAGES.crossOrigin);
  const expected = expectedOrigin(request, publicOrigin);
  const { origin, referer } = request.headers;
  if (origin !== undefined) return originOf(origin) === expected ? null : crossOrigin();
  if (referer !== undefined) return originOf(referer) === expected ? null : crossOrigin();
  const site = request.headers['sec-fetch-site'];
  if (site === 'same-origin') return null;
  if (site !== undefined) return crossOrigin();
  return new HttpError(403, ERROR_CODES.crossOrigin, MESSAGES.unknownOrigin);
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
 * 'wasm-unsafe-eval' lets WebAssembly from this origin compile (the camera's barcode reader where
 * the browser has none built in, decision 038); it does not allow JavaScript's eval.
 * Styles allow inline because the UI kit sets CSS variables through style attributes.
 * Built once: @fastify/helmet built helmet's middleware again (parsing the policy) on every request.
 */
const securityHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
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

/** `publicOrigin`: the origin of PUBLIC_URL when it is set (Config.publicOrigin). */
export async function registerSecurity(
  app: FastifyInstance,
  publicOrigin: string | undefined,
): Promise<void> {
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined));
  });

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config.crossSite) return;
    const refusal = csrfRefusal(request, publicOrigin);
    if (refusal) throw refusal;
  });

  // PostgreSQL text cannot hold a NUL (a 500 there, stored as-is in SQLite): refused alike on
  // both, before any handler writes. Multipart fields are checked where the form is read.
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw badRequest(NUL_MESSAGE);
    }
  });
}
