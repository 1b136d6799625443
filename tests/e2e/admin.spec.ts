import type { Page } from '@playwright/test';
import {
  ADMIN,
  DESKTOP,
  PHONE,
  screenshot,
  expectNoHorizontalScroll,
  expectTouchTargets,
  expectUncovered,
} from './support';
import { expect, test } from './fixtures';
import { choose, dismissToasts } from './devices-support';

const STORE = { name: 'Cellairis Gulfport', storeName: 'Gulfport' };
/** The area manager's second store. */
const SECOND_STORE = { name: 'Cellairis Biloxi', storeName: 'Biloxi' };
/** Tries to delete the chain's only administrator. */
const GULF_CEO = {
  username: 'gulfport.ceo',
  password: 'Gulf-Board-2026',
  firstName: 'Marisol',
  lastName: 'Reyes',
};

/** The person the admin adds, edits, promotes and finally deletes. */
const NEW_USER = {
  username: 'gulfport.counter',
  password: 'Gulfport-Desk-2026',
  firstName: 'Riley',
  lastName: 'Chen',
};

const row = (page: Page, username: string) => page.getByTestId(`user-row-${username}`);

async function openAction(page: Page, username: string, name: string, action: string) {
  await row(page, username)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** Saves the new user's e-mail through Edit User, leaving the 'User updated' toast up. */
async function saveEmail(page: Page, email: string) {
  // Mid-screen, clear of the toasts docked at the bottom, so the next click is not held up.
  await row(page, NEW_USER.username).evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await openAction(page, NEW_USER.username, 'Riley Chen-Okafor', 'Edit User');
  const edit = page.getByRole('form', { name: 'Edit user' });
  await edit.getByLabel('Email (optional)').fill(email);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('User updated', { exact: true })).toBeVisible();
  await expect(edit).toBeHidden();
  await row(page, NEW_USER.username).evaluate((el) => el.scrollIntoView({ block: 'center' }));
}

test.describe.serial('user management and the activity log', () => {
  test.beforeAll(async ({ chain }) => {
    await chain.store({
      region: 'Gulf Coast',
      ...STORE,
      brand: 'Cellairis',
      companyName: 'CELLAIRIS',
    });
    await chain.store({
      region: 'Gulf Shore',
      ...SECOND_STORE,
      brand: 'Cellairis',
      companyName: 'CELLAIRIS',
    });
    await chain.user(GULF_CEO, 'ceo');
  });

  test('the Admin Dashboard shows its figures and adds a user directly', async ({
    signIn,
    page,
  }) => {
    await signIn(ADMIN);
    await page.setViewportSize(DESKTOP);
    // The chain's figures, which specs running beside this one change: the screen shows what the
    // server counted when the page asked, and that count has this spec's two stores in it.
    const answered = page.waitForResponse('**/api/dashboard/stats');
    await page.goto('/?tab=admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    const { totalStores } = (await (await answered).json()) as { totalStores: number };
    expect(totalStores).toBeGreaterThanOrEqual(2);
    await expect(page.getByTestId('stat-Total Stores')).toHaveText(String(totalStores));
    for (const label of ['Total Users', 'Active Repairs', 'Completed Today']) {
      await expect(page.getByTestId(`stat-${label}`)).toHaveText(/^\d+$/);
    }
    for (const column of ['User', 'Role', 'Status', 'Actions']) {
      await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
    }

    await page.getByRole('button', { name: 'Add User' }).click();
    const form = page.getByRole('form', { name: 'Add user' });
    // Nothing filled in: the shared rules answer on each field, nothing is sent.
    await form.getByRole('button', { name: 'Add User' }).click();
    await expect(form.getByText('Choose a role')).toBeVisible();

    // A username already taken is refused by the server, on its field.
    await form.getByLabel('Username').fill(ADMIN.username);
    await form.getByLabel('First name').fill(NEW_USER.firstName);
    await form.getByLabel('Last name').fill(NEW_USER.lastName);
    await form.getByLabel('Password', { exact: true }).fill(NEW_USER.password);
    await form.getByLabel('Confirm password').fill(NEW_USER.password);
    // An account of the admin's own rank is theirs to create, not to correct after: said before.
    const rankWarning = form.getByText(/only someone of a higher rank can change this account/);
    await choose(page, form.getByRole('combobox', { name: 'Role' }), 'CEO');
    await expect(rankWarning).toBeVisible();
    await choose(page, form.getByRole('combobox', { name: 'Role' }), 'Store User');
    await expect(rankWarning).toBeHidden();
    await form.getByRole('button', { name: 'Add User' }).click();
    await expect(form.getByText('Store is required for this role')).toBeVisible();
    await choose(page, form.getByRole('combobox', { name: 'Store' }), STORE.name);
    await form.getByRole('button', { name: 'Add User' }).click();
    await expect(form.getByText(/already taken/i)).toBeVisible();

    await form.getByLabel('Username').fill(NEW_USER.username);
    await form.getByRole('button', { name: 'Add User' }).click();
    await expect(page.getByText('User added', { exact: true })).toBeVisible();
    await expect(row(page, NEW_USER.username)).toContainText('Store User');
    await expect(row(page, NEW_USER.username)).toContainText(STORE.storeName);
  });

  test('the new user signs in; View Activity shows it, Edit User renames them', async ({
    signIn,
    page,
    chain,
  }) => {
    await (await chain.as(NEW_USER)).dispose();

    await signIn(ADMIN);
    await page.setViewportSize(PHONE);
    await page.goto('/?tab=admin');
    const name = `${NEW_USER.firstName} ${NEW_USER.lastName}`;
    await openAction(page, NEW_USER.username, name, 'View Activity');
    const activity = page.getByRole('dialog', { name: `Activity of ${name}` });
    await expect(activity.getByTestId('activity-entry').first()).toContainText('Signed in');
    await expectTouchTargets(activity);
    await screenshot(page, 'admin-user-activity-390', false);
    await activity.getByRole('button', { name: 'Close' }).click();

    await openAction(page, NEW_USER.username, name, 'Edit User');
    const edit = page.getByRole('form', { name: 'Edit user' });
    await expect(edit.getByLabel('Username')).toHaveValue(NEW_USER.username);
    await edit.getByLabel('Last name').fill('Chen-Okafor');
    await edit.getByLabel('Email (optional)').fill('riley@example.com');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('User updated', { exact: true })).toBeVisible();
    await expect(row(page, NEW_USER.username)).toContainText('Riley Chen-Okafor');
    await expectNoHorizontalScroll(page);
    // On a phone each user is a card, its actions on the screen rather than past its edge.
    const actions = await row(page, NEW_USER.username)
      .getByRole('button', { name: 'Actions for Riley Chen-Okafor' })
      .boundingBox();
    expect(actions!.x + actions!.width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'admin-users-390', false);
  });

  test('Change Role makes the store user its store manager, keeping the store', async ({
    signIn,
    page,
  }) => {
    await signIn(ADMIN);
    await page.setViewportSize(DESKTOP);
    await page.goto('/?tab=admin');
    // The last save's toast is still up when the next dialog opens, and leaves its close button be.
    await saveEmail(page, 'riley.chen@example.com');
    await openAction(page, NEW_USER.username, 'Riley Chen-Okafor', 'Change Role');
    const dialog = page.getByRole('dialog', { name: 'Change Role' });
    await expect(page.getByText('User updated', { exact: true })).toBeVisible();
    await expectUncovered(dialog.getByRole('button', { name: 'Close' }));
    await screenshot(page, 'admin-change-role-1280', false);

    const form = page.getByRole('form', { name: 'Change role' });
    await choose(page, form.getByRole('combobox', { name: 'Role' }), 'Store Manager');
    await expect(form.getByRole('combobox', { name: 'Store' })).toHaveValue(STORE.name);
    await form.getByRole('button', { name: 'Change Role' }).click();
    await expect(page.getByText('Role changed', { exact: true })).toBeVisible();
    await expect(form.getByText('Store is required for this role')).toHaveCount(0);
    await expect(row(page, NEW_USER.username)).toContainText('Store Manager');
    await expect(row(page, NEW_USER.username)).toContainText(STORE.storeName);

    // On a phone too: the toast stays clear of a dialog's close button.
    await page.setViewportSize(PHONE);
    await saveEmail(page, 'riley@example.com');
    await openAction(page, NEW_USER.username, 'Riley Chen-Okafor', 'View Activity');
    const activity = page.getByRole('dialog', { name: 'Activity of Riley Chen-Okafor' });
    await expect(page.getByText('User updated', { exact: true })).toBeVisible();
    await expectUncovered(activity.getByRole('button', { name: 'Close' }));
    await screenshot(page, 'admin-toast-dialog-390', false);
  });

  test('Change Role makes them an area manager of two stores', async ({ signIn, page }) => {
    await signIn(ADMIN);
    await page.setViewportSize(DESKTOP);
    await page.goto('/?tab=admin');
    await openAction(page, NEW_USER.username, 'Riley Chen-Okafor', 'Change Role');
    const form = page.getByRole('form', { name: 'Change role' });
    await choose(page, form.getByRole('combobox', { name: 'Role' }), 'Area Manager');
    await form.getByRole('button', { name: 'Change Role' }).click();
    await expect(form.getByText('Choose the stores this area manager oversees')).toBeVisible();
    await form.getByRole('combobox', { name: 'Stores' }).click();
    await page.getByRole('option', { name: STORE.name, exact: true }).click();
    await page.getByRole('option', { name: SECOND_STORE.name, exact: true }).click();
    await page.keyboard.press('Escape');
    await form.getByRole('button', { name: 'Change Role' }).click();
    await expect(page.getByText('Role changed', { exact: true })).toBeVisible();
    await expect(row(page, NEW_USER.username)).toContainText('Area Manager');

    const users = (await (await page.request.get('/api/admin/users')).json()) as {
      username: string;
      role: string;
      storeIds: string[];
    }[];
    const changed = users.find((u) => u.username === NEW_USER.username)!;
    expect(changed.role).toBe('areamanager');
    expect(changed.storeIds).toHaveLength(2);
    await screenshot(page, 'admin-users-1280');
  });

  test('an admin cannot delete themselves; a CEO cannot change or delete an admin (same rank)', async ({
    signIn,
    page,
  }) => {
    await signIn(ADMIN);
    await page.goto('/?tab=admin');
    await row(page, ADMIN.username)
      .getByRole('button', { name: `Actions for ${ADMIN.firstName} ${ADMIN.lastName}` })
      .click();
    await expect(page.getByRole('menuitem', { name: 'Delete User' })).toBeDisabled();
    await expect(page.getByRole('menuitem', { name: 'Change Role' })).toBeDisabled();
    await page.keyboard.press('Escape');

    await page.context().clearCookies();
    await signIn(GULF_CEO);
    await page.goto('/?tab=admin');
    await row(page, ADMIN.username)
      .getByRole('button', { name: `Actions for ${ADMIN.firstName} ${ADMIN.lastName}` })
      .click();
    for (const action of ['Edit User', 'Change Role', 'Delete User']) {
      await expect(page.getByRole('menuitem', { name: action })).toBeDisabled();
    }
    await expect(page.getByRole('menuitem', { name: 'View Activity' })).toBeEnabled();
    await page.keyboard.press('Escape');
    await expect(row(page, ADMIN.username)).toBeVisible();
  });

  test('Delete User ends the account and keeps the records', async ({
    signIn,
    page,
    playwright,
    baseURL,
  }) => {
    await signIn(ADMIN);
    await page.goto('/?tab=admin');
    await openAction(page, NEW_USER.username, 'Riley Chen-Okafor', 'Delete User');
    const dialog = page.getByRole('dialog', { name: 'Delete User' });
    await expect(dialog.getByText('Are you sure you want to delete this user?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete User' }).click();
    await expect(page.getByText('User deleted successfully', { exact: true })).toBeVisible();
    await expect(row(page, NEW_USER.username)).toHaveCount(0);

    const gone = await playwright.request.newContext({ baseURL });
    const login = await gone.post('/api/auth/login', {
      data: { username: NEW_USER.username, password: NEW_USER.password },
    });
    expect(login.status()).toBe(401);
    await gone.dispose();
  });

  test('the activity log filters failed sign-ins and deletions', async ({ signIn, page }) => {
    await signIn(ADMIN);
    await page.setViewportSize(DESKTOP);
    await page.goto('/?tab=admin&section=activity');
    const panel = page.getByRole('heading', { name: 'Activity Log' }).locator('../../..');
    await expect(page.getByTestId('activity-entry').first()).toBeVisible();
    await dismissToasts(page);

    await choose(page, page.getByRole('combobox', { name: 'What' }), 'Failed sign-ins');
    // The deleted user's refused sign-in of the previous test. The log is the chain's, which
    // specs running beside this one add to: these are the entries about this spec's user.
    const about = (text: string) => page.getByTestId('activity-entry').filter({ hasText: text });
    await expect(about(`Failed sign-in as “${NEW_USER.username}”`)).toHaveCount(1);
    await choose(page, page.getByRole('combobox', { name: 'What' }), 'Deletions');
    const deleted = about(`Deleted a user ${NEW_USER.username} (Area Manager)`);
    await expect(deleted).toHaveCount(1);
    await expect(deleted).toContainText(`${ADMIN.firstName} ${ADMIN.lastName}`);
    await expect(about('Failed sign-in as')).toHaveCount(0);
    await screenshot(page, 'admin-activity-1280');

    // A day before anything happened: nothing matches.
    await page.getByLabel('To', { exact: true }).fill('2020-01-01');
    await expect(page.getByText('No activity matches these filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByTestId('activity-entry').first()).toBeVisible();

    await page.setViewportSize(PHONE);
    await expectNoHorizontalScroll(page);
    await expectTouchTargets(panel);
    await screenshot(page, 'admin-activity-390');
  });
});
