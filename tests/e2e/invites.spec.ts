import { INVITE_MESSAGES } from '../../src/shared/invites';
import {
  ADMIN,
  DESKTOP,
  PHONE,
  screenshot,
  expectNoHorizontalScroll,
  expectTouchTargets,
  signInByForm,
  skipMorningPopup,
} from './support';
import { expect, test } from './fixtures';
import { choose, dismissToasts } from './devices-support';

const STORE = { name: 'TekCell Riverside', storeName: 'Riverside' };

/** The person who accepts the invitation. */
const INVITED = {
  username: 'riverside.counter',
  password: 'River-Desk-2026',
  firstName: 'Jordan',
  lastName: 'Park',
};

test.describe.serial('invitations', () => {
  let invitePath = '';
  let storeId = '';

  test.beforeAll(async ({ chain }) => {
    storeId = await chain.store({
      ...STORE,
      region: 'Riverbend',
      brand: 'TekCell',
      companyName: 'TEKCELL',
      timezone: 'America/New_York',
    });
  });

  test('the admin creates an invitation for a store user on the Admin tab', async ({
    signIn,
    page,
  }) => {
    await signIn(ADMIN);
    await page.setViewportSize(DESKTOP);
    await page.goto('/?tab=admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    const card = page.getByRole('form', { name: 'Create invitation' });
    await card.scrollIntoViewIfNeeded();

    // Without a store the form says so.
    await choose(page, card.getByRole('combobox', { name: 'Role' }), 'Store User');
    await card.getByRole('button', { name: 'Create Invitation' }).click();
    await expect(card.getByText('Store is required for this role')).toBeVisible();

    await choose(page, card.getByRole('combobox', { name: 'Store' }), STORE.name);
    await card.getByRole('button', { name: 'Create Invitation' }).click();
    const link = page.getByTestId('invite-link');
    await expect(link).toBeVisible();
    await expect(link).toContainText('Expires on');
    await expect(link.getByRole('button', { name: 'Copy link' })).toBeVisible();
    const url = await link.getByRole('textbox', { name: 'Link' }).inputValue();
    expect(url).toContain('/invite/accept?token=');
    invitePath = new URL(url).pathname + new URL(url).search;

    const open = page.getByTestId('open-invite').filter({ hasText: STORE.name });
    await expect(open).toHaveCount(1);
    await expect(open).toContainText('Store User');
    await expect(open.getByRole('button', { name: /Revoke/ })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await dismissToasts(page);
    await screenshot(page, 'invites-admin-1280');

    await page.setViewportSize(PHONE);
    await expect(card).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectTouchTargets(card);
    await screenshot(page, 'invites-admin-390');
  });

  test('the invited person creates the account from the link and signs in', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, viewport: PHONE });
    await skipMorningPopup(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(invitePath);
    const form = page.getByRole('form', { name: 'Create your account' });
    await expect(form).toBeVisible();
    const summary = page.getByTestId('invite-summary');
    await expect(summary).toContainText('Store User');
    await expect(summary).toContainText(STORE.name);
    await expectNoHorizontalScroll(page);
    await expectTouchTargets(form);
    await screenshot(page, 'invite-signup-390');
    await page.setViewportSize(DESKTOP);
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'invite-signup-1280');
    await page.setViewportSize(PHONE);

    // The schema's messages, then mismatched passwords.
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(form.getByText('First name is required')).toBeVisible();
    await expect(form.getByText('Last name is required')).toBeVisible();
    await expect(form.getByText('Password must be at least 8 characters')).toBeVisible();

    await form.getByLabel('Username').fill(INVITED.username);
    await form.getByLabel('First name').fill(INVITED.firstName);
    await form.getByLabel('Last name').fill(INVITED.lastName);
    await form.getByLabel('Password', { exact: true }).fill(INVITED.password);
    await form.getByLabel('Confirm password').fill('Something-Else-1');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByText("Passwords don't match")).toBeVisible();

    await form.getByLabel('Confirm password').fill(INVITED.password);
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText(INVITE_MESSAGES.createdTitle).first()).toBeVisible();
    await expect(page.getByText(INVITE_MESSAGES.created)).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/, { timeout: 5_000 });

    await signInByForm(page, INVITED);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('role-badge')).toContainText(/riverside/i);

    // The link worked once.
    await page.context().clearCookies();
    await page.goto(invitePath);
    await expect(page.getByText(INVITE_MESSAGES.invalidTitle).first()).toBeVisible();
    await expect(page.getByText(INVITE_MESSAGES.invalid).first()).toBeVisible();
    const invalid = page.getByTestId('invalid-invitation');
    await expect(invalid.getByRole('button', { name: 'Go to Login' })).toBeVisible();
    await expectTouchTargets(invalid);
    await dismissToasts(page);
    await screenshot(page, 'invite-invalid-390');
    await page.setViewportSize(DESKTOP);
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'invite-invalid-1280');

    await invalid.getByRole('button', { name: 'Go to Login' }).click();
    await expect(page).toHaveURL(/\/auth$/);

    expect(errors, 'page errors').toEqual([]);
    await context.close();
  });

  test('revoking asks first, and the revoked link no longer works', async ({ signIn, page }) => {
    await signIn(ADMIN);
    const created = await page.request.post('/api/invites', {
      data: { role: 'store', storeIds: [storeId], email: 'second.thoughts@riverside.test' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const link = new URL(((await created.json()) as { link: string }).link);
    await page.setViewportSize(PHONE);
    await page.goto('/?tab=admin');
    const row = page
      .getByTestId('open-invite')
      .filter({ hasText: 'second.thoughts@riverside.test' });
    await row.getByRole('button', { name: /Revoke/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke this invitation?' });
    await expect(confirm).toContainText('whoever has it can no longer create');
    await screenshot(page, 'invite-revoke-confirm-390', false);
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: /Revoke/ }).click();
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText('Invitation revoked')).toBeVisible();
    await expect(row).toHaveCount(0);
    const verify = await page.request.get(
      `/api/invites/verify?token=${link.searchParams.get('token')}`,
    );
    expect(verify.status()).toBe(404);
  });

  test('the invitation page without a token shows the invalid card', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/invite/accept');
    await expect(page.getByText(INVITE_MESSAGES.noToken).first()).toBeVisible();
    const invalid = page.getByTestId('invalid-invitation');
    await expect(invalid).toContainText(INVITE_MESSAGES.invalidLinkTitle);
    await expect(invalid.getByRole('button', { name: 'Go to Login' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await dismissToasts(page);
    await screenshot(page, 'invite-no-token-390');
  });
});
