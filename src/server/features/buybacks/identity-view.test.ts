// Issue 37: a counter could read every seller's full ID number, birth date, address and ID photo,
// one record at a time, while the police report holding the same data was refused to counters.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEntry } from '../../../shared/activity';
import { describeActivity } from '../../../shared/activity-text';
import { ID_PHOTO_REFUSED } from './service';
import { buildBuybackForm, JPEG_BYTES, multipartBody } from '../../testing/device-factories';
import { createRegionRow, createSignedInUser, createStoreRow } from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';

const ctx = useTestApp();
let asClerk: Call;
let asManager: Call;
let asAdmin: Call;
let managerId: string;

beforeAll(async () => {
  const region = await createRegionRow(ctx.deps);
  const storeId = (await createStoreRow(ctx.deps, region.id)).id;
  const signedIn = async (overrides: Record<string, unknown>) =>
    createSignedInUser(ctx.app, ctx.deps, overrides);
  asClerk = callAs(ctx.app, (await signedIn({ role: 'store', storeId })).cookie);
  const manager = await signedIn({ role: 'store_manager', storeId, firstName: 'Mia' });
  managerId = manager.user.id;
  asManager = callAs(ctx.app, manager.cookie);
  asAdmin = callAs(ctx.app, (await signedIn({ role: 'admin' })).cookie);
});

/** A buyback the counter records, with the seller's ID photo. */
async function recorded() {
  const res = await asClerk({
    method: 'POST',
    url: '/api/device-purchases',
    ...multipartBody(buildBuybackForm({ customerName: 'Ida Identity' }, { idPhoto: [JPEG_BYTES] })),
  });
  expect(res.statusCode).toBe(201);
  const photo = await ctx.deps.db
    .selectFrom('device_purchases')
    .select('id_photo_id')
    .where('id', '=', res.json().id)
    .executeTakeFirstOrThrow();
  return { answer: res.json(), id: res.json().id as string, photoId: photo.id_photo_id! };
}

const views = async (purchaseId: string) =>
  (
    await asAdmin({
      method: 'GET',
      url: '/api/admin/activity?action=buyback.identity_view&limit=200',
    })
  )
    .json<{ entries: ActivityEntry[] }>()
    .entries.filter((e) => e.entityId === purchaseId);

describe("a seller's identity once the buyback is recorded", () => {
  it('shows the counter the ID type, issuer and last four, and no birth date, address or photo', async () => {
    const { answer, id } = await recorded();
    for (const body of [
      answer,
      (await asClerk({ method: 'GET', url: `/api/device-purchases/${id}` })).json(),
    ]) {
      expect(body).toMatchObject({
        idType: 'drivers_license',
        idNumber: '•••4567',
        sellerBirthDate: null,
        sellerAddress: null,
        idPhoto: null,
      });
      expect(body.idIssuer).toBeTruthy();
    }
    const list = await asClerk({ method: 'GET', url: '/api/device-purchases?search=ida' });
    const listed = list.json().find((p: { id: string }) => p.id === id);
    expect(listed).toMatchObject({ idNumber: '•••4567', idPhoto: null });
    expect(await views(id)).toEqual([]);
  });

  it("refuses the counter the ID photo's file", async () => {
    const { photoId } = await recorded();
    const res = await asClerk({ method: 'GET', url: `/api/files/${photoId}` });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(ID_PHOTO_REFUSED);
  });

  it('shows a manager all of it, and logs each full view with who and when', async () => {
    const { id, photoId } = await recorded();
    const full = (await asManager({ method: 'GET', url: `/api/device-purchases/${id}` })).json();
    expect(full.idNumber).toBe('GA1234567');
    expect(full.sellerBirthDate).toBeTruthy();
    expect(full.sellerAddress).toBeTruthy();
    expect(full.idPhoto).toBe(`/api/files/${photoId}`);
    const photo = await asManager({ method: 'GET', url: `/api/files/${photoId}` });
    expect(photo.statusCode).toBe(200);

    const logged = await views(id);
    expect(logged).toHaveLength(2);
    for (const entry of logged) {
      expect(entry.userId).toBe(managerId);
      expect(entry.createdAt).toBe(ctx.clock.now().toISOString());
    }
    expect(logged.map((entry) => describeActivity(entry).detail).sort()).toEqual([
      'Ida Identity: ID number, birth date and address',
      'Ida Identity: ID photo',
    ]);
  });
});
