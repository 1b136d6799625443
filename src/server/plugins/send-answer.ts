import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Answer } from '../lib/answer-cache';

/** Whether the client takes gzip: named in Accept-Encoding with q above 0, or through `*`. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [coding, ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    weights.set(coding!, q ? Number(q.slice(2)) : 1);
  }
  return (weights.get('gzip') ?? weights.get('*') ?? 0) > 0;
}

/**
 * Sends an answer that is already JSON (Fastify sends a string or Buffer with a type as it is),
 * gzipped when the client takes it: every browser does, and a counter on a weak signal waits for
 * the bytes, not the server.
 */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: Answer) {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const gzip = acceptsGzip(request.headers['accept-encoding']) ? answer.gzip() : null;
  if (gzip) return reply.header('content-encoding', 'gzip').send(gzip);
  return reply.send(answer.json);
}
