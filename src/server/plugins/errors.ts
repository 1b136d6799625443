import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { ERROR_CODES, MESSAGES, type ApiError } from '../../shared/errors';
import { isDbUnavailable } from '../db/failures';
import { HttpError } from '../lib/http-error';

function fieldsOf(issues: { path: string; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

function validationReply(issues: { path: string; message: string }[]): ApiError {
  const fields = fieldsOf(issues);
  return { error: issues[0]?.message ?? 'Invalid input', code: ERROR_CODES.validation, fields };
}

/** Statuses that Fastify itself raises (bad JSON, body too large...) keep their status and a plain message. */
const FRAMEWORK_MESSAGES: Record<number, { code: string; error: string }> = {
  400: { code: ERROR_CODES.badRequest, error: 'The request could not be read.' },
  413: { code: ERROR_CODES.tooLarge, error: 'The request is too large.' },
  415: { code: ERROR_CODES.badRequest, error: 'Unsupported content type.' },
  429: { code: ERROR_CODES.tooManyRequests, error: MESSAGES.tooManyRequests },
};

/** A restart takes PostgreSQL a few seconds; a client that waits this long usually gets through. */
const DB_RETRY_AFTER_SECONDS = 2;

/** Every error leaves as { error, code, fields? } with the right status; a 500 never leaks internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError | ZodError, request, reply) => {
    if (err instanceof HttpError) {
      if (err.headers) reply.headers(err.headers);
      const body: ApiError & Record<string, unknown> = {
        ...err.extra,
        error: err.message,
        code: err.code,
      };
      if (err.fields) body.fields = err.fields;
      return reply.code(err.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'Invalid value',
      }));
      return reply.code(400).send(validationReply(issues));
    }
    if (err instanceof ZodError) {
      const issues = err.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      return reply.code(400).send(validationReply(issues));
    }
    if (isDbUnavailable(err)) {
      request.log.warn({ err }, 'database unavailable');
      return reply
        .code(503)
        .header('Retry-After', String(DB_RETRY_AFTER_SECONDS))
        .send({ error: MESSAGES.unavailable, code: ERROR_CODES.unavailable } satisfies ApiError);
    }
    const status = 'statusCode' in err ? (err.statusCode ?? 500) : 500;
    const known = FRAMEWORK_MESSAGES[status];
    if (known) return reply.code(status).send(known satisfies ApiError);
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ error: MESSAGES.internal, code: ERROR_CODES.internal });
  });
}
