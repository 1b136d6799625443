import { beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES } from '../../../shared/companies';
import { newId } from '../../../shared/ids';
import { createRegionRow, createSignedInUser, createStoreRow } from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';
import { buildRepairInput, JPEG_TINY, PNG_1x1 } from '../../testing/repair-factories';

const ctx = useTestApp();
let asClerk: Call;
let asOtherStore: Call;
let asRegional: Call;
let storeId: string;

const repairCount = async () =>
  (await ctx.deps.db.selectFrom('repair_waivers').select('id').execute()).length;
const blobCount = async () => (await ctx.deps.db.selectFrom('blobs').select('id').execute()).length;
const create = (call: Call, overrides = {}) =>
  call({ method: 'POST', url: '/api/repair-waivers', payload: buildRepairInput(overrides) });

beforeAll(async () => {
  const region = await createRegionRow(ctx.deps);
  const otherRegion = await createRegionRow(ctx.deps);
  storeId = (await createStoreRow(ctx.deps, region.id, { name: 'Techy Buckhead' })).id;
  await createStoreRow(ctx.deps, region.id, { name: 'Techy Midtown' });
  const otherStore = (await createStoreRow(ctx.deps, otherRegion.id)).id;
  asClerk = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId })).cookie,
  );
  asOtherStore = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'store_manager', storeId: otherStore }))
      .cookie,
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

describe('POST /api/repair-waivers', () => {
  it('checks a device in with its photo and signature stored as files', async () => {
    const res = await create(asClerk, {
      customerName: 'Ana Lopez',
      imeiSerial: undefined,
      deviceImei: '356789012345678',
      notes: 'Call first',
    });
    expect(res.statusCode).toBe(201);
    const w = res.json();
    expect(w).toMatchObject({
      customerName: 'Ana Lopez',
      status: 'received',
      storeId,
      storeName: 'Techy Buckhead',
      estimatedCost: 189.99,
      imeiSerial: '356789012345678',
      deviceImei: '356789012345678',
      additionalNotes: 'Call first',
      notes: 'Call first',
    });
    expect(w.ticketNumber).toMatch(/^T-\d{4,}$/);
    expect(w.beforePhoto).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    expect(w.dropoffSignature).toMatch(/^\/api\/files\//);
    expect(w.history).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: 'received' }),
    ]);
    const row = await ctx.deps.db
      .selectFrom('repair_waivers')
      .selectAll()
      .where('id', '=', w.id)
      .executeTakeFirstOrThrow();
    expect(row.estimated_cost_cents).toBe(18999);
    expect(JSON.stringify(row)).not.toContain('base64');

    const photo = await asClerk({ method: 'GET', url: w.beforePhoto });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('answers a check-in with the repair exactly as reading it back shows it', async () => {
    // A returning customer who asked for no messages: the answer carries the stored choice.
    await create(asClerk, { customerPhone: '(404) 555-0199', notifyOptOut: true });
    const res = await create(asClerk, {
      customerPhone: '(404) 555-0199',
      notifyOptOut: undefined,
      status: 'completed',
    });
    expect(res.statusCode).toBe(201);
    const answered = res.json();
    expect(answered.notifyOptOut).toBe(true);
    const read = await asClerk({ method: 'GET', url: `/api/waivers/${answered.id}` });
    expect(read.json().waiver).toEqual(answered);
  });

  it('keeps a typed signature marked as typed, and one sent without its method as drawn', async () => {
    const typed = await create(asClerk, { dropoffSignatureMethod: 'typed' });
    expect(typed.statusCode).toBe(201);
    expect(typed.json()).toMatchObject({
      dropoffSignatureMethod: 'typed',
      pickupSignatureMethod: null,
    });
    const read = await asClerk({ method: 'GET', url: `/api/waivers/${typed.json().id}` });
    expect(read.json().waiver.dropoffSignatureMethod).toBe('typed');
    const drawn = await create(asClerk);
    expect(drawn.json().dropoffSignatureMethod).toBe('drawn');
    const rows = await ctx.deps.db
      .selectFrom('repair_waivers')
      .select(['id', 'dropoff_signature_method'])
      .where('id', 'in', [typed.json().id, drawn.json().id])
      .execute();
    expect(Object.fromEntries(rows.map((r) => [r.id, r.dropoff_signature_method]))).toEqual({
      [typed.json().id]: 'typed',
      [drawn.json().id]: 'drawn',
    });
  });

  it('numbers tickets per store in order', async () => {
    const a = (await create(asClerk)).json().ticketNumber as string;
    const b = (await create(asClerk)).json().ticketNumber as string;
    expect(Number(b.slice(2))).toBe(Number(a.slice(2)) + 1);
  });

  it('takes an estimate typed with a thousands separator', async () => {
    const res = await create(asClerk, { estimatedCost: '1,200.50' });
    expect(res.statusCode).toBe(201);
    expect(res.json().estimatedCost).toBe(1200.5);
  });

  it('accepts the form spelling of statuses and stores the canonical one', async () => {
    const res = await create(asClerk, { status: 'in-progress' });
    expect(res.json().status).toBe('in_progress');
  });

  it('treats a replayed client id as the same check-in', async () => {
    const id = newId();
    const first = await create(asClerk, { id });
    const before = await repairCount();
    const again = await create(asClerk, { id });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(id);
    expect(again.json().ticketNumber).toBe(first.json().ticketNumber);
    expect(await repairCount()).toBe(before);
  });

  it('refuses a client id that another store already used', async () => {
    const id = newId();
    await create(asClerk, { id });
    const res = await create(asOtherStore, { id });
    expect(res.statusCode).toBe(409);
  });

  it.each([
    ['customerName', { customerName: '' }, 'Customer name is required'],
    ['customerPhone', { customerPhone: '12345' }, 'Valid phone number required'],
    ['customerEmail', { customerEmail: 'bad@' }, 'Valid email required'],
    ['customerZip', { customerZip: '123' }, 'Valid ZIP code required'],
    ['deviceBrand', { deviceBrand: '' }, 'Device brand is required'],
    ['deviceModel', { deviceModel: '' }, 'Device model is required'],
    ['problemDescription', { problemDescription: '' }, 'Problem description is required'],
    ['estimatedCost', { estimatedCost: -1 }, 'Estimated cost must be positive'],
    // Programming literals that Number() would read as $16, $3 and $1,000.
    ['estimatedCost', { estimatedCost: '0x10' }, 'Estimated cost must be positive'],
    ['estimatedCost', { estimatedCost: '0b11' }, 'Estimated cost must be positive'],
    ['estimatedCost', { estimatedCost: '1e3' }, 'Estimated cost must be positive'],
    ['estimatedCost', { estimatedCost: '12.345' }, 'Use at most 2 decimals'],
    ['repairType', { repairType: '' }, 'Repair type is required'],
    ['beforePhoto', { beforePhoto: '' }, 'Before photo is required'],
    ['dropoffSignature', { dropoffSignature: '' }, 'Drop-off signature is required'],
    [
      'dropoffSignatureMethod',
      { dropoffSignatureMethod: 'stamped' },
      'Signature method must be drawn or typed',
    ],
    ['companyName', { companyName: '' }, COMPANY_MESSAGES.notActive],
    // Checked against the chain's companies, no longer a fixed list.
    ['companyName', { companyName: 'NOPE' }, COMPANY_MESSAGES.notActive],
  ])('answers 400 on %s and stores nothing', async (field, overrides, message) => {
    const [repairs, blobs] = [await repairCount(), await blobCount()];
    const res = await create(asClerk, overrides);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(await repairCount()).toBe(repairs);
    expect(await blobCount()).toBe(blobs);
  });

  it('checks files by their content, not their declared type', async () => {
    const fake = `data:image/jpeg;base64,${Buffer.from('<html><script>alert(1)</script></html>').toString('base64')}`;
    const [repairs, blobs] = [await repairCount(), await blobCount()];
    const res = await create(asClerk, { beforePhoto: fake });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.beforePhoto).toMatch(/Photo must be a JPEG, PNG, WEBP or HEIC file/);
    const svgWithScript = `data:image/svg+xml;base64,${Buffer.from('<svg onload="alert(1)"></svg>').toString('base64')}`;
    const sig = await create(asClerk, { dropoffSignature: svgWithScript });
    expect(sig.statusCode).toBe(400);
    expect(await repairCount()).toBe(repairs);
    expect(await blobCount()).toBe(blobs);
  });

  it('answers 413 for a photo over the size limit and stores nothing', async () => {
    const big = Buffer.alloc(11 * 1024 * 1024, 0);
    big.set([0xff, 0xd8, 0xff], 0);
    const before = await repairCount();
    const res = await create(asClerk, {
      beforePhoto: `data:image/jpeg;base64,${big.toString('base64')}`,
    });
    expect([413]).toContain(res.statusCode);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect(await repairCount()).toBe(before);
  });

  it('asks a manager with several stores which store the repair is for', async () => {
    const res = await create(asRegional);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.storeId).toBe('Choose the store for this repair');
    const ok = await create(asRegional, { storeId });
    expect(ok.statusCode).toBe(201);
    const outside = await create(asOtherStore, { storeId });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().fields.storeId).toBe('Store not found');
  });
});

describe('reading repairs', () => {
  it('lists newest first with cursor pagination and no repeats', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url = `/api/repair-waivers?limit=3${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await asClerk({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { waivers: { id: string; createdAt: string }[] };
      expect(Object.keys(body)).toEqual(['waivers']);
      expect(body.waivers.length).toBeLessThanOrEqual(3);
      seen.push(...body.waivers.map((w) => w.id));
      cursor = (res.headers['x-next-cursor'] as string | undefined) ?? null;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    const all = await ctx.deps.db
      .selectFrom('repair_waivers')
      .select('id')
      .where('store_id', '=', storeId)
      .execute();
    expect(seen.length).toBe(all.length);
    expect([...seen].sort().reverse()).toEqual(seen);
  });

  /** The ids a search of the clerk's repairs answers. */
  const find = async (search: string) =>
    (
      (
        await asClerk({
          method: 'GET',
          url: `/api/repair-waivers?search=${encodeURIComponent(search)}`,
        })
      ).json().waivers as { id: string }[]
    ).map((x) => x.id);

  it('searches by name, phone, ticket and IMEI', async () => {
    const w = (
      await create(asClerk, {
        customerName: 'Zelda Quince',
        customerPhone: '(678) 555-0199',
        imeiSerial: '990000862471854',
      })
    ).json();
    expect(await find('zelda')).toContain(w.id);
    expect(await find('678-555-0199')).toContain(w.id);
    expect(await find('5550199')).toContain(w.id);
    expect(await find(w.ticketNumber)).toContain(w.id);
    expect(await find(w.ticketNumber.slice(2))).toContain(w.id);
    expect(await find('990000862471854')).toContain(w.id);
    expect(await find('nobody-like-this')).toEqual([]);
    // A short serial typed exactly, digits only, still finds its repair.
    const serial = (await create(asClerk, { imeiSerial: '90210' })).json();
    expect(await find('90210')).toContain(serial.id);
  });

  it('stores a US phone in one format however it was typed, and finds it by its digits', async () => {
    const typed = (await create(asClerk, { customerPhone: '+1 770.555.0142' })).json();
    expect(typed.customerPhone).toBe('(770) 555-0142');
    const row = await ctx.deps.db
      .selectFrom('repair_waivers')
      .select(['customer_phone', 'phone_digits'])
      .where('id', '=', typed.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ customer_phone: '(770) 555-0142', phone_digits: '7705550142' });
    expect(await find('7705550142')).toContain(typed.id);
    expect(await find('770-555-0142')).toContain(typed.id);
    const abroad = (await create(asClerk, { customerPhone: '+44 20 7946 0958' })).json();
    expect(abroad.customerPhone).toBe('+44 20 7946 0958');
  });

  it('reads a number as a phone, IMEI or ticket, not as part of a name', async () => {
    const named = (
      await create(asClerk, {
        customerName: 'Suite 4417 Holdings',
        customerPhone: '(404) 555-0123',
      })
    ).json();
    expect(await find('4417')).not.toContain(named.id);
    // A ticket typed with its T is a ticket too, even where a name holds the same characters.
    const unit = (await create(asClerk, { customerName: 'Unit-4417 Repairs' })).json();
    expect(await find('T-4417')).not.toContain(unit.id);
    expect(await find('unit-4417')).toContain(unit.id);
    expect(await find('suite 4417')).toContain(named.id);
    expect(await find('(404) 555-0123')).toContain(named.id);
  });

  it('refuses bad list parameters with a clear 400', async () => {
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=500', 'limit'],
      ['limit=abc', 'limit'],
      ['cursor=garbage', 'cursor'],
      ['status=lost', 'status'],
      ['status=__proto__', 'status'],
      ['status=constructor', 'status'],
      ['status=toString', 'status'],
    ]) {
      const res = await asClerk({ method: 'GET', url: `/api/repair-waivers?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), query).toContain(field);
    }
  });

  it('keeps another store out: its list is empty, details and files are 404', async () => {
    const w = (await create(asClerk)).json();
    const list = await asOtherStore({ method: 'GET', url: '/api/repair-waivers' });
    expect(list.json().waivers.map((x: { id: string }) => x.id)).not.toContain(w.id);
    const detail = await asOtherStore({ method: 'GET', url: `/api/waivers/${w.id}` });
    expect(detail.statusCode).toBe(404);
    expect(detail.json().error).toBe('Waiver not found');
    expect((await asOtherStore({ method: 'GET', url: w.beforePhoto })).statusCode).toBe(404);
    const status = await asOtherStore({
      method: 'PUT',
      url: `/api/repair-waivers/${w.id}/status`,
      payload: { status: 'completed' },
    });
    expect(status.statusCode).toBe(404);
  });

  it('lets the regional manager of the store read it', async () => {
    const w = (await create(asClerk)).json();
    const res = await asRegional({ method: 'GET', url: `/api/waivers/${w.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().waiver.id).toBe(w.id);
  });

  it('answers 404 for an unknown repair', async () => {
    const res = await asClerk({ method: 'GET', url: `/api/waivers/${newId()}` });
    expect(res.statusCode).toBe(404);
  });

  it('uses a PNG signature and a JPEG photo as uploaded', async () => {
    const w = (await create(asClerk, { beforePhoto: PNG_1x1, dropoffSignature: PNG_1x1 })).json();
    const sig = await asClerk({ method: 'GET', url: w.dropoffSignature });
    expect(sig.headers['content-type']).toBe('image/png');
    expect(JPEG_TINY.startsWith('data:image/jpeg')).toBe(true);
  });
});
