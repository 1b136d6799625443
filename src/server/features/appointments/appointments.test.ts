import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  APPOINTMENT_NOT_DUE,
  APPOINTMENT_NOT_MOVABLE,
  APPOINTMENT_PAST_DAY,
  APPOINTMENT_PAST_TIME,
  type AppointmentInput,
} from '../../../shared/appointments';
import { newId } from '../../../shared/ids';
import { createRegionRow, createSignedInUser, createStoreRow } from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';
import { createRepairRow } from '../../testing/repair-factories';

const ctx = useTestApp();
let asClerk: Call;
let asOtherStore: Call;
let asAdmin: Call;
let storeId: string;
let otherStoreId: string;

const booking = (overrides: Partial<AppointmentInput> = {}): AppointmentInput => ({
  id: newId(),
  customerName: 'Dana Booker',
  customerPhone: '(312) 555-0199',
  date: '2026-11-24',
  time: '10:30',
  deviceBrand: 'Apple',
  deviceModel: 'iPhone 14',
  problem: 'Cracked screen',
  ...overrides,
});

const book = (call: Call, payload: unknown) =>
  call({ method: 'POST', url: '/api/appointments', payload: payload as object });

const appointmentCount = async () =>
  Number(
    (
      await ctx.db.db
        .selectFrom('appointments')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/**
 * The store's clerk signed in anew once the clock is at `instant` (a visit's hour has come; the
 * earlier sessions have been idle too long by then); the clock goes back after the test.
 */
async function clerkAt(instant: string): Promise<Call> {
  ctx.clock.set(instant);
  onTestFinished(() => ctx.clock.set('2026-11-21T15:00:00.000Z'));
  return callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId })).cookie,
  );
}

beforeAll(async () => {
  const region = await createRegionRow(ctx.deps);
  storeId = (await createStoreRow(ctx.deps, region.id)).id;
  otherStoreId = (await createStoreRow(ctx.deps, region.id)).id;
  asClerk = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId })).cookie,
  );
  asOtherStore = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId: otherStoreId })).cookie,
  );
  asAdmin = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'admin' })).cookie,
  );
});

describe('booking an appointment', () => {
  it('books in the clerk’s store and answers the replay of the same id with the same appointment', async () => {
    const input = booking();
    const first = await book(asClerk, input);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      id: input.id,
      storeId,
      status: 'booked',
      repairId: null,
      customerEmail: null,
    });
    const count = await appointmentCount();
    const replay = await book(asClerk, input);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().id).toBe(input.id);
    expect(await appointmentCount()).toBe(count);
  });

  it.each([
    ['customerName', { customerName: ' ' }, 'Customer name is required'],
    ['customerPhone', { customerPhone: 'call me' }, 'Valid phone number required'],
    ['customerEmail', { customerEmail: 'not-an-email' }, 'Valid email required'],
    ['date', { date: '24/11/2026' }, 'Date is required'],
    ['time', { time: '25:00' }, 'Time is required'],
    ['deviceModel', { deviceModel: '' }, 'Device model is required'],
    ['problem', { problem: '' }, 'Problem is required'],
  ])('answers 400 on %s with its message and stores nothing', async (field, overrides, message) => {
    const before = await appointmentCount();
    const res = await book(asClerk, booking(overrides as Partial<AppointmentInput>));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(await appointmentCount()).toBe(before);
  });

  it('asks the office which store, and refuses a store outside reach', async () => {
    const unnamed = await book(asAdmin, booking());
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().fields.storeId).toBe('Choose the store for this appointment');
    const outside = await book(asOtherStore, booking({ storeId }));
    expect(outside.statusCode).toBe(400);
    expect(outside.json().fields.storeId).toBe('Store not found');
  });

  it('refuses a replayed id that belongs to another store', async () => {
    const input = booking();
    await book(asClerk, input);
    const res = await book(asOtherStore, input);
    expect(res.statusCode).toBe(409);
  });

  it('refuses a signed-out caller', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: booking(),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('listing appointments', () => {
  it('answers the range, in day and time order, scoped to reach', async () => {
    const late = booking({ date: '2026-12-02', time: '16:00' });
    const early = booking({ date: '2026-12-02', time: '09:00' });
    const outOfRange = booking({ date: '2026-12-09' });
    for (const input of [late, early, outOfRange]) await book(asClerk, input);
    const theirs = booking({ date: '2026-12-02' });
    await book(asOtherStore, theirs);

    const range = 'from=2026-12-01&to=2026-12-07';
    const mine = await asClerk({ method: 'GET', url: `/api/appointments?${range}` });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().map((a: { id: string }) => a.id)).toEqual([early.id, late.id]);

    const office = await asAdmin({
      method: 'GET',
      url: `/api/appointments?${range}&storeId=${otherStoreId}`,
    });
    expect(office.json().map((a: { id: string }) => a.id)).toEqual([theirs.id]);

    const peek = await asOtherStore({
      method: 'GET',
      url: `/api/appointments?${range}&storeId=${storeId}`,
    });
    expect(peek.json()).toEqual([]);
  });

  it('answers 400 on a backwards or too long range', async () => {
    const backwards = await asClerk({
      method: 'GET',
      url: '/api/appointments?from=2026-12-07&to=2026-12-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields.to).toBe('From must be on or before to');
    const long = await asClerk({
      method: 'GET',
      url: '/api/appointments?from=2026-01-01&to=2026-12-31',
    });
    expect(long.statusCode).toBe(400);
  });
});

describe('changing an appointment', () => {
  it('reschedules, marks a no-show, and marks an arrival with its repair', async () => {
    const input = booking();
    await book(asClerk, input);
    const url = `/api/appointments/${input.id}`;

    const moved = await asClerk({
      method: 'PATCH',
      url,
      payload: { date: '2026-11-25', time: '14:15' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ date: '2026-11-25', time: '14:15', status: 'booked' });

    // Missed once its hour has come: 2:30 PM on the 25th in New York.
    const later = await clerkAt('2026-11-25T19:30:00.000Z');
    const noShow = await later({ method: 'PATCH', url, payload: { status: 'no_show' } });
    expect(noShow.json().status).toBe('no_show');

    const repair = await createRepairRow(ctx.deps, storeId);
    const arrived = await later({
      method: 'PATCH',
      url,
      payload: { status: 'arrived', repairId: repair.id },
    });
    expect(arrived.statusCode).toBe(200);
    expect(arrived.json()).toMatchObject({
      status: 'arrived',
      repairId: repair.id,
      ticketNumber: repair.ticketNumber,
    });
  });

  it('refuses a repair of another store, an empty change and a repair without arrival', async () => {
    const input = booking();
    await book(asClerk, input);
    const url = `/api/appointments/${input.id}`;
    const foreign = await createRepairRow(ctx.deps, otherStoreId);
    const res = await asClerk({
      method: 'PATCH',
      url,
      payload: { status: 'arrived', repairId: foreign.id },
    });
    expect(res.statusCode).toBe(404);
    const empty = await asClerk({ method: 'PATCH', url, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.status).toBe('Nothing to change');
    const own = await createRepairRow(ctx.deps, storeId);
    const linkOnly = await asClerk({ method: 'PATCH', url, payload: { repairId: own.id } });
    expect(linkOnly.statusCode).toBe(400);
    expect(linkOnly.json().fields.repairId).toBe('Only an arrival links a repair');
    const stored = await asClerk({
      method: 'GET',
      url: '/api/appointments?from=2026-11-24&to=2026-11-24',
    });
    const mine = stored.json().find((a: { id: string }) => a.id === input.id);
    expect(mine).toMatchObject({ status: 'booked', repairId: null });
  });

  it('answers 404 to another store and leaves the appointment as it was', async () => {
    const input = { ...booking(), id: newId() };
    await book(asClerk, input);
    const res = await asOtherStore({
      method: 'PATCH',
      url: `/api/appointments/${input.id}`,
      payload: { status: 'cancelled' },
    });
    expect(res.statusCode).toBe(404);
    const row = await ctx.db.db
      .selectFrom('appointments')
      .select('status')
      .where('id', '=', input.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('booked');
  });
});

describe('a no-show', () => {
  it('is refused with 409 and why before the visit’s hour at the store, and taken after it', async () => {
    // 10:00 AM in New York: the 10:30 visit today has not come yet.
    const input = booking({ date: '2026-11-21', time: '10:30' });
    await book(asClerk, input);
    const url = `/api/appointments/${input.id}`;
    const early = await asClerk({ method: 'PATCH', url, payload: { status: 'no_show' } });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(APPOINTMENT_NOT_DUE);
    const row = await ctx.db.db
      .selectFrom('appointments')
      .select('status')
      .where('id', '=', input.id!)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('booked');

    const after = await clerkAt('2026-11-21T15:31:00.000Z');
    const missed = await after({ method: 'PATCH', url, payload: { status: 'no_show' } });
    expect(missed.statusCode).toBe(200);
    expect(missed.json().status).toBe('no_show');
  });
});

describe('rescheduling an appointment', () => {
  it.each(['arrived', 'cancelled', 'no_show'] as const)(
    'refuses to move a %s appointment with 409 and why, and keeps its day',
    async (status) => {
      const input = { ...booking(), id: newId() };
      await book(asClerk, input);
      const url = `/api/appointments/${input.id}`;
      // A no-show is marked once the visit's hour (10:30 AM on the 24th) has come.
      const clerk = status === 'no_show' ? await clerkAt('2026-11-24T16:00:00.000Z') : asClerk;
      await clerk({ method: 'PATCH', url, payload: { status } });
      const res = await clerk({ method: 'PATCH', url, payload: { date: '2026-11-27' } });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(APPOINTMENT_NOT_MOVABLE[status]);
      const row = await ctx.db.db
        .selectFrom('appointments')
        .select(['date', 'status'])
        .where('id', '=', input.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ date: input.date, status });
    },
  );

  it('refuses a day or an hour already over at the store, counting in the store’s time zone', async () => {
    // 03:00 UTC on the 22nd is still the evening of the 21st at the New York store.
    ctx.clock.set('2026-11-22T03:00:00.000Z');
    onTestFinished(() => ctx.clock.set('2026-11-21T15:00:00.000Z'));
    // Signed in at the new time: the earlier sessions have been idle too long by then.
    const asEvening = callAs(
      ctx.app,
      (await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId })).cookie,
    );

    const past = await book(asEvening, booking({ date: '2026-11-20' }));
    expect(past.statusCode).toBe(400);
    expect(past.json().fields.date).toBe(APPOINTMENT_PAST_DAY);

    // It is 10:00 PM there: 6:00 PM has passed, 10:30 PM has not.
    const before = await book(asEvening, booking({ date: '2026-11-21', time: '18:00' }));
    expect(before.statusCode).toBe(400);
    expect(before.json().fields.time).toBe(APPOINTMENT_PAST_TIME);
    const input = booking({ date: '2026-11-21', time: '22:30' });
    expect((await book(asEvening, input)).statusCode).toBe(201);
    const url = `/api/appointments/${input.id}`;
    const back = await asEvening({ method: 'PATCH', url, payload: { date: '2026-11-20' } });
    expect(back.statusCode).toBe(400);
    expect(back.json().fields.date).toBe(APPOINTMENT_PAST_DAY);
    const earlier = await asEvening({ method: 'PATCH', url, payload: { time: '20:30' } });
    expect(earlier.statusCode).toBe(400);
    expect(earlier.json().fields.time).toBe(APPOINTMENT_PAST_TIME);

    const later = await asEvening({ method: 'PATCH', url, payload: { time: '23:30' } });
    expect(later.statusCode).toBe(200);
    expect(later.json()).toMatchObject({ date: '2026-11-21', time: '23:30' });
    // The next day at any hour is fine.
    const tomorrow = await asEvening({
      method: 'PATCH',
      url,
      payload: { date: '2026-11-22', time: '09:00' },
    });
    expect(tomorrow.statusCode).toBe(200);
  });
});
