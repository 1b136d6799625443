import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAiProvider } from './openai';

/** What the fake endpoint does with the next chat-completions request. */
let reply: { status: number; content?: string; hang?: boolean };
let seen: { path: string; auth: string | undefined; body: { model: string } }[] = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      seen.push({ path: req.url ?? '', auth: req.headers.authorization, body: JSON.parse(raw) });
      if (reply.hang) return;
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          reply.status === 200
            ? {
                id: 'cmpl-1',
                object: 'chat.completion',
                created: 0,
                model: 'test-model',
                choices: [
                  {
                    index: 0,
                    finish_reason: 'stop',
                    message: { role: 'assistant', content: reply.content },
                  },
                ],
              }
            : { error: { message: 'upstream broke' } },
        ),
      );
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});
beforeEach(() => {
  seen = [];
});

const request = {
  task: 'valuation',
  figures: { recommended: '$420', confidence: '85%' },
  draft: 'Offer $420 for this iPhone 13; confidence 85%.',
};
const provider = () =>
  createOpenAiProvider({ baseUrl, apiKey: 'sk-test', model: 'test-model', timeoutMs: 500 });

describe('the openai provider', () => {
  it('uses a good answer from the chat-completions endpoint', async () => {
    reply = { status: 200, content: 'A fair offer is $420 for the iPhone 13 (85% confidence).' };
    const narrative = await provider().narrate(request);
    expect(narrative).toEqual({
      text: 'A fair offer is $420 for the iPhone 13 (85% confidence).',
      provider: 'openai',
      fellBack: false,
      note: null,
    });
    expect(seen).toMatchObject([
      { path: '/v1/chat/completions', auth: 'Bearer sk-test', body: { model: 'test-model' } },
    ]);
  });

  it('falls back to the draft when the answer states a number it was not given', async () => {
    reply = { status: 200, content: 'Offer $450 for this iPhone 13.' };
    const narrative = await provider().narrate(request);
    expect(narrative).toMatchObject({ text: request.draft, provider: 'local', fellBack: true });
    expect(narrative.note).toMatch(/^The remote model was not used: .*450/);
  });

  it('falls back to the draft on a server error', async () => {
    reply = { status: 500 };
    const narrative = await provider().narrate(request);
    expect(narrative).toMatchObject({ text: request.draft, provider: 'local', fellBack: true });
    expect(narrative.note).toMatch(/^The remote model was not used: /);
    expect(seen).toHaveLength(1);
  });

  it('falls back to the draft when the endpoint does not answer in time', async () => {
    reply = { status: 200, hang: true };
    const narrative = await provider().narrate(request);
    expect(narrative).toMatchObject({ text: request.draft, provider: 'local', fellBack: true });
    expect(narrative.note).toMatch(/^The remote model was not used: .*time/i);
  });
});
