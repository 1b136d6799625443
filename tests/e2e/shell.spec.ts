import { FIRST_ADMIN_MESSAGE } from '../../src/shared/auth';
import {
  ADMIN,
  CEO,
  DESKTOP,
  PHONE,
  STORE_SHORT_NAME,
  STORE_USER,
  expect,
  screenshot,
  test,
  expectNoHorizontalScroll,
  recordApiRequests,
  signInByApi,
  signInByForm,
  STORE_CONTACT,
} from './support';

// One fresh database for the whole file: the first test creates the admin the others use.
test.describe.serial('app shell', () => {
  test.use({ viewport: DESKTOP });

  test('first run creates the administrator and lands on the dashboard', async ({ page }) => {
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

  test('logout shows "Logged out" and returns to the sign-in screen', async ({ page }) => {
    await signInByApi(page.request, ADMIN);
    await page.goto('/');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Logged out')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect((await page.request.get('/api/user')).status()).toBe(401);
  });

  test('sign-in validates and reports a wrong password', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await screenshot(page, 'login-1280');

    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

    await signInByForm(page, { username: ADMIN.username, password: 'not-the-password' });
    await expect(page.getByText('Login failed')).toBeVisible();
    await expect(page.getByText('Invalid username or password.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('the right password signs in with a welcome', async ({ page }) => {
    await signInByForm(page, ADMIN);
    await expect(page.getByText('Login successful!')).toBeVisible();
    await expect(page.getByText(`Welcome back ${ADMIN.firstName}`)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('tab', { name: 'Dashboard' })).toBeVisible();
  });

  // Before any store exists: the state a fresh install is in until the first one is made.
  test('with no store yet, the administrator is sent to Admin → Stores', async ({ page }) => {
    const api = recordApiRequests(page);
    await signInByApi(page.request, ADMIN);
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

  test('a store user sees no admin tools and is refused the user list', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const admin = await playwright.request.newContext({ baseURL });
    await signInByApi(admin, ADMIN);
    const region = await admin.post('/api/regions', { data: { name: 'Metro' } });
    expect(region.status(), await region.text()).toBe(201);
    const store = await admin.post('/api/stores', {
      data: {
        name: 'Techy Downtown',
        storeName: STORE_SHORT_NAME,
        brand: 'Techy',
        companyName: 'TECHY',
        ...STORE_CONTACT,
        regionId: (await region.json()).id,
        timezone: 'America/New_York',
      },
    });
    expect(store.status(), await store.text()).toBe(201);
    const user = await admin.post('/api/admin/users', {
      data: { ...STORE_USER, role: 'store', storeId: (await store.json()).id },
    });
    expect(user.status(), await user.text()).toBe(201);
    await admin.dispose();

    await signInByForm(page, STORE_USER);
    await expect(page.getByText('Login successful!')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Buyback' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Admin' })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Marketing' })).toHaveCount(0);
    await expect(page.getByTestId('role-badge')).toHaveText(STORE_SHORT_NAME.toUpperCase());

    // A typed link to the admin tab falls back to the dashboard.
    await page.goto('/?tab=admin');
    await expect(page.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect((await page.request.get('/api/admin/users')).status()).toBe(403);
  });

  test('a CEO lands on /ceo and sees the AI reports panel on the Admin tab', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const admin = await playwright.request.newContext({ baseURL });
    await signInByApi(admin, ADMIN);
    const created = await admin.post('/api/admin/users', { data: { ...CEO, role: 'ceo' } });
    expect(created.status(), await created.text()).toBe(201);
    await admin.dispose();

    await signInByForm(page, CEO);
    await expect(page).toHaveURL(/\/ceo$/);
    await expect(page.getByRole('heading', { name: 'CEO Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByTestId('role-badge')).toHaveText('CEO');

    await page.goto('/?tab=admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'AI Reports', exact: true })).toBeVisible();
    await page.getByRole('tab', { name: 'Marketing' }).click();
    await expect(page.getByRole('heading', { name: 'AI Reports', exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Shop Platform home' }).click();
    await expect(page).toHaveURL(/\/ceo$/);
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await screenshot(page, 'not-found-1280');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('a screen opened by its address leads back to the Dashboard', async ({ page }) => {
    await signInByApi(page.request, ADMIN);
    await page.goto('/kpi-reports');
    await expect(page.getByRole('heading', { name: 'KPI Reports', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a screen whose code fails to load shows the crash screen', async ({
    page,
    consoleErrors,
  }) => {
    await signInByApi(page.request, ADMIN);
    // As after a deploy that replaced the chunk this tab still asks for.
    await page.route('**/assets/NotFound-*.js', (route) => route.abort());
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
    await page.getByText('Technical details', { exact: true }).click();
    await expect(page.getByText(/NotFound/).first()).toBeVisible();
    await screenshot(page, 'crash-1280');

    await page.unroute('**/assets/NotFound-*.js');
    await page.getByRole('button', { name: 'Refresh Page' }).click();
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    // The failed load was provoked on purpose; its console errors are expected.
    consoleErrors.splice(0);
  });

  test.describe('at phone width', () => {
    test.use({ viewport: PHONE });

    test('the sign-in screen fits a phone', async ({ page }) => {
      await page.goto('/auth');
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await screenshot(page, 'login-390');
    });

    test('nothing on the sign-in screen moves while it loads', async ({ page }) => {
      // A slow answer to the setup question, as on a weak signal: the product panel used to sit
      // under a loader and jump down when the form came (CLS 0.176, issue 24).
      await page.route('**/api/auth/setup', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.addInitScript(() => {
        const w = window as unknown as { layoutShift: number };
        w.layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
            w.layoutShift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const setupAnswered = page.waitForResponse('**/api/auth/setup');
      await page.goto('/auth');
      await setupAnswered;
      await expect(page.getByRole('heading', { name: 'Repairs. Refined.' })).toBeVisible();
      await page.waitForTimeout(500);
      const shift = await page.evaluate(
        () => (window as unknown as { layoutShift: number }).layoutShift,
      );
      expect(shift, 'cumulative layout shift').toBeLessThan(0.01);
    });

    test('the bottom bar replaces the top tabs', async ({ page }) => {
      await signInByApi(page.request, ADMIN);
      await page.goto('/');
      const bar = page.getByRole('navigation', { name: 'Main' });
      await expect(bar).toBeVisible();
      await expect(page.locator('[role="tablist"]')).toBeHidden();
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await screenshot(page, 'dashboard-390', false);

      // The navbar names the user, shortened for the phone, and keeps Logout on the screen.
      const user = page.getByTestId('user-name');
      await expect(user.getByText('OR', { exact: true })).toBeVisible();
      await expect(
        user.getByText(`${ADMIN.firstName} ${ADMIN.lastName.charAt(0)}.`, { exact: true }),
      ).toBeVisible();
      const logout = await page.getByRole('button', { name: 'Logout' }).boundingBox();
      expect(logout!.x + logout!.width).toBeLessThanOrEqual(PHONE.width);

      // Every screen's link shows its whole name: long ones wrap rather than being cut.
      const links = page.getByRole('navigation', { name: 'More screens' }).getByRole('link');
      await expect(links).toHaveCount(7);
      const clipped = await links.evaluateAll((elements) =>
        elements
          .filter((el) => {
            const label = el.querySelector('.mantine-Button-label');
            return !label || label.scrollWidth > label.clientWidth;
          })
          .map((el) => el.textContent),
      );
      expect(clipped, 'links whose names are cut off').toEqual([]);
      await links.first().scrollIntoViewIfNeeded();
      await screenshot(page, 'more-screens-390', false);

      for (const label of ['Dashboard', 'Customers', 'Sales', 'Buyback', 'Admin', 'Marketing']) {
        const box = await bar.getByRole('button', { name: label }).boundingBox();
        expect(box?.height, `${label} touch target`).toBeGreaterThanOrEqual(48);
      }

      await bar.getByRole('button', { name: 'Customers' }).click();
      await expect(page.getByRole('heading', { name: 'Customers - Device Repairs' })).toBeVisible();
      await expect(page).toHaveURL(/\?tab=customers$/);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Customers - Device Repairs' })).toBeVisible();
      await expect(bar.getByRole('button', { name: 'Customers' })).toHaveAttribute(
        'aria-current',
        'page',
      );

      await bar.getByRole('button', { name: 'Admin' }).click();
      await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
      await expect(page.getByTestId(`user-row-${STORE_USER.username}`)).toBeVisible();
      await expectNoHorizontalScroll(page);
      await screenshot(page, 'admin-390', false);

      await bar.getByRole('button', { name: 'Sales' }).click();
      await expect(page.getByRole('heading', { name: 'Sales & Reports' })).toBeVisible();
      await bar.getByRole('button', { name: 'Buyback' }).click();
      await expect(page.getByRole('heading', { name: 'Device Buyback' })).toBeVisible();
      await bar.getByRole('button', { name: 'Marketing' }).click();
      await expect(page.getByRole('heading', { name: 'Marketing Hub' })).toBeVisible();
    });
  });

  test('guards: signed-in users skip sign-in, signed-out users must sign in', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();

    await signInByApi(page.request, ADMIN);
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('tab', { name: 'Dashboard' })).toBeVisible();
  });
});
