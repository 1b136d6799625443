import type { Locator, Page } from '@playwright/test';
import {
  APPOINTMENT_PAST_DAY,
  APPOINTMENT_PAST_TIME,
  appointmentWhen,
} from '../../src/shared/appointments';
import { formatClock } from '../../src/shared/format';
import { localClockTime, localDate } from '../../src/shared/time';
import { REPAIR_TOASTS } from '../../src/shared/repairs';
import { addDays } from '../../src/web/features/calendar/week';
import { dismissToasts } from './devices-support';
import {
  ADMIN,
  DESKTOP,
  expectNoHorizontalScroll,
  expectTouchTargets,
  PHONE,
  photoFile,
  pickOption,
  recordApiRequests,
  screenshot,
  sign,
} from './support';
import { expect, test } from './fixtures';

const DESK = {
  username: 'lakeview.desk',
  password: 'Lakeview-Desk-2026',
  firstName: 'Rory',
  lastName: 'Finch',
};
/** The store's zone (createStoreWithStaff's default): bookings count in its wall clock. */
const STORE_ZONE = 'America/Chicago';

/**
 * The slot the booking form suggests: a time still to come at the store, today, or tomorrow at
 * 10:00 once today has no quarter hour left. Read before it is asserted, so the test holds at
 * any hour it runs.
 */
async function suggestedSlot(booking: Locator) {
  const now = new Date();
  const today = localDate(now, STORE_ZONE);
  const clock = localClockTime(now, STORE_ZONE);
  const date = await booking.getByLabel('Date').inputValue();
  const time = await booking.getByLabel('Time').inputValue();
  if (date === today) expect(time > clock, `${time} is after ${clock}`).toBe(true);
  else expect({ date, time }).toEqual({ date: addDays(today, 1), time: '10:00' });
  return { date, time };
}

/** Shows the week holding `date` (tomorrow may be next week). */
async function showWeekOf(page: Page, date: string) {
  if ((await page.getByTestId(`day-${date}`).count()) === 0)
    await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page.getByTestId(`day-${date}`)).toBeVisible();
}

/** Brand and model from the device catalogue, as in the other forms. */
async function pickDevice(page: Page, booking: Locator, brand: string, model: string) {
  await pickOption(page, booking.getByRole('combobox', { name: 'Brand' }), brand, brand);
  await pickOption(
    page,
    booking.getByRole('combobox', { name: 'Model', exact: true }),
    model,
    model,
  );
}

const BOOKED = { name: 'Parker Booked', phone: '(312) 555-0142', problem: 'Charging port loose' };
const MOVED = { name: 'Harper Moved', phone: '(312) 555-0143', problem: 'Battery drains fast' };

test.describe.serial('calendar appointments', () => {
  test.beforeAll(async ({ chain }) => {
    await chain.store(
      {
        region: 'Lakeview',
        name: 'Techy Lakeview',
        storeName: 'Lakeview',
        brand: 'Techy',
        companyName: 'TECHY',
      },
      [{ person: DESK, role: 'store' }],
    );
  });

  test('a booked customer arrives and is checked in from the calendar', async ({
    signIn,
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await signIn(DESK);
    await page.goto('/calendar');
    await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Book appointment' }).click();
    const booking = page.getByRole('dialog', { name: 'Book appointment' });
    // Empty fields are refused with the shared schema's messages, nothing is sent.
    await booking.getByRole('button', { name: 'Book appointment' }).click();
    await expect(booking.getByText('Customer name is required')).toBeVisible();
    await expectTouchTargets(booking);
    const slot = await suggestedSlot(booking);
    await booking.getByLabel('Customer name').fill(BOOKED.name);
    // Typed as digits, shown on leaving the field as the server will store it.
    await booking.getByLabel('Phone').fill(BOOKED.phone.replace(/\D/g, ''));
    await booking.getByLabel('Phone').blur();
    await expect(booking.getByLabel('Phone')).toHaveValue(BOOKED.phone);
    await pickDevice(page, booking, 'Google', 'Pixel 8');
    await booking.getByLabel('Problem').fill(BOOKED.problem);
    await booking.getByRole('button', { name: 'Book appointment' }).click();
    await expect(booking).toBeHidden();
    // The toast says the day and the 12-hour time a person would: Tuesday, Nov 24, 2026 at 11:30 AM.
    await expect(page.getByText(`${BOOKED.name}, ${appointmentWhen(slot)}`)).toBeVisible();

    await showWeekOf(page, slot.date);
    const card = page.getByTestId('appointment').filter({ hasText: BOOKED.name });
    await expect(card).toContainText('Booked');
    await expect(card).toContainText(formatClock(slot.time));
    await expect(card).toContainText('Google Pixel 8');
    await expect(card).toContainText(BOOKED.phone);
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'calendar-booked-phone');

    await card.getByRole('button', { name: 'Arrived — check in' }).click();
    const form = page.getByRole('dialog', { name: 'New Repair Waiver' });
    await expect(form.getByLabel('Customer name')).toHaveValue(BOOKED.name);
    await expect(form.getByLabel('Problem description')).toHaveValue(BOOKED.problem);
    await form.getByLabel('ZIP code').fill('60614');
    await form.getByLabel('Repair type').fill('Charging port');
    await form.getByLabel('Estimated cost').fill('79');
    await form.getByLabel('Before photo: choose a file').setInputFiles(await photoFile(page));
    await sign(page, form.getByRole('img', { name: 'Customer signature (drop-off)' }));
    await form.getByRole('button', { name: 'Create Waiver' }).click();
    await expect(page.getByText(REPAIR_TOASTS.created)).toBeVisible();
    await expect(form).toBeHidden();

    await expect(card).toContainText('Arrived');
    await expect(card).toContainText(/Ticket T-\d+/);
    await expect(card.getByRole('button', { name: 'Arrived — check in' })).toHaveCount(0);
    await screenshot(page, 'calendar-arrived-phone');

    await page.setViewportSize(DESKTOP);
    await expect(card).toContainText('Arrived');
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'calendar-arrived-desktop');
  });

  test('the counter sees its own store’s report for today, from what it may read', async ({
    signIn,
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await signIn(DESK);
    const api = recordApiRequests(page);
    await page.goto('/calendar');
    // Only today is known to the counter; the list of every report is for managers.
    await expect(page.getByTestId('day-reports')).toHaveText([
      'Daily reports: 0 filed, not yet filed: Techy Lakeview',
    ]);
    expect(api).toContain('/api/daily-sales-reports/check-today');
    expect(api).not.toContain('/api/daily-sales-reports');
    await expect(page.getByText(/missing:/)).toHaveCount(0);
  });

  test('a booked visit is moved to next week from its card', async ({ signIn, page }) => {
    await page.setViewportSize(PHONE);
    await signIn(DESK);
    await page.goto('/calendar');
    await page.getByRole('button', { name: 'Book appointment' }).click();
    const booking = page.getByRole('dialog', { name: 'Book appointment' });
    // The form starts on the store's today (the day the calendar marks Today), at a time to come.
    const today = localDate(new Date(), STORE_ZONE);
    await expect(page.getByTestId(`day-${today}`)).toContainText('Today');
    const slot = await suggestedSlot(booking);
    await booking.getByLabel('Customer name').fill(MOVED.name);
    await booking.getByLabel('Phone').fill(MOVED.phone);
    await pickDevice(page, booking, 'Samsung', 'Galaxy S23');
    await booking.getByLabel('Problem').fill(MOVED.problem);
    // A time already gone today is refused before anything is sent.
    if (slot.date === today && slot.time > '00:14') {
      await booking.getByLabel('Time').fill('00:00');
      await booking.getByRole('button', { name: 'Book appointment' }).click();
      await expect(booking.getByText(APPOINTMENT_PAST_TIME)).toBeVisible();
      await booking.getByLabel('Time').fill(slot.time);
    }
    await booking.getByRole('button', { name: 'Book appointment' }).click();
    await expect(booking).toBeHidden();

    await showWeekOf(page, slot.date);
    const card = page.getByTestId('appointment').filter({ hasText: MOVED.name });
    await expect(page.getByTestId(`day-${slot.date}`)).toContainText(MOVED.name);
    await expectTouchTargets(card);
    await dismissToasts(page);
    await card.getByRole('button', { name: 'Reschedule' }).click();
    const form = page.getByRole('dialog', { name: 'Reschedule appointment' });
    await expect(form.getByLabel('Date')).toHaveValue(slot.date);
    await expect(form.getByLabel('Time')).toHaveValue(slot.time);
    await expectTouchTargets(form);
    // At viewport size: the dialog fills the phone's screen, not the long page beneath it.
    await screenshot(page, 'calendar-reschedule-phone', false);

    // A day already over at the store is refused, with the server's reason beside the date.
    await form.getByLabel('Date').fill(addDays(today, -1));
    await form.getByRole('button', { name: 'Save new time' }).click();
    await expect(form.getByText(APPOINTMENT_PAST_DAY)).toBeVisible();
    await expect(page.getByText('Not rescheduled')).toBeVisible();

    const moved = addDays(slot.date, 7);
    await form.getByLabel('Date').fill(moved);
    await form.getByLabel('Time').fill('16:45');
    await form.getByRole('button', { name: 'Save new time' }).click();
    await expect(page.getByText('Appointment rescheduled')).toBeVisible();
    await expect(
      page.getByText(`${MOVED.name}, ${appointmentWhen({ date: moved, time: '16:45' })}`),
    ).toBeVisible();
    await expect(form).toBeHidden();
    await expect(card).toHaveCount(0);

    // The calendar still shows the booking's week; the visit moved a week on.
    await page.getByRole('button', { name: 'Next week' }).click();
    const newDay = page.getByTestId(`day-${moved}`);
    await expect(newDay.getByTestId('appointment').filter({ hasText: MOVED.name })).toContainText(
      '4:45 PM',
    );
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'calendar-rescheduled-phone');
    await page.setViewportSize(DESKTOP);
    await expect(newDay).toContainText(MOVED.name);
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'calendar-rescheduled-desktop');
  });

  test('the office sees sign-ins, the outbox and devices in the analytics', async ({
    signIn,
    page,
  }) => {
    // The checked-in repair is finished: the customer's text waits in the outbox.
    await signIn(DESK);
    const listed = await page.request.get('/api/repair-waivers?search=Parker%20Booked');
    const [repair] = ((await listed.json()) as { waivers: { id: string }[] }).waivers;
    const done = await page.request.put(`/api/repair-waivers/${repair!.id}/status`, {
      data: { status: 'completed' },
    });
    expect(done.status(), await done.text()).toBe(200);
    // A counter whose device holds a refused write says so.
    const report = await page.request.put('/api/devices/sync-status', {
      data: { deviceId: 'lakeview-counter-tablet', pending: 1, refused: 2 },
    });
    expect(report.status()).toBe(204);

    await page.setViewportSize(PHONE);
    await signIn(ADMIN);
    await page.goto('/admin/analytics');
    await expect(page.getByRole('heading', { name: 'Admin Analytics', level: 1 })).toBeVisible();
    await expect(page.getByText('Active users, 7 days')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sign-ins per day' })).toBeVisible();
    // The days are the viewer's, and the axis writes them the US way (11/24), not 11-24.
    await expect(page.getByText(/^Days in .+/)).toBeVisible();
    const chart = page.getByRole('figure', { name: 'Sign-ins per day' });
    await expect(chart).toContainText(/\d{1,2}\/\d{1,2}/);
    await expect(chart).not.toContainText(/\d{2}-\d{2}/);
    await expect(chart).not.toContainText('Invalid Date');
    await expect(page.getByLabel('Outbox by state')).toContainText('SMS kept');
    await expect(page.getByText(`${DESK.firstName} ${DESK.lastName}`)).toBeVisible();
    await expect(page.getByText('1 waiting · 2 refused', { exact: false })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Techy Lakeview' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'admin-analytics-phone');
    await page.setViewportSize(DESKTOP);
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'admin-analytics-desktop');
  });
});
