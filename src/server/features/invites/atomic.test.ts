import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/errors';
import {
  createRegionRow,
  createSignedInUser,
  createStoreRow,
  createUserRow,
} from '../../testing/factories';
import { whileActivityFails } from '../../testing/failing-inserts';
import { callAs, useTestApp, type Call } from '../../testing/harness';

/**
 * An invitation's writes and their activity rows are one commit: accepting claims the token,
 * creates the account and logs both together, so a failure anywhere leaves the invitation open
 * and no account behind.
 */
const ctx = useTestApp();
let admin: Call;
let anonymous: Call;
let storeId: string;

beforeAll(async () => {
  const region = await createRegionRow(ctx.deps);
  storeId = (await createStoreRow(ctx.deps, region.id)).id;
  admin = callAs(ctx.app, (await createSignedInUser(ctx.app, ctx.deps, { role: 'admin' })).cookie);
  anonymous = callAs(ctx.app, undefined);
});

async function invite(): Promise<string> {
  const res = await admin({
    method: 'POST',
    url: '/api/invites',
    payload: { role: 'store', storeIds: [storeId] },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { token: string }).token;
}

let counter = 0;
function signup(token: string, username = `atomic${++counter}`) {
  return {
    username,
    password: 'a-long-password',
    confirmPassword: 'a-long-password',
    firstName: 'Ivy',
    lastName: 'Tran',
    token,
  };
}

const accept = (payload: Record<string, unknown>) =>
  anonymous({ method: 'POST', url: '/api/invites/accept', payload });
const isOpen = async (token: string) =>
  (await anonymous({ method: 'GET', url: `/api/invites/verify?token=${token}` })).statusCode ===
  200;
const inviteRow = (token: string) =>
  ctx.deps.db
    .selectFrom('invites')
    .selectAll()
    .where('token_hash', '=', createHash('sha256').update(token).digest('hex'))
    .executeTakeFirstOrThrow();
const usersNamed = (username: string) =>
  ctx.deps.db.selectFrom('users').select('id').where('username', '=', username).execute();

describe('accepting an invitation', () => {
  it('with a username taken creates nothing and leaves the invitation open for another name', async () => {
    const token = await invite();
    const taken = await createUserRow(ctx.deps, { role: 'store', storeId });
    const refused = await accept(signup(token, taken.username));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(MESSAGES.usernameTaken);
    expect(await isOpen(token)).toBe(true);
    expect((await inviteRow(token)).used_at).toBeNull();
    expect((await accept(signup(token))).statusCode).toBe(201);
  });

  it('when the activity log cannot take the row creates no account and keeps the invitation open', async () => {
    const token = await invite();
    const body = signup(token);
    const res = await whileActivityFails(ctx.deps, () => accept(body));
    expect(res.statusCode).toBe(500);
    expect(await usersNamed(body.username)).toEqual([]);
    expect(await inviteRow(token)).toMatchObject({ used_at: null, used_by: null });
    expect((await accept(body)).statusCode).toBe(201);
    expect(await usersNamed(body.username)).toHaveLength(1);
  });

  it('twice at once with different names makes exactly one account', async () => {
    const token = await invite();
    const [a, b] = [signup(token), signup(token)];
    const results = await Promise.all([accept(a), accept(b)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 404]);
    const made = [...(await usersNamed(a.username)), ...(await usersNamed(b.username))];
    expect(made).toHaveLength(1);
    expect((await inviteRow(token)).used_by).toBe(made[0]!.id);
  });
});

describe('when the activity log cannot take the row', () => {
  it('creating an invitation stores none', async () => {
    const count = async () =>
      (await ctx.deps.db.selectFrom('invites').select('id').execute()).length;
    const before = await count();
    const res = await whileActivityFails(ctx.deps, () =>
      admin({
        method: 'POST',
        url: '/api/invites',
        payload: { role: 'store', storeIds: [storeId] },
      }),
    );
    expect(res.statusCode).toBe(500);
    expect(await count()).toBe(before);
  });

  it('revoking leaves the invitation open', async () => {
    const token = await invite();
    const { id } = await inviteRow(token);
    const res = await whileActivityFails(ctx.deps, () =>
      admin({ method: 'DELETE', url: `/api/invites/${id}` }),
    );
    expect(res.statusCode).toBe(500);
    expect(await isOpen(token)).toBe(true);
  });
});
