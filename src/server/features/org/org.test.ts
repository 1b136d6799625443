import { beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES } from '../../../shared/companies';
import { BUSINESS_DAY_END_MESSAGE } from '../../../shared/org';
import { buildStoreInput, createSignedInUser } from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';

const ctx = useTestApp();
let asCeo: Call;

beforeAll(async () => {
  asCeo = callAs(ctx.app, (await createSignedInUser(ctx.app, ctx.deps, { role: 'ceo' })).cookie);
});

const count = async (table: 'regions' | 'stores') =>
  (await ctx.deps.db.selectFrom(table).select('id').execute()).length;

describe('regions and stores', () => {
  let regionId: string;

  it('creates and lists regions', async () => {
    const res = await asCeo({
      method: 'POST',
      url: '/api/regions',
      payload: { name: 'Southeast' },
    });
    expect(res.statusCode).toBe(201);
    regionId = res.json().id;
    const list = await asCeo({ method: 'GET', url: '/api/regions' });
    expect(list.json()).toEqual([expect.objectContaining({ id: regionId, name: 'Southeast' })]);
  });

  it('refuses a region without a name or with a taken name', async () => {
    const empty = await asCeo({ method: 'POST', url: '/api/regions', payload: { name: ' ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.name).toBe('Region name is required');
    const dup = await asCeo({
      method: 'POST',
      url: '/api/regions',
      payload: { name: 'Southeast' },
    });
    expect(dup.statusCode).toBe(409);
    expect(await count('regions')).toBe(1);
  });

  it('creates and lists stores with their time zone', async () => {
    const input = buildStoreInput(regionId, { storeName: 'Buckhead', timezone: 'America/Chicago' });
    const res = await asCeo({ method: 'POST', url: '/api/stores', payload: input });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      storeName: 'Buckhead',
      timezone: 'America/Chicago',
      regionId,
    });
    const list = await asCeo({ method: 'GET', url: '/api/stores' });
    expect(list.json()).toHaveLength(1);
  });

  it.each([
    [{ companyName: 'ACME' }, 'companyName', COMPANY_MESSAGES.notActive],
    [{ companyName: '' }, 'companyName', COMPANY_MESSAGES.notActive],
    [{ streetAddress: ' ' }, 'streetAddress', 'Street address is required'],
    [{ city: undefined }, 'city', 'City is required'],
    [{ state: 'Georgia' }, 'state', 'Choose a US state (two letters, e.g. GA)'],
    [{ state: 'XX' }, 'state', 'Choose a US state (two letters, e.g. GA)'],
    [{ zip: '3030' }, 'zip', 'Valid ZIP code required'],
    [{ zip: '30303-12' }, 'zip', 'Valid ZIP code required'],
    [{ phone: '555-01' }, 'phone', 'Valid phone number required'],
    [{ phone: undefined }, 'phone', 'Valid phone number required'],
    [{ email: 'shop@' }, 'email', 'Valid email required'],
    [{ website: 'not a site' }, 'website', 'Enter a web address, e.g. https://example.com'],
    [
      { website: 'javascript:alert(1)' },
      'website',
      'Enter a web address, e.g. https://example.com',
    ],
    [{ timezone: 'Europe/Paris' }, 'timezone', 'Choose a US time zone'],
    [{ name: '' }, 'name', 'Store name is required'],
    [{ brand: undefined }, 'brand', 'Brand is required'],
    [{ regionId: 'nope' }, 'regionId', 'Region not found'],
  ])('refuses store %j with a 400 on %s and stores nothing', async (overrides, field, message) => {
    const before = await count('stores');
    const res = await asCeo({
      method: 'POST',
      url: '/api/stores',
      payload: buildStoreInput(regionId, overrides),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(await count('stores')).toBe(before);
  });

  it('refuses a second store with the same short name', async () => {
    const res = await asCeo({
      method: 'POST',
      url: '/api/stores',
      payload: buildStoreInput(regionId, { storeName: 'Buckhead' }),
    });
    expect(res.statusCode).toBe(409);
  });

  it('lists for any signed-in user only the stores within their reach', async () => {
    const stores = (await asCeo({ method: 'GET', url: '/api/stores' })).json() as { id: string }[];
    const other = (
      await asCeo({
        method: 'POST',
        url: '/api/stores',
        payload: buildStoreInput(regionId, { storeName: 'Midtown' }),
      })
    ).json();
    const clerk = await createSignedInUser(ctx.app, ctx.deps, {
      role: 'store',
      storeId: stores[0]!.id,
    });
    const mine = await callAs(ctx.app, clerk.cookie)({ method: 'GET', url: '/api/me/stores' });
    expect(mine.json().map((s: { id: string }) => s.id)).toEqual([stores[0]!.id]);
    const all = await asCeo({ method: 'GET', url: '/api/me/stores' });
    expect(all.json().map((s: { id: string }) => s.id)).toContain(other.id);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/me/stores' })).statusCode).toBe(401);
  });

  it('renames a region, and refuses a taken name', async () => {
    const other = (
      await asCeo({ method: 'POST', url: '/api/regions', payload: { name: 'Texas' } })
    ).json();
    const res = await asCeo({
      method: 'PATCH',
      url: `/api/regions/${other.id}`,
      payload: { name: 'Lone Star' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Lone Star');
    const taken = await asCeo({
      method: 'PATCH',
      url: `/api/regions/${other.id}`,
      payload: { name: 'Southeast' },
    });
    expect(taken.statusCode).toBe(409);
    expect(
      (await asCeo({ method: 'PATCH', url: '/api/regions/nope', payload: { name: 'X' } }))
        .statusCode,
    ).toBe(404);
  });

  it('moves a store to another region and changes its time zone, brand and company', async () => {
    const stores = (await asCeo({ method: 'GET', url: '/api/stores' })).json() as {
      id: string;
      storeName: string;
    }[];
    const target = stores.find((s) => s.storeName === 'Buckhead')!;
    const lone = (await asCeo({ method: 'GET', url: '/api/regions' }))
      .json()
      .find((r: { name: string }) => r.name === 'Lone Star');
    const res = await asCeo({
      method: 'PATCH',
      url: `/api/stores/${target.id}`,
      payload: {
        regionId: lone.id,
        timezone: 'America/Denver',
        brand: 'Cellairis',
        companyName: 'CELLAIRIS',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      regionId: lone.id,
      timezone: 'America/Denver',
      brand: 'Cellairis',
      companyName: 'CELLAIRIS',
      storeName: 'Buckhead',
    });
    const bad = await asCeo({
      method: 'PATCH',
      url: `/api/stores/${target.id}`,
      payload: { timezone: 'Mars/Base' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.timezone).toBe('Choose a US time zone');
    const clash = await asCeo({
      method: 'PATCH',
      url: `/api/stores/${target.id}`,
      payload: { storeName: 'Midtown' },
    });
    expect(clash.statusCode).toBe(409);
  });

  describe('the hour a store’s business day ends', () => {
    let storeId: string;
    const endHour = async () =>
      (
        await ctx.deps.db
          .selectFrom('stores')
          .select('business_day_end_hour')
          .where('id', '=', storeId)
          .executeTakeFirstOrThrow()
      ).business_day_end_hour;
    const patch = (call: Call, payload: Record<string, unknown>) =>
      call({ method: 'PATCH', url: `/api/stores/${storeId}`, payload });

    it('is 5:00 AM for a new store unless set, and can be changed', async () => {
      const res = await asCeo({
        method: 'POST',
        url: '/api/stores',
        payload: buildStoreInput(regionId, { storeName: 'Latenight' }),
      });
      expect(res.json().businessDayEndHour).toBe(5);
      storeId = res.json().id;
      const set = await patch(asCeo, { businessDayEndHour: 2 });
      expect(set.statusCode).toBe(200);
      expect(set.json().businessDayEndHour).toBe(2);
      expect((await patch(asCeo, { businessDayEndHour: 0 })).json().businessDayEndHour).toBe(0);
      expect(await endHour()).toBe(0);
      const created = await asCeo({
        method: 'POST',
        url: '/api/stores',
        payload: buildStoreInput(regionId, { storeName: 'Early', businessDayEndHour: 8 }),
      });
      expect(created.json().businessDayEndHour).toBe(8);
    });

    it.each([[9], [-1], [2.5], ['5'], [null], [true]])(
      'refuses %j with a 400 saying which hours are allowed, and keeps the hour',
      async (value) => {
        const res = await patch(asCeo, { businessDayEndHour: value });
        expect(res.statusCode).toBe(400);
        expect(res.json().fields.businessDayEndHour).toBe(BUSINESS_DAY_END_MESSAGE);
        expect(await endHour()).toBe(0);
      },
    );

    it('refuses a new store with a bad hour and stores nothing', async () => {
      const before = await count('stores');
      const res = await asCeo({
        method: 'POST',
        url: '/api/stores',
        payload: buildStoreInput(regionId, { businessDayEndHour: 12 }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.businessDayEndHour).toBe(BUSINESS_DAY_END_MESSAGE);
      expect(await count('stores')).toBe(before);
    });

    it.each(['store', 'store_manager', 'areamanager', 'regionalmanager'])(
      'is not for a %s: 403, and the hour stays',
      async (role) => {
        const user = await createSignedInUser(ctx.app, ctx.deps, {
          role,
          ...(role === 'regionalmanager'
            ? { regionIds: [regionId] }
            : role === 'areamanager'
              ? { storeIds: [storeId] }
              : { storeId }),
        });
        const res = await patch(callAs(ctx.app, user.cookie), { businessDayEndHour: 3 });
        expect(res.statusCode).toBe(403);
        expect(await endHour()).toBe(0);
      },
    );
  });
});
