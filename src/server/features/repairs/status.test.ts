import { beforeAll, describe, expect, it } from 'vitest';
import { createRegionRow, createSignedInUser, createStoreRow } from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';
import { buildRepairInput, JPEG_TINY, PNG_1x1 } from '../../testing/repair-factories';
import { payInFull } from '../../testing/repair-money';

const ctx = useTestApp();
/** Where the test store is: the customer's messages and status page say it. */
const MIDTOWN = {
  streetAddress: '950 W Peachtree St NW',
  city: 'Atlanta',
  state: 'GA',
  zip: '30309',
  phone: '770-555-0132',
  openingHours: 'Mon-Sat 10 AM-8 PM',
  licenseNumber: 'ATL-SHD-2318',
};
let asClerk: Call;
let asAdmin: Call;

beforeAll(async () => {
  const region = await createRegionRow(ctx.deps);
  const storeId = (await createStoreRow(ctx.deps, region.id, { name: 'Techy Midtown', ...MIDTOWN }))
    .id;
  asClerk = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId })).cookie,
  );
  asAdmin = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'admin' })).cookie,
  );
});

const checkIn = async (overrides = {}) =>
  (
    await asClerk({
      method: 'POST',
      url: '/api/repair-waivers',
      payload: buildRepairInput(overrides),
    })
  ).json();
const setStatus = (id: string, payload: Record<string, unknown>) =>
  asClerk({
    method: 'PUT',
    url: `/api/repair-waivers/${id}/status`,
    payload: { repairWaiverId: id, ...payload },
  });
const outboxFor = (repairId: string) =>
  ctx.deps.db.selectFrom('outbox').selectAll().where('related_id', '=', repairId).execute();

describe('PUT /api/repair-waivers/:id/status', () => {
  it('moves a repair along, keeping who, when and notes in its history', async () => {
    const w = await checkIn();
    const res = await setStatus(w.id, { status: 'in-progress', notes: 'Screen ordered' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('in_progress');
    const done = await setStatus(w.id, { status: 'completed' });
    const history = done.json().history;
    expect(history.map((h: { toStatus: string }) => h.toStatus)).toEqual([
      'received',
      'in_progress',
      'completed',
    ]);
    expect(history[1]).toMatchObject({
      fromStatus: 'received',
      notes: 'Screen ordered',
      changedByName: 'Pat Lee',
    });
  });

  it('tells the customer by e-mail and SMS when the repair is completed', async () => {
    const w = await checkIn({
      customerEmail: 'ready@example.com',
      customerPhone: '(404) 555-0142',
    });
    await setStatus(w.id, { status: 'completed' });
    const messages = await outboxFor(w.id);
    expect(messages.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    const email = messages.find((m) => m.channel === 'email')!;
    expect(email.to_address).toBe('ready@example.com');
    expect(email.state).toBe('kept');
    expect(email.body).toContain(w.ticketNumber);
    expect(email.body).toContain(`http://shop.test${w.statusUrl}`);
    // Where to collect it and how to call: the store's address, phone and hours.
    for (const message of messages) {
      expect(message.body).toContain('950 W Peachtree St NW');
      expect(message.body).toContain('Atlanta, GA 30309');
      expect(message.body).toContain('(770) 555-0132');
    }
    expect(email.body).toContain('Hours: Mon-Sat 10 AM-8 PM');
  });

  it('sends nothing to a customer who opted out', async () => {
    const w = await checkIn({ notifyOptOut: true });
    await setStatus(w.id, { status: 'completed' });
    expect(await outboxFor(w.id)).toEqual([]);
  });

  it('treats the same status again as no change (a replayed offline update)', async () => {
    const w = await checkIn();
    await setStatus(w.id, { status: 'completed' });
    const again = await setStatus(w.id, { status: 'completed' });
    expect(again.statusCode).toBe(200);
    expect(again.json().history).toHaveLength(2);
    expect((await outboxFor(w.id)).length).toBe(2);
  });

  it('hands the device back with the pickup signature and after photo, and then it is final', async () => {
    const w = await checkIn();
    await setStatus(w.id, { status: 'completed' });
    await payInFull(asClerk, w.id);
    const pickup = await setStatus(w.id, {
      status: 'picked_up',
      pickupSignature: PNG_1x1,
      afterPhoto: JPEG_TINY,
    });
    expect(pickup.statusCode).toBe(200);
    expect(pickup.json()).toMatchObject({ status: 'picked_up' });
    expect(pickup.json().pickupSignature).toMatch(/^\/api\/files\//);
    // Sent without its method, as every client before typed signatures did: it was drawn.
    expect(pickup.json().pickupSignatureMethod).toBe('drawn');
    expect(pickup.json().afterPhoto).toMatch(/^\/api\/files\//);
    expect(pickup.json().pickedUpAt).toBeTruthy();
    for (const status of ['received', 'in_progress', 'completed']) {
      const res = await setStatus(w.id, { status });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(
        'This repair has been picked up; its status can no longer change.',
      );
    }
  });

  it('keeps a pickup signature typed by the customer marked as typed', async () => {
    const w = await checkIn();
    await payInFull(asClerk, w.id);
    const pickup = await setStatus(w.id, {
      status: 'picked_up',
      pickupSignature: PNG_1x1,
      pickupSignatureMethod: 'typed',
    });
    expect(pickup.statusCode).toBe(200);
    expect(pickup.json()).toMatchObject({
      dropoffSignatureMethod: 'drawn',
      pickupSignatureMethod: 'typed',
    });
  });

  it('refuses a transition the workflow does not allow', async () => {
    const w = await checkIn();
    await setStatus(w.id, { status: 'completed' });
    const res = await setStatus(w.id, { status: 'received' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('A repair that is Completed cannot become Received.');
  });

  it('refuses bad input with the field message and changes nothing', async () => {
    const w = await checkIn();
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ status: 'lost' }, 'status', 'Unknown repair status'],
      // Names every object inherits: once they passed validation and came back as a 409.
      [{ status: '__proto__' }, 'status', 'Unknown repair status'],
      [{ status: 'constructor' }, 'status', 'Unknown repair status'],
      [{}, 'status'],
      [{ status: 'completed', repairWaiverId: 'someone-else' }, 'repairWaiverId'],
      [{ status: 'picked_up', pickupSignature: 'data:image/png;base64,AAAA' }, 'pickupSignature'],
      [
        { status: 'picked_up', pickupSignature: PNG_1x1, pickupSignatureMethod: 'stamped' },
        'pickupSignatureMethod',
        'Signature method must be drawn or typed',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await asClerk({
        method: 'PUT',
        url: `/api/repair-waivers/${w.id}/status`,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields[field]).toBeTruthy();
      if (message) expect(res.json().fields[field]).toBe(message);
    }
    const detail = await asClerk({ method: 'GET', url: `/api/waivers/${w.id}` });
    expect(detail.json().waiver.status).toBe('received');
  });
});

describe('GET /api/pickup-queue', () => {
  it('offers repairs not yet picked up, finished ones first', async () => {
    const waiting = await checkIn();
    const ready = await checkIn();
    const gone = await checkIn();
    await setStatus(ready.id, { status: 'completed' });
    await payInFull(asClerk, gone.id);
    await setStatus(gone.id, { status: 'picked_up', pickupSignature: PNG_1x1 });
    const queue = (await asClerk({ method: 'GET', url: '/api/pickup-queue' })).json() as {
      id: string;
      status: string;
    }[];
    const ids = queue.map((q) => q.id);
    expect(ids).toContain(waiting.id);
    expect(ids).not.toContain(gone.id);
    expect(queue[0]!.status).toBe('completed');
  });
});

describe("the customer's status link", () => {
  it('shows progress in plain words without signing in, and nothing private', async () => {
    const w = await checkIn({
      customerName: 'Maya Chen',
      devicePassword: '0000',
      customerEmail: 'maya@example.com',
    });
    await setStatus(w.id, { status: 'in_progress' });
    const token = w.statusUrl.split('/').pop();
    const res = await ctx.app.inject({ method: 'GET', url: `/api/public/repairs/${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ticketNumber: w.ticketNumber,
      storeName: 'Techy Midtown',
      customerFirstName: 'Maya',
      status: 'in_progress',
      statusText: 'A technician is working on your device.',
      companyName: 'TECHY',
      storePhone: '(770) 555-0132',
      store: {
        streetAddress: '950 W Peachtree St NW',
        city: 'Atlanta',
        state: 'GA',
        zip: '30309',
        phone: '(770) 555-0132',
        email: null,
        website: null,
        openingHours: 'Mon-Sat 10 AM-8 PM',
        licenseNumber: 'ATL-SHD-2318',
      },
    });
    expect(res.json().history).toHaveLength(2);
    expect(res.body).not.toMatch(/maya@example.com|0000|\/api\/files/);
    expect(res.body).not.toContain(w.customerPhone);
    // The store's page shows nothing else of the store (no ids, region or settings).
    expect(Object.keys(res.json().store)).toHaveLength(9);
    expect(res.body).not.toContain(w.storeId);
  });

  it('lets the customer stop messages', async () => {
    const w = await checkIn();
    const token = w.statusUrl.split('/').pop();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/public/repairs/${token}/opt-out`,
    });
    expect(res.json().notifyOptOut).toBe(true);
    await setStatus(w.id, { status: 'completed' });
    expect(await outboxFor(w.id)).toEqual([]);
  });

  it('answers 404 to an unknown token', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/public/repairs/not-a-real-token-at-all',
    });
    expect(res.statusCode).toBe(404);
  });

  it('lets an admin read the message in the outbox', async () => {
    const w = await checkIn({ customerEmail: 'outbox@example.com' });
    await setStatus(w.id, { status: 'completed' });
    const res = await asAdmin({ method: 'GET', url: '/api/admin/outbox' });
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json())).toContain(w.ticketNumber);
  });
});
