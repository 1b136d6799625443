import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EMPTY_STORE_CONTACT } from '../../../shared/store-contact';
import type { Deps } from '../../deps';
import { useTestApp } from '../../testing/harness';
import {
  deliver,
  queueRepairReady,
  sendEmail,
  sendSms,
  type RepairCompletedNotice,
} from './service';
import {
  closedSmtpUrl,
  startSmtpServer,
  type TestSmtpServer,
} from '../../testing/smtp-test-server';

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

// The harness reads its overrides when its beforeAll runs, after the SMTP server above is listening.
const ctx = useTestApp({
  get smtpUrl() {
    return smtp.url;
  },
});

afterEach(() => {
  vi.restoreAllMocks();
});

const withSmtpUrl = (smtpUrl: string | undefined): Deps => ({
  ...ctx.deps,
  config: { ...ctx.deps.config, smtpUrl },
});

const storedRow = (id: string) =>
  ctx.deps.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const mailTo = (address: string) => smtp.received.filter((m) => m.rcptTo.includes(address));

describe('e-mail', () => {
  it('delivers through the SMTP server and records the message as sent', async () => {
    const message = await sendEmail(ctx.deps, {
      kind: 'repair_ready',
      to: 'jane@example.com',
      subject: 'Your quote',
      text: 'The screen costs $129.00.',
      html: '<p>The screen costs <b>$129.00</b>.</p>',
      relatedId: 'repair-1',
    });

    expect(message).toMatchObject({
      channel: 'email',
      to: 'jane@example.com',
      subject: 'Your quote',
      body: 'The screen costs $129.00.',
      state: 'sent',
      error: null,
      relatedId: 'repair-1',
      sentAt: ctx.clock.now().toISOString(),
    });
    const [mail] = mailTo('jane@example.com');
    expect(mail?.mailFrom).toBe('shop@test.local');
    expect(mail?.headers.get('from')).toBe('Test Shop <shop@test.local>');
    expect(mail?.headers.get('to')).toBe('jane@example.com');
    expect(mail?.headers.get('subject')).toBe('Your quote');
    expect(mail?.content).toContain('The screen costs $129.00.');
    expect(mail?.content).toContain('<b>$129.00</b>');
    expect(await storedRow(message.id)).toMatchObject({
      state: 'sent',
      to_address: 'jane@example.com',
    });
  });

  it('records a failure with its reason, without throwing, when the SMTP server is down', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const deps = withSmtpUrl(await closedSmtpUrl());

    const message = await sendEmail(deps, {
      kind: 'repair_ready',
      to: 'sam@example.com',
      subject: 'Hi',
      text: 'Hello',
    });

    expect(message.state).toBe('failed');
    expect(message.error).toMatch(/ECONNREFUSED/);
    expect(message.sentAt).toBeNull();
    expect(await storedRow(message.id)).toMatchObject({ state: 'failed', error: message.error });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(message.id));
    expect(logged.mock.calls.flat().join(' ')).not.toContain('sam@example.com');
  });

  it('keeps the message in the outbox when no SMTP server is configured', async () => {
    const before = smtp.received.length;
    const message = await sendEmail(withSmtpUrl(undefined), {
      kind: 'smart_report',
      to: 'kim@example.com',
      subject: 'Kept',
      text: 'Waiting for an admin',
    });

    expect(message).toMatchObject({ state: 'kept', error: null, sentAt: null });
    expect(await storedRow(message.id)).toMatchObject({
      state: 'kept',
      body: 'Waiting for an admin',
    });
    expect(smtp.received).toHaveLength(before);
  });
});

describe('SMS', () => {
  it('keeps text messages in the outbox: no SMS provider exists yet', async () => {
    const message = await sendSms(ctx.deps, {
      kind: 'repair_ready',
      to: '555-010-2030',
      body: 'Ready',
      relatedId: 'r-9',
    });

    expect(message).toMatchObject({
      channel: 'sms',
      to: '555-010-2030',
      subject: null,
      body: 'Ready',
      state: 'kept',
      relatedId: 'r-9',
      sentAt: null,
    });
    expect(await storedRow(message.id)).toMatchObject({ channel: 'sms', state: 'kept' });
  });
});

/** Queues the "ready" messages as a status change does, then delivers them as after its commit. */
const notifyReady = async (notice: RepairCompletedNotice) =>
  deliver(ctx.deps, await queueRepairReady(ctx.deps, notice));

describe('queueRepairReady', () => {
  const notice = {
    to: { email: 'lee@example.com', phone: '(555) 010-7788', name: 'Lee Chan' },
    storeName: 'Techy Buckhead',
    store: {
      ...EMPTY_STORE_CONTACT,
      streetAddress: '3393 Peachtree Rd NE',
      city: 'Atlanta',
      state: 'GA',
      zip: '30326',
      phone: '(404) 555-0142',
      openingHours: 'Mon-Sat 10 AM-8 PM\nSun 12-6 PM',
    },
    ticketNumber: 'T-1042',
    device: 'iPhone 15 Pro',
    statusUrl: 'http://shop.test/status/0192f3a4-5b6c-7d8e-9f00-112233445566?code=AB12CD',
    storeId: null,
    repairId: 'repair-42',
  };

  it('tells the customer by e-mail and SMS, with the ticket and the status link', async () => {
    const messages = await notifyReady(notice);

    expect(messages.map((m) => [m.channel, m.to, m.state])).toEqual([
      ['email', 'lee@example.com', 'sent'],
      ['sms', '(555) 010-7788', 'kept'],
    ]);
    for (const message of messages) {
      expect(message.relatedId).toBe('repair-42');
      expect(message.body).toContain('T-1042');
      expect(message.body).toContain(notice.statusUrl);
      expect(message.body).toContain('iPhone 15 Pro');
      expect(message.body).toContain('Techy Buckhead');
      // Where to collect it and how to call the shop.
      expect(message.body).toContain('3393 Peachtree Rd NE');
      expect(message.body).toContain('Atlanta, GA 30326');
      expect(message.body).toContain('(404) 555-0142');
    }
    expect(messages[0]?.body).toContain('Hours: Mon-Sat 10 AM-8 PM; Sun 12-6 PM');
    const [mail] = mailTo('lee@example.com');
    expect(mail?.headers.get('subject')).toBe(
      'Your iPhone 15 Pro is ready for pickup (ticket T-1042)',
    );
    expect(mail?.content).toContain('Hi Lee,');
    expect(mail?.content).toContain(notice.statusUrl);
    expect(mail?.content).toContain(`href="${notice.statusUrl}"`);
  });

  it('escapes what customers typed in the HTML part', async () => {
    await notifyReady({
      ...notice,
      to: { email: 'html@example.com', phone: null, name: 'Al' },
      device: 'Pixel <img src=x>',
    });

    const [mail] = mailTo('html@example.com');
    expect(mail?.content).toContain('<strong>Pixel &lt;img src=x&gt;</strong>');
    expect(mail?.content).not.toContain('<strong>Pixel <img');
  });

  it('sends only the channels the customer gave', async () => {
    const smsOnly = await notifyReady({
      ...notice,
      to: { email: '', phone: '555-010-9999', name: '' },
    });
    expect(smsOnly.map((m) => m.channel)).toEqual(['sms']);
    expect(smsOnly[0]?.body).toContain(
      'Hello, your iPhone 15 Pro is ready for pickup at 3393 Peachtree Rd NE, Atlanta, GA 30326, (404) 555-0142.',
    );

    const noAddress = await notifyReady({
      ...notice,
      store: EMPTY_STORE_CONTACT,
      to: { email: null, phone: '555-010-9998', name: '' },
    });
    expect(noAddress[0]?.body).toContain('Hello, your iPhone 15 Pro is ready for pickup. Ticket');

    const none = await notifyReady({
      ...notice,
      to: { email: null, phone: ' ', name: 'Nobody' },
    });
    expect(none).toEqual([]);
  });
});
