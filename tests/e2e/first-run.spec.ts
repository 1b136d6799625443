import { FIRST_ADMIN_MESSAGE } from '../../src/shared/auth';
import { expect, test } from './fixtures';
import { useFreshInstall } from './fresh-install';
import { ADMIN, DESKTOP, expectNoHorizontalScroll, recordApiRequests, screenshot } from './support';

/**
 * The first run, on a server of its own with an empty database (the suite's server has its
 * first administrator from the global setup): the first account is made on the sign-in screen,
 * and until the first store exists the administrator is sent to make it.
 */
useFreshInstall();

test.describe.serial('first run', () => {
  test.use({ viewport: DESKTOP });

  test('first run creates the administrator and lands on the dashboard', async ({ page }) => {
    // The static sign-in page has no first-run form: an empty install's /auth is the app's.
    await page.goto('/auth');
    await expect(
      page.getByRole('heading', { name: 'Create the administrator account' }),
    ).toBeVisible();
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(
      page.getByRole('heading', { name: 'Create the administrator account' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Repairs. Refined.' })).toBeVisible();
    await screenshot(page, 'first-run-1280');

    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('Last name is required')).toBeVisible();

    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('First name').fill(ADMIN.firstName);
    await page.getByLabel('Last name').fill(ADMIN.lastName);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByLabel('Confirm password').fill('something-else');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();

    await page.getByLabel('Confirm password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Account created!')).toBeVisible();
    await expect(page.getByText(FIRST_ADMIN_MESSAGE)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await expect(page.getByRole('tab', { name: 'Admin' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Marketing' })).toBeVisible();
    await expect(page.getByTestId('role-badge')).toHaveText('ADMIN');
    await expect(page.getByText('Olivia Ramos')).toBeVisible();
    await expect(page.getByRole('button', { name: /New Repair Waiver/ })).toBeEnabled();
    await expect(page.getByRole('button', { name: /Device Buyback/ })).toBeEnabled();
    await expect(page.getByRole('button', { name: /Smart Valuation/ })).toBeEnabled();
    await expect(page.getByText("Today's Sales")).toBeVisible();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'dashboard-1280');

    await page.getByRole('tab', { name: 'Admin' }).click();
    await expect(page).toHaveURL(/\?tab=admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /AI Reports/ })).toHaveCount(0);
    const ownerRow = page.getByRole('row').filter({ hasText: ADMIN.username });
    await expect(ownerRow).toContainText('Admin');
    await expect(ownerRow).toContainText('Active');
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Admin' })).toHaveAttribute('aria-selected', 'true');
    await screenshot(page, 'admin-1280');
  });

  // Before any store exists: the state a fresh install is in until the first one is made.
  test('with no store yet, the administrator is sent to Admin → Stores', async ({
    signIn,
    page,
  }) => {
    const api = recordApiRequests(page);
    await signIn(ADMIN);
    await page.goto('/store');
    await expect(page.getByTestId('no-store')).toContainText('There is no store yet.');
    // Several stores or none, /store never asks the server for a store it cannot name.
    expect(api).not.toContain('/api/store-dashboard');
    await screenshot(page, 'no-store-1280');
    for (const path of ['/area-manager', '/kpi-reports']) {
      await page.goto(path);
      await expect(
        page.getByRole('link', { name: 'Create the first store in Admin → Stores' }),
      ).toBeVisible();
    }

    await page.goto('/');
    await page.getByRole('button', { name: /New Repair Waiver/ }).click();
    const form = page.getByRole('dialog', { name: 'New Repair Waiver' });
    await expect(form.getByText('No store is assigned to your account')).toHaveCount(0);
    await form.getByRole('link', { name: 'Create the first store in Admin → Stores' }).click();
    await expect(page).toHaveURL(/\?tab=admin&section=stores$/);
    await expect(form).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Regions and Stores' })).toBeVisible();
  });
});
