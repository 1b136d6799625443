import { beforeAll, describe, expect, it } from 'vitest';
import {
  APPOINTMENT_STATUSES,
  type Appointment,
  type AppointmentCounts,
  type AppointmentInput,
} from '../../../shared/appointments';
import { newId } from '../../../shared/ids';
import { createRegionRow, createSignedInUser, createStoreRow } from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';

const ctx = useTestApp();
let asAdmin: Call;
let asArea: Call;
let asClerk: Call;
/** A and B are the area manager's; C is another area's. */
let storeA: string;
let storeB: string;
let storeC: string;

const RANGE = 'from=2026-12-01&to=2026-12-07';

const booking = (
  storeId: string,
  date: string,
  overrides: Partial<AppointmentInput> = {},
): AppointmentInput => ({
  id: newId(),
  storeId,
  customerName: 'Casey Counted',
  customerPhone: '(312) 555-0177',
  date,
  time: '11:00',
  deviceBrand: 'Apple',
  deviceModel: 'iPhone 15',
  problem: 'Cracked screen',
  ...overrides,
});

/**
 * Books as the office and, unless it stays booked, moves it to `status`. These visits are still
 * to come, when no one can have missed one yet, so a no-show is written as the row it would be.
 */
async function bookAs(storeId: string, date: string, status: Appointment['status'] = 'booked') {
  const input = booking(storeId, date);
  const made = await asAdmin({ method: 'POST', url: '/api/appointments', payload: input });
  expect(made.statusCode, made.body).toBe(201);
  if (status === 'no_show') {
    await ctx.deps.db
      .updateTable('appointments')
      .set({ status })
      .where('id', '=', input.id!)
      .execute();
  } else if (status !== 'booked') {
    const moved = await asAdmin({
      method: 'PATCH',
      url: `/api/appointments/${input.id}`,
      payload: { status },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
}

const counts = async (call: Call, query: string) => {
  const res = await call({ method: 'GET', url: `/api/appointments/counts?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AppointmentCounts;
};

/** The counts the list's appointments add up to, laid out as the counts endpoint answers. */
function countedFromList(list: Appointment[]): AppointmentCounts {
  const storeIds = [...new Set(list.map((a) => a.storeId))].sort();
  const dates = [...new Set(list.map((a) => a.date))].sort();
  return {
    storeIds,
    days: dates.map((date) => {
      const day = list.filter((a) => a.date === date);
      const per = (status: Appointment['status']) =>
        storeIds.map((id) => day.filter((a) => a.storeId === id && a.status === status).length);
      return {
        date,
        booked: per('booked'),
        arrived: per('arrived'),
        cancelled: per('cancelled'),
        no_show: per('no_show'),
      };
    }),
  };
}

beforeAll(async () => {
  const region = await createRegionRow(ctx.deps);
  storeA = (await createStoreRow(ctx.deps, region.id)).id;
  storeB = (await createStoreRow(ctx.deps, region.id)).id;
  storeC = (await createStoreRow(ctx.deps, region.id)).id;
  const signedIn = async (overrides: Record<string, unknown>) =>
    callAs(ctx.app, (await createSignedInUser(ctx.app, ctx.deps, overrides)).cookie);
  asAdmin = await signedIn({ role: 'admin' });
  asArea = await signedIn({ role: 'areamanager', storeIds: [storeA, storeB] });
  asClerk = await signedIn({ role: 'store', storeId: storeA });

  await bookAs(storeA, '2026-12-01');
  await bookAs(storeA, '2026-12-01');
  await bookAs(storeA, '2026-12-01', 'cancelled');
  await bookAs(storeA, '2026-12-02', 'arrived');
  await bookAs(storeB, '2026-12-01', 'no_show');
  await bookAs(storeB, '2026-12-03');
  await bookAs(storeC, '2026-12-01');
  // Outside the range: not counted.
  await bookAs(storeA, '2026-12-08');
});

describe('counting a range’s appointments per store, day and status', () => {
  it('answers the office every store’s counts, equal to the appointments made', async () => {
    const answer = await counts(asAdmin, RANGE);
    expect(answer.storeIds).toEqual([storeA, storeB, storeC].sort());
    const at = (id: string) => answer.storeIds.indexOf(id);
    const dec1 = answer.days.find((d) => d.date === '2026-12-01')!;
    expect(dec1.booked[at(storeA)]).toBe(2);
    expect(dec1.cancelled[at(storeA)]).toBe(1);
    expect(dec1.no_show[at(storeB)]).toBe(1);
    expect(dec1.booked[at(storeC)]).toBe(1);
    expect(answer.days.map((d) => d.date)).toEqual(['2026-12-01', '2026-12-02', '2026-12-03']);

    const list = await asAdmin({ method: 'GET', url: `/api/appointments?${RANGE}` });
    expect(answer).toEqual(countedFromList(list.json()));
  });

  it('counts one store when asked for it', async () => {
    const answer = await counts(asAdmin, `${RANGE}&storeId=${storeB}`);
    expect(answer).toEqual({
      storeIds: [storeB],
      days: [
        { date: '2026-12-01', booked: [0], arrived: [0], cancelled: [0], no_show: [1] },
        { date: '2026-12-03', booked: [1], arrived: [0], cancelled: [0], no_show: [0] },
      ],
    });
  });

  it('answers an area manager and a counter only their own stores, as the list does', async () => {
    const area = await counts(asArea, RANGE);
    expect(area.storeIds).toEqual([storeA, storeB].sort());
    const areaList = await asArea({ method: 'GET', url: `/api/appointments?${RANGE}` });
    expect(area).toEqual(countedFromList(areaList.json()));

    const clerk = await counts(asClerk, RANGE);
    expect(clerk).toEqual({
      storeIds: [storeA],
      days: [
        { date: '2026-12-01', booked: [2], arrived: [0], cancelled: [1], no_show: [0] },
        { date: '2026-12-02', booked: [0], arrived: [1], cancelled: [0], no_show: [0] },
      ],
    });
    expect(await counts(asClerk, `${RANGE}&storeId=${storeC}`)).toEqual({
      storeIds: [],
      days: [],
    });
    expect(await counts(asArea, `${RANGE}&storeId=${storeC}`)).toEqual({
      storeIds: [],
      days: [],
    });
  });

  it('refuses a signed-out caller', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/appointments/counts?${RANGE}` });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['from', 'from=01/12/2026&to=2026-12-07', 'Date is required'],
    ['to', 'from=2026-12-01', 'Date is required'],
    ['to', 'from=2026-12-07&to=2026-12-01', 'From must be on or before to'],
    ['to', 'from=2026-12-01&to=2027-02-02', 'At most 62 days at a time'],
  ])('answers 400 on %s with its message (%s)', async (field, query, message) => {
    const res = await asAdmin({ method: 'GET', url: `/api/appointments/counts?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });

  it('answers a range of 62 days, the longest the list answers', async () => {
    const answer = await counts(asAdmin, 'from=2026-12-01&to=2027-02-01');
    expect(answer.storeIds).toEqual([storeA, storeB, storeC].sort());
    expect(answer.days.map((d) => d.date)).toContain('2026-12-08');
  });
});

describe('the counts of a 50-store chain’s month', () => {
  it('stay well under 100 KB with every store busy every day', async () => {
    const region = await createRegionRow(ctx.deps);
    const stores: string[] = [];
    for (let i = 0; i < 50; i += 1) stores.push((await createStoreRow(ctx.deps, region.id)).id);
    const perDay = { booked: 10, arrived: 1, cancelled: 1, no_show: 1 } as const;
    const rows = stores.flatMap((storeId) =>
      Array.from({ length: 31 }, (_, d) => `2027-01-${String(d + 1).padStart(2, '0')}`).flatMap(
        (date) =>
          APPOINTMENT_STATUSES.flatMap((status) =>
            Array.from({ length: perDay[status] }, () => ({
              id: newId(),
              store_id: storeId,
              customer_name: 'Morgan Month',
              customer_phone: '(312) 555-0188',
              customer_email: null,
              date,
              time: '12:00',
              device_brand: 'Apple',
              device_model: 'iPhone 15',
              problem: 'Battery',
              status,
              repair_id: null,
              created_by: null,
              created_at: '2026-11-21T15:00:00.000Z',
              updated_at: '2026-11-21T15:00:00.000Z',
            })),
          ),
      ),
    );
    for (let i = 0; i < rows.length; i += 500)
      await ctx.db.db
        .insertInto('appointments')
        .values(rows.slice(i, i + 500))
        .execute();

    const month = await asAdmin({
      method: 'GET',
      url: '/api/appointments/counts?from=2027-01-01&to=2027-01-31',
    });
    const answer = month.json() as AppointmentCounts;
    expect(answer.storeIds).toEqual([...stores].sort());
    expect(answer.days).toHaveLength(31);
    for (const day of answer.days)
      for (const status of APPOINTMENT_STATUSES)
        expect(day[status]).toEqual(stores.map(() => perDay[status]));
    expect(month.body.length).toBeLessThan(100_000);
  });
});
