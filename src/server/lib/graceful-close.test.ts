import { request } from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { freePort } from '../testing/free-port';
import { closeServer } from './graceful-close';

/** A server whose /slow answers when `release` is called, and /hang never. */
async function serverWithSlowRoutes() {
  const app = Fastify();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const inFlight = new Promise<void>((resolve) => (arrived = resolve));
  app.get('/slow', async () => {
    arrived();
    await released;
    return { done: true };
  });
  app.get('/hang', async () => {
    arrived();
    return new Promise(() => {});
  });
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  const get = (path: string) =>
    new Promise<string>((resolve) => {
      // A connection of its own: a kept-alive one from the last test's server would be dead.
      request({ port, host: '127.0.0.1', path, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve(`${res.statusCode} ${body}`));
      })
        .on('error', (err) => resolve(`error ${err.message}`))
        .end();
    });
  return { app, get, release, inFlight };
}

describe('closeServer', () => {
  it('lets a request in flight finish before it resolves', async () => {
    const { app, get, release, inFlight } = await serverWithSlowRoutes();
    const answer = get('/slow');
    await inFlight;
    const closing = closeServer(app, 60_000);
    release();
    expect(await closing).toBe(true);
    expect(await answer).toBe('200 {"done":true}');
  });

  it('cuts a request that outlasts the drain time, so the shutdown still ends', async () => {
    const { app, get, inFlight } = await serverWithSlowRoutes();
    const answer = get('/hang');
    await inFlight;
    expect(await closeServer(app, 100)).toBe(false);
    expect(await answer).toMatch(/^error /);
  });
});
