import { beforeAll, describe, expect, it } from 'vitest';
import type { ReadyExpected } from '../../../shared/ready-expected';
import { createRegionRow, createSignedInUser, createStoreRow } from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';
import { createRepairRow } from '../../testing/repair-factories';

const ctx = useTestApp();
let asAdmin: Call;
let asArea: Call;
let asClerk: Call;
/** A (New York) and B (Chicago) are the area manager's; C is another area's. */
let storeA: string;
let storeB: string;
let storeC: string;
/** New York, for the hours around midnight and the night the clocks go back (1 November 2026). */
let storeD: string;
const tickets: Record<string, string> = {};

const RANGE = 'from=2026-11-29&to=2026-12-05';

async function checkInAt(storeId: string, at: string, customerName: string) {
  ctx.clock.set(at);
  const waiver = await createRepairRow(ctx.deps, storeId, { customerName });
  tickets[customerName] = waiver.ticketNumber;
  return waiver;
}

const ready = async (call: Call, query: string) => {
  const res = await call({ method: 'GET', url: `/api/calendar/ready-expected?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ReadyExpected;
};

beforeAll(async () => {
  const region = await createRegionRow(ctx.deps);
  storeA = (await createStoreRow(ctx.deps, region.id, { timezone: 'America/New_York' })).id;
  storeB = (await createStoreRow(ctx.deps, region.id, { timezone: 'America/Chicago' })).id;
  storeC = (await createStoreRow(ctx.deps, region.id, { timezone: 'America/New_York' })).id;

  // 11:30 PM on the 26th at each store, though the 27th in UTC: ready on the 29th.
  await checkInAt(storeA, '2026-11-27T04:30:00Z', 'Ada Late');
  await checkInAt(storeB, '2026-11-27T05:30:00Z', 'Bo Late');
  await checkInAt(storeA, '2026-11-27T15:00:00Z', 'Ana Morning');
  await checkInAt(storeC, '2026-11-28T15:00:00Z', 'Cy Other');
  storeD = (await createStoreRow(ctx.deps, region.id, { timezone: 'America/New_York' })).id;
  // 11:50 PM on 31 October (daylight time): ready on 3 November.
  await checkInAt(storeD, '2026-11-01T03:50:00Z', 'Dee Eleven Fifty');
  // 12:20 AM and, after the clocks went back, 4:59 AM on 1 November: a new day, ready on the 4th,
  // though the business day that ends at 5:00 AM is still 31 October.
  await checkInAt(storeD, '2026-11-01T04:20:00Z', 'Dee Twelve Twenty');
  await checkInAt(storeD, '2026-11-01T09:59:00Z', 'Dee Four Fifty-Nine');
  // Due before the range, and a repair already finished: neither shows.
  await checkInAt(storeA, '2026-11-20T15:00:00Z', 'Al Early');
  const done = await checkInAt(storeA, '2026-11-27T16:00:00Z', 'Di Done');
  await ctx.deps.db
    .updateTable('repair_waivers')
    .set({ status: 'completed' })
    .where('id', '=', done.id)
    .execute();
  // Signed in once the history is made, on the day the calendar is opened.
  ctx.clock.set('2026-11-28T18:00:00Z');
  const signedIn = async (overrides: Record<string, unknown>) =>
    callAs(ctx.app, (await createSignedInUser(ctx.app, ctx.deps, overrides)).cookie);
  asAdmin = await signedIn({ role: 'admin' });
  asArea = await signedIn({ role: 'areamanager', storeIds: [storeA, storeB] });
  asClerk = await signedIn({ role: 'store', storeId: storeA });
});

describe('the open repairs the calendar expects ready each day', () => {
  it('counts the office every store by the check-in day at the store, without listing them', async () => {
    const answer = await ready(asAdmin, RANGE);
    expect(answer.days).toEqual([
      {
        date: '2026-11-29',
        stores: [
          { storeId: storeA, count: 1 },
          { storeId: storeB, count: 1 },
        ].sort((a, b) => a.storeId.localeCompare(b.storeId)),
        repairs: [],
      },
      { date: '2026-11-30', stores: [{ storeId: storeA, count: 1 }], repairs: [] },
      { date: '2026-12-01', stores: [{ storeId: storeC, count: 1 }], repairs: [] },
    ]);
  });

  it("lists a store's own repairs to its counter, and to anyone who names the store", async () => {
    const expected = [
      {
        date: '2026-11-29',
        stores: [{ storeId: storeA, count: 1 }],
        repairs: [
          expect.objectContaining({
            storeId: storeA,
            ticketNumber: tickets['Ada Late'],
            customerName: 'Ada Late',
          }),
        ],
      },
      {
        date: '2026-11-30',
        stores: [{ storeId: storeA, count: 1 }],
        repairs: [expect.objectContaining({ customerName: 'Ana Morning' })],
      },
    ];
    expect((await ready(asClerk, RANGE)).days).toEqual(expected);
    expect((await ready(asAdmin, `${RANGE}&storeId=${storeA}`)).days).toEqual(expected);
  });

  it('answers an area manager only their stores, and nobody another store by naming it', async () => {
    const area = await ready(asArea, RANGE);
    expect(area.days.flatMap((d) => d.stores.map((s) => s.storeId))).not.toContain(storeC);
    expect(area.days.flatMap((d) => d.repairs)).toEqual([]);
    expect((await ready(asClerk, `${RANGE}&storeId=${storeC}`)).days).toEqual([]);
    expect((await ready(asArea, `${RANGE}&storeId=${storeC}`)).days).toEqual([]);
  });

  it('dates a check-in by its calendar day at the store around midnight and the clock change', async () => {
    const answer = await ready(asAdmin, `from=2026-11-02&to=2026-11-05&storeId=${storeD}`);
    expect(
      answer.days.map((d) => ({ date: d.date, who: d.repairs.map((r) => r.customerName) })),
    ).toEqual([
      { date: '2026-11-03', who: ['Dee Eleven Fifty'] },
      { date: '2026-11-04', who: ['Dee Twelve Twenty', 'Dee Four Fifty-Nine'] },
    ]);
  });

  it('refuses a signed-out caller', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/calendar/ready-expected?${RANGE}`,
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['from', 'from=29/11/2026&to=2026-12-05', 'Date is required'],
    ['to', 'from=2026-12-05&to=2026-11-29', 'From must be on or before to'],
    ['to', 'from=2026-12-01&to=2027-02-02', 'At most 62 days at a time'],
  ])('answers 400 on %s with its message (%s)', async (field, query, message) => {
    const res = await asAdmin({ method: 'GET', url: `/api/calendar/ready-expected?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });
});
