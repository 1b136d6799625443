import { beforeAll, describe, expect, it } from 'vitest';
import { BUYBACK_RULE_MESSAGES, HOLD_MESSAGES } from '../../../shared/buyback-rules';
import type { StockItem } from '../../../shared/stock';
import {
  buildBuybackForm,
  multipartBody,
  PDF_BYTES,
  PNG_BYTES,
  validImei,
} from '../../testing/device-factories';
import {
  createRegionRow,
  createSignedInUser,
  createStoreRow,
  signIn,
} from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';

/**
 * Buyback holds (issue 26): a store's hold period keeps a bought device from sale until it ends,
 * whether the clerk picks it from stock or types its IMEI; only the office ends one early.
 */
const ctx = useTestApp();
let storeId: string;
let asAdmin: Call;
let asCeo: Call;
let asManager: Call;
let asAreaManager: Call;
let asClerk: Call;

let usernames: Record<'admin' | 'ceo' | 'manager' | 'area' | 'clerk', string>;

beforeAll(async () => {
  const region = await createRegionRow(ctx.deps);
  storeId = (await createStoreRow(ctx.deps, region.id, { timezone: 'America/New_York' })).id;
  const user = async (overrides: Record<string, unknown>) =>
    (await createSignedInUser(ctx.app, ctx.deps, overrides)).user.username;
  usernames = {
    admin: await user({ role: 'admin' }),
    ceo: await user({ role: 'ceo' }),
    manager: await user({ role: 'store_manager', storeId }),
    area: await user({ role: 'areamanager', storeIds: [storeId] }),
    clerk: await user({ role: 'store', storeId }),
  };
  await at('2026-11-20T15:00:00.000Z'); // 10:00 AM in New York
});

/** Moves the clock and signs everyone in again: a jump of days ends idle sessions. */
async function at(instant: string) {
  ctx.clock.set(instant);
  const as = async (name: string) => callAs(ctx.app, await signIn(ctx.app, name));
  asAdmin = await as(usernames.admin);
  asCeo = await as(usernames.ceo);
  asManager = await as(usernames.manager);
  asAreaManager = await as(usernames.area);
  asClerk = await as(usernames.clerk);
}

const setRules = (call: Call, payload: Record<string, unknown>) =>
  call({ method: 'PATCH', url: `/api/stores/${storeId}`, payload });
const buyback = async () => {
  const res = await asClerk({
    method: 'POST',
    url: '/api/device-purchases',
    ...multipartBody(buildBuybackForm({ imei: validImei() })),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ stockItemId: string; imei: string }>();
};
const item = async (id: string) =>
  (await asClerk({ method: 'GET', url: '/api/stock?status=in_stock' }))
    .json<StockItem[]>()
    .find((s) => s.id === id)!;
const sell = (fields: Record<string, string>) =>
  asClerk({
    method: 'POST',
    url: '/api/device-sales',
    ...multipartBody({
      fields: { customerName: 'Bea Buyer', salePrice: '399.00', paymentMethod: 'card', ...fields },
      files: { customerSignature: [PNG_BYTES], paymentReceipts: [PDF_BYTES] },
    }),
  });
const sales = async () =>
  Number(
    (
      await ctx.deps.db
        .selectFrom('device_sales')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const release = (call: Call, id: string, reason = 'The police cleared it (case 26-1187).') =>
  call({ method: 'POST', url: `/api/stock/${id}/release-hold`, payload: { reason } });

describe('buyback holds', () => {
  it("are each store's rule, set by the office and refused with the field's message", async () => {
    const res = await setRules(asAdmin, { buybackHoldDays: 10 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ buybackHoldDays: 10 });
    const bad = await setRules(asAdmin, { buybackHoldDays: 120 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.buybackHoldDays).toBe(BUYBACK_RULE_MESSAGES.holdDays);
    expect((await setRules(asManager, { buybackHoldDays: 0 })).statusCode).toBe(403);
  });

  it('keep a device bought back from sale until the day after the hold, from stock or typed in', async () => {
    const bought = await buyback();
    expect(await item(bought.stockItemId)).toMatchObject({
      holdUntil: '2026-11-29',
      onHold: true,
      holdRelease: null,
    });
    const before = await sales();
    const fromStock = await sell({ stockItemId: bought.stockItemId });
    expect(fromStock.statusCode).toBe(400);
    expect(fromStock.json().fields.stockItemId).toBe(
      HOLD_MESSAGES.saleRefused('11/29/2026', '11/30/2026'),
    );
    const typed = await sell({ deviceBrand: 'Apple', deviceModel: 'iPhone 14', imei: bought.imei });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().fields.imei).toBe(HOLD_MESSAGES.saleRefused('11/29/2026', '11/30/2026'));
    // Nor can it leave stock some other way while held.
    const returned = await asManager({
      method: 'PATCH',
      url: `/api/stock/${bought.stockItemId}`,
      payload: { status: 'returned' },
    });
    expect(returned.statusCode).toBe(409);
    expect(await sales()).toBe(before);

    await at('2026-11-30T04:59:00.000Z'); // 11:59 PM on Nov 29 in New York
    expect((await sell({ stockItemId: bought.stockItemId })).statusCode).toBe(400);
    await at('2026-11-30T05:00:00.000Z'); // midnight: Nov 30 in New York
    expect((await item(bought.stockItemId)).onHold).toBe(false);
    expect((await sell({ stockItemId: bought.stockItemId })).statusCode).toBe(201);
  });

  it('keep the rule a purchase was made under when the store changes it later', async () => {
    await at('2026-11-20T15:00:00.000Z');
    const bought = await buyback();
    expect((await setRules(asAdmin, { buybackHoldDays: 0 })).statusCode).toBe(200);
    expect(await item(bought.stockItemId)).toMatchObject({ holdUntil: '2026-11-29', onHold: true });
    const after = await buyback();
    expect(await item(after.stockItemId)).toMatchObject({ holdUntil: null, onHold: false });
    await setRules(asAdmin, { buybackHoldDays: 10 });
  });

  it('end early only by an office role, with a reason, in the activity log', async () => {
    await at('2026-11-20T15:00:00.000Z');
    const bought = await buyback();
    for (const call of [asClerk, asManager, asAreaManager])
      expect((await release(call, bought.stockItemId)).statusCode).toBe(403);
    const short = await release(asCeo, bought.stockItemId, 'ok');
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.reason).toBe(HOLD_MESSAGES.releaseReason);
    expect((await item(bought.stockItemId)).onHold).toBe(true);

    const res = await release(asCeo, bought.stockItemId);
    expect(res.statusCode).toBe(200);
    expect(res.json<StockItem>()).toMatchObject({
      onHold: false,
      holdUntil: '2026-11-29',
      holdRelease: { reason: 'The police cleared it (case 26-1187).' },
    });
    expect((await release(asAdmin, bought.stockItemId)).statusCode).toBe(409);
    const logged = await ctx.deps.db
      .selectFrom('activity_log')
      .select(['details'])
      .where('action', '=', 'stock.hold_release')
      .where('entity_id', '=', bought.stockItemId)
      .execute();
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]!.details!)).toMatchObject({ holdUntil: '2026-11-29' });
    expect((await sell({ stockItemId: bought.stockItemId })).statusCode).toBe(201);
  });
});
