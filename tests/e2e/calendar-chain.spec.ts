import { localDate } from '../../src/shared/time';
import { addDays, dayLabel } from '../../src/web/features/calendar/week';
import { expectAccessible } from './axe';
import {
  DESKTOP,
  expectNoHorizontalScroll,
  expectTouchTargets,
  PHONE,
  recordApiRequests,
  screenshot,
} from './support';
import { expect, test } from './fixtures';

/** Two stores of their own and the area manager over both: no other spec's bookings count. */
const EVANSTON = 'Calcount Evanston';
const SKOKIE = 'Calcount Skokie';
const AREA = {
  username: 'calcount.area',
  password: 'Calcount-Area-2026',
  firstName: 'Marlo',
  lastName: 'Quinn',
};
/** Two days after the stores' today (Chicago): a day still to come whatever the hour. */
const DAY = addDays(localDate(new Date(), 'America/Chicago'), 2);

const visit = (storeId: string, customerName: string, time: string) => ({
  storeId,
  customerName,
  customerPhone: '(847) 555-0160',
  date: DAY,
  time,
  deviceBrand: 'Apple',
  deviceModel: 'iPhone 15',
  problem: 'Cracked screen',
});

test.describe('the calendar of an area manager', () => {
  test.beforeAll(async ({ chain }) => {
    const setup = (name: string, storeName: string) => ({
      region: 'Calcount North Shore',
      name,
      storeName,
      brand: 'Techy',
      companyName: 'TECHY',
    });
    const evanston = await chain.store(setup(EVANSTON, 'CalEvanston'));
    const skokie = await chain.store(setup(SKOKIE, 'CalSkokie'));
    await chain.user(AREA, 'areamanager', { storeIds: [evanston, skokie] });
    const bookings = [
      visit(evanston, 'Ezra Evanston', '10:00'),
      visit(skokie, 'Sasha Skokie', '11:00'),
      visit(skokie, 'Sol Skokie', '12:00'),
      visit(skokie, 'Sage Skokie', '13:00'),
    ];
    const ids: string[] = [];
    for (const booking of bookings) {
      const made = await chain.api.post('/api/appointments', { data: booking });
      expect(made.status(), await made.text()).toBe(201);
      ids.push(((await made.json()) as { id: string }).id);
    }
    const cancelled = await chain.api.patch(`/api/appointments/${ids[3]}`, {
      data: { status: 'cancelled' },
    });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
  });

  test('sees a day’s counts per store and opens the day’s appointments', async ({
    signIn,
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await signIn(AREA);
    const api = recordApiRequests(page);
    await page.goto('/calendar');
    await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
    // The week holding the day: this one, or the next when today is late in the week.
    if ((await page.getByTestId(`day-${DAY}`).count()) === 0)
      await page.getByRole('button', { name: 'Next week' }).click();
    const day = page.getByTestId(`day-${DAY}`);
    await expect(day.getByText('4 appointments')).toBeVisible();
    const perStore = day.getByRole('list', { name: `Appointments per store, ${dayLabel(DAY)}` });
    // The busiest store first, each with its statuses.
    await expect(perStore.getByRole('listitem')).toHaveText([
      new RegExp(`^${SKOKIE}3.*2 booked, 1 cancelled$`),
      new RegExp(`^${EVANSTON}1.*1 booked$`),
    ]);
    // Counted, not listed: nothing of the week's appointments themselves was fetched.
    expect(api).toContain('/api/appointments/counts');
    expect(api).not.toContain('/api/appointments');
    await expect(day.getByTestId('appointment')).toHaveCount(0);
    await expectAccessible(page, '390 px: the calendar of an area manager');

    const show = day.getByRole('button', { name: `Show appointments for ${dayLabel(DAY)}` });
    await expectTouchTargets(day);
    await show.click();
    const cards = day.getByTestId('appointment');
    await expect(cards).toHaveCount(4);
    await expect(cards.filter({ hasText: 'Sage Skokie' })).toContainText('Cancelled');
    await expect(cards.filter({ hasText: 'Ezra Evanston' })).toContainText(EVANSTON);
    expect(api).toContain('/api/appointments');
    await expect(
      day.getByRole('button', { name: `Hide appointments for ${dayLabel(DAY)}` }),
    ).toHaveAttribute('aria-expanded', 'true');
    await expectNoHorizontalScroll(page);
    await expectAccessible(page, '390 px: a day’s appointments opened on the calendar');
    await screenshot(page, 'calendar-area-day-phone');
    await page.setViewportSize(DESKTOP);
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'calendar-area-day-desktop');
  });
});
