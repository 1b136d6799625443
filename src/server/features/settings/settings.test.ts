import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_ADDRESS_MESSAGE } from '../../../shared/chain-settings';
import { newId } from '../../../shared/ids';
import type { Role } from '../../../shared/roles';
import { createRegionRow, createSignedInUser, createStoreRow } from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';
import { buildRepairInput } from '../../testing/repair-factories';
import { startSmtpServer, type TestSmtpServer } from '../../testing/smtp-test-server';
import { publicAddress } from './service';

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

// As `HOST=127.0.0.1 npm start` without PUBLIC_URL: links would open only on the server itself.
const ctx = useTestApp({
  publicUrl: undefined,
  host: '127.0.0.1',
  port: 5000,
  get smtpUrl() {
    return smtp.url;
  },
});

const CHAIN = 'Peach State Phone Repair';
let admin: Call;
let clerk: Call;
let storeId: string;
const refused: [Role, Call][] = [];

beforeAll(async () => {
  const region = await createRegionRow(ctx.deps, 'Georgia');
  storeId = (await createStoreRow(ctx.deps, region.id, { name: 'Peach Midtown' })).id;
  admin = callAs(ctx.app, (await createSignedInUser(ctx.app, ctx.deps, { role: 'admin' })).cookie);
  clerk = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId })).cookie,
  );
  const reach: Record<string, Record<string, unknown>> = {
    store: { storeId },
    store_manager: { storeId },
    areamanager: { storeIds: [storeId] },
    regionalmanager: { regionIds: [region.id] },
  };
  for (const [role, extra] of Object.entries(reach)) {
    const { cookie } = await createSignedInUser(ctx.app, ctx.deps, { role, ...extra });
    refused.push([role as Role, callAs(ctx.app, cookie)]);
  }
});

const put = (call: Call, payload: Record<string, unknown>) =>
  call({ method: 'PUT', url: '/api/settings/chain', payload });
const storedRow = () => ctx.deps.db.selectFrom('chain_settings').selectAll().executeTakeFirst();
const settingChanges = () =>
  ctx.deps.db
    .selectFrom('activity_log')
    .selectAll()
    .where('action', '=', 'settings.chain')
    .orderBy('created_at')
    .execute();

describe('chain settings before the office sets anything', () => {
  it('say links point at loopback, so the Admin tab can warn', async () => {
    const res = await admin({ method: 'GET', url: '/api/settings/chain' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      publicUrl: null,
      chainName: null,
      links: { url: 'http://127.0.0.1:5000', source: 'host', pointsAtLoopback: true },
      updatedAt: null,
    });
  });

  it.each([
    'repairs.example.com',
    'https://repairs.example.com/shop',
    'https://repairs.example.com/?x=1',
    'ftp://repairs.example.com',
    'http://owner:secret@repairs.example.com',
    'http://repairs example.com',
  ])('refuses %s with the rule and stores nothing', async (publicUrl) => {
    const res = await put(admin, { publicUrl, chainName: CHAIN });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.publicUrl).toBe(PUBLIC_ADDRESS_MESSAGE);
    expect(await storedRow()).toBeUndefined();
    expect(await settingChanges()).toEqual([]);
  });

  it('refuses a name longer than 80 characters', async () => {
    const res = await put(admin, { publicUrl: '', chainName: 'x'.repeat(81) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.chainName).toBe('Chain name must be at most 80 characters');
    expect(await storedRow()).toBeUndefined();
  });

  it('are read and changed by office roles only', async () => {
    for (const [role, call] of refused) {
      expect((await call({ method: 'GET', url: '/api/settings/chain' })).statusCode, role).toBe(
        403,
      );
      const res = await put(call, { publicUrl: 'https://evil.example.com', chainName: 'Evil' });
      expect(res.statusCode, role).toBe(403);
    }
    const signedOut = callAs(ctx.app, undefined);
    expect((await signedOut({ method: 'GET', url: '/api/settings/chain' })).statusCode).toBe(401);
    expect(await storedRow()).toBeUndefined();
    expect(await settingChanges()).toEqual([]);
  });
});

describe('the public address set in Admin', () => {
  it('is kept as its origin and recorded in the activity log', async () => {
    const res = await put(admin, {
      publicUrl: ' https://Repairs.Peach.example/ ',
      chainName: CHAIN,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      publicUrl: 'https://repairs.peach.example',
      chainName: CHAIN,
      links: { url: 'https://repairs.peach.example', source: 'setting', pointsAtLoopback: false },
    });
    const [change, ...more] = await settingChanges();
    expect(more).toEqual([]);
    expect(JSON.parse(change!.details!)).toEqual({
      fields: ['publicUrl', 'chainName'],
      publicUrl: { from: null, to: 'https://repairs.peach.example' },
      chainName: { from: null, to: CHAIN },
    });
    // Saving the same values again changes nothing and logs nothing.
    await put(admin, { publicUrl: 'https://repairs.peach.example', chainName: CHAIN });
    expect(await settingChanges()).toHaveLength(1);
  });

  it('is what every signed-in clerk prints in the QR code', async () => {
    const res = await clerk({ method: 'GET', url: '/api/settings/public-address' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      url: 'https://repairs.peach.example',
      source: 'setting',
      pointsAtLoopback: false,
    });
  });

  it('starts the invitation e-mail link, which names the chain and the store', async () => {
    const res = await admin({
      method: 'POST',
      url: '/api/invites',
      payload: { role: 'store', storeIds: [storeId], email: 'new.hire@example.com' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { token, link } = res.json() as { token: string; link: string };
    expect(link).toBe(`https://repairs.peach.example/invite/accept?token=${token}`);
    const mail = smtp.received.find((m) => m.rcptTo.includes('new.hire@example.com'));
    expect(mail?.headers.get('subject')).toBe(`You are invited to join ${CHAIN} as Store User`);
    expect(mail?.content).toContain(`to join ${CHAIN} as Store User at Peach Midtown.`);
    expect(mail?.content).toContain(link);
  });

  it("starts the ready-for-pickup e-mail's and SMS's status link", async () => {
    const created = await clerk({
      method: 'POST',
      url: '/api/repair-waivers',
      payload: buildRepairInput({
        customerEmail: 'ready@example.com',
        customerPhone: '(404) 555-0142',
      }),
    });
    const waiver = created.json() as { id: string; statusUrl: string };
    const done = await clerk({
      method: 'PUT',
      url: `/api/repair-waivers/${waiver.id}/status`,
      payload: { repairWaiverId: waiver.id, status: 'completed' },
    });
    expect(done.statusCode, done.body).toBe(200);
    const messages = await ctx.deps.db
      .selectFrom('outbox')
      .selectAll()
      .where('related_id', '=', waiver.id)
      .execute();
    expect(messages.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    for (const message of messages) {
      expect(message.kind).toBe('repair_ready');
      expect(message.body).toContain(`https://repairs.peach.example${waiver.statusUrl}`);
    }
  });

  it('gives way to PUBLIC_URL, and clearing it brings the warning back', async () => {
    const withEnv = {
      ...ctx.deps,
      config: { ...ctx.deps.config, publicUrl: 'https://env.example.com' },
    };
    expect(await publicAddress(withEnv)).toMatchObject({ url: 'https://env.example.com' });

    const cleared = await put(admin, { publicUrl: '', chainName: CHAIN });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({
      publicUrl: null,
      links: { url: 'http://127.0.0.1:5000', pointsAtLoopback: true },
    });
  });
});

describe('open invitations', () => {
  it('list their token for copying, except those made before tokens were kept', async () => {
    const created = await admin({
      method: 'POST',
      url: '/api/invites',
      payload: { role: 'store', storeIds: [storeId] },
    });
    const { token } = created.json() as { token: string };
    const oldId = newId();
    await ctx.deps.db
      .insertInto('invites')
      .values({
        id: oldId,
        token_hash: 'an-old-hash',
        role: 'store',
        email: null,
        region_ids: '[]',
        store_ids: JSON.stringify([storeId]),
        created_by: null,
        created_at: ctx.clock.now().toISOString(),
        expires_at: new Date(ctx.clock.now().getTime() + 86_400_000).toISOString(),
        used_at: null,
        used_by: null,
        revoked_at: null,
        token_sealed: null,
      })
      .execute();
    const list = (await admin({ method: 'GET', url: '/api/invites' })).json() as {
      id: string;
      token: string | null;
    }[];
    expect(list.map((i) => i.token)).toContain(token);
    expect(list.find((i) => i.id === oldId)?.token).toBeNull();
    const row = await ctx.deps.db
      .selectFrom('invites')
      .select('token_sealed')
      .where('token_sealed', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(row.token_sealed).not.toContain(token);
  });
});

describe('the chain settings saved from two forms at once (issue 37)', () => {
  it('refuses the older form with who changed them and when, and the settings now', async () => {
    const opened = (await admin({ method: 'GET', url: '/api/settings/chain' })).json<{
      updatedAt: string | null;
    }>();
    ctx.clock.advance(60_000);
    const first = await put(admin, {
      publicUrl: '',
      chainName: 'Fresh Name',
      version: opened.updatedAt,
    });
    expect(first.statusCode).toBe(200);
    const stale = await put(admin, {
      publicUrl: '',
      chainName: 'Older Form',
      version: opened.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'STALE_EDIT',
      current: { chainName: 'Fresh Name' },
    });
    expect((await storedRow())?.chain_name).toBe('Fresh Name');
  });
});
