import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { preferredEncoding } from '../lib/accept-encoding';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this an answer goes as it is: the coding's frame and the CPU outweigh what it saves. */
export const COMPRESS_FROM_BYTES = 1024;
/**
 * Below this an answer is compressed at once on the request's thread: handing it to the thread
 * pool costs that thread more than the coding itself (a check-in's 1.7 KB: about 100 µs of the
 * event loop and 200 µs of CPU against 35 µs for both; at 12 KB, 108 µs of the loop against 86),
 * and leaves a larger answer's coding to the pool, beside the requests.
 */
export const COMPRESS_IN_THREAD_BELOW_BYTES = 16 * 1024;
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/** Adds accept-encoding to Vary, keeping whatever a route already put there. */
function varyOnEncoding(reply: FastifyReply) {
  const current = reply.getHeader('vary');
  const values = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (values.includes('*') || values.some((v) => v.toLowerCase() === 'accept-encoding')) return;
  reply.header('vary', [...values, 'accept-encoding'].join(', '));
}

const brotliOptions = (size: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 4,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

function encoded(payload: string | Buffer, encoding: 'br' | 'gzip', size: number): Buffer {
  return encoding === 'br' ? brotliCompressSync(payload, brotliOptions(size)) : gzipSync(payload);
}

function encodedInPool(payload: string | Buffer, encoding: 'br' | 'gzip', size: number) {
  return encoding === 'br' ? brotli(payload, brotliOptions(size)) : gzipAsync(payload);
}

/**
 * Compresses the API's JSON answers of 1 KB and more for a browser that asks (issue 24, item 6):
 * a list of repairs shrinks to a fifth, which a counter on a weak signal feels. Brotli at a fast
 * setting when the browser takes it, else gzip. Files, streams, other types and answers that a
 * route already encoded (the answer cache's gzip) go as they are.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    if (!JSON_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    // Its size in bytes decides whether it is worth it, whichever coding the client takes.
    const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    if (size < COMPRESS_FROM_BYTES) return payload;
    varyOnEncoding(reply);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding === null) return payload;
    const body =
      size < COMPRESS_IN_THREAD_BELOW_BYTES
        ? encoded(payload, encoding, size)
        : await encodedInPool(payload, encoding, size);
    reply.header('content-encoding', encoding).removeHeader('content-length');
    return body;
  });
}
