import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { LogLevel } from '../config';

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

/**
 * Path segments that are secrets in themselves: the customer's status link and opt-out links,
 * the page's own address included (a mailbox's one-click unsubscribe POSTs to it).
 */
const SECRET_PATH = /^(\/(?:api\/public\/(?:repairs|unsubscribe)|unsubscribe)\/)[^/?]+/;
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
  level: LogLevel,
  stream?: NodeJS.WritableStream,
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
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
 * the time. Fastify's own controller writes two (arrival and answer), and under load the arrival
 * line cost every request ~3% of the server's time for nothing the answer's did not say; it is
 * kept at `debug` (LOG_LEVEL=debug) for following a request that never finishes. Routes that lower
 * their log level (health probes) stay out, as the request's child logger honours it.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'request received');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
