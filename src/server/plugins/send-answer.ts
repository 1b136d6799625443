import type { FastifyReply, FastifyRequest } from 'fastify';
import { NEXT_CURSOR_HEADER } from '../../shared/http';
import { acceptedWeight } from '../lib/accept-encoding';
import type { Answer } from '../lib/answer-cache';

/** Whether the client takes gzip: named in Accept-Encoding with q above 0, or through `*`. */
export function acceptsGzip(header: string | undefined): boolean {
  return acceptedWeight(header, 'gzip') > 0;
}

/**
 * Sends an answer that is already JSON (Fastify sends a string or Buffer with a type as it is),
 * gzipped when the client takes it: every browser does, and a counter on a weak signal waits for
 * the bytes, not the server.
 */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: Answer) {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (answer.nextCursor) reply.header(NEXT_CURSOR_HEADER, answer.nextCursor);
  const gzip = acceptsGzip(request.headers['accept-encoding']) ? answer.gzip() : null;
  if (gzip) return reply.header('content-encoding', 'gzip').send(gzip);
  return reply.send(answer.json);
}
