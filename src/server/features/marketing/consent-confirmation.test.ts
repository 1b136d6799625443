// Issue 37: one second after a person used a real unsubscribe link, a counter checked in a repair
// with that phone and the box ticked, and consent was "given" again under the counter's name;
// opening the repair's status link re-opted them as "status page". After a withdrawal, consent
// returns only through the person's own act: a one-time link sent to that phone or address.
import { beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_VERSION } from '../../../shared/marketing-consent';
import type { RepairWaiverInput } from '../../../shared/repairs';
import { createRegionRow, createSignedInUser, createStoreRow } from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';
import { buildRepairInput } from '../../testing/repair-factories';

const ctx = useTestApp();
let storeId: string;
let asClerk: Call;
const asAnyone: Call = (request) => ctx.app.inject(request);

beforeAll(async () => {
  const region = await createRegionRow(ctx.deps);
  storeId = (await createStoreRow(ctx.deps, region.id)).id;
  asClerk = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId })).cookie,
  );
});

let serial = 0;
/** A person, as their e-mail's consent key. */
function person() {
  serial += 1;
  const email = `opted.out.${serial}@example.com`;
  return { email, key: `e:${email}` };
}

const checkIn = (overrides: Partial<RepairWaiverInput>) =>
  asClerk({
    method: 'POST',
    url: '/api/repair-waivers',
    payload: { ...buildRepairInput(overrides), storeId, marketingConsentVersion: CONSENT_VERSION },
  });

const states = async (key: string) =>
  (
    await ctx.deps.db
      .selectFrom('marketing_consents')
      .select(['state', 'source', 'recorded_by'])
      .where('contact_key', '=', key)
      .orderBy('created_at')
      .orderBy('id')
      .execute()
  ).map((r) => [r.state, r.source, r.recorded_by]);

/** The confirmation links sent to `address`, newest last. */
async function linksTo(address: string): Promise<string[]> {
  const messages = await ctx.deps.db
    .selectFrom('outbox')
    .select('body')
    .where('kind', '=', 'consent_confirmation')
    .where('to_address', '=', address)
    .orderBy('created_at')
    .execute();
  return messages.map((m) => /\/consent\/([\w-]+)/.exec(m.body)![1]!);
}

/** The person withdraws from their repair's status page. */
async function withdrawn(email: string) {
  const created = await checkIn({ customerEmail: email, marketingEmail: true });
  expect(created.statusCode).toBe(201);
  const { status_token: token } = await ctx.deps.db
    .selectFrom('repair_waivers')
    .select('status_token')
    .where('id', '=', created.json().id)
    .executeTakeFirstOrThrow();
  const url = `/api/public/repairs/${token}/marketing-consent`;
  await asAnyone({
    method: 'PUT',
    url,
    payload: { sms: false, email: false, version: CONSENT_VERSION },
  });
  return url;
}

describe('consent after a withdrawal', () => {
  it("is not given by a counter's ticked box: the person is sent a link to confirm", async () => {
    const { email, key } = person();
    await withdrawn(email);
    const again = await checkIn({ customerEmail: email, marketingEmail: true });
    expect(again.statusCode).toBe(201);
    expect((await states(key)).map(([state]) => state)).toEqual(['given', 'withdrawn']);
    expect(await linksTo(email)).toHaveLength(1);
  });

  it('is not given by the status page, which anyone holding the link opens', async () => {
    const { email, key } = person();
    const url = await withdrawn(email);
    const ticked = await asAnyone({
      method: 'PUT',
      url,
      payload: { sms: false, email: true, version: CONSENT_VERSION },
    });
    expect(ticked.json().email).toBe(false);
    expect((await states(key)).map(([state]) => state)).toEqual(['given', 'withdrawn']);
    expect(await linksTo(email)).toHaveLength(1);
  });

  it('returns when the person confirms from the link, once, with the words they were shown', async () => {
    const { email, key } = person();
    await withdrawn(email);
    await checkIn({ customerEmail: email, marketingEmail: true });
    const [token] = await linksTo(email);
    const url = `/api/public/consent-confirmations/${token}`;
    const info = await asAnyone({ method: 'GET', url });
    expect(info.json()).toMatchObject({ channel: 'email', state: 'open' });
    expect(info.json().words).toContain('E-mail me offers');
    // Opening the page changes nothing: mail scanners open links.
    expect(await states(key)).toHaveLength(2);

    expect((await asAnyone({ method: 'POST', url })).json().state).toBe('confirmed');
    expect((await asAnyone({ method: 'POST', url })).json().state).toBe('confirmed');
    expect(await states(key)).toEqual([
      ['given', 'check_in', expect.any(String)],
      ['withdrawn', 'status_page', null],
      ['given', 'confirmation_link', null],
    ]);
  });

  it('is not given by a link past its week', async () => {
    const { email, key } = person();
    await withdrawn(email);
    await checkIn({ customerEmail: email, marketingEmail: true });
    const [token] = await linksTo(email);
    ctx.clock.advance(8 * 24 * 60 * 60 * 1000);
    try {
      const res = await asAnyone({
        method: 'POST',
        url: `/api/public/consent-confirmations/${token}`,
      });
      expect(res.json().state).toBe('expired');
      expect((await states(key)).map(([state]) => state)).toEqual(['given', 'withdrawn']);
    } finally {
      ctx.clock.advance(-8 * 24 * 60 * 60 * 1000);
    }
  });

  it('answers 404 for a link that was never sent', async () => {
    const res = await asAnyone({
      method: 'GET',
      url: `/api/public/consent-confirmations/${'n'.repeat(24)}`,
    });
    expect(res.statusCode).toBe(404);
  });
});
