import { beforeAll, describe, expect, it } from 'vitest';
import { BUYBACK_REQUIRED } from '../../../shared/buybacks';
import { newId } from '../../../shared/ids';
import { createRegionRow, createSignedInUser, createStoreRow } from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';
import {
  buildBuybackForm,
  JPEG_BYTES,
  multipartBody,
  validImei,
} from '../../testing/device-factories';

const ctx = useTestApp();
let asClerk: Call;
let asManager: Call;
let asOther: Call;

beforeAll(async () => {
  const region = await createRegionRow(ctx.deps);
  const storeId = (await createStoreRow(ctx.deps, region.id, { name: 'Techy Uptown' })).id;
  const other = (await createStoreRow(ctx.deps, region.id)).id;
  asClerk = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId })).cookie,
  );
  asManager = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'store_manager', storeId })).cookie,
  );
  asOther = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId: other })).cookie,
  );
});

const post = (call: Call, form = buildBuybackForm()) =>
  call({ method: 'POST', url: '/api/device-purchases', ...multipartBody(form) });
const count = async (table: 'device_purchases' | 'stock_items' | 'blobs') =>
  (await ctx.deps.db.selectFrom(table).select('id').execute()).length;
const snapshot = async () => [
  await count('device_purchases'),
  await count('stock_items'),
  await count('blobs'),
];

describe('POST /api/device-purchases', () => {
  it('records a buyback with its files and puts the device in stock at the amount paid', async () => {
    const imei = validImei();
    const res = await post(asClerk, buildBuybackForm({ imei, finalAmount: '$1,250.50' }));
    expect(res.statusCode).toBe(201);
    const p = res.json();
    expect(p).toMatchObject({
      imei,
      finalAmount: 1250.5,
      storeName: 'Techy Uptown',
      condition: 'good',
      // Once recorded, the counter sees the seller's ID masked (identity-view.test.ts).
      idNumber: '•••4567',
    });
    expect(p.deviceImages).toHaveLength(2);
    expect(p.paymentReceipts).toHaveLength(1);
    expect(p.customerSignature).toMatch(/^\/api\/files\//);
    // Sent without its method, as every client before typed signatures did: it was drawn.
    expect(p.customerSignatureMethod).toBe('drawn');
    const stock = await ctx.deps.db
      .selectFrom('stock_items')
      .selectAll()
      .where('id', '=', p.stockItemId)
      .executeTakeFirstOrThrow();
    expect(stock).toMatchObject({ status: 'in_stock', cost_cents: 125050, imei });
    const receipt = await asClerk({ method: 'GET', url: p.paymentReceipts[0] });
    expect(receipt.headers['content-type']).toBe('application/pdf');
  });

  it('makes one record of three sends of one buyback at once, and answers each with it', async () => {
    const id = newId();
    const before = await snapshot();
    const form = buildBuybackForm({ id });
    const answers = await Promise.all([
      post(asClerk, form),
      post(asClerk, form),
      post(asClerk, form),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().id))).toEqual(new Set([id]));
    const [purchases, stock] = await snapshot();
    expect([purchases, stock]).toEqual([before[0]! + 1, before[1]! + 1]);
  });

  it("keeps the seller's typed signature marked as typed", async () => {
    const res = await post(asClerk, buildBuybackForm({ customerSignatureMethod: 'typed' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().customerSignatureMethod).toBe('typed');
    const read = await asClerk({ method: 'GET', url: `/api/device-purchases/${res.json().id}` });
    expect(read.json().customerSignatureMethod).toBe('typed');
  });

  it.each([
    ['customerSignature', { customerSignature: [] }, BUYBACK_REQUIRED.signature.message],
    ['deviceImages', { deviceImages: [] }, BUYBACK_REQUIRED.photos.message],
    ['paymentReceipts', { paymentReceipts: [] }, BUYBACK_REQUIRED.receipt.message],
  ])(
    'refuses a buyback without %s, with its message, and stores nothing',
    async (field, files, message) => {
      const before = await snapshot();
      const res = await post(asClerk, buildBuybackForm({}, files));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(message);
      expect(res.json().fields[field]).toBe(message);
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each([
    ['customerName', { customerName: '' }, 'Seller name is required'],
    ['customerPhone', { customerPhone: '123' }, 'Valid phone number required'],
    ['idType', { idType: 'library_card' }, 'Choose the ID type'],
    ['imei', { imei: '356938035643800' }, 'The IMEI check digit is wrong: check the number again'],
    ['imei', { imei: 'x' }, 'Enter a 15-digit IMEI or the serial number'],
    ['condition', { condition: 'mint' }, 'Choose the condition'],
    ['finalAmount', { finalAmount: '0' }, 'Amount must be positive'],
    // Programming literals that Number() would read as $16, $3 and $1,000.
    ['finalAmount', { finalAmount: '0x10' }, 'Amount must be positive'],
    ['finalAmount', { finalAmount: '0b11' }, 'Amount must be positive'],
    ['finalAmount', { finalAmount: '1e3' }, 'Amount must be positive'],
    ['finalAmount', { finalAmount: '250.005' }, 'Use at most 2 decimals'],
    ['paymentMethod', { paymentMethod: 'bitcoin' }, 'Choose how the seller is paid'],
    ['carrier', { carrier: 'vodafone' }, 'Choose the carrier'],
    [
      'customerSignatureMethod',
      { customerSignatureMethod: 'stamped' },
      'Signature method must be drawn or typed',
    ],
  ])('answers 400 on a bad %s and stores nothing', async (field, fields, message) => {
    const before = await snapshot();
    const res = await post(asClerk, buildBuybackForm(fields));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(await snapshot()).toEqual(before);
  });

  it('checks files by content: a script named as a photo is refused', async () => {
    const before = await snapshot();
    const fake = Buffer.from('<script>alert(1)</script>');
    const res = await post(asClerk, buildBuybackForm({}, { deviceImages: [fake] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.deviceImages).toMatch(/Photo must be a JPEG/);
    const receipt = await post(
      asClerk,
      buildBuybackForm({}, { paymentReceipts: [Buffer.from('plain text')] }),
    );
    expect(receipt.statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 413 for a file over 10 MB and stores nothing', async () => {
    const before = await snapshot();
    const big = Buffer.alloc(10 * 1024 * 1024 + 10, 0);
    big.set([0xff, 0xd8, 0xff], 0);
    const res = await post(asClerk, buildBuybackForm({}, { deviceImages: [big] }));
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses too many photos and a body that is not multipart', async () => {
    const many = Array.from({ length: 9 }, () => JPEG_BYTES);
    expect((await post(asClerk, buildBuybackForm({}, { deviceImages: many }))).statusCode).toBe(
      400,
    );
    const json = await asClerk({
      method: 'POST',
      url: '/api/device-purchases',
      payload: { customerName: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error).toBe('Send the form as multipart/form-data.');
  });

  it('treats a replayed client id as the same buyback', async () => {
    const id = newId();
    const first = await post(asClerk, buildBuybackForm({ id }));
    const before = await snapshot();
    const again = await post(asClerk, buildBuybackForm({ id }));
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(id);
    expect(await snapshot()).toEqual(before);
  });

  it('blocks a device already in stock; only a manager can override, and the override is logged', async () => {
    const imei = validImei();
    await post(asClerk, buildBuybackForm({ imei }));
    const blocked = await post(asClerk, buildBuybackForm({ imei }));
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().code).toBe('IMEI_BLOCKED');
    expect(blocked.json().error).toMatch(/already in stock at Techy Uptown/);
    const clerkOverride = await post(
      asClerk,
      buildBuybackForm({ imei, overrideReason: 'Customer insists' }),
    );
    expect(clerkOverride.statusCode).toBe(403);
    const managerOverride = await post(
      asManager,
      buildBuybackForm({ imei, overrideReason: 'Original sale was reversed' }),
    );
    expect(managerOverride.statusCode).toBe(201);
    expect(managerOverride.json().overrideReason).toBe('Original sale was reversed');
    const log = await ctx.deps.db
      .selectFrom('activity_log')
      .selectAll()
      .where('action', '=', 'imei.override')
      .execute();
    expect(log.some((l) => l.entity_id === imei)).toBe(true);
  });

  it('blocks a flagged device', async () => {
    const imei = validImei();
    const flag = await asManager({
      method: 'POST',
      url: `/api/imei/${imei}/flags`,
      payload: { kind: 'stolen', reason: 'Police report 4471' },
    });
    expect(flag.statusCode).toBe(201);
    const res = await post(asClerk, buildBuybackForm({ imei }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/stolen/);
  });
});

describe('reading buybacks', () => {
  it('lists newest first with the ID number masked, searchable, and opens the record', async () => {
    const imei = validImei();
    const created = (
      await post(asClerk, buildBuybackForm({ imei, customerName: 'Uma Unique' }))
    ).json();
    const list = await asClerk({ method: 'GET', url: '/api/device-purchases?search=uma' });
    expect(list.statusCode).toBe(200);
    const found = list.json().find((p: { id: string }) => p.id === created.id);
    expect(found.idNumber).toBe('•••4567');
    expect(
      (await asClerk({ method: 'GET', url: `/api/device-purchases?search=${imei}` })).json(),
    ).toHaveLength(1);
    // The counter's view of the record keeps the ID masked (identity-view.test.ts).
    const record = await asClerk({ method: 'GET', url: `/api/device-purchases/${created.id}` });
    expect(record.json().idNumber).toBe('•••4567');
  });

  it('keeps another store out', async () => {
    const created = (await post(asClerk)).json();
    expect(
      (await asOther({ method: 'GET', url: `/api/device-purchases/${created.id}` })).statusCode,
    ).toBe(404);
    const list = await asOther({ method: 'GET', url: '/api/device-purchases' });
    expect(JSON.stringify(list.json())).not.toContain(created.id);
    expect((await asOther({ method: 'GET', url: created.deviceImages[0] })).statusCode).toBe(404);
  });

  it('pages with a cursor', async () => {
    await post(asClerk);
    await post(asClerk);
    const firstRes = await asClerk({ method: 'GET', url: '/api/device-purchases?limit=1' });
    const first = firstRes.json();
    expect(first).toHaveLength(1);
    const cursor = firstRes.headers['x-next-cursor'];
    expect(cursor).toBeTruthy();
    const second = (
      await asClerk({
        method: 'GET',
        url: `/api/device-purchases?limit=1&cursor=${String(cursor)}`,
      })
    ).json();
    expect(second[0].id).not.toBe(first[0].id);
  });
});
