import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Campaign, CampaignInput } from '../../../shared/marketing';
import {
  CONSENT_MESSAGES,
  CONSENT_VERSION,
  consentWords,
  type ConsentHistory,
} from '../../../shared/marketing-consent';
import type { RepairWaiverInput } from '../../../shared/repairs';
import { buildBuybackForm, multipartBody } from '../../testing/device-factories';
import { createRegionRow, createSignedInUser, createStoreRow } from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';
import { buildRepairInput } from '../../testing/repair-factories';
import { startSmtpServer, type TestSmtpServer } from '../../testing/smtp-test-server';
import { noStoreAddressMessage } from './campaigns';
import { STOP_CONFIRMATION } from './inbound';
import { receiveSms, sendDueReviewRequests, sendPendingCampaigns } from './service';

const ctx = useTestApp();
/** 10:00 AM in New York, 9:00 AM in Chicago, 7:00 AM in Los Angeles. */
const NOW = '2026-11-21T15:00:00.000Z';
let east: string;
let west: string;
let bare: string;
let clerkId: string;
let asClerk: Call;
let asWestClerk: Call;
let asBareClerk: Call;
let asAdmin: Call;
let asManager: Call;
let asAnonymous: Call;
let smtp: TestSmtpServer;

const ticked = { marketingConsentVersion: CONSENT_VERSION };

const checkIn = (call: Call, storeId: string, overrides: Partial<RepairWaiverInput>) =>
  call({
    method: 'POST',
    url: '/api/repair-waivers',
    payload: { ...buildRepairInput(overrides), storeId },
  });

const consentRows = (key: string) =>
  ctx.deps.db
    .selectFrom('marketing_consents')
    .selectAll()
    .where('contact_key', '=', key)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

const startCampaign = (payload: CampaignInput) =>
  asAdmin({ method: 'POST', url: '/api/marketing/campaigns', payload });

/** Sends as a second process would, then waits until the route's own send has finished too. */
async function settled(id: string, state: Campaign['state'] = 'sent'): Promise<Campaign> {
  await sendPendingCampaigns(ctx.deps);
  return vi.waitFor(async () => {
    const campaign = (
      await asAdmin({ method: 'GET', url: `/api/marketing/campaigns/${id}` })
    ).json() as Campaign;
    expect(campaign.state).toBe(state);
    const busy = await ctx.deps.db
      .selectFrom('marketing_messages')
      .select('id')
      .where('campaign_id', '=', id)
      .where('state', '=', 'sending')
      .execute();
    expect(busy).toEqual([]);
    return campaign;
  });
}

const outboxOf = (relatedId: string) =>
  ctx.deps.db
    .selectFrom('outbox')
    .select(['to_address', 'subject', 'body', 'headers', 'channel', 'kind'])
    .where('related_id', '=', relatedId)
    .orderBy('to_address')
    .execute();

const eastOnly = { kind: 'recent_repairs' as const, value: 30 };

beforeAll(async () => {
  ctx.clock.set(NOW);
  smtp = await startSmtpServer();
  const region = await createRegionRow(ctx.deps);
  east = (await createStoreRow(ctx.deps, region.id, { name: 'Uptown' })).id;
  west = (await createStoreRow(ctx.deps, region.id, { name: 'Harbor' })).id;
  bare = (await createStoreRow(ctx.deps, region.id, { name: 'Pop-up' })).id;
  // A store made before addresses existed.
  await ctx.deps.db
    .updateTable('stores')
    .set({ street_address: null, city: null, state: null, zip: null })
    .where('id', '=', bare)
    .execute();
  const clerk = await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId: east });
  clerkId = clerk.user.id;
  asClerk = callAs(ctx.app, clerk.cookie);
  asWestClerk = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId: west })).cookie,
  );
  asBareClerk = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId: bare })).cookie,
  );
  asAdmin = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'admin' })).cookie,
  );
  asManager = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'store_manager', storeId: east })).cookie,
  );
  asAnonymous = callAs(ctx.app, undefined);
});

afterAll(async () => {
  await smtp.close();
});

describe('consent at the counter', () => {
  it('records each ticked box with the words shown, who recorded it and where', async () => {
    // Nia agrees to texts only; Pat to both; Quinn ticks nothing (an older queued form).
    const nia = await checkIn(asClerk, east, {
      customerName: 'Nia North',
      customerPhone: '(212) 555-0140',
      customerEmail: 'nia@example.com',
      marketingSms: true,
      marketingEmail: false,
      ...ticked,
    });
    expect(nia.statusCode).toBe(201);
    const pat = await checkIn(asClerk, east, {
      customerName: 'Pat Park',
      customerPhone: '(212) 555-0141',
      customerEmail: 'Pat@Example.com',
      marketingSms: true,
      marketingEmail: true,
      ...ticked,
    });
    expect(pat.statusCode).toBe(201);
    const quinn = await checkIn(asClerk, east, {
      customerName: 'Quinn Quay',
      customerPhone: '(212) 555-0142',
      customerEmail: 'quinn@example.com',
    });
    expect(quinn.statusCode).toBe(201);

    const niaRows = await consentRows('p:2125550140');
    expect(niaRows).toEqual([
      expect.objectContaining({
        channel: 'sms',
        state: 'given',
        source: 'check_in',
        store_id: east,
        recorded_by: clerkId,
        words: consentWords('TECHY', 'sms'),
        words_version: CONSENT_VERSION,
        created_at: NOW,
      }),
    ]);
    expect(await consentRows('e:nia@example.com')).toEqual([]);
    expect((await consentRows('e:pat@example.com')).map((r) => r.words)).toEqual([
      consentWords('TECHY', 'email'),
    ]);
    expect(await consentRows('p:2125550142')).toEqual([]);
  });

  it('records the boxes of a device sale and a buyback (multipart text parts)', async () => {
    const sale = await asClerk({
      method: 'POST',
      url: '/api/device-sales',
      ...multipartBody({
        fields: {
          storeId: east,
          customerName: 'Ola Olsen',
          customerPhone: '(718) 555-0150',
          customerEmail: 'ola@example.com',
          deviceBrand: 'Apple',
          deviceModel: 'iPhone 13',
          salePrice: '399.00',
          paymentMethod: 'card',
          marketingEmail: 'true',
          marketingSms: 'false',
          ...ticked,
        },
        files: {},
      }),
    });
    expect(sale.statusCode).toBe(201);
    expect((await consentRows('e:ola@example.com')).map((r) => [r.source, r.state])).toEqual([
      ['sale', 'given'],
    ]);
    expect(await consentRows('p:7185550150')).toEqual([]);

    const buyback = await asClerk({
      method: 'POST',
      url: '/api/device-purchases',
      ...multipartBody(
        buildBuybackForm({
          storeId: east,
          customerPhone: '(718) 555-0151',
          marketingSms: 'true',
          ...ticked,
        }),
      ),
    });
    expect(buyback.statusCode).toBe(201);
    expect((await consentRows('p:7185550151')).map((r) => [r.source, r.recorded_by])).toEqual([
      ['buyback', clerkId],
    ]);
  });

  it('refuses a box ticked without its address, or words it does not know, storing nothing', async () => {
    const count = async () =>
      Number(
        (
          await ctx.deps.db
            .selectFrom('repair_waivers')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const noEmail = await checkIn(asClerk, east, {
      customerEmail: '',
      marketingEmail: true,
      ...ticked,
    });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().fields.marketingEmail).toBe(CONSENT_MESSAGES.noEmail);
    const oldWords = await checkIn(asClerk, east, {
      marketingSms: true,
      marketingConsentVersion: '2019-01-01',
    });
    expect(oldWords.statusCode).toBe(400);
    expect(oldWords.json().fields.marketingConsentVersion).toBe(CONSENT_MESSAGES.version);
    const noVersion = await checkIn(asClerk, east, { marketingSms: true });
    expect(noVersion.statusCode).toBe(400);
    expect(await count()).toBe(before);
    const rows = await ctx.deps.db.selectFrom('marketing_consents').select('id').execute();
    expect(rows).toHaveLength(5);
  });
});

describe('campaigns by consent', () => {
  it('counts who each channel reaches and why the rest cannot be reached', async () => {
    const res = await asAdmin({
      method: 'GET',
      url: `/api/marketing/segments?kind=recent_repairs&value=30&storeIds=${east}`,
    });
    // Nia (texts only), Pat (both), Quinn (neither).
    expect(res.json()).toMatchObject({
      people: 3,
      reachableBySms: 2,
      reachableByEmail: 1,
      smsWithoutConsent: 1,
      emailWithoutConsent: 2,
      noEmail: 0,
      noPhone: 0,
    });
    const nia = res.json().sample.find((p: { name: string }) => p.name === 'Nia North');
    expect(nia).toMatchObject({ smsConsent: true, emailConsent: false });
  });

  it('e-mails only who agreed to e-mail, with the address, Advertisement, link and both headers', async () => {
    ctx.deps.config.smtpUrl = smtp.url;
    try {
      const res = await startCampaign({
        name: 'Screens',
        segment: { ...eastOnly, storeIds: [east] },
        channel: 'email',
        subject: 'Screens 20% off',
        message: 'Hi {firstName}, screens are 20% off.',
      });
      expect(res.statusCode).toBe(201);
      const campaign = await settled((res.json() as Campaign).id);
      expect(campaign.results.sent).toBe(1);
      const mails = smtp.received.filter((m) => m.headers.get('subject') === 'Screens 20% off');
      // Nia agreed to texts only: no e-mail for her.
      expect(mails.map((m) => m.rcptTo)).toEqual([['pat@example.com']]);
      const [row] = await outboxOf(campaign.id);
      const link = /http:\/\/shop\.test\/unsubscribe\/[\w-]+/.exec(row!.body)?.[0];
      expect(row!.body).toMatch(/^Advertisement\n\nHi Pat, screens are 20% off\.\n\n— Uptown\n/);
      expect(row!.body).toContain('123 Peachtree St NE');
      expect(row!.body).toContain(`Unsubscribe: ${link}`);
      expect(JSON.parse(row!.headers!)).toEqual({
        'List-Unsubscribe': `<${link}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      expect(mails[0]?.headers.get('list-unsubscribe')).toBe(`<${link}>`);
      expect(mails[0]?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    } finally {
      ctx.deps.config.smtpUrl = undefined;
    }
  });

  it('texts only who agreed to texts, with how to stop', async () => {
    const res = await startCampaign({
      name: 'Cases',
      segment: { ...eastOnly, storeIds: [east] },
      channel: 'sms',
      message: 'Cases half price this week.',
    });
    const campaign = await settled((res.json() as Campaign).id);
    const texts = await outboxOf(campaign.id);
    expect(texts.map((t) => t.to_address)).toEqual(['(212) 555-0140', '(212) 555-0141']);
    for (const t of texts)
      expect(t.body).toMatch(
        /^Cases half price this week\. — Uptown\. Reply STOP or open http:\/\/shop\.test\/unsubscribe\/[\w-]+ to opt out$/,
      );
  });

  it('refuses an e-mail campaign for a store without a postal address', async () => {
    const res = await checkIn(asBareClerk, bare, {
      customerEmail: 'rae@example.com',
      marketingEmail: true,
      ...ticked,
    });
    expect(res.statusCode).toBe(201);
    const refused = await startCampaign({
      name: 'Pop-up',
      segment: { ...eastOnly, storeIds: [bare] },
      channel: 'email',
      subject: 'Hello',
      message: 'Hello',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.segment).toBe(noStoreAddressMessage('Pop-up'));
    expect(refused.json().fields.segment).toContain("Add the store's address in Admin → Stores");
  });
});

describe('stopping', () => {
  it('unsubscribes from the page (look, then confirm) at once for the next campaign', async () => {
    const message = await ctx.deps.db
      .selectFrom('marketing_messages')
      .select('token')
      .where('address', '=', '(212) 555-0140')
      .executeTakeFirstOrThrow();
    const info = await asAnonymous({
      method: 'GET',
      url: `/api/public/unsubscribe/${message.token}`,
    });
    expect(info.json()).toEqual({ storeName: 'Uptown', address: '•••0140', optedOut: false });
    const done = await asAnonymous({
      method: 'POST',
      url: `/api/public/unsubscribe/${message.token}`,
    });
    expect(done.json().optedOut).toBe(true);
    expect((await consentRows('p:2125550140')).at(-1)).toMatchObject({
      state: 'withdrawn',
      source: 'unsubscribe_link',
      recorded_by: null,
    });
    const next = await startCampaign({
      name: 'After Nia left',
      segment: { ...eastOnly, storeIds: [east] },
      channel: 'sms',
      message: 'More cases.',
    });
    const campaign = await settled((next.json() as Campaign).id);
    expect((await outboxOf(campaign.id)).map((t) => t.to_address)).toEqual(['(212) 555-0141']);
  });

  it('takes a mailbox’s one-click POST without a session or an Origin', async () => {
    const message = await ctx.deps.db
      .selectFrom('marketing_messages')
      .select('token')
      .where('address', '=', 'pat@example.com')
      .executeTakeFirstOrThrow();
    const res = await asAnonymous({
      method: 'POST',
      url: `/unsubscribe/${message.token}`,
      headers: { origin: undefined, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect((await consentRows('e:pat@example.com')).at(-1)).toMatchObject({
      state: 'withdrawn',
      source: 'unsubscribe_link',
    });
    const unknown = await asAnonymous({
      method: 'POST',
      url: '/unsubscribe/not-a-real-token-at-all',
      headers: { origin: undefined, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unknown.statusCode).toBe(404);
    // Pat's e-mail and phone both stopped: nobody left to reach by either channel.
    const refused = await startCampaign({
      name: 'After Pat left',
      segment: { ...eastOnly, storeIds: [east] },
      channel: 'sms',
      message: 'Anyone?',
    });
    expect(refused.statusCode).toBe(400);
  });

  it('withdraws on a STOP text at once, confirms once, and ignores other texts', async () => {
    const at = new Date(NOW);
    const sam = await checkIn(asClerk, east, {
      customerName: 'Sam Stone',
      customerPhone: '(212) 555-0143',
      marketingSms: true,
      ...ticked,
    });
    expect(sam.statusCode).toBe(201);
    expect(
      await receiveSms(ctx.deps, { from: '+12125550143', body: 'When do you open?', at }),
    ).toBe(false);
    expect(await receiveSms(ctx.deps, { from: '+12125550143', body: '  stop ', at })).toBe(true);
    expect(await receiveSms(ctx.deps, { from: '+12125550143', body: 'STOP', at })).toBe(false);
    expect((await consentRows('p:2125550143')).map((r) => [r.state, r.source])).toEqual([
      ['given', 'check_in'],
      ['withdrawn', 'sms_stop'],
    ]);
    const confirmations = await ctx.deps.db
      .selectFrom('outbox')
      .select('body')
      .where('to_address', '=', '+12125550143')
      .execute();
    expect(confirmations).toEqual([{ body: STOP_CONFIRMATION }]);
    const refused = await startCampaign({
      name: 'After Sam stopped',
      segment: { ...eastOnly, storeIds: [east] },
      channel: 'sms',
      message: 'Anyone?',
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('quiet hours', () => {
  it('holds a text until 8 AM at the recipient’s, by area code', async () => {
    // Harbor is a New York store; one customer has a Los Angeles number, one a New York one.
    for (const [name, phone] of [
      ['Lee Lane', '(213) 555-0160'],
      ['Max Moss', '(646) 555-0161'],
    ] as const)
      expect(
        (
          await checkIn(asWestClerk, west, {
            customerName: name,
            customerPhone: phone,
            customerEmail: '',
            marketingSms: true,
            ...ticked,
          })
        ).statusCode,
      ).toBe(201);
    const res = await startCampaign({
      name: 'Morning',
      segment: { ...eastOnly, storeIds: [west] },
      channel: 'sms',
      message: 'Good morning.',
    });
    const id = (res.json() as Campaign).id;
    // 7:00 AM in Los Angeles: New York gets it, Los Angeles waits. On a busy machine the first
    // pass may end before the New York text is taken, so the sending is waited on, not assumed.
    await vi.waitFor(async () => {
      const waiting = await settled(id, 'sending');
      expect(waiting.results).toMatchObject({ kept: 1, pending: 1 });
    });
    expect((await outboxOf(id)).map((t) => t.to_address)).toEqual(['(646) 555-0161']);

    ctx.clock.set('2026-11-21T15:59:00.000Z');
    expect(await sendPendingCampaigns(ctx.deps)).toBe(0);
    ctx.clock.set('2026-11-21T16:00:00.000Z');
    try {
      expect(await sendPendingCampaigns(ctx.deps)).toBe(1);
      const done = await settled(id);
      expect(done.results).toMatchObject({ kept: 2, pending: 0 });
    } finally {
      ctx.clock.set(NOW);
    }
  });

  it('holds an SMS review request until the recipient’s morning; e-mail ones carry the address', async () => {
    await asAdmin({
      method: 'PUT',
      url: `/api/marketing/reviews/${west}`,
      payload: { url: 'https://g.page/r/harbor/review' },
    });
    const lee = await ctx.deps.db
      .selectFrom('repair_waivers')
      .select('id')
      .where('customer_name', '=', 'Lee Lane')
      .executeTakeFirstOrThrow();
    const mail = (
      await checkIn(asWestClerk, west, {
        customerName: 'Una Upton',
        customerEmail: 'una@example.com',
      })
    ).json() as { id: string };
    const pickedUp = new Date(Date.parse(NOW) - 3 * 3_600_000).toISOString();
    await ctx.deps.db
      .updateTable('repair_waivers')
      .set({ status: 'picked_up', picked_up_at: pickedUp })
      .where('id', 'in', [lee.id, mail.id])
      .execute();
    // 7:00 AM in Los Angeles: Lee's text waits, Una's e-mail goes.
    expect(await sendDueReviewRequests(ctx.deps)).toBe(1);
    expect(await outboxOf(lee.id)).toEqual([]);
    const [email] = await outboxOf(mail.id);
    expect(email).toMatchObject({ kind: 'review_request', channel: 'email' });
    expect(email!.body).toContain('123 Peachtree St NE');
    expect(JSON.parse(email!.headers!)).toMatchObject({
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    ctx.clock.set('2026-11-21T16:00:00.000Z');
    try {
      expect(await sendDueReviewRequests(ctx.deps)).toBe(1);
    } finally {
      ctx.clock.set(NOW);
    }
    const [text] = await outboxOf(lee.id);
    expect(text?.body).toMatch(
      /Reply STOP or open http:\/\/shop\.test\/unsubscribe\/[\w-]+ to opt out$/,
    );
  });
});

describe('the status page', () => {
  it('shows the customer’s consent and lets them give and withdraw it', async () => {
    const repair = await ctx.deps.db
      .selectFrom('repair_waivers')
      .select('status_token')
      .where('customer_name', '=', 'Quinn Quay')
      .executeTakeFirstOrThrow();
    const url = `/api/public/repairs/${repair.status_token}/marketing-consent`;
    expect((await asAnonymous({ method: 'GET', url })).json()).toEqual({
      businessName: 'TECHY',
      sms: false,
      email: false,
    });
    const given = await asAnonymous({
      method: 'PUT',
      url,
      payload: { sms: true, email: true, version: CONSENT_VERSION },
    });
    expect(given.json()).toEqual({ businessName: 'TECHY', sms: true, email: true });
    const withdrawn = await asAnonymous({
      method: 'PUT',
      url,
      payload: { sms: false, email: true, version: CONSENT_VERSION },
    });
    expect(withdrawn.json()).toMatchObject({ sms: false, email: true });
    expect(
      (await consentRows('p:2125550142')).map((r) => [r.state, r.source, r.recorded_by]),
    ).toEqual([
      ['given', 'status_page', null],
      ['withdrawn', 'status_page', null],
    ]);
    const bad = await asAnonymous({ method: 'PUT', url, payload: { sms: 'yes', version: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ version: CONSENT_MESSAGES.version });
  });
});

describe('a person’s history on request', () => {
  it('lists their consent rows and messages, and exports them as CSV', async () => {
    const res = await asAdmin({
      method: 'GET',
      url: `/api/marketing/consent?contact=${encodeURIComponent('212-555-0140')}`,
    });
    expect(res.statusCode).toBe(200);
    const history = res.json() as ConsentHistory;
    expect(history.contact).toBe('(212) 555-0140');
    expect(history.sms).toBe('withdrawn');
    expect(history.email).toBeNull();
    expect(history.events.map((e) => [e.state, e.source, e.recordedBy !== null])).toEqual([
      ['given', 'check_in', true],
      ['withdrawn', 'unsubscribe_link', false],
    ]);
    expect(history.messages.map((m) => m.campaign)).toEqual(['Cases']);
    const csv = await asAdmin({
      method: 'GET',
      url: `/api/marketing/consent/export.csv?contact=${encodeURIComponent('212-555-0140')}`,
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('Record,When,Channel,What,Where,By,Words or address');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toContain('Campaign: Cases');
  });

  it('refuses a contact that is neither a phone nor an e-mail, and anyone but the office', async () => {
    const bad = await asAdmin({ method: 'GET', url: '/api/marketing/consent?contact=hello' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.contact).toBe('Enter a phone number or e-mail address');
    for (const url of [
      '/api/marketing/consent?contact=2125550140',
      '/api/marketing/consent/export.csv?contact=2125550140',
    ]) {
      expect((await asManager({ method: 'GET', url })).statusCode).toBe(403);
      expect((await asClerk({ method: 'GET', url })).statusCode).toBe(403);
      expect((await asAnonymous({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
