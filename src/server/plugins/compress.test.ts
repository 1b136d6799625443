import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPRESS_FROM_BYTES,
  COMPRESS_IN_THREAD_BELOW_BYTES,
  registerCompression,
} from './compress';

/** Rows enough to pass the threshold, as a list screen's answer would. */
const BIG = {
  rows: Array.from({ length: 40 }, (_, i) => ({ id: i, device: 'iPhone 13', note: 'Cracked' })),
};
/** Rows enough to be coded in the thread pool rather than on the request's thread. */
const HUGE = {
  rows: Array.from({ length: 800 }, (_, i) => ({
    id: i,
    device: 'iPhone 13',
    note: `Cracked ${i}`,
  })),
};
const app = Fastify();

beforeAll(async () => {
  registerCompression(app);
  app.get('/big', async () => BIG);
  app.get('/huge', async () => HUGE);
  app.get('/small', async () => ({ ok: true }));
  app.get('/text', async (_, reply) => reply.type('text/plain').send('x'.repeat(5000)));
  app.get('/encoded', async (_, reply) =>
    reply
      .type('application/json')
      .header('content-encoding', 'gzip')
      .send(gzipSync(JSON.stringify(BIG))),
  );
  app.get('/stream', async (_, reply) =>
    reply.type('application/json').send(Readable.from([JSON.stringify(BIG)])),
  );
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('compressing JSON answers', () => {
  it('the test answer is over the threshold', () => {
    expect(JSON.stringify(BIG).length).toBeGreaterThan(COMPRESS_FROM_BYTES);
  });

  it('sends brotli to a browser that takes it, decodable to the same JSON', async () => {
    const res = await get('/big', 'gzip, deflate, br, zstd');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(JSON.stringify(BIG).length / 3);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(BIG);
  });

  it.each(['gzip', 'br;q=0, gzip', 'br;q=0.5, gzip;q=1'])(
    'sends gzip when asked with %s',
    async (header) => {
      const res = await get('/big', header);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toEqual(BIG);
    },
  );

  it.each([undefined, 'identity', 'gzip;q=0', 'br;q=0, gzip;q=0, *'])(
    'sends the JSON as it is when the client takes no coding (%s), still varying on it',
    async (header) => {
      const res = await get('/big', header);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.json()).toEqual(BIG);
    },
  );

  it("codes an answer too large for the request's thread alike, in brotli or gzip", async () => {
    expect(JSON.stringify(HUGE).length).toBeGreaterThan(COMPRESS_IN_THREAD_BELOW_BYTES);
    const br = await get('/huge', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(HUGE);
    const gzip = await get('/huge', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(HUGE);
  });

  it('leaves a small answer as it is', async () => {
    const res = await get('/small', 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ ok: true });
  });

  it.each(['/text', '/stream'])('leaves %s (not a JSON body in hand) as it is', async (url) => {
    const res = await get(url, 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('leaves an answer a route already encoded as it is', async () => {
    const res = await get('/encoded', 'br, gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toEqual(BIG);
  });
});
