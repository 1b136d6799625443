import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Deps } from '../../deps';
import { createRegionRow, createSignedInUser, createStoreRow } from '../../testing/factories';
import { whileInsertsFail } from '../../testing/failing-inserts';
import { callAs, useTestApp, type Call } from '../../testing/harness';
import { buildRepairInput } from '../../testing/repair-factories';
import { startSmtpServer, type TestSmtpServer } from '../../testing/smtp-test-server';
import { writeTransaction } from '../../db/group-commit';
import { CUT_OFF_ERROR, deliver, deliverWaiting, queueEmail } from './delivery';

/**
 * The outbox is transactional: a message is written with the record it belongs to, in the same
 * commit, and delivered after it; what a stop leaves queued is sent by the outbox job, once.
 */
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

const ctx = useTestApp({
  get smtpUrl() {
    return smtp.url;
  },
});
let admin: Call;
let clerk: Call;
let storeId: string;

beforeAll(async () => {
  const region = await createRegionRow(ctx.deps);
  storeId = (await createStoreRow(ctx.deps, region.id)).id;
  admin = callAs(ctx.app, (await createSignedInUser(ctx.app, ctx.deps, { role: 'admin' })).cookie);
  clerk = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId })).cookie,
  );
});

const mailsTo = (address: string) => smtp.received.filter((m) => m.rcptTo.includes(address));
const row = (id: string) =>
  ctx.deps.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const rowsTo = (address: string) =>
  ctx.deps.db.selectFrom('outbox').selectAll().where('to_address', '=', address).execute();
const email = (to: string) => ({
  kind: 'marketing' as const,
  to,
  subject: 'Spring offer',
  text: 'Ten percent off screens.',
  html: '<p>Ten percent off <b>screens</b>.</p>',
  headers: { 'List-Unsubscribe': '<https://shop.test/u/abc>' },
});

describe('a message and its record', () => {
  it('are kept or lost together: a rolled-back transaction leaves no message', async () => {
    await expect(
      writeTransaction(ctx.deps.db, ctx.deps.dialect, async (trx) => {
        await queueEmail({ ...ctx.deps, db: trx }, email('rolled@example.com'));
        throw new Error('the record failed');
      }),
    ).rejects.toThrow('the record failed');
    expect(await rowsTo('rolled@example.com')).toEqual([]);
  });

  it('an invitation is not made when its e-mail cannot be written', async () => {
    const before = await ctx.deps.db.selectFrom('invites').select('id').execute();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await whileInsertsFail(ctx.deps, 'outbox', () =>
      admin({
        method: 'POST',
        url: '/api/invites',
        payload: { role: 'store', storeIds: [storeId], email: 'new.hire@example.com' },
      }),
    );
    logged.mockRestore();
    expect(res.statusCode).toBe(500);
    expect(await ctx.deps.db.selectFrom('invites').select('id').execute()).toEqual(before);
    expect(mailsTo('new.hire@example.com')).toEqual([]);
  });

  it('a repair is not completed when its "ready" message cannot be written', async () => {
    const made = await clerk({
      method: 'POST',
      url: '/api/repair-waivers',
      payload: buildRepairInput({ customerEmail: 'ready@example.com' }),
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = (made.json() as { id: string }).id;
    const complete = () =>
      clerk({
        method: 'PUT',
        url: `/api/repair-waivers/${id}/status`,
        payload: { status: 'completed' },
      });

    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = await whileInsertsFail(ctx.deps, 'outbox', complete);
    logged.mockRestore();
    expect(refused.statusCode).toBe(500);
    const kept = await ctx.deps.db
      .selectFrom('repair_waivers')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(kept.status).not.toBe('completed');

    const done = await complete();
    expect(done.statusCode, done.body).toBe(200);
    expect((await rowsTo('ready@example.com')).map((r) => r.state)).toEqual(['sent']);
    expect(mailsTo('ready@example.com')).toHaveLength(1);
  });
});

describe('the outbox job', () => {
  it('sends what a stop left queued, a minute on, with its HTML and headers', async () => {
    const id = await queueEmail(ctx.deps, email('left@example.com'));

    await deliverWaiting(ctx.deps);
    expect((await row(id)).state).toBe('queued');

    ctx.clock.advance(61_000);
    await deliverWaiting(ctx.deps);
    expect(await row(id)).toMatchObject({ state: 'sent', error: null });
    const [mail] = mailsTo('left@example.com');
    expect(mail?.headers.get('list-unsubscribe')).toBe('<https://shop.test/u/abc>');
    expect(mail?.content).toContain('<b>screens</b>');
  });

  it('hands a message over once, however many reach for it at the same time', async () => {
    const id = await queueEmail(ctx.deps, email('once@example.com'));
    ctx.clock.advance(61_000);
    const [a, b] = await Promise.all([deliver(ctx.deps, [id]), deliverWaiting(ctx.deps)]);
    expect(a).toHaveLength(1);
    expect(b.cutOff).toBe(0);
    await deliver(ctx.deps, [id]);
    expect(mailsTo('once@example.com')).toHaveLength(1);
    expect((await row(id)).state).toBe('sent');
  });

  it('marks a delivery a stop cut off as failed, not sent twice', async () => {
    const id = await queueEmail(ctx.deps, email('cut@example.com'));
    const claimedAt = ctx.clock.now().toISOString();
    await ctx.deps.db
      .updateTable('outbox')
      .set({ state: 'sending', claimed_at: claimedAt })
      .where('id', '=', id)
      .execute();

    ctx.clock.advance(5 * 60_000);
    await deliverWaiting(ctx.deps);
    expect((await row(id)).state).toBe('sending');

    ctx.clock.advance(6 * 60_000);
    expect((await deliverWaiting(ctx.deps)).cutOff).toBe(1);
    expect(await row(id)).toMatchObject({ state: 'failed', error: CUT_OFF_ERROR });
    expect(mailsTo('cut@example.com')).toEqual([]);
  });

  it('leaves messages queued when the database fails during delivery, for the next run', async () => {
    const id = await queueEmail(ctx.deps, email('later@example.com'));
    const broken: Deps = {
      ...ctx.deps,
      db: {
        ...ctx.deps.db,
        updateTable: () => {
          throw new Error('database gone');
        },
      } as unknown as Deps['db'],
    };
    await expect(deliver(broken, [id])).rejects.toThrow('database gone');
    expect((await row(id)).state).toBe('queued');
    ctx.clock.advance(61_000);
    await deliverWaiting(ctx.deps);
    expect((await row(id)).state).toBe('sent');
  });
});
