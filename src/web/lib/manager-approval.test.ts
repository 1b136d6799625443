// Issue 37: a write the server holds for a manager is offered to the manager standing by, and
// goes again carrying their approval; cancelled, the refusal stands and nothing is sent again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MANAGER_APPROVAL_CODE, MANAGER_APPROVAL_HEADER } from '../../shared/http';
import { apiPost } from './api';
import { setApprovalAsker } from './manager-approval';

const REFUSAL = "A payment above $5,000.00 needs a manager's approval";
const held = () =>
  new Response(JSON.stringify({ error: REFUSAL, code: MANAGER_APPROVAL_CODE }), { status: 403 });
const saved = () => new Response(JSON.stringify({ ok: true }), { status: 200 });

afterEach(() => vi.unstubAllGlobals());

function fetchAnswering(...answers: Response[]) {
  const fetch = vi.fn<(path: string, init: RequestInit) => Promise<Response>>();
  for (const answer of answers) fetch.mockResolvedValueOnce(answer);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('a write held for a manager', () => {
  it("asks with the server's reason and sends the same write again with the approval", async () => {
    const fetch = fetchAnswering(held(), saved());
    const asked: string[] = [];
    const stop = setApprovalAsker(async (reason) => {
      asked.push(reason);
      return 'sealed-approval';
    });
    await expect(apiPost('/api/repair-waivers/r1/payments', { amount: 6000 })).resolves.toEqual({
      ok: true,
    });
    stop();
    expect(asked).toEqual([REFUSAL]);
    const [, again] = fetch.mock.calls[1]!;
    expect(again.body).toBe(JSON.stringify({ amount: 6000 }));
    expect((again.headers as Record<string, string>)[MANAGER_APPROVAL_HEADER]).toBe(
      'sealed-approval',
    );
  });

  it('keeps the refusal when nobody approves, and sends nothing more', async () => {
    const fetch = fetchAnswering(held());
    const stop = setApprovalAsker(async () => null);
    await expect(apiPost('/api/counter-sales', {})).rejects.toMatchObject({
      status: 403,
      code: MANAGER_APPROVAL_CODE,
      message: REFUSAL,
    });
    stop();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the refusal where no dialog is mounted', async () => {
    fetchAnswering(held());
    await expect(apiPost('/api/counter-sales', {})).rejects.toMatchObject({ status: 403 });
  });
});
