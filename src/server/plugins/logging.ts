import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a caller's own request id may look like; anything else is replaced, never logged. */
const CALLER_ID = /^[\w.:-]{1,100}$/;

/**
 * The request's id: the caller's (a proxy or client tying its logs to ours) when it is short and
 * plain, so it cannot forge log lines or bloat them; otherwise a fresh UUID.
 */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && CALLER_ID.test(given) ? given : randomUUID();
}

/** Path segments that are secrets in themselves: the customer's status link and opt-out links. */
const SECRET_PATH = /^(\/api\/public\/(?:repairs|unsubscribe)\/)[^/?]+/;
/** Query parameters that carry a secret (the invitation link's token). */
const SECRET_QUERY = /([?&](?:token|password|secret|key)=)[^&]*/gi;

/** The URL as it may be logged: tokens that grant access replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PATH, '$1[redacted]').replace(SECRET_QUERY, '$1[redacted]');
}

/**
 * Fields never written to a log, wherever they appear in a logged object: the session cookie and
 * its Set-Cookie, credentials, passwords and tokens (a route or error that logs a body or headers).
 */
const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  'password',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.confirmPassword',
  'token',
  '*.token',
  '*.sessionToken',
];

/** JSON lines (pino) with the request id as reqId; `stream` receives them instead of stdout (tests). */
export function loggerOptions(
  stream?: NodeJS.WritableStream,
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: 'info',
    ...(stream ? { stream } : {}),
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      // Only what an operator needs to follow a request; headers (cookies) and bodies stay out.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
        userAgent: request.headers['user-agent'],
      }),
    },
  };
}

/** Every answer names its request id, so a person reporting a problem can quote it. */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}

/**
 * One line per request, when it is answered: who asked what (the `req` serializer), the status and
 * the time. Fastify's own request logging writes two lines (arrival and answer), and under load
 * the second line cost every request ~3% of the server's time for nothing the first did not say.
 * Routes that lower their log level (health probes) stay out, as the child logger honours it.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
      'request completed',
    );
  });
}
