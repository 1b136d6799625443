import { FIRST_ADMIN_MESSAGE } from '../../src/shared/auth';
import { REPAIR_TOASTS } from '../../src/shared/repairs';
import { useFreshInstall } from './fresh-install';
import {
  ADMIN,
  DESKTOP,
  PHONE,
  expectNoHorizontalScroll,
  fillRepairCheckIn,
  photoFile,
  screenshot,
  sign,
} from './support';
import { expect, test } from './fixtures';

/**
 * A chain's first day on a fresh install (issue 23): the owner creates the first account, the
 * setup checklist leads them through their chain, and the first ticket printed says who they
 * are, where the shop is, what the customer signed and a link a phone can open.
 */
const PUBLIC = 'https://repairs.peachstate.example';
const COUNTER = {
  username: 'midtown.counter',
  password: 'Midtown-Desk-2026',
  firstName: 'Jo',
  lastName: 'Park',
};

useFreshInstall();

test('a new owner goes from the first account through the setup checklist to a printed first ticket', async ({
  signIn,
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('First name').fill(ADMIN.firstName);
  await page.getByLabel('Last name').fill(ADMIN.lastName);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByLabel('Confirm password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(FIRST_ADMIN_MESSAGE)).toBeVisible();

  // The owner lands on the checklist, not on a counter screen with no store.
  const setup = page.getByRole('region', { name: 'Set up your chain' });
  await expect(setup).toContainText('0 of 6 steps done');
  await expect(setup).toContainText('this computer only');
  await screenshot(page, 'first-day-checklist-1280');

  // Company and public address: Admin → System.
  await setup.getByRole('link', { name: 'Open your company settings' }).click();
  await expect(page).toHaveURL(/section=system/);
  const settings = page.getByRole('form', { name: 'Chain settings' });
  await settings.getByLabel('Chain name').fill('Peach State Phone Repair');
  await settings.getByLabel('Public address').fill(PUBLIC);
  await settings.getByRole('button', { name: 'Save Chain Settings' }).click();
  await expect(settings.getByLabel('Public address')).toHaveValue(PUBLIC);

  // The chain's own company, then its first store in Atlanta: Admin → Stores.
  await page.goto('/?tab=admin&section=stores');
  await page
    .getByRole('region', { name: 'Companies' })
    .getByRole('button', { name: 'Add Company' })
    .click();
  const company = page.getByRole('dialog', { name: 'Add Company' });
  await company.getByRole('textbox', { name: 'Company name' }).fill('PEACH STATE');
  await company.getByRole('button', { name: 'Add Company' }).click();
  await expect(company).toBeHidden();
  await expect(page.getByRole('region', { name: 'Companies' })).toContainText('PEACH STATE');

  const region = await page.request.post('/api/regions', { data: { name: 'Georgia' } });
  expect(region.status(), await region.text()).toBe(201);
  const store = await page.request.post('/api/stores', {
    data: {
      name: 'Peach State Midtown',
      storeName: 'Midtown',
      brand: 'Peach State',
      companyName: 'PEACH STATE',
      regionId: ((await region.json()) as { id: string }).id,
      timezone: 'America/New_York',
      streetAddress: '1010 Peachtree St NE',
      city: 'Atlanta',
      state: 'GA',
      zip: '30309',
      phone: '(404) 555-0199',
    },
  });
  expect(store.status(), await store.text()).toBe(201);
  const storeId = ((await store.json()) as { id: string }).id;
  const user = await page.request.post('/api/admin/users', {
    data: { ...COUNTER, role: 'store', storeId },
  });
  expect(user.status(), await user.text()).toBe(201);

  // Back on the Dashboard: what is left is the mail server and the printers, both confirmed.
  await page.goto('/');
  await expect(setup).toContainText('4 of 6 steps done');
  await expect(setup).toContainText(`Links in messages and QR codes open ${PUBLIC}.`);
  await setup.getByRole('button', { name: 'Keep messages in the outbox for now' }).click();
  await expect(setup).toContainText('5 of 6 steps done');
  await setup.getByRole('button', { name: 'These printers are right' }).click();
  await expect(setup).toBeHidden();

  // The counter's first check-in, on a phone, and its printed ticket.
  await page.request.post('/api/auth/logout');
  await page.setViewportSize(PHONE);
  await signIn(COUNTER);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Set up your chain' })).toHaveCount(0);
  const form = await fillRepairCheckIn(page);
  await expect(form.getByRole('region', { name: 'Repair terms', exact: true })).toContainText(
    'Terms version 1',
  );
  await form.getByLabel('Before photo: choose a file').setInputFiles(await photoFile(page));
  await sign(page, form.getByRole('img', { name: 'Customer signature (drop-off)' }));
  await form.getByRole('button', { name: 'Create Waiver' }).click();
  await expect(page.getByText(REPAIR_TOASTS.created)).toBeVisible();
  await page.getByRole('button', { name: 'Print ticket' }).first().click();

  const ticket = page.getByRole('article', { name: 'Repair ticket' });
  await expect(ticket).toContainText('PEACH STATE · Repair ticket');
  await expect(ticket).toContainText('1010 Peachtree St NE');
  await expect(ticket).toContainText('Atlanta, GA 30309');
  await expect(ticket).toContainText('(404) 555-0199');
  await expect(ticket).toContainText('Terms version 1');
  await expect(ticket).toContainText('Diagnosis:');
  const link = ticket.getByTestId('status-link');
  await expect(link).toHaveText(new RegExp(`^${PUBLIC.replace(/\./g, '\\.')}/status/\\S+$`));
  await expect(link).not.toContainText('127.0.0.1');
  await expectNoHorizontalScroll(page);
  await screenshot(page, 'first-day-ticket-390');
});
