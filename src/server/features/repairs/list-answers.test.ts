import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RepairList, RepairWaiver } from '../../../shared/repairs';
import { buildApp, type App } from '../../app';
import { openDb } from '../../db';
import { answerVersion } from '../../db/answer-versions';
import { createRegionRow, createSignedInUser, createStoreRow } from '../../testing/factories';
import { callAs, fromItsOwnPages, useTestApp, type Call } from '../../testing/harness';
import { buildRepairInput } from '../../testing/repair-factories';

// The repair lists are served from answers kept until a write changes them (decision 022): these
// tests prove every kind of write shows at once, whichever path or process made it.
const ctx = useTestApp();
let storeA: string;
let storeB: string;
let asClerkA: Call;
let asClerkB: Call;
let asRegional: Call;
let clerkA: { id: string; cookie: string };

const list = async (call: Call, url = '/api/repair-waivers?limit=50'): Promise<RepairWaiver[]> => {
  const res = await call({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return (res.json() as RepairList).waivers;
};
const checkIn = async (call: Call, overrides = {}): Promise<RepairWaiver> => {
  const res = await call({
    method: 'POST',
    url: '/api/repair-waivers',
    payload: buildRepairInput(overrides),
  });
  expect(res.statusCode).toBe(201);
  return res.json();
};
const reachOf = (storeId: string) => ({ all: false as const, storeIds: [storeId] });

beforeAll(async () => {
  const region = await createRegionRow(ctx.deps);
  storeA = (await createStoreRow(ctx.deps, region.id, { name: 'Techy Buckhead' })).id;
  storeB = (await createStoreRow(ctx.deps, region.id, { name: 'Techy Midtown' })).id;
  const a = await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId: storeA });
  clerkA = { id: a.user.id, cookie: a.cookie };
  asClerkA = callAs(ctx.app, a.cookie);
  asClerkB = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId: storeB })).cookie,
  );
  asRegional = callAs(
    ctx.app,
    (
      await createSignedInUser(ctx.app, ctx.deps, {
        role: 'regionalmanager',
        regionIds: [region.id],
      })
    ).cookie,
  );
});

describe('the repair lists after a write', () => {
  it('show a check-in at once, and the same answer until the next write', async () => {
    const before = await list(asClerkA);
    const w = await checkIn(asClerkA, { customerName: 'Nia Brooks' });
    const after = await list(asClerkA);
    expect(after.map((r) => r.id)).toEqual([w.id, ...before.map((r) => r.id)]);
    const again = await asClerkA({ method: 'GET', url: '/api/repair-waivers?limit=50' });
    expect(again.json()).toEqual({ waivers: after });
    expect(again.headers['x-next-cursor']).toBeUndefined();
  });

  it("send the next page's cursor in the header, from a kept answer too", async () => {
    await checkIn(asClerkA);
    await checkIn(asClerkA);
    const first = await asClerkA({ method: 'GET', url: '/api/repair-waivers?limit=1' });
    const kept = await asClerkA({ method: 'GET', url: '/api/repair-waivers?limit=1' });
    const cursor = first.headers['x-next-cursor'];
    expect(cursor).toEqual(expect.any(String));
    expect(kept.headers['x-next-cursor']).toBe(cursor);
    const next = await asClerkA({
      method: 'GET',
      url: `/api/repair-waivers?limit=1&cursor=${cursor}`,
    });
    expect(next.json().waivers[0].id).not.toBe(first.json().waivers[0].id);
  });

  it('show a status change at once, in the list and the pickup queue', async () => {
    const w = await checkIn(asClerkA);
    const queue = async () =>
      ((await asClerkA({ method: 'GET', url: '/api/pickup-queue' })).json() as RepairWaiver[]).map(
        (r) => `${r.id}:${r.status}`,
      );
    expect(await queue()).toContain(`${w.id}:received`);
    const res = await asClerkA({
      method: 'PUT',
      url: `/api/repair-waivers/${w.id}/status`,
      payload: { status: 'completed' },
    });
    expect(res.statusCode).toBe(200);
    expect((await list(asClerkA)).find((r) => r.id === w.id)?.status).toBe('completed');
    expect(await queue()).toContain(`${w.id}:completed`);
  });

  it("keep a store's version through another store's check-in, which the region's list shows", async () => {
    await list(asRegional);
    const versionA = await answerVersion(ctx.deps.db, reachOf(storeA));
    const versionB = await answerVersion(ctx.deps.db, reachOf(storeB));
    const w = await checkIn(asClerkB);
    expect(await answerVersion(ctx.deps.db, reachOf(storeA))).toBe(versionA);
    expect(await answerVersion(ctx.deps.db, reachOf(storeB))).not.toBe(versionB);
    expect((await list(asRegional)).map((r) => r.id)).toContain(w.id);
    expect((await list(asClerkA)).map((r) => r.id)).not.toContain(w.id);
  });

  it('show what other tables lend the list, changed by any path: opt-out, store name, author', async () => {
    const w = await checkIn(asClerkA);
    const shown = async () => (await list(asClerkA)).find((r) => r.id === w.id)!;
    await shown();
    await ctx.deps.db
      .updateTable('customers')
      .set({ notify_opt_out: 1 })
      .where('id', '=', w.customerId)
      .execute();
    expect((await shown()).notifyOptOut).toBe(true);
    await ctx.deps.db
      .updateTable('stores')
      .set({ name: 'Techy Buckhead West' })
      .where('id', '=', storeA)
      .execute();
    expect((await shown()).storeName).toBe('Techy Buckhead West');
    await ctx.deps.db
      .updateTable('users')
      .set({ first_name: 'Renamed' })
      .where('id', '=', clerkA.id)
      .execute();
    expect((await shown()).createdByName).toMatch(/^Renamed /);
  });

  it('keep their version when a customer changes in a way no list shows', async () => {
    const w = await checkIn(asClerkA);
    const version = await answerVersion(ctx.deps.db, reachOf(storeA));
    await ctx.deps.db
      .updateTable('customers')
      .set({ email: 'new@example.com' })
      .where('id', '=', w.customerId)
      .execute();
    expect(await answerVersion(ctx.deps.db, reachOf(storeA))).toBe(version);
  });

  it('keep their version when a write is rolled back', async () => {
    const version = await answerVersion(ctx.deps.db, reachOf(storeA));
    await expect(
      ctx.deps.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('repair_waivers')
          .set({ device_color: 'Red' })
          .where('store_id', '=', storeA)
          .execute();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await answerVersion(ctx.deps.db, reachOf(storeA))).toBe(version);
  });

  it('show a write made by another app process on the same database', async () => {
    const other = openDb(ctx.db.url);
    let second: App | undefined;
    try {
      second = fromItsOwnPages(await buildApp({ ...ctx.deps, db: other.db }));
      await list(asClerkA);
      const w = await checkIn(callAs(second, clerkA.cookie), { customerName: 'Other Process' });
      expect((await list(asClerkA))[0]?.id).toBe(w.id);
    } finally {
      await second?.close();
      await other.db.destroy();
    }
  });

  it('are gzipped for a client that takes gzip, to the same JSON', async () => {
    await checkIn(asClerkA);
    const plain = await asClerkA({ method: 'GET', url: '/api/repair-waivers?limit=50' });
    const zipped = await asClerkA({
      method: 'GET',
      url: '/api/repair-waivers?limit=50',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers).toMatchObject({
      'content-encoding': 'gzip',
      'content-type': 'application/json; charset=utf-8',
      vary: 'accept-encoding',
    });
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
  });
});
