import { beforeAll, describe, expect, it } from 'vitest';
import { imeiCheckDigit, type ImeiFlag } from '../../../shared/imei';
import { createRegionRow, createSignedInUser, createStoreRow } from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';
import { buybackBlockers, describeBlockers } from './service';
import { insertStock } from './test-rows';

const ctx = useTestApp();
let midtown: string;
let asManager: Call;
let asClerk: Call;
let asOtherManager: Call;

let serial = 0;
/** A fresh valid IMEI per test, so flags of one test never show in another. */
function freshImei(): string {
  serial += 1;
  const first14 = `35${String(serial).padStart(12, '0')}`;
  return `${first14}${imeiCheckDigit(first14)}`;
}

const flag = (as: Call, imei: string, payload: Record<string, unknown>) =>
  as({ method: 'POST', url: `/api/imei/${imei}/flags`, payload });
const clear = (as: Call, id: string, reason: string) =>
  as({ method: 'POST', url: `/api/imei/flags/${id}/clear`, payload: { reason } });
const activity = (action: string, entityId: string) =>
  ctx.deps.db
    .selectFrom('activity_log')
    .selectAll()
    .where('action', '=', action)
    .where('entity_id', '=', entityId)
    .execute();

beforeAll(async () => {
  const region = await createRegionRow(ctx.deps);
  midtown = (await createStoreRow(ctx.deps, region.id, { name: 'Techy Midtown' })).id;
  const buckhead = (await createStoreRow(ctx.deps, region.id, { name: 'Techy Buckhead' })).id;
  const as = async (role: string, storeId: string) =>
    callAs(ctx.app, (await createSignedInUser(ctx.app, ctx.deps, { role, storeId })).cookie);
  asManager = await as('store_manager', midtown);
  asClerk = await as('store', midtown);
  asOtherManager = await as('store_manager', buckhead);
});

describe('POST /api/imei/:imei/flags', () => {
  it('lets a manager flag a device for the whole chain, on behalf of their store', async () => {
    const imei = freshImei();
    const res = await flag(asManager, imei, { kind: 'stolen', reason: 'Taken from the counter' });
    expect(res.statusCode).toBe(201);
    const created = res.json() as ImeiFlag;
    expect(created).toMatchObject({
      imei,
      kind: 'stolen',
      reason: 'Taken from the counter',
      active: true,
      storeName: 'Techy Midtown',
      createdByName: 'Pat Lee',
      clearedAt: null,
    });
    expect(await activity('imei.flag', created.id)).toHaveLength(1);
    const seen = await asClerk({ method: 'GET', url: `/api/imei/${imei}` });
    expect(seen.json().flags).toEqual([created]);
  });

  it('is refused to a store clerk and to a signed-out caller', async () => {
    const body = { kind: 'lost', reason: 'Customer lost it' };
    expect((await flag(asClerk, freshImei(), body)).statusCode).toBe(403);
    const signedOut = await ctx.app.inject({
      method: 'POST',
      url: `/api/imei/${freshImei()}/flags`,
      payload: body,
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('refuses a malformed IMEI or reason with the field message', async () => {
    const bad = await flag(asManager, '490154203237519', { kind: 'lost', reason: 'Lost it' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      imei: 'The IMEI check digit is wrong: check the number again',
    });
    const noReason = await flag(asManager, freshImei(), { kind: 'lost', reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields.reason).toBe('Say why the device is flagged');
    const noKind = await flag(asManager, freshImei(), { kind: 'broken', reason: 'Dropped' });
    expect(noKind.json().fields.kind).toBe('Choose lost, stolen or disputed');
  });
});

describe('POST /api/imei/flags/:id/clear', () => {
  it('clears a flag once, keeps it on record, and lists active flags first', async () => {
    const imei = freshImei();
    const older = (await flag(asManager, imei, { kind: 'lost', reason: 'Lost on the bus' })).json();
    ctx.clock.advance(60_000);
    const newer = (
      await flag(asManager, imei, { kind: 'disputed', reason: 'Owner disputes' })
    ).json();
    ctx.clock.advance(60_000);
    const res = await clear(asManager, newer.id, 'Owner settled with the buyer');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: newer.id,
      active: false,
      clearedAt: ctx.clock.now().toISOString(),
    });
    expect(await activity('imei.flag_clear', newer.id)).toHaveLength(1);

    const again = await clear(asManager, newer.id, 'Owner settled with the buyer');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This flag has already been cleared.');

    const flags = (await asManager({ method: 'GET', url: `/api/imei/${imei}` })).json().flags;
    expect(flags.map((f: ImeiFlag) => [f.id, f.active])).toEqual([
      [older.id, true],
      [newer.id, false],
    ]);
  });

  it('asks why, and knows no flag it cannot see', async () => {
    const created = (
      await flag(asManager, freshImei(), { kind: 'stolen', reason: 'Break-in last night' })
    ).json();
    const short = await clear(asManager, created.id, 'ok');
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.reason).toBe('Say why the flag is cleared');
    expect((await clear(asManager, 'no-such-flag', 'Found it')).statusCode).toBe(404);
    // Another store's manager sees the flag in the report but may not lift it.
    expect((await clear(asOtherManager, created.id, 'Found it')).statusCode).toBe(404);
    expect((await clear(asClerk, created.id, 'Found it')).statusCode).toBe(403);
  });
});

describe('buybackBlockers and describeBlockers', () => {
  it('block a flagged device with its reason', async () => {
    const imei = freshImei();
    await flag(asManager, imei, { kind: 'stolen', reason: 'Taken from the counter.' });
    const blockers = await buybackBlockers(ctx.deps, imei);
    expect(blockers.flags.map((f) => f.kind)).toEqual(['stolen']);
    expect(blockers.inStockAt).toBeNull();
    expect(describeBlockers(blockers)).toBe(
      'This device is flagged as stolen: Taken from the counter.',
    );
  });

  it('block a device the chain already holds, and say both reasons when both apply', async () => {
    const imei = freshImei();
    await insertStock(ctx.deps, {
      storeId: midtown,
      imei,
      at: '2026-02-01T10:00:00.000Z',
      status: 'in_stock',
    });
    const inStock = await buybackBlockers(ctx.deps, imei);
    expect(inStock).toEqual({
      flags: [],
      inStockAt: 'Techy Midtown',
      soldSince: null,
      soldBefore: null,
    });
    expect(describeBlockers(inStock)).toBe('This device is already in stock at Techy Midtown.');

    await flag(asManager, imei, { kind: 'lost', reason: 'Reported lost' });
    expect(describeBlockers(await buybackBlockers(ctx.deps, imei))).toBe(
      'This device is flagged as lost: Reported lost. This device is already in stock at Techy Midtown.',
    );
  });

  it('let a clean device through: sold stock and cleared flags do not block', async () => {
    const imei = freshImei();
    await insertStock(ctx.deps, {
      storeId: midtown,
      imei,
      at: '2026-02-01T10:00:00.000Z',
      status: 'sold',
    });
    const created = (
      await flag(asManager, imei, { kind: 'lost', reason: 'Lost at the gym' })
    ).json();
    await clear(asManager, created.id, 'Owner found it');
    const blockers = await buybackBlockers(ctx.deps, imei);
    expect(blockers).toEqual({ flags: [], inStockAt: null, soldSince: null, soldBefore: null });
    expect(describeBlockers(blockers)).toBeNull();
  });
});
