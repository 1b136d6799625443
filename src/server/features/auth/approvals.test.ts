// Issue 37: amounts a store would never see from its counter need a manager, and a refused
// buyback asked for a manager's approval that a counter-signed-in device could not give. A manager
// now approves at the counter's device with their PIN; the write carries the approval and its
// record names the manager.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MANAGER_APPROVAL_CODE, MANAGER_APPROVAL_HEADER } from '../../../shared/http';
import { APPROVAL_MESSAGES as M, APPROVAL_TTL_MS } from '../../../shared/manager-approval';
import { aboveCounterLimit } from '../../../shared/store-money';
import { buildBuybackForm, multipartBody, validImei } from '../../testing/device-factories';
import {
  createRegionRow,
  createSignedInUser,
  createStoreRow,
  TEST_PASSWORD,
} from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';
import { createItemRow, receiveStock } from '../../testing/inventory-factories';
import { buildRepairInput } from '../../testing/repair-factories';

const ctx = useTestApp();

const LIMIT_CENTS = 100_000;
let storeId: string;
let clerk: { id: string; username: string; call: Call };
let manager: { id: string; username: string; call: Call };
let otherManager: { username: string };

async function person(role: string, store: string | null, pin?: string) {
  const made = await createSignedInUser(ctx.app, ctx.deps, {
    role,
    ...(store ? { storeId: store } : {}),
  });
  const call = callAs(ctx.app, made.cookie);
  if (pin) {
    const set = await call({
      method: 'PUT',
      url: '/api/me/approval-pin',
      payload: { pin, password: TEST_PASSWORD },
    });
    expect(set.statusCode, set.body).toBe(200);
  }
  return { id: made.user.id, username: made.user.username, call };
}

beforeAll(async () => {
  const region = await createRegionRow(ctx.deps);
  storeId = (await createStoreRow(ctx.deps, region.id, { counterLimit: LIMIT_CENTS / 100 })).id;
  const otherStore = (await createStoreRow(ctx.deps, (await createRegionRow(ctx.deps)).id)).id;
  clerk = await person('store', storeId);
  manager = await person('store_manager', storeId, '482915');
  otherManager = await person('store_manager', otherStore, '771204');
});

const approve = (call: Call, username: string, pin: string) =>
  call({ method: 'POST', url: '/api/manager-approvals', payload: { username, pin } });

async function approvalToken(): Promise<string> {
  const res = await approve(clerk.call, manager.username, '482915');
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ token: string }>().token;
}

const checkIn = async () => {
  const res = await clerk.call({
    method: 'POST',
    url: '/api/repair-waivers',
    payload: buildRepairInput({ storeId, estimatedCost: 2_000 }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
};

const pay = (repairId: string, amount: number, headers: Record<string, string> = {}) =>
  clerk.call({
    method: 'POST',
    url: `/api/repair-waivers/${repairId}/payments`,
    headers,
    payload: { id: randomUUID(), kind: 'deposit', parts: [{ method: 'cash', amount }] },
  });

const ledgerRowsOf = async (repairId: string) =>
  (
    await ctx.deps.db
      .selectFrom('payments')
      .select('id')
      .where('repair_id', '=', repairId)
      .execute()
  ).length;

const lastActivity = async (action: string) => {
  const row = await ctx.deps.db
    .selectFrom('activity_log')
    .select(['user_id', 'details'])
    .where('action', '=', action)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return {
    userId: row.user_id,
    details: JSON.parse(row.details ?? '{}') as Record<string, unknown>,
  };
};

describe('PUT /api/me/approval-pin', () => {
  it('sets the PIN only with the right password, digits only, and not for a counter', async () => {
    const put = (call: Call, payload: Record<string, unknown>) =>
      call({ method: 'PUT', url: '/api/me/approval-pin', payload });
    const wrong = await put(manager.call, { pin: '482915', password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ password: M.wrongPassword });
    for (const pin of ['12', '12a4', '123456789']) {
      const bad = await put(manager.call, { pin, password: TEST_PASSWORD });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toEqual({ pin: M.pin });
    }
    const counter = await put(clerk.call, { pin: '1234', password: TEST_PASSWORD });
    expect(counter.statusCode).toBe(403);
  });
});

describe('POST /api/manager-approvals', () => {
  it("gives the signed-in person a manager's approval for their store, and logs it", async () => {
    const res = await approve(clerk.call, manager.username, '482915');
    expect(res.statusCode).toBe(201);
    const body = res.json<{ managerName: string; expiresAt: string }>();
    expect(new Date(body.expiresAt).getTime() - ctx.clock.now().getTime()).toBe(APPROVAL_TTL_MS);
    const logged = await lastActivity('approval.given');
    expect(logged.userId).toBe(manager.id);
  });

  it('refuses a wrong PIN, a counter, a manager of another store and approving oneself', async () => {
    expect((await approve(clerk.call, manager.username, '000000')).json().error).toBe(M.wrongPin);
    const counterPin = await approve(manager.call, clerk.username, '1234');
    expect(counterPin.statusCode).toBe(403);
    const other = await approve(clerk.call, otherManager.username, '771204');
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toBe(M.outOfReach);
    const self = await approve(manager.call, manager.username, '482915');
    expect(self.json().error).toBe(M.notForYourself);
  });

  it('names a manager who has set no PIN yet', async () => {
    const fresh = await person('store_manager', storeId);
    const res = await approve(clerk.call, fresh.username, '1234');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ username: M.noPin });
  });

  it("locks a manager's PIN after 5 wrong ones, even for the right PIN, and a new PIN unlocks it", async () => {
    const target = await person('store_manager', storeId, '246810');
    for (let i = 0; i < 5; i += 1) {
      expect((await approve(clerk.call, target.username, '999999')).statusCode).toBe(403);
    }
    const locked = await approve(clerk.call, target.username, '246810');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    expect((await lastActivity('approval.pin_locked')).userId).toBe(target.id);
  });
});

describe("a payment above the store's counter limit", () => {
  it('is refused for the counter with the code that asks for a manager, and nothing is stored', async () => {
    const repairId = await checkIn();
    const res = await pay(repairId, 1_500);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: MANAGER_APPROVAL_CODE,
      error: aboveCounterLimit('payment', LIMIT_CENTS),
    });
    expect(await ledgerRowsOf(repairId)).toBe(0);
    expect((await pay(repairId, 1_000)).statusCode).toBe(200);
  });

  it("goes through with a manager's approval, and the record names the manager", async () => {
    const repairId = await checkIn();
    const res = await pay(repairId, 1_500, { [MANAGER_APPROVAL_HEADER]: await approvalToken() });
    expect(res.statusCode, res.body).toBe(200);
    const logged = await lastActivity('repair.payment');
    expect(logged.userId).toBe(clerk.id);
    expect(logged.details).toMatchObject({ approvedById: manager.id });
  });

  it('refuses an approval that is expired, altered, or given to someone else', async () => {
    const repairId = await checkIn();
    const token = await approvalToken();
    const altered = await pay(repairId, 1_500, { [MANAGER_APPROVAL_HEADER]: `${token}x` });
    expect(altered.json().error).toBe(M.invalid);
    const another = await person('store', storeId);
    const theirs = await another.call({
      method: 'POST',
      url: `/api/repair-waivers/${repairId}/payments`,
      headers: { [MANAGER_APPROVAL_HEADER]: token },
      payload: { id: randomUUID(), kind: 'deposit', parts: [{ method: 'cash', amount: 1_500 }] },
    });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().error).toBe(M.invalid);
    ctx.clock.advance(APPROVAL_TTL_MS + 1);
    const late = await pay(repairId, 1_500, { [MANAGER_APPROVAL_HEADER]: token });
    expect(late.statusCode).toBe(403);
    expect(late.json().error).toBe(M.expired);
    expect(await ledgerRowsOf(repairId)).toBe(0);
  });

  it('is the manager’s own to take without an approval', async () => {
    const repairId = await checkIn();
    const res = await manager.call({
      method: 'POST',
      url: `/api/repair-waivers/${repairId}/payments`,
      payload: { id: randomUUID(), kind: 'deposit', parts: [{ method: 'cash', amount: 1_500 }] },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('the counter limit on sales and buyback payouts', () => {
  it('holds a quick sale above the limit for a manager', async () => {
    const item = await createItemRow(ctx.deps, {
      kind: 'accessory',
      priceCents: 60_000,
      taxed: false,
    });
    await receiveStock(ctx.deps, storeId, item.id, 4, 10_000);
    const body = {
      storeId,
      lines: [{ itemId: item.id, quantity: 2 }],
      payment: [{ method: 'card', amount: 1_200, reference: '4242' }],
    };
    const sell = (headers: Record<string, string> = {}) =>
      clerk.call({
        method: 'POST',
        url: '/api/counter-sales',
        headers,
        payload: { id: randomUUID(), ...body },
      });
    const refused = await sell();
    expect(refused.json()).toMatchObject({
      code: MANAGER_APPROVAL_CODE,
      error: aboveCounterLimit('sale', LIMIT_CENTS),
    });
    const approved = await sell({ [MANAGER_APPROVAL_HEADER]: await approvalToken() });
    expect(approved.statusCode, approved.body).toBe(201);
  });

  it('holds a device sale above the limit, tax included, for a manager', async () => {
    const form = {
      fields: {
        storeId,
        customerName: 'Bea Buyer',
        deviceBrand: 'Apple',
        deviceModel: 'iPhone 16 Pro Max',
        salePrice: '1000',
        paymentMethod: 'card',
        id: randomUUID(),
      },
      files: {},
    };
    const send = (headers: Record<string, string> = {}) => {
      const { payload, headers: multipart } = multipartBody(form);
      return clerk.call({
        method: 'POST',
        url: '/api/device-sales',
        payload,
        headers: { ...multipart, ...headers },
      });
    };
    await ctx.deps.db
      .updateTable('stores')
      .set({ tax_rate_ppm: 80_000 })
      .where('id', '=', storeId)
      .execute();
    const refused = await send();
    expect(refused.json()).toMatchObject({ code: MANAGER_APPROVAL_CODE });
    const approved = await send({ [MANAGER_APPROVAL_HEADER]: await approvalToken() });
    expect(approved.statusCode, approved.body).toBe(201);
    await ctx.deps.db
      .updateTable('stores')
      .set({ tax_rate_ppm: 0 })
      .where('id', '=', storeId)
      .execute();
  });

  it('holds a buyback payout above the limit for a manager, and stores nothing until approved', async () => {
    const form = buildBuybackForm({
      storeId,
      id: randomUUID(),
      imei: validImei(),
      finalAmount: '1200.00',
    });
    const send = (headers: Record<string, string> = {}) => {
      const { payload, headers: multipart } = multipartBody(form);
      return clerk.call({
        method: 'POST',
        url: '/api/device-purchases',
        payload,
        headers: { ...multipart, ...headers },
      });
    };
    const refused = await send();
    expect(refused.json()).toMatchObject({
      code: MANAGER_APPROVAL_CODE,
      error: aboveCounterLimit('payout', LIMIT_CENTS),
    });
    const stored = await ctx.deps.db
      .selectFrom('device_purchases')
      .select('id')
      .where('id', '=', form.fields.id!)
      .execute();
    expect(stored).toEqual([]);
    const approved = await send({ [MANAGER_APPROVAL_HEADER]: await approvalToken() });
    expect(approved.statusCode, approved.body).toBe(201);
  });
});

describe('the approval header', () => {
  it('is refused on a read', async () => {
    const res = await clerk.call({
      method: 'GET',
      url: '/api/user',
      headers: { [MANAGER_APPROVAL_HEADER]: await approvalToken() },
    });
    expect(res.statusCode).toBe(400);
  });
});
