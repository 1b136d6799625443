import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Campaign, CampaignInput, Segment } from '../../../shared/marketing';
import { createPurchaseRow, createSaleRow } from '../../testing/device-factories';
import { createRegionRow, createSignedInUser, createStoreRow } from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';
import { createRepairRow } from '../../testing/repair-factories';
import { startSmtpServer, type TestSmtpServer } from '../../testing/smtp-test-server';
import { newId } from '../../../shared/ids';
import { CONSENT_VERSION, consentWords } from '../../../shared/marketing-consent';
import { sendDueReviewRequests, sendPendingCampaigns } from './service';

const ctx = useTestApp();
const NOW = '2026-11-21T15:00:00.000Z';
const DAY = 86_400_000;
let north: string;
let south: string;
let asAdmin: Call;
let asCeo: Call;
let asManager: Call;
let asArea: Call;
let asAnonymous: Call;
let smtp: TestSmtpServer;

/** Makes a record as if it happened `days` ago, then puts the clock back. */
async function daysAgo<T>(days: number, make: () => Promise<T>): Promise<T> {
  ctx.clock.set(new Date(Date.parse(NOW) - days * DAY));
  try {
    return await make();
  } finally {
    ctx.clock.set(NOW);
  }
}

const segment = async (call: Call, query: string) => {
  const res = await call({ method: 'GET', url: `/api/marketing/segments?${query}` });
  return {
    status: res.statusCode,
    body: res.json() as Segment & { fields?: Record<string, string> },
  };
};

const counts = (s: Segment) => ({
  people: s.people,
  email: s.reachableByEmail,
  sms: s.reachableBySms,
  optedOut: s.optedOut,
});

/** The person's consent to offers on a channel, as a counter form's ticked box records it. */
async function consentTo(channel: 'sms' | 'email', address: string) {
  await ctx.deps.db
    .insertInto('marketing_consents')
    .values({
      id: newId(),
      contact_key:
        channel === 'sms' ? `p:${address.replace(/\D/g, '')}` : `e:${address.toLowerCase()}`,
      channel,
      state: 'given',
      source: 'check_in',
      store_id: north,
      recorded_by: null,
      words: consentWords('TECHY', channel),
      words_version: CONSENT_VERSION,
      created_at: ctx.clock.now().toISOString(),
    })
    .execute();
}

const startCampaign = (call: Call, payload: Partial<CampaignInput> & Record<string, unknown>) =>
  call({ method: 'POST', url: '/api/marketing/campaigns', payload });

/**
 * The route starts the send without waiting for it; sending here too, as a second process would,
 * proves each message still goes once. Then waits for the route's own send to finish.
 */
async function sentCampaign(id: string): Promise<Campaign> {
  await sendPendingCampaigns(ctx.deps);
  return vi.waitFor(async () => {
    const res = await asAdmin({ method: 'GET', url: `/api/marketing/campaigns/${id}` });
    const campaign = res.json() as Campaign;
    expect(campaign.state).toBe('sent');
    return campaign;
  });
}

beforeAll(async () => {
  ctx.clock.set(NOW);
  smtp = await startSmtpServer();
  const region = await createRegionRow(ctx.deps);
  north = (await createStoreRow(ctx.deps, region.id, { name: 'North Loop' })).id;
  south = (await createStoreRow(ctx.deps, region.id, { name: 'South Side' })).id;
  asAdmin = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'admin' })).cookie,
  );
  asCeo = callAs(ctx.app, (await createSignedInUser(ctx.app, ctx.deps, { role: 'ceo' })).cookie);
  asManager = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'store_manager', storeId: north })).cookie,
  );
  asArea = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'areamanager', storeIds: [north, south] }))
      .cookie,
  );
  asAnonymous = callAs(ctx.app, undefined);

  // Ann came twice (the newest visit counts, and she is one person); Ben gave no e-mail; Cal's
  // repair is too old for 90 days but his iPhone 11 is old enough for an upgrade; Dee asked the
  // store to stop sending her messages.
  await daysAgo(40, () =>
    createRepairRow(ctx.deps, north, {
      customerName: 'Ann Archer',
      customerPhone: '(312) 555-0101',
      customerEmail: 'ann@example.com',
      deviceModel: 'iPhone 16',
    }),
  );
  await daysAgo(5, () =>
    createRepairRow(ctx.deps, south, {
      customerName: 'Ann Archer',
      customerPhone: '312-555-0101',
      customerEmail: '',
      deviceModel: 'iPhone 16',
    }),
  );
  await daysAgo(20, () =>
    createRepairRow(ctx.deps, south, {
      customerName: 'Ben Baker',
      customerPhone: '(312) 555-0102',
      customerEmail: '',
      deviceModel: 'iPhone 15',
    }),
  );
  await daysAgo(120, () =>
    createRepairRow(ctx.deps, north, {
      customerName: 'Cal Carter',
      customerPhone: '(312) 555-0103',
      customerEmail: 'cal@example.com',
      deviceModel: 'iPhone 11',
    }),
  );
  await daysAgo(30, () =>
    createRepairRow(ctx.deps, north, {
      customerName: 'Dee Dalton',
      customerPhone: '(312) 555-0104',
      customerEmail: 'dee@example.com',
      deviceModel: 'iPhone 12',
      notifyOptOut: true,
    }),
  );
  // Eve bought an old phone and gave only an e-mail; Fay sold us a phone; Ann sold one too.
  await daysAgo(300, () =>
    createSaleRow(ctx.deps, north, {
      customerName: 'Eve Evans',
      customerEmail: 'eve@example.com',
      deviceBrand: 'Samsung',
      deviceModel: 'Galaxy S21 5G',
    }),
  );
  await daysAgo(10, () =>
    createPurchaseRow(ctx.deps, south, {
      customerName: 'Fay Fisher',
      customerPhone: '(312) 555-0106',
    }),
  );
  await daysAgo(200, () =>
    createPurchaseRow(ctx.deps, north, {
      customerName: 'Ann Archer',
      customerPhone: '(312) 555-0101',
    }),
  );
  // Each of them agreed to offers on every channel they gave an address for.
  for (const phone of ['0101', '0102', '0103', '0104', '0106'])
    await consentTo('sms', `312555${phone}`);
  for (const name of ['ann', 'cal', 'dee', 'eve']) await consentTo('email', `${name}@example.com`);
});

afterAll(async () => {
  await smtp.close();
});

describe('audiences', () => {
  it('counts each person once, by channel, and leaves out who asked for no messages', async () => {
    const recent = await segment(asAdmin, 'kind=recent_repairs&value=90');
    expect(recent.status).toBe(200);
    // Ann (e-mail from her earlier visit, phone), Ben (phone only), Dee (opted out).
    expect(counts(recent.body)).toEqual({ people: 3, email: 1, sms: 2, optedOut: 1 });
    expect(recent.body.description).toBe('People who checked a repair in within the last 90 days.');
    expect(recent.body.sample.map((p) => p.name)).toEqual([
      'Ann Archer',
      'Ben Baker',
      'Dee Dalton',
    ]);
    expect(recent.body.sample[0]).toMatchObject({
      email: 'ann@example.com',
      storeName: 'South Side',
      reason: 'Repair of an Apple iPhone 16 (2024)',
      optedOut: false,
    });
    expect(recent.body.sample[2]?.optedOut).toBe(true);
  });

  it('narrows to the chosen stores', async () => {
    const north90 = await segment(asAdmin, `kind=recent_repairs&value=90&storeIds=${north}`);
    // Ann's north visit 40 days ago counts there, as Ann's first visit.
    expect(north90.body.sample.map((p) => p.name)).toEqual(['Dee Dalton', 'Ann Archer']);
    expect(north90.body.sample[1]?.storeName).toBe('North Loop');
    const north150 = await segment(asCeo, `kind=recent_repairs&value=150&storeIds=${north}`);
    // Ann, once, with Cal and Dee.
    expect(counts(north150.body)).toEqual({ people: 3, email: 2, sms: 2, optedOut: 1 });
  });

  it('finds devices of an age for an upgrade from repairs and sales, by release year', async () => {
    const old = await segment(asAdmin, 'kind=upgrade_ready&value=4');
    // 2022 or older: Cal's iPhone 11 (2019), Dee's iPhone 12 (2020), Eve's Galaxy S21 5G (2021).
    expect(old.body.sample.map((p) => p.name).sort()).toEqual([
      'Cal Carter',
      'Dee Dalton',
      'Eve Evans',
    ]);
    expect(counts(old.body)).toEqual({ people: 3, email: 2, sms: 1, optedOut: 1 });
    expect(old.body.sample.find((p) => p.name === 'Eve Evans')).toMatchObject({
      phone: null,
      reason: 'Bought a Samsung Galaxy S21 5G (2021)',
    });
  });

  it('finds buyback sellers within the days asked', async () => {
    const sellers = await segment(asAdmin, 'kind=buyback_sellers&value=30');
    expect(sellers.body.sample.map((p) => p.name)).toEqual(['Fay Fisher']);
    const longer = await segment(asAdmin, 'kind=buyback_sellers&value=365');
    expect(longer.body.sample.map((p) => p.name)).toEqual(['Fay Fisher', 'Ann Archer']);
    expect(longer.body.sample[1]?.reason).toBe('Sold us an Apple iPhone 14 (2022)');
  });

  it('answers a bad audience with the field’s message', async () => {
    const zero = await segment(asAdmin, 'kind=recent_repairs&value=0');
    expect(zero.status).toBe(400);
    expect(zero.body.fields?.value).toBe('Enter between 1 and 730 days');
    const years = await segment(asAdmin, 'kind=upgrade_ready&value=40');
    expect(years.body.fields?.value).toBe('Enter between 1 and 15 years');
    const kind = await segment(asAdmin, 'kind=everyone&value=3');
    expect(kind.status).toBe(400);
    expect(kind.body.fields?.kind).toBe('Choose an audience');
  });
});

describe('who may use the hub', () => {
  const routes = [
    { method: 'GET' as const, url: '/api/marketing/segments?kind=recent_repairs&value=90' },
    { method: 'GET' as const, url: '/api/marketing/campaigns' },
    { method: 'GET' as const, url: '/api/marketing/reviews' },
  ];

  it('refuses managers and the signed-out', async () => {
    for (const route of routes) {
      expect((await asManager(route)).statusCode).toBe(403);
      expect((await asArea(route)).statusCode).toBe(403);
      expect((await asAnonymous(route)).statusCode).toBe(401);
    }
    const write = await asArea({
      method: 'POST',
      url: '/api/marketing/campaigns',
      payload: { name: 'x' },
    });
    expect(write.statusCode).toBe(403);
  });
});

describe('campaigns', () => {
  const email: CampaignInput = {
    name: 'Winter screen offer',
    segment: { kind: 'recent_repairs', value: 90 },
    channel: 'email',
    subject: 'Screens 20% off this week',
    message: 'Hi {firstName}, screens are 20% off until Sunday.',
  };

  it('refuses an e-mail without a subject, and an audience nobody in it can be e-mailed', async () => {
    const noSubject = await startCampaign(asAdmin, { ...email, subject: '' });
    expect(noSubject.statusCode).toBe(400);
    expect(noSubject.json().fields.subject).toBe('Subject is required for an e-mail');
    const unreachable = await startCampaign(asAdmin, {
      ...email,
      segment: { kind: 'buyback_sellers', value: 30 },
    });
    expect(unreachable.statusCode).toBe(400);
    expect(unreachable.json().fields.segment).toBe(
      'Nobody in this audience can be reached by e-mail: it takes an address and their consent to offers by e-mail',
    );
    const stored = await ctx.deps.db.selectFrom('marketing_campaigns').select('id').execute();
    expect(stored).toEqual([]);
  });

  it('e-mails everyone reachable over SMTP with their name and a way out, skipping the opted out', async () => {
    ctx.deps.config.smtpUrl = smtp.url;
    try {
      const res = await startCampaign(asAdmin, email);
      expect(res.statusCode).toBe(201);
      const campaign = await sentCampaign((res.json() as Campaign).id);
      expect(campaign.state).toBe('sent');
      // Dee opted out and has an address: skipped. Ben has no address: not in an e-mail campaign.
      expect(campaign.results).toEqual({
        sent: 1,
        kept: 0,
        failed: 0,
        pending: 0,
        skippedOptedOut: 1,
        optedOut: 0,
      });
      const mails = smtp.received.filter((m) => m.headers.get('subject') === email.subject);
      expect(mails.map((m) => m.rcptTo)).toEqual([['ann@example.com']]);
      expect(mails[0]?.content).toContain('Hi Ann, screens are 20% off until Sunday.');
      const link = /http:\/\/shop\.test\/unsubscribe\/[\w-]+/.exec(mails[0]?.content ?? '')?.[0];
      expect(link).toBeDefined();
      expect(mails[0]?.headers.get('list-unsubscribe')).toBe(`<${link}>`);
    } finally {
      ctx.deps.config.smtpUrl = undefined;
    }
  });

  it('keeps SMS in the outbox when no provider is set, and lists the campaigns newest first', async () => {
    const res = await startCampaign(asCeo, {
      name: 'Trade-in week',
      segment: { kind: 'recent_repairs', value: 90 },
      channel: 'sms',
      message: 'Trade in your old phone this week for extra credit.',
    });
    expect(res.statusCode).toBe(201);
    const campaign = await sentCampaign((res.json() as Campaign).id);
    expect(campaign.results).toMatchObject({ sent: 0, kept: 2, skippedOptedOut: 1 });
    const outbox = await ctx.deps.db
      .selectFrom('outbox')
      .select(['to_address', 'body', 'state'])
      .where('related_id', '=', campaign.id)
      .orderBy('to_address')
      .execute();
    // 312-555-0101 was typed at check-in; it is stored, and texted, as (312) 555-0101.
    expect(outbox.map((m) => [m.to_address, m.state])).toEqual([
      ['(312) 555-0101', 'kept'],
      ['(312) 555-0102', 'kept'],
    ]);
    expect(outbox[0]?.body).toMatch(
      /^Trade in your old phone .* Reply STOP or open http:\/\/shop\.test\/unsubscribe\/[\w-]+ to opt out$/,
    );
    const list = (
      await asAdmin({ method: 'GET', url: '/api/marketing/campaigns' })
    ).json() as Campaign[];
    expect(list.map((c) => c.name)).toEqual(['Trade-in week', 'Winter screen offer']);
    expect(list[0]?.audience).toBe('People who checked a repair in within the last 90 days.');
    const logged = await ctx.deps.db
      .selectFrom('activity_log')
      .select(['action', 'details'])
      .where('action', '=', 'campaign.send')
      .execute();
    expect(logged).toHaveLength(2);
  });

  it('unsubscribes from the link: counted on the campaign, left out of audiences and later campaigns', async () => {
    const [annMessage] = await ctx.deps.db
      .selectFrom('marketing_messages')
      .select(['token', 'campaign_id'])
      .where('address', '=', 'ann@example.com')
      .execute();
    const token = annMessage!.token;
    const info = await asAnonymous({ method: 'GET', url: `/api/public/unsubscribe/${token}` });
    expect(info.json()).toEqual({
      storeName: 'South Side',
      address: 'a•••@example.com',
      optedOut: false,
    });
    const done = await asAnonymous({ method: 'POST', url: `/api/public/unsubscribe/${token}` });
    expect(done.json().optedOut).toBe(true);
    const again = await asAnonymous({ method: 'POST', url: `/api/public/unsubscribe/${token}` });
    expect(again.statusCode).toBe(200);

    const campaign = await sentCampaign(annMessage!.campaign_id!);
    expect(campaign.results.optedOut).toBe(1);
    const recent = await segment(asAdmin, 'kind=recent_repairs&value=90');
    // Her phone went with her e-mail: no SMS either; her consent is withdrawn on both.
    expect(counts(recent.body)).toEqual({ people: 3, email: 0, sms: 1, optedOut: 1 });
    expect(recent.body.smsWithoutConsent).toBe(1);
    expect(recent.body.emailWithoutConsent).toBe(1);
    const sellers = await segment(asAdmin, 'kind=buyback_sellers&value=365');
    expect(sellers.body.reachableBySms).toBe(1);
  });

  it('answers an unknown token with a 404 and its message', async () => {
    const res = await asAnonymous({
      method: 'GET',
      url: '/api/public/unsubscribe/not-a-real-token-at-all',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('This link is not valid.');
  });
});

describe('review requests after pickup', () => {
  const pickUp = async (repairId: string, hoursAgo: number) =>
    ctx.deps.db
      .updateTable('repair_waivers')
      .set({
        status: 'picked_up',
        picked_up_at: new Date(Date.parse(NOW) - hoursAgo * 3_600_000).toISOString(),
      })
      .where('id', '=', repairId)
      .execute();

  it('refuses a link that is not https, and saves one that is', async () => {
    const bad = await asAdmin({
      method: 'PUT',
      url: `/api/marketing/reviews/${north}`,
      payload: { url: 'http://reviews.example/north' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.url).toBe('Enter an https:// link');
    const ok = await asAdmin({
      method: 'PUT',
      url: `/api/marketing/reviews/${north}`,
      payload: { url: 'https://g.page/r/north-loop/review' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().stores.find((s: { storeId: string }) => s.storeId === north).reviewUrl).toBe(
      'https://g.page/r/north-loop/review',
    );
    const missing = await asAdmin({
      method: 'PUT',
      url: '/api/marketing/reviews/no-such-store',
      payload: { url: '' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('asks once per pickup after the delay, only where the store has a link, never twice to a person', async () => {
    const asked = await createRepairRow(ctx.deps, north, {
      customerName: 'Gil Grant',
      customerPhone: '(312) 555-0107',
      customerEmail: 'gil@example.com',
      deviceModel: 'iPhone 13',
    });
    const tooSoon = await createRepairRow(ctx.deps, north, { customerName: 'Hal Hayes' });
    const noLink = await createRepairRow(ctx.deps, south, { customerName: 'Ivy Irwin' });
    const silent = await createRepairRow(ctx.deps, north, {
      customerName: 'Jo Jones',
      notifyOptOut: true,
    });
    const sameGil = await createRepairRow(ctx.deps, north, {
      customerName: 'Gil Grant',
      customerPhone: '(312) 555-0107',
      customerEmail: 'gil@example.com',
    });
    await pickUp(asked.id, 3);
    await pickUp(tooSoon.id, 1);
    await pickUp(noLink.id, 3);
    await pickUp(silent.id, 3);
    await pickUp(sameGil.id, 2.5);

    // Two processes ticking together still ask once.
    const [a, b] = await Promise.all([
      sendDueReviewRequests(ctx.deps),
      sendDueReviewRequests(ctx.deps),
    ]);
    expect(a + b).toBe(1);
    expect(await sendDueReviewRequests(ctx.deps)).toBe(0);
    const outbox = await ctx.deps.db
      .selectFrom('outbox')
      .select(['to_address', 'subject', 'body'])
      .where('related_id', '=', asked.id)
      .execute();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      to_address: 'gil@example.com',
      subject: 'How did we do, Gil?',
    });
    expect(outbox[0]?.body).toContain(
      'Hi Gil, thanks for choosing North Loop for your Apple iPhone 13. How did we do? A short review helps other people find us: https://g.page/r/north-loop/review',
    );

    // An hour later Hal's pickup is due too.
    ctx.clock.set(new Date(Date.parse(NOW) + 3_600_000));
    try {
      expect(await sendDueReviewRequests(ctx.deps)).toBe(1);
    } finally {
      ctx.clock.set(NOW);
    }
  });

  it('sums the last 30 days per store beside the reviews the daily reports recorded', async () => {
    const clerk = await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId: north });
    const report = await callAs(
      ctx.app,
      clerk.cookie,
    )({
      method: 'POST',
      url: '/api/daily-sales-reports',
      payload: { googleReviews: '4' },
    });
    expect(report.statusCode).toBe(201);
    const summary = (await asCeo({ method: 'GET', url: '/api/marketing/reviews' })).json();
    expect(summary.stores).toEqual([
      {
        storeId: north,
        storeName: 'North Loop',
        reviewUrl: 'https://g.page/r/north-loop/review',
        requested: 2,
        optedOut: 0,
        reviewsReported: 4,
      },
      {
        storeId: south,
        storeName: 'South Side',
        reviewUrl: null,
        requested: 0,
        optedOut: 0,
        reviewsReported: 0,
      },
    ]);
  });
});
