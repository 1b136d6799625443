// Issue 37: every record two people edit carries a version; a save from a form opened before
// someone else's save answers 409 with who changed it and when, and the record as it is now.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../../shared/org';
import type { AdminUser } from '../../../shared/users';
import {
  createRegionRow,
  createSignedInUser,
  createStoreRow,
  createUserRow,
} from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';

const ctx = useTestApp();
/** The store as the office's store list shows it, its version included. */
const storeOf = async (call: Call) =>
  (await call({ method: 'GET', url: '/api/stores' }))
    .json<Store[]>()
    .find((s) => s.id === storeId)!;
let storeId: string;
let asAda: Call;
let asBen: Call;

beforeAll(async () => {
  const region = await createRegionRow(ctx.deps);
  storeId = (await createStoreRow(ctx.deps, region.id, { timezone: 'America/Chicago' })).id;
  const admin = async (firstName: string) =>
    callAs(
      ctx.app,
      (
        await createSignedInUser(ctx.app, ctx.deps, {
          role: 'admin',
          firstName,
          lastName: 'Office',
        })
      ).cookie,
    );
  asAda = await admin('Ada');
  asBen = await admin('Ben');
});

describe('two office people editing one store', () => {
  it('refuses the older form with who changed it and when, and the store now', async () => {
    const opened = await storeOf(asBen);
    expect(opened.updatedAt).toBeTruthy();
    ctx.clock.advance(60_000);
    const first = await asAda({
      method: 'PATCH',
      url: `/api/stores/${storeId}`,
      payload: { refundLimit: 80, version: opened.updatedAt },
    });
    expect(first.statusCode).toBe(200);
    const stale = await asBen({
      method: 'PATCH',
      url: `/api/stores/${storeId}`,
      payload: { refundLimit: 20, version: opened.updatedAt },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'STALE_EDIT',
      changedBy: 'Ada Office',
      current: { refundLimit: 80 },
    });
    expect(stale.json().error).toMatch(/^Ada Office changed this store at \d{1,2}:\d{2} [AP]M\./);
    const now = await storeOf(asBen);
    expect(now.refundLimit).toBe(80);

    // From the newer version, the save goes through.
    const again = await asBen({
      method: 'PATCH',
      url: `/api/stores/${storeId}`,
      payload: { refundLimit: 20, version: now.updatedAt },
    });
    expect(again.statusCode).toBe(200);
  });
});

describe('two office people editing one account', () => {
  it('refuses the older form the same way', async () => {
    const clerk = await createUserRow(ctx.deps, { role: 'store', storeId, firstName: 'Cal' });
    const listed = (await asBen({ method: 'GET', url: '/api/admin/users' }))
      .json<AdminUser[]>()
      .find((u) => u.id === clerk.id)!;
    ctx.clock.advance(60_000);
    const first = await asAda({
      method: 'PATCH',
      url: `/api/admin/users/${clerk.id}`,
      payload: { firstName: 'Callum', version: listed.updatedAt },
    });
    expect(first.statusCode).toBe(200);
    const stale = await asBen({
      method: 'PATCH',
      url: `/api/admin/users/${clerk.id}`,
      payload: { lastName: 'Stale', version: listed.updatedAt },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'STALE_EDIT',
      changedBy: 'Ada Office',
      current: { firstName: 'Callum' },
    });
  });
});
