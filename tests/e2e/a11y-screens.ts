import type { Locator, Page } from '@playwright/test';
import { CUSTOMER, SELLER, accessNames, setUpAccessStore, type AccessRecords } from './a11y-setup';
import { expectAccessible } from './axe';
import { ADMIN, PHONE } from './support';
import { expect, test } from './fixtures';

/** Opens a dialog, scans the page with it open, and closes it with Escape. */
async function scanDialog(page: Page, opener: Locator, name: string | RegExp, where: string) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  // A menu item that opened the dialog closes its menu with a short transition; scanning during
  // it found a menu with no items left (once, in CI). A person sees the dialog once it is gone.
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expectAccessible(page, `${where}: the ${String(name)} dialog`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** Opens a screen and waits for its first heading, then scans it. */
async function scanScreen(page: Page, path: string, where: string) {
  await page.goto(path);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, `${where} ${path}`);
}

/**
 * axe-core (WCAG 2.0/2.1 A and AA) on every screen and every dialog at one width, signed in as
 * the role that uses each; any critical or serious violation fails. Each spec that calls this
 * makes its own store, people and records through the API under its own `tag`, so the phone and
 * the laptop widths run side by side as two spec files. The morning popup is scanned once, on
 * the phone.
 */
export function scanEveryScreenAt(
  viewport: { width: number; height: number },
  tag: string,
  { morningPopup = false } = {},
) {
  const names = accessNames(tag);
  const { AREA, CEO, COUNTER, MANAGER, REGION, REGIONAL, STORE } = names;
  let records: AccessRecords;

  test.beforeAll(async ({ playwright, chain }) => {
    records = await setUpAccessStore(playwright, chain, names);
  });

  const at = `${viewport.width} px`;
  test.describe(`every screen at ${at}`, () => {
    test.use({ viewport });

    test('signed out: sign-in, invitation, repair status, unsubscribe, not found', async ({
      page,
    }) => {
      // The static page a first visit gets, and the app's own (decision 040).
      await scanScreen(page, '/auth', at);
      await scanScreen(page, '/auth?app', at);
      await page.goto('/invite/accept');
      await expect(page.getByTestId('invalid-invitation')).toBeVisible();
      await expectAccessible(page, `${at} /invite/accept with its toast`);
      await scanScreen(page, records.statusUrl, at);
      await scanScreen(page, '/unsubscribe/not-a-real-token', at);
      await scanScreen(page, '/no-such-screen', at);
    });

    test('the counter: the dashboard and its five dialogs', async ({ signIn, page }) => {
      await signIn(COUNTER);
      await scanScreen(page, '/dashboard', at);
      const card = (title: string) => page.getByRole('button', { name: new RegExp(`^${title}`) });
      await scanDialog(page, card('New Repair Waiver'), 'New Repair Waiver', at);
      // The check-in half filled and signed by typing, then closed: the discard question.
      await card('New Repair Waiver').click();
      const form = page.getByRole('dialog', { name: 'New Repair Waiver' });
      await form.getByLabel('Customer name').fill('Half Filled');
      await form.getByRole('button', { name: 'Type to sign' }).click();
      await form.getByLabel('Full name').fill('Half Filled');
      await expectAccessible(page, `${at}: check-in signed by typing`);
      await page.keyboard.press('Escape');
      const discard = page.getByRole('dialog', { name: /^Discard/ });
      await expect(discard).toBeVisible();
      await expectAccessible(page, `${at}: the discard question`);
      await discard.getByRole('button', { name: 'Discard' }).click();
      await expect(form).toBeHidden();
      await scanDialog(page, card('Process Pickup'), 'Process Pickup', at);
      await scanDialog(page, card('Device Buyback'), 'Device Buyback', at);
      await scanDialog(page, card('Device Sale'), 'Device Sale', at);
      await scanDialog(page, card('Smart Valuation'), 'Smart Valuation', at);
    });

    test('the counter: customers, sales, buybacks and their records', async ({ signIn, page }) => {
      await signIn(COUNTER);
      await scanScreen(page, '/dashboard?tab=customers', at);
      await scanDialog(page, page.getByText(CUSTOMER).first(), /Ticket|R-|Repair/, at);
      await scanScreen(page, '/dashboard?tab=sales', at);
      await scanScreen(page, '/dashboard?tab=buyback', at);
      await scanDialog(page, page.getByText(SELLER).first(), /Buyback|Tomás/, at);
      await scanScreen(page, `/sales/${records.saleId}/receipt`, at);
      await scanScreen(page, `/repairs/${records.repairId}/print`, at);
      await scanScreen(page, `/buybacks/${records.buybackId}/print`, at);
      await scanScreen(page, `/customers/${records.customerId}`, at);
      await scanDialog(
        page,
        page.getByRole('button', { name: 'Edit', exact: true }),
        'Edit customer',
        at,
      );
      await scanDialog(
        page,
        page.getByRole('button', { name: 'Merge a duplicate' }),
        'Merge a duplicate',
        at,
      );
    });

    test('the counter: calendar, daily report and store dashboard', async ({ signIn, page }) => {
      await signIn(COUNTER);
      await scanScreen(page, '/calendar', at);
      await scanDialog(
        page,
        page.getByRole('button', { name: 'Book appointment' }),
        'Book appointment',
        at,
      );
      await scanScreen(page, '/daily-sales-report', at);
      await scanDialog(
        page,
        page.getByRole('button', { name: 'Pay in or out' }),
        'Pay in or out',
        at,
      );
      await scanDialog(
        page,
        page.getByRole('button', { name: 'Count at shift change' }),
        'Count at a change of shift',
        at,
      );
      await scanScreen(page, '/store', at);
    });

    test('the managers: store, area and regional dashboards', async ({ signIn, page }) => {
      await signIn(MANAGER);
      await scanScreen(page, '/dashboard', at);
      // The manager's stock: returning a bought device, and selling it.
      await scanScreen(page, '/dashboard?tab=sales', at);
      await scanDialog(
        page,
        page.getByRole('button', { name: 'Return', exact: true }),
        'Return a device from stock',
        at,
      );
      await scanDialog(page, page.getByRole('button', { name: /^Sell Apple/ }), 'Device Sale', at);
      await scanDialog(
        page,
        page.getByRole('button', { name: /^Police hold: Apple/ }),
        'Put a device on police hold',
        at,
      );
      await scanScreen(page, '/store', at);
      await scanScreen(page, '/police-reports', at);
      await signIn(AREA);
      await scanScreen(page, '/area-manager', at);
      await signIn(REGIONAL);
      await scanScreen(page, '/regional-manager', at);
    });

    test('the CEO: dashboard, KPI reports and marketing', async ({ signIn, page }) => {
      await signIn(CEO);
      await scanScreen(page, '/ceo', at);
      await scanScreen(page, '/kpi-reports', at);
      await scanScreen(page, '/dashboard?tab=marketing', at);
    });

    test('the office: every Admin section and its dialogs, and analytics', async ({
      signIn,
      page,
    }) => {
      // Fifteen scans: a guard against a hang, not a speed check (it took 70 s under load).
      test.setTimeout(120_000);
      await signIn(ADMIN);
      await scanScreen(page, '/dashboard?tab=admin&section=users', at);
      const actions = page
        .getByTestId(`user-row-${COUNTER.username}`)
        .getByRole('button', { name: /^Actions for/ });
      await scanDialog(page, page.getByRole('button', { name: 'Add User' }), 'Add User', at);
      await actions.click();
      await scanDialog(page, page.getByRole('menuitem', { name: /Edit/ }), 'Edit User', at);
      await actions.click();
      await scanDialog(page, page.getByRole('menuitem', { name: /role/i }), 'Change Role', at);
      await actions.click();
      await scanDialog(page, page.getByRole('menuitem', { name: /Activity/ }), /Activity of/, at);
      await scanScreen(page, '/dashboard?tab=admin&section=stores', at);
      await scanDialog(
        page,
        page.getByRole('button', { name: `Edit ${STORE}` }),
        `Edit ${STORE}`,
        at,
      );
      await scanDialog(
        page,
        page.getByRole('button', { name: `Rename ${REGION}` }),
        `Rename ${REGION}`,
        at,
      );
      await scanDialog(page, page.getByRole('button', { name: 'Add Company' }), 'Add Company', at);
      await scanDialog(
        page,
        page.getByRole('button', { name: `Assign area managers for ${STORE}` }),
        /managers of/,
        at,
      );
      await scanScreen(page, '/dashboard?tab=admin&section=market', at);
      await scanScreen(page, '/dashboard?tab=admin&section=terms', at);
      await scanScreen(page, '/dashboard?tab=admin&section=activity', at);
      await scanScreen(page, '/dashboard?tab=admin&section=system', at);
      await scanScreen(page, '/admin/analytics', at);
    });
  });

  if (!morningPopup) return;
  test.describe('the morning popup', () => {
    test.use({ morningPopup: true, viewport: PHONE });
    test('is accessible as it greets the counter', async ({ signIn, page }) => {
      // The popup greets the day's first sign-in in the morning, whatever the hour the suite runs.
      const nine = new Date();
      nine.setHours(9, 0, 0, 0);
      await page.clock.setFixedTime(nine);
      await signIn(COUNTER);
      await page.goto('/dashboard');
      await expect(page.getByRole('dialog', { name: /Good Morning/ })).toBeVisible();
      await expectAccessible(page, 'the morning popup');
    });
  });
}
