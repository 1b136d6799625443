// Issue 37: two devices offline; a manager records a buyback of an IMEI that is in stock while a
// counter sells that device. If the sale reached the server first, the buyback was stored with no
// warning. The check now judges the buyback as of when it was made (its client-made UUIDv7 id), and
// a device bought back shortly after the chain sold it is flagged too.
import { v7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../shared/ids';
import { buildBuybackForm, multipartBody, validImei } from '../../testing/device-factories';
import { createRegionRow, createSignedInUser, createStoreRow } from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';

const ctx = useTestApp();
let asClerk: Call;
let asManager: Call;
let storeId: string;

beforeAll(async () => {
  const region = await createRegionRow(ctx.deps);
  storeId = (await createStoreRow(ctx.deps, region.id, { name: 'Techy Midtown' })).id;
  const signedIn = async (role: string) =>
    callAs(ctx.app, (await createSignedInUser(ctx.app, ctx.deps, { role, storeId })).cookie);
  asClerk = await signedIn('store');
  asManager = await signedIn('store_manager');
});

const MINUTE = 60_000;
const buy = (call: Call, fields: Record<string, string>) =>
  call({
    method: 'POST',
    url: '/api/device-purchases',
    ...multipartBody(buildBuybackForm(fields)),
  });
const sell = (stockItemId: string) =>
  asClerk({
    method: 'POST',
    url: '/api/device-sales',
    ...multipartBody({
      fields: {
        customerName: 'Bea Buyer',
        salePrice: '399.00',
        paymentMethod: 'card',
        stockItemId,
      },
      files: {},
    }),
  });
/** A client-made id, as a device makes it, at `at`. */
const idMadeAt = (at: Date) => v7({ msecs: at.getTime() });

/** A device in stock at the store, bought back from someone else. */
async function stocked(imei: string) {
  const res = await buy(asClerk, { imei, customerName: 'First Seller' });
  expect(res.statusCode).toBe(201);
  return res.json().stockItemId as string;
}

describe('a buyback judged as of the time it was made', () => {
  it('is refused when the device was in stock then, though it was sold before it arrived', async () => {
    const imei = validImei();
    const stockItemId = await stocked(imei);
    // Made offline now, while the device is on the shelf...
    const madeAt = ctx.clock.now();
    ctx.clock.advance(10 * MINUTE);
    // ...the counter sells the device, and the sale reaches the server first.
    expect((await sell(stockItemId)).statusCode).toBe(201);
    ctx.clock.advance(5 * MINUTE);
    const late = await buy(asManager, { imei, id: idMadeAt(madeAt), customerName: 'Late Sync' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('IMEI_BLOCKED');
    expect(late.json().error).toContain(
      'This device was in stock at Techy Midtown when this buyback was made, and was sold there since.',
    );
    // "Try again" sends the same write: refused the same way, never stored.
    const again = await buy(asManager, { imei, id: idMadeAt(madeAt), customerName: 'Late Sync' });
    expect(again.statusCode).toBe(409);
  });

  it('flags a device bought back minutes after the chain sold it', async () => {
    const imei = validImei();
    expect((await sell(await stocked(imei))).statusCode).toBe(201);
    ctx.clock.advance(7 * MINUTE);
    const quick = await buy(asClerk, { imei, id: newId(), customerName: 'Quick Return' });
    expect(quick.statusCode).toBe(409);
    expect(quick.json().error).toContain(
      'Techy Midtown sold this device 7 minutes before this buyback.',
    );
    const approved = await buy(asManager, {
      imei,
      id: newId(),
      customerName: 'Quick Return',
      overrideReason: 'Customer returned it unopened, receipt checked',
    });
    expect(approved.statusCode).toBe(201);
  });

  it('takes a device sold long before without a word', async () => {
    const imei = validImei();
    expect((await sell(await stocked(imei))).statusCode).toBe(201);
    ctx.clock.advance(8 * 24 * 60 * MINUTE);
    // A week on, the clerk signs in again (a session lasts a week).
    const clerk = await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId });
    const later = await buy(callAs(ctx.app, clerk.cookie), {
      imei,
      id: newId(),
      customerName: 'Months Later',
    });
    expect(later.statusCode, later.body).toBe(201);
  });
});
