import { beforeAll, describe, expect, it } from 'vitest';
import { LABEL_PRINTER_MESSAGE, RECEIPT_PRINTER_MESSAGE } from '../../../shared/printing';
import { buildStoreInput, createSignedInUser } from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';

const ctx = useTestApp();
let asAdmin: Call;
let regionId: string;
let storeId: string;

const printers = async () =>
  ctx.deps.db
    .selectFrom('stores')
    .select(['receipt_printer', 'label_printer'])
    .where('id', '=', storeId)
    .executeTakeFirstOrThrow();
const patch = (call: Call, payload: Record<string, unknown>) =>
  call({ method: 'PATCH', url: `/api/stores/${storeId}`, payload });
const storeCount = async () =>
  (await ctx.deps.db.selectFrom('stores').select('id').execute()).length;

beforeAll(async () => {
  asAdmin = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'admin' })).cookie,
  );
  regionId = (
    await asAdmin({ method: 'POST', url: '/api/regions', payload: { name: 'Print' } })
  ).json().id;
});

describe("a store's printers", () => {
  it('are US Letter and 2.25 x 1.25 in labels for a new store, until the office changes them', async () => {
    const created = await asAdmin({
      method: 'POST',
      url: '/api/stores',
      payload: buildStoreInput(regionId, { storeName: 'Printers' }),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      receiptPrinter: 'letter',
      labelPrinter: 'label_2_25x1_25',
    });
    storeId = created.json().id;

    const set = await patch(asAdmin, { receiptPrinter: 'roll80', labelPrinter: 'label_62mm' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ receiptPrinter: 'roll80', labelPrinter: 'label_62mm' });
    expect(await printers()).toEqual({ receipt_printer: 'roll80', label_printer: 'label_62mm' });

    // The counter's print screens read them with the store.
    const mine = await asAdmin({ method: 'GET', url: '/api/me/stores' });
    expect(mine.json()).toContainEqual(
      expect.objectContaining({
        id: storeId,
        receiptPrinter: 'roll80',
        labelPrinter: 'label_62mm',
      }),
    );
  });

  it('are chosen when the store is added', async () => {
    const created = await asAdmin({
      method: 'POST',
      url: '/api/stores',
      payload: buildStoreInput(regionId, { receiptPrinter: 'roll80', labelPrinter: 'label_2x1' }),
    });
    expect(created.json()).toMatchObject({ receiptPrinter: 'roll80', labelPrinter: 'label_2x1' });
  });

  it('the change is in the activity log', async () => {
    const logged = await ctx.deps.db
      .selectFrom('activity_log')
      .select('details')
      .where('action', '=', 'store.update')
      .where('entity_id', '=', storeId)
      .execute();
    expect(logged.map((row) => JSON.parse(row.details ?? '{}'))).toContainEqual({
      fields: ['receiptPrinter', 'labelPrinter'],
    });
  });

  it.each([
    [{ receiptPrinter: 'a4' }, 'receiptPrinter', RECEIPT_PRINTER_MESSAGE],
    [{ receiptPrinter: '' }, 'receiptPrinter', RECEIPT_PRINTER_MESSAGE],
    [{ labelPrinter: '4x6' }, 'labelPrinter', LABEL_PRINTER_MESSAGE],
    [{ labelPrinter: null }, 'labelPrinter', LABEL_PRINTER_MESSAGE],
  ])(
    'refuses %j with a 400 naming the field, and keeps the printers',
    async (body, field, message) => {
      const res = await patch(asAdmin, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[field]).toBe(message);
      expect(await printers()).toEqual({ receipt_printer: 'roll80', label_printer: 'label_62mm' });

      const before = await storeCount();
      const created = await asAdmin({
        method: 'POST',
        url: '/api/stores',
        payload: buildStoreInput(regionId, body),
      });
      expect(created.statusCode).toBe(400);
      expect(created.json().fields[field]).toBe(message);
      expect(await storeCount()).toBe(before);
    },
  );

  it.each(['store', 'store_manager', 'areamanager', 'regionalmanager'])(
    'are not for a %s to change: 403, and the printers stay',
    async (role) => {
      const user = await createSignedInUser(ctx.app, ctx.deps, {
        role,
        ...(role === 'regionalmanager'
          ? { regionIds: [regionId] }
          : role === 'areamanager'
            ? { storeIds: [storeId] }
            : { storeId }),
      });
      const res = await patch(callAs(ctx.app, user.cookie), { receiptPrinter: 'letter' });
      expect(res.statusCode).toBe(403);
      expect(await printers()).toEqual({ receipt_printer: 'roll80', label_printer: 'label_62mm' });
    },
  );
});
