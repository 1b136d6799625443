import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildUserInput,
  createRegionRow,
  createSignedInUser,
  createStoreRow,
  createUserRow,
} from '../../testing/factories';
import { whileActivityFails } from '../../testing/failing-inserts';
import { callAs, useTestApp, type Call } from '../../testing/harness';

/** An account change and its activity row are one commit: when the row cannot be written, neither is the change. */
const ctx = useTestApp();
let asAdmin: Call;
let storeId: string;

beforeAll(async () => {
  const region = await createRegionRow(ctx.deps);
  storeId = (await createStoreRow(ctx.deps, region.id)).id;
  asAdmin = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'admin' })).cookie,
  );
});

const userRow = (id: string) =>
  ctx.deps.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const sessionsOf = async (userId: string) =>
  (await ctx.deps.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute())
    .length;

describe('when the activity log cannot take the row', () => {
  it('creates no account', async () => {
    const input = buildUserInput({ role: 'store', storeId });
    const res = await whileActivityFails(ctx.deps, () =>
      asAdmin({ method: 'POST', url: '/api/admin/users', payload: input }),
    );
    expect(res.statusCode).toBe(500);
    const stored = await ctx.deps.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', input.username)
      .execute();
    expect(stored).toEqual([]);
  });

  it('leaves a role change, its sign-outs and its reach undone', async () => {
    const target = await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId });
    const before = await userRow(target.user.id);
    const res = await whileActivityFails(ctx.deps, () =>
      asAdmin({
        method: 'PATCH',
        url: `/api/admin/users/${target.user.id}`,
        payload: { role: 'areamanager', storeIds: [storeId] },
      }),
    );
    expect(res.statusCode).toBe(500);
    expect(await userRow(target.user.id)).toEqual(before);
    expect(await sessionsOf(target.user.id)).toBe(1);
    const areas = await ctx.deps.db
      .selectFrom('user_stores')
      .select('store_id')
      .where('user_id', '=', target.user.id)
      .execute();
    expect(areas).toEqual([]);
  });

  it('keeps the old password when the reset cannot be logged', async () => {
    const target = await createUserRow(ctx.deps, { role: 'store', storeId });
    const before = await userRow(target.id);
    const res = await whileActivityFails(ctx.deps, () =>
      asAdmin({
        method: 'PATCH',
        url: `/api/admin/users/${target.id}`,
        payload: { password: 'a-brand-new-password' },
      }),
    );
    expect(res.statusCode).toBe(500);
    expect((await userRow(target.id)).password_hash).toBe(before.password_hash);
  });

  it('deletes no account and ends none of its sessions', async () => {
    const target = await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId });
    const res = await whileActivityFails(ctx.deps, () =>
      asAdmin({ method: 'DELETE', url: `/api/admin/users/${target.user.id}` }),
    );
    expect(res.statusCode).toBe(500);
    expect((await userRow(target.user.id)).deleted_at).toBeNull();
    expect(await sessionsOf(target.user.id)).toBe(1);
  });
});
