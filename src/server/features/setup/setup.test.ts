import { beforeAll, describe, expect, it } from 'vitest';
import type { SetupChecklist } from '../../../shared/setup';
import { buildStoreInput, createSignedInUser } from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';

/**
 * The office's first-run checklist (issue 23, item 9), on a chain with nothing but its first
 * administrator: no PUBLIC_URL, no mail server, a server on this computer only.
 */
const ctx = useTestApp({ publicUrl: undefined, smtpUrl: undefined });
let asAdmin: Call;

beforeAll(async () => {
  asAdmin = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'admin' })).cookie,
  );
});

async function checklist(): Promise<SetupChecklist> {
  const res = await asAdmin({ method: 'GET', url: '/api/setup/checklist' });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const step = (list: SetupChecklist, id: string) => list.steps.find((s) => s.id === id)!;

describe('GET /api/setup/checklist', () => {
  it('starts with every step to do on a new chain, each saying what is missing', async () => {
    const list = await checklist();
    expect(list.complete).toBe(false);
    expect(list.steps.map((s) => [s.id, s.done])).toEqual([
      ['company', false],
      ['store', false],
      ['publicAddress', false],
      ['mail', false],
      ['printers', false],
      ['staff', false],
    ]);
    expect(step(list, 'store').detail).toBe(
      'Add a region, then your first store with its address and phone.',
    );
    expect(step(list, 'publicAddress').detail).toMatch(/127\.0\.0\.1.*this computer only/);
    // Printers cannot be confirmed before there is a store to print in.
    expect(step(list, 'printers').confirmable).toBe(false);
    expect(step(list, 'mail').confirmable).toBe(true);
  });

  it('refuses to confirm a step that is done by doing it, and stores nothing', async () => {
    const res = await asAdmin({ method: 'POST', url: '/api/setup/checklist/company/confirm' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.step).toBe('This step is confirmed by doing it');
    const rows = await ctx.deps.db.selectFrom('setup_confirmations').selectAll().execute();
    expect(rows).toEqual([]);
  });

  it('counts a store once it has its address and phone, and names one that has none', async () => {
    const region = await asAdmin({
      method: 'POST',
      url: '/api/regions',
      payload: { name: 'Walk' },
    });
    const store = await asAdmin({
      method: 'POST',
      url: '/api/stores',
      payload: buildStoreInput(region.json().id),
    });
    expect(store.statusCode).toBe(201);
    expect(step(await checklist(), 'store')).toMatchObject({
      done: true,
      detail: '1 store with address and phone.',
    });
    await ctx.deps.db.updateTable('stores').set({ phone: null }).execute();
    const list = await checklist();
    expect(step(list, 'store').done).toBe(false);
    expect(step(list, 'store').detail).toBe(
      `Add the address and phone of ${store.json().name}: tickets, receipts and messages print them.`,
    );
  });

  it('is complete once the chain is named, stored, addressed, mailed, printed and staffed', async () => {
    await ctx.deps.db.updateTable('stores').set({ phone: '(404) 555-0100' }).execute();
    const settings = await asAdmin({
      method: 'PUT',
      url: '/api/settings/chain',
      payload: { publicUrl: 'https://repairs.peachstate.example', chainName: 'Peach State Repair' },
    });
    expect(settings.statusCode).toBe(200);
    for (const s of ['mail', 'printers']) {
      const res = await asAdmin({ method: 'POST', url: `/api/setup/checklist/${s}/confirm` });
      expect(res.statusCode).toBe(200);
    }
    // A second confirmation changes nothing, and is not logged again.
    await asAdmin({ method: 'POST', url: '/api/setup/checklist/mail/confirm' });
    const before = await checklist();
    expect(before.steps.filter((s) => !s.done).map((s) => s.id)).toEqual(['staff']);
    expect(step(before, 'publicAddress').detail).toBe(
      'Links in messages and QR codes open https://repairs.peachstate.example.',
    );
    expect(step(before, 'printers').detail).toMatch(
      /US Letter \(8\.5 x 11 in\) for tickets and receipts, 2\.25 x 1\.25 in labels/,
    );
    // Stores that chose the same printers share one line, and more than three are counted.
    const regionId = (await asAdmin({ method: 'GET', url: '/api/regions' })).json()[0].id;
    for (let n = 0; n < 3; n += 1) {
      const more = await asAdmin({
        method: 'POST',
        url: '/api/stores',
        payload: buildStoreInput(regionId),
      });
      expect(more.statusCode).toBe(201);
    }
    expect(step(await checklist(), 'printers').detail).toBe(
      "4 stores: US Letter (8.5 x 11 in) for tickets and receipts, 2.25 x 1.25 in labels. Change them in each store's form.",
    );
    const stores = await asAdmin({ method: 'GET', url: '/api/stores' });
    const invite = await asAdmin({
      method: 'POST',
      url: '/api/invites',
      payload: { role: 'store', storeIds: [stores.json()[0].id] },
    });
    expect(invite.statusCode).toBe(201);
    const after = await checklist();
    expect(after.complete).toBe(true);
    const logged = await ctx.deps.db
      .selectFrom('activity_log')
      .select(['action', 'entity_id'])
      .where('action', '=', 'setup.confirm')
      .execute();
    expect(logged.map((r) => r.entity_id).sort()).toEqual(['mail', 'printers']);
  });

  it('refuses everyone but the office', async () => {
    const store = (await asAdmin({ method: 'GET', url: '/api/stores' })).json()[0];
    for (const role of ['store', 'store_manager', 'areamanager', 'regionalmanager'] as const) {
      const reach =
        role === 'regionalmanager'
          ? { regionIds: [store.regionId] }
          : role === 'areamanager'
            ? { storeIds: [store.id] }
            : { storeId: store.id };
      const user = await createSignedInUser(ctx.app, ctx.deps, { role, ...reach });
      const as = callAs(ctx.app, user.cookie);
      expect((await as({ method: 'GET', url: '/api/setup/checklist' })).statusCode).toBe(403);
      const confirm = await as({ method: 'POST', url: '/api/setup/checklist/mail/confirm' });
      expect(confirm.statusCode).toBe(403);
    }
    const signedOut = callAs(ctx.app, undefined);
    expect((await signedOut({ method: 'GET', url: '/api/setup/checklist' })).statusCode).toBe(401);
  });
});
