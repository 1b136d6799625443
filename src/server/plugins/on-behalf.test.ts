import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../shared/ids';
import { OFFLINE_WRITE_ROUTES, ON_BEHALF_HEADER } from '../../shared/http';
import { buildBuybackForm, multipartBody } from '../testing/device-factories';
import {
  createRegionRow,
  createSignedInUser,
  createStoreRow,
  createUserRow,
} from '../testing/factories';
import { callAs, useTestApp, type Call } from '../testing/harness';
import { buildRepairInput } from '../testing/repair-factories';

/**
 * A shared counter device keeps the changes someone saved offline; a manager may send them for
 * that person (issue 22, item 13). The header names the person; the write is theirs, and the
 * activity log says who sent it.
 */
const ctx = useTestApp();
let storeA: string;
let counter: { id: string };
let asManager: Call;
let asAreaManager: Call;
let asColleague: Call;
let asOtherStoreManager: Call;
let asAdmin: Call;
let adminId: string;
let otherStoreCounter: { id: string };

beforeAll(async () => {
  const region = await createRegionRow(ctx.deps);
  storeA = (await createStoreRow(ctx.deps, region.id)).id;
  const storeB = (await createStoreRow(ctx.deps, (await createRegionRow(ctx.deps)).id)).id;
  counter = await createUserRow(ctx.deps, {
    role: 'store',
    storeId: storeA,
    firstName: 'Morgan',
    lastName: 'Blake',
  });
  otherStoreCounter = await createUserRow(ctx.deps, { role: 'store', storeId: storeB });
  const signedIn = async (overrides: Record<string, unknown>) =>
    callAs(ctx.app, (await createSignedInUser(ctx.app, ctx.deps, overrides)).cookie);
  asManager = await signedIn({
    role: 'store_manager',
    storeId: storeA,
    firstName: 'Sam',
    lastName: 'Lee',
  });
  asAreaManager = await signedIn({ role: 'areamanager', storeIds: [storeA] });
  asColleague = await signedIn({ role: 'store', storeId: storeA });
  asOtherStoreManager = await signedIn({ role: 'store_manager', storeId: storeB });
  const admin = await createSignedInUser(ctx.app, ctx.deps, { role: 'admin' });
  asAdmin = callAs(ctx.app, admin.cookie);
  adminId = admin.user.id;
});

const forCounter = (userId = counter.id) => ({ [ON_BEHALF_HEADER]: userId });
const checkInFor = (call: Call, userId = counter.id) =>
  call({
    method: 'POST',
    url: '/api/repair-waivers',
    headers: forCounter(userId),
    payload: buildRepairInput({ id: newId() }),
  });

/** The activity log's entries about one record, as the office reads them. */
async function logOf(entityId: string) {
  const page = (await asAdmin({ method: 'GET', url: '/api/admin/activity?limit=200' })).json() as {
    entries: {
      action: string;
      entityId: string | null;
      userId: string | null;
      userName: string | null;
      details: Record<string, unknown> | null;
    }[];
  };
  return page.entries.filter((e) => e.entityId === entityId);
}

describe('a manager sending changes saved on a device for the person who made them', () => {
  it("stores each kind of saved change as that person's, logged as sent by the manager", async () => {
    const created = await checkInFor(asManager);
    expect(created.statusCode).toBe(201);
    const repair = created.json() as { id: string; createdBy: string; storeId: string };
    expect(repair).toMatchObject({ createdBy: counter.id, storeId: storeA });

    const status = await asManager({
      method: 'PUT',
      url: `/api/repair-waivers/${repair.id}/status`,
      headers: forCounter(),
      payload: { status: 'completed', fromStatus: 'received' },
    });
    expect(status.statusCode).toBe(200);
    expect(status.json().history.at(-1)).toMatchObject({ changedByName: 'Morgan Blake' });

    const buybackForm = multipartBody(buildBuybackForm({ id: newId() }));
    const buyback = await asManager({
      method: 'POST',
      url: '/api/device-purchases',
      payload: buybackForm.payload,
      headers: { ...buybackForm.headers, ...forCounter() },
    });
    expect(buyback.statusCode, buyback.body).toBe(201);
    expect(buyback.json().createdBy).toBe(counter.id);

    const saleForm = multipartBody({
      fields: {
        id: newId(),
        customerName: 'Bea Buyer',
        deviceBrand: 'Samsung',
        deviceModel: 'Galaxy S23',
        salePrice: '399',
        paymentMethod: 'card',
      },
      files: {},
    });
    const sale = await asManager({
      method: 'POST',
      url: '/api/device-sales',
      payload: saleForm.payload,
      headers: { ...saleForm.headers, ...forCounter() },
    });
    expect(sale.statusCode, sale.body).toBe(201);
    expect(sale.json().createdBy).toBe(counter.id);

    const sentBy = { sentById: expect.any(String), sentByName: 'Sam Lee' };
    const repairLog = await logOf(repair.id);
    expect(repairLog.map((e) => e.action).sort()).toEqual(['repair.create', 'repair.status']);
    for (const entry of repairLog) {
      expect(entry).toMatchObject({ userId: counter.id, userName: 'Morgan Blake' });
      expect(entry.details).toMatchObject(sentBy);
    }
    for (const id of [buyback.json().id as string, sale.json().id as string]) {
      const [entry] = await logOf(id);
      expect(entry).toMatchObject({ userId: counter.id, details: sentBy });
    }
  });

  it('lets an area manager over the store and the office send them too', async () => {
    expect((await checkInFor(asAreaManager)).statusCode).toBe(201);
    expect((await checkInFor(asAdmin)).statusCode).toBe(201);
  });

  it("logs one's own changes sent with one's own name as plain changes", async () => {
    const manager = (await asManager({ method: 'GET', url: '/api/user' })).json() as { id: string };
    const own = await checkInFor(asManager, manager.id);
    expect(own.statusCode).toBe(201);
    expect(own.json().createdBy).toBe(manager.id);
    const [entry] = await logOf(own.json().id as string);
    expect(entry!.details).toBeNull();
  });
});

describe('who may not send them', () => {
  it('refuses counter staff, a manager of another store, and anyone above the manager', async () => {
    const refusals: [Call, string, string][] = [
      [
        asColleague,
        counter.id,
        'Only a store manager or above can send changes saved by someone else.',
      ],
      [
        asOtherStoreManager,
        counter.id,
        'You can send saved changes only for people of the stores you manage.',
      ],
      [
        asManager,
        otherStoreCounter.id,
        'You can send saved changes only for people of the stores you manage.',
      ],
      [asManager, adminId, 'You can send saved changes only for people of the stores you manage.'],
    ];
    for (const [call, userId, message] of refusals) {
      const input = buildRepairInput({ id: newId() });
      const res = await call({
        method: 'POST',
        url: '/api/repair-waivers',
        headers: forCounter(userId),
        payload: input,
      });
      expect(res.statusCode, message).toBe(403);
      expect(res.json().error).toBe(message);
      // Nothing was stored under anyone's name.
      expect(await logOf(input.id!)).toEqual([]);
    }
  });

  it('refuses a person whose account was closed, and an unknown person', async () => {
    const leaver = await createUserRow(ctx.deps, { role: 'store', storeId: storeA });
    await ctx.deps.db
      .updateTable('users')
      .set({ disabled: 1 })
      .where('id', '=', leaver.id)
      .execute();
    for (const userId of [leaver.id, newId()]) {
      const res = await checkInFor(asManager, userId);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(
        "This person's account is closed, so the changes they saved cannot be sent.",
      );
    }
  });

  it('accepts the header only on the writes a device saves for later', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/repair-waivers' },
      { method: 'POST' as const, url: '/api/daily-sales-reports', payload: {} },
    ]) {
      const res = await asManager({ ...request, headers: forCounter() });
      expect(res.statusCode, request.url).toBe(400);
      expect(res.json().error).toBe('Only changes saved on a device can be sent for someone else.');
    }
  });

  it('is refused on every route of the catalogue but the offline writes, which are all there', async () => {
    const catalogue = ctx.app.routeCatalog.map((route) => `${route.method} ${route.url}`);
    for (const route of OFFLINE_WRITE_ROUTES) expect(catalogue).toContain(route);
    const failures: string[] = [];
    for (const route of ctx.app.routeCatalog) {
      expect(route.onBehalf).toBe(OFFLINE_WRITE_ROUTES.includes(`${route.method} ${route.url}`));
      if (route.onBehalf || route.access === 'public') continue;
      const res = await asManager({
        method: route.method as 'GET',
        url: route.url.replace(/:(\w+)/g, 'no-such-$1'),
        headers: forCounter(),
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      const refused =
        res.statusCode === 400 &&
        res.json().error === 'Only changes saved on a device can be sent for someone else.';
      // A route the manager may not use at all is refused before the header is read.
      if (!refused && res.statusCode !== 403) {
        failures.push(`${route.method} ${route.url}: ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("refuses to send a counter's changes while the daily report keeps them signed out", async () => {
    const filed = await asManager({
      method: 'POST',
      url: '/api/daily-sales-reports',
      payload: { cashAmount: '100' },
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const res = await checkInFor(asManager);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(
      'Morgan Blake is signed out until morning: the daily report closed the day. ' +
        'Their saved changes go when they sign in again, or you can discard them.',
    );
  });

  it('still needs the manager to be signed in', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/repair-waivers',
      headers: forCounter(),
      payload: buildRepairInput({ id: newId() }),
    });
    expect(res.statusCode).toBe(401);
  });
});
