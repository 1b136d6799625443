import { beforeAll, describe, expect, it } from 'vitest';
import { buildStoreInput, createRegionRow, createSignedInUser } from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';

const ctx = useTestApp();
let asAdmin: Call;
let regionId: string;

beforeAll(async () => {
  asAdmin = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'admin' })).cookie,
  );
  regionId = (await createRegionRow(ctx.deps)).id;
});

const contactRow = (id: string) =>
  ctx.deps.db
    .selectFrom('stores')
    .select([
      'street_address',
      'city',
      'state',
      'zip',
      'phone',
      'email',
      'website',
      'opening_hours',
      'license_number',
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('where a store is and how to reach it', () => {
  let storeId: string;

  it('is stored with a new store, in the project’s formats', async () => {
    const res = await asAdmin({
      method: 'POST',
      url: '/api/stores',
      payload: buildStoreInput(regionId, {
        streetAddress: '2501 McKinney Ave',
        city: 'Dallas',
        state: 'tx',
        zip: '75201',
        phone: '214.555.0134',
        email: 'Uptown@DeviceZone.example',
        website: 'devicezone.example/uptown',
        openingHours: 'Mon-Sat 10 AM-8 PM\nSun 12-6 PM',
        licenseNumber: 'TX-CDR-00417',
      }),
    });
    expect(res.statusCode).toBe(201);
    storeId = res.json().id;
    expect(res.json()).toMatchObject({
      streetAddress: '2501 McKinney Ave',
      city: 'Dallas',
      state: 'TX',
      zip: '75201',
      phone: '(214) 555-0134',
      email: 'uptown@devicezone.example',
      website: 'https://devicezone.example/uptown',
      openingHours: 'Mon-Sat 10 AM-8 PM\nSun 12-6 PM',
      licenseNumber: 'TX-CDR-00417',
    });
    const listed = (await asAdmin({ method: 'GET', url: '/api/me/stores' })).json();
    expect(listed.find((s: { id: string }) => s.id === storeId).phone).toBe('(214) 555-0134');
  });

  it('leaves the optional fields empty when not given, or null as the form sends them', async () => {
    const res = await asAdmin({
      method: 'POST',
      url: '/api/stores',
      payload: buildStoreInput(regionId),
    });
    const nulls = { email: null, website: null, openingHours: null, licenseNumber: null };
    expect(res.json()).toMatchObject(nulls);
    const fromForm = await asAdmin({
      method: 'POST',
      url: '/api/stores',
      payload: buildStoreInput(regionId, nulls),
    });
    expect(fromForm.statusCode).toBe(201);
    expect(fromForm.json()).toMatchObject(nulls);
  });

  it('is changed field by field; a blank optional field is cleared, the rest kept', async () => {
    const res = await asAdmin({
      method: 'PATCH',
      url: `/api/stores/${storeId}`,
      payload: { phone: '(214) 555-0199', email: '', licenseNumber: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(await contactRow(storeId)).toMatchObject({
      phone: '(214) 555-0199',
      email: null,
      license_number: null,
      street_address: '2501 McKinney Ave',
      website: 'https://devicezone.example/uptown',
    });
    const [entry] = await ctx.deps.db
      .selectFrom('activity_log')
      .select('details')
      .where('action', '=', 'store.update')
      .where('entity_id', '=', storeId)
      .execute();
    expect(JSON.parse(entry!.details!).fields).toEqual(['phone', 'email', 'licenseNumber']);
  });

  it.each([
    [{ phone: '555-01' }, 'phone', 'Valid phone number required'],
    [{ zip: 'ABCDE' }, 'zip', 'Valid ZIP code required'],
    [{ state: 'Texas' }, 'state', 'Choose a US state (two letters, e.g. GA)'],
    [{ email: 'shop@nowhere' }, 'email', 'Valid email required'],
    [
      { website: 'ftp://files.example' },
      'website',
      'Enter a web address, e.g. https://example.com',
    ],
    [{ streetAddress: '' }, 'streetAddress', 'Street address is required'],
    [{ city: ' ' }, 'city', 'City is required'],
  ])(
    'refuses a change %j with a 400 on %s and keeps the store',
    async (payload, field, message) => {
      const before = await contactRow(storeId);
      const res = await asAdmin({ method: 'PATCH', url: `/api/stores/${storeId}`, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[field]).toBe(message);
      expect(await contactRow(storeId)).toEqual(before);
    },
  );

  it('lets a store made before addresses existed be saved without one', async () => {
    await ctx.deps.db
      .updateTable('stores')
      .set({ street_address: null, city: null, state: null, zip: null, phone: null })
      .where('id', '=', storeId)
      .execute();
    const res = await asAdmin({
      method: 'PATCH',
      url: `/api/stores/${storeId}`,
      payload: { name: 'DeviceZone Uptown' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'DeviceZone Uptown',
      streetAddress: null,
      phone: null,
    });
  });
});
