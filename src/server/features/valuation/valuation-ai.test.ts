import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ValuationResponse } from '../../../shared/valuation';
import { createAiProvider } from '../../lib/ai';
import { createSignedInUser } from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';

/** The wording the fake endpoint answers with next. */
let answer = '';
let server: Server;
const ctx = useTestApp();
let asAdmin: Call;

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'c',
          object: 'chat.completion',
          created: 0,
          model: 'm',
          choices: [
            { index: 0, finish_reason: 'stop', message: { role: 'assistant', content: answer } },
          ],
        }),
      );
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.address() as AddressInfo).port;
  // The endpoint's port is known only now, after the harness built the app: the routes hold
  // this same deps object, so swapping its provider is what a configured server would run.
  ctx.deps.ai = createAiProvider({
    provider: 'openai',
    baseUrl: `http://127.0.0.1:${port}/v1`,
    apiKey: 'sk-test',
    model: 'm',
  });
  asAdmin = callAs(ctx.app, (await createSignedInUser(ctx.app, ctx.deps)).cookie);
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

const valuate = async () =>
  (
    await asAdmin({
      method: 'POST',
      url: '/api/device-valuation',
      payload: { brand: 'Google', model: 'Pixel 8', condition: 'good' },
    })
  ).json<ValuationResponse>().valuation!;

describe('the valuation wording through a remote model', () => {
  it('uses the remote wording when it states only the computed figures', async () => {
    answer = 'A solid trade-in; the chain has no recent history of this model.';
    const v = await valuate();
    expect(v).toMatchObject({
      marketTrends: answer,
      recommendation: answer,
      narrativeSource: 'openai',
      narrativeNote: null,
    });
  });

  it('keeps the local wording, and says why, when the model invents a price', async () => {
    answer = 'Offer $9,999 right away.';
    const v = await valuate();
    expect(v.narrativeSource).toBe('local');
    expect(v.recommendation).toContain(`$${v.buybackPrice.recommended}`);
    expect(v.narrativeNote).toMatch(/^The remote model was not used: .*9,999/);
  });
});
