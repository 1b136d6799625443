import type { Page } from '@playwright/test';
import { ADMIN, PHONE, expectNoHorizontalScroll, expectTouchTargets, screenshot } from './support';
import { expect, test, type SignIn } from './fixtures';

/** Today at `hour`:00, local time: the browser's clock for the test. */
function todayAt(hour: number): Date {
  const date = new Date();
  date.setHours(hour, 0, 0, 0);
  return date;
}

const popupOf = (page: Page) =>
  page.getByRole('dialog', { name: `Good Morning, ${ADMIN.firstName}!` });

/**
 * Signs in with the browser's clock at `hour`:00 and opens the signed-in app. A `stopped` clock
 * stays at that moment while timers still run, so the countdown shows where it starts however
 * long a loaded machine takes to draw it.
 */
async function openAppAt(
  page: Page,
  signIn: SignIn,
  hour: number,
  clock: 'running' | 'stopped' = 'running',
): Promise<void> {
  if (clock === 'stopped') await page.clock.setFixedTime(todayAt(hour));
  else await page.clock.install({ time: todayAt(hour) });
  await signIn(ADMIN);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

/** Once the page has loaded everything (the popup's own chunk included), no popup is open. */
async function expectNoPopup(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

// Each test has a fresh browser context, so a clean localStorage: nothing shown yet today.
test.describe('morning popup', () => {
  test.use({ viewport: PHONE, morningPopup: true });

  test('greets once in the morning with a quote and a countdown; Skip closes it', async ({
    page,
    signIn,
  }) => {
    await openAppAt(page, signIn, 9, 'stopped');
    const popup = popupOf(page);
    await expect(popup).toBeVisible();
    await expect(popup.locator('blockquote')).toHaveText(/\w.+\w/);
    await expect(popup.locator('cite')).toHaveText(/^— \w/);
    await expect(popup.getByTestId('morning-countdown')).toHaveText('30');
    await expect(popup.getByRole('progressbar')).toBeVisible();
    await expectTouchTargets(popup);
    await expectNoHorizontalScroll(page);
    const skip = popup.getByRole('button', { name: 'Skip' });
    await skip.click({ trial: true }); // waits for the opening animation to settle
    await screenshot(page, 'morning-popup-390', false);

    await skip.click();
    await expect(popup).toBeHidden();

    // Shown today: a reload does not greet again.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expectNoPopup(page);
  });

  test('closes by itself when the 30-second countdown ends', async ({ page, signIn }) => {
    await openAppAt(page, signIn, 9);
    const popup = popupOf(page);
    await expect(popup).toBeVisible();

    await page.clock.runFor(25_000);
    await expect(popup).toBeVisible();
    await expect(popup.getByTestId('morning-countdown')).toHaveText(/^[1-5]$/);

    await page.clock.runFor(5_000);
    await expect(popup).toBeHidden();
  });

  test('does not show in the afternoon', async ({ page, signIn }) => {
    await openAppAt(page, signIn, 13);
    await expectNoPopup(page);
  });
});
