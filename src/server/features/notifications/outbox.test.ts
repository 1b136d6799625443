import { beforeAll, describe, expect, it, vi } from 'vitest';
import { OUTBOX_KIND_INFO, type OutboxKind, type OutboxMessage } from '../../../shared/outbox';
import { createRegionRow, createSignedInUser, createStoreRow } from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';
import { sendEmail, sendSms } from './service';
import { closedSmtpUrl } from '../../testing/smtp-test-server';

const ctx = useTestApp();
/** The e-mails of the fixture are staff's and customers' messages, mixed. */
const EMAIL_KINDS: Partial<Record<number, OutboxKind>> = {
  1: 'invitation',
  2: 'repair_ready',
  4: 'password_reset',
  5: 'smart_report',
};
let asAdmin: Call;
let asStore: Call;
/** Every stored message, newest first, the order the outbox must answer in. */
const newestFirst: OutboxMessage[] = [];

beforeAll(async () => {
  const region = await createRegionRow(ctx.deps);
  const store = await createStoreRow(ctx.deps, region.id);
  asAdmin = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'admin' })).cookie,
  );
  asStore = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId: store.id })).cookie,
  );

  const down = { ...ctx.deps, config: { ...ctx.deps.config, smtpUrl: await closedSmtpUrl() } };
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  for (let i = 0; i < 7; i += 1) {
    // Pairs share an instant, as the e-mail and SMS of one status change do.
    if (i % 2 === 0) ctx.clock.advance(60_000);
    const storeId = store.id;
    const message =
      i % 3 === 0
        ? await sendSms(ctx.deps, {
            kind: 'repair_ready',
            to: `555-010-000${i}`,
            body: `Text ${i}`,
            storeId,
          })
        : await sendEmail(i === 4 ? down : ctx.deps, {
            kind: EMAIL_KINDS[i] ?? 'repair_ready',
            to: `c${i}@example.com`,
            subject: `Mail ${i}`,
            text: `Body ${i}`,
            storeId,
          });
    newestFirst.unshift(message);
  }
  vi.restoreAllMocks();
});

const ids = (messages: OutboxMessage[]) => messages.map((m) => m.id);

async function readAll(query: string): Promise<{ pages: number; messages: OutboxMessage[] }> {
  const messages: OutboxMessage[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const url: string = `/api/admin/outbox?${query}${cursor ? `&cursor=${cursor}` : ''}`;
    const res = await asAdmin({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const page = res.json() as { messages: OutboxMessage[] };
    messages.push(...page.messages);
    cursor = (res.headers['x-next-cursor'] as string | undefined) ?? null;
    pages += 1;
  } while (cursor);
  return { pages, messages };
}

describe('GET /api/admin/outbox', () => {
  it('lists messages newest first', async () => {
    const res = await asAdmin({ method: 'GET', url: '/api/admin/outbox' });
    expect(res.statusCode).toBe(200);
    expect(ids(res.json().messages)).toEqual(ids(newestFirst));
    expect(res.headers['x-next-cursor']).toBeUndefined();
    expect(res.json().messages[0]).toEqual(newestFirst[0]);
  });

  it('walks every message exactly once page by page, ties included', async () => {
    const { pages, messages } = await readAll('limit=2');
    expect(pages).toBe(4);
    expect(ids(messages)).toEqual(ids(newestFirst));
  });

  it('filters by channel and by state', async () => {
    const sms = await readAll('channel=sms&limit=1');
    expect(ids(sms.messages)).toEqual(ids(newestFirst.filter((m) => m.channel === 'sms')));
    expect(sms.messages).toHaveLength(3);

    const failed = await readAll('state=failed');
    expect(failed.messages).toHaveLength(1);
    expect(failed.messages[0]).toMatchObject({ subject: 'Mail 4', state: 'failed' });
    expect(failed.messages[0]?.error).toMatch(/ECONNREFUSED/);

    const keptMail = await readAll('channel=email&state=kept');
    expect(ids(keptMail.messages)).toEqual(
      ids(newestFirst.filter((m) => m.channel === 'email' && m.state === 'kept')),
    );
  });

  it("filters staff messages from customers' and by kind", async () => {
    const audienceOf = (m: OutboxMessage) => OUTBOX_KIND_INFO[m.kind].audience;
    const staff = await readAll('audience=staff&limit=1');
    expect(ids(staff.messages)).toEqual(ids(newestFirst.filter((m) => audienceOf(m) === 'staff')));
    expect(staff.messages.map((m) => m.kind).sort()).toEqual([
      'invitation',
      'password_reset',
      'smart_report',
    ]);

    const customers = await readAll('audience=customer');
    expect(ids(customers.messages)).toEqual(
      ids(newestFirst.filter((m) => audienceOf(m) === 'customer')),
    );
    expect(customers.messages).toHaveLength(4);

    const invitations = await readAll('kind=invitation');
    expect(invitations.messages.map((m) => m.to)).toEqual(['c1@example.com']);
    const mismatched = await readAll('kind=invitation&audience=customer');
    expect(mismatched.messages).toEqual([]);
    const failedStaff = await readAll('audience=staff&state=failed');
    expect(failedStaff.messages.map((m) => m.kind)).toEqual(['password_reset']);
  });

  it.each([
    ['audience=everyone', 'audience', 'Audience must be customer or staff'],
    [
      'kind=letter',
      'kind',
      'Kind must be one of repair_ready, review_request, marketing, invitation, password_reset, smart_report, repair_quote, invoice, police_report, account_security, consent_confirmation',
    ],
    ['limit=0', 'limit', 'Limit must be between 1 and 100'],
    ['limit=500', 'limit', 'Limit must be between 1 and 100'],
    ['limit=abc', 'limit', 'Limit must be a number'],
    ['limit=2.5', 'limit', 'Limit must be a whole number'],
    ['channel=fax', 'channel', 'Channel must be email or sms'],
    ['state=lost', 'state', 'State must be queued, sending, kept, sent or failed'],
    ['cursor=not-a-cursor', 'cursor', 'Invalid cursor'],
    [`cursor=${Buffer.from('["only-one"]').toString('base64url')}`, 'cursor', 'Invalid cursor'],
  ])('refuses %s with a 400 on %s', async (query, field, message) => {
    const res = await asAdmin({ method: 'GET', url: `/api/admin/outbox?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });

  it('refuses store staff and the signed out', async () => {
    expect((await asStore({ method: 'GET', url: '/api/admin/outbox' })).statusCode).toBe(403);
    const signedOut = callAs(ctx.app, undefined);
    expect((await signedOut({ method: 'GET', url: '/api/admin/outbox' })).statusCode).toBe(401);
  });
});
