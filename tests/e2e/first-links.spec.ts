import type { Locator } from '@playwright/test';
import { PUBLIC_ADDRESS_MESSAGE } from '../../src/shared/chain-settings';
import { ADMIN, DESKTOP, PHONE, expectNoHorizontalScroll, screenshot } from './support';
import { expect, openChain, test } from './fixtures';
import { choose, dismissToasts } from './devices-support';
import { useFreshInstall } from './fresh-install';

/** An address of the documentation range: not loopback, and nobody's real shop. */
const PUBLIC_ADDRESS = 'http://192.0.2.44:5000';
const STORE = { name: 'Links Corner', storeName: 'LinksCorner' };

/** The rules listed under a field: its description, which the input names in aria-describedby. */
async function rulesUnder(input: Locator): Promise<Locator> {
  const ids = (await input.getAttribute('aria-describedby')) ?? '';
  const id = ids.split(' ').find((part) => part.endsWith('-description'));
  expect(id, 'the field is described by its rules').toBeTruthy();
  return input.page().locator(`[id="${id}"]`).getByTestId('rule-checklist');
}

const rule = (rules: Locator, text: string) =>
  rules.getByRole('listitem').filter({ hasText: text });

// A server of its own: the public address set here would reach every other spec's links.
const install = useFreshInstall({ firstAdmin: true });

test.describe.serial("a chain's first links", () => {
  let invitePath = '';

  test.beforeAll(async ({ playwright }) => {
    const chain = await openChain(playwright.request, install().baseURL, 'first-links');
    await chain.store({
      ...STORE,
      region: 'Links Valley',
      brand: 'TekCell',
      companyName: 'TEKCELL',
      timezone: 'America/New_York',
    });
    await chain.api.dispose();
  });

  test('the admin sets the public address and the loopback warning goes', async ({
    signIn,
    page,
  }) => {
    await signIn(ADMIN);
    await page.setViewportSize(DESKTOP);
    await page.goto('/?tab=admin');
    const warning = page.getByTestId('loopback-warning');
    await expect(warning).toContainText('Links point at this computer only');
    await expect(warning).toContainText('http://127.0.0.1:');
    await page.getByRole('button', { name: 'Set the public address' }).click();
    await expect(page).toHaveURL(/section=system/);

    const form = page.getByRole('form', { name: 'Chain settings' });
    await expect(form.getByTestId('loopback-warning')).toBeVisible();
    await form.getByLabel('Public address').fill('repairs.example.com/shop');
    await form.getByRole('button', { name: 'Save Chain Settings' }).click();
    await expect(form.getByText(PUBLIC_ADDRESS_MESSAGE)).toBeVisible();

    await form.getByLabel('Public address').fill(PUBLIC_ADDRESS);
    await form.getByLabel('Chain name').fill('Peach State Phone Repair');
    await form.getByRole('button', { name: 'Save Chain Settings' }).click();
    await expect(form.getByText(`Links now start with ${PUBLIC_ADDRESS}`)).toBeVisible();
    await expect(form.getByTestId('loopback-warning')).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await dismissToasts(page);
    await screenshot(page, 'chain-settings-1280');

    await page.goto('/?tab=admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Invitations', exact: true })).toBeVisible();
    await expect(page.getByTestId('loopback-warning')).toHaveCount(0);
  });

  test('two invitations both stay listed with their links and copy buttons', async ({
    signIn,
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(ADMIN);
    await page.setViewportSize(PHONE);
    await page.goto('/?tab=admin');
    const form = page.getByRole('form', { name: 'Create invitation' });
    for (let i = 0; i < 2; i += 1) {
      await choose(page, form.getByRole('combobox', { name: 'Role' }), 'Store User');
      await choose(page, form.getByRole('combobox', { name: 'Store' }), STORE.name);
      await form.getByRole('button', { name: 'Create Invitation' }).click();
      await expect(page.getByText('Invitation created')).toBeVisible();
      await dismissToasts(page);
    }

    const open = page.getByTestId('open-invite').filter({ hasText: STORE.name });
    await expect(open).toHaveCount(2);
    const links: string[] = [];
    for (const row of await open.all()) {
      const link = await row.getByRole('textbox', { name: 'Link' }).inputValue();
      // The office's own address is this computer only, so the link takes the public address.
      expect(link).toMatch(new RegExp(`^${PUBLIC_ADDRESS}/invite/accept\\?token=[\\w-]{43}$`));
      links.push(link);
      await expect(
        row.getByRole('button', { name: /^Copy link: Store User invitation/ }),
      ).toBeVisible();
    }
    expect(new Set(links).size).toBe(2);

    const first = open.first();
    await first.getByRole('button', { name: /^Copy link/ }).click();
    await expect(first.getByRole('button', { name: /^Link copied/ })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(links[0]);
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'open-invitations-390');
    const url = new URL(links[1]!);
    invitePath = url.pathname + url.search;
  });

  test('the invited person sees the username and password rules while typing', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(invitePath);
    const form = page.getByRole('form', { name: 'Create your account' });
    await expect(form).toBeVisible();

    const username = await rulesUnder(form.getByLabel('Username'));
    await expect(username).toHaveAttribute('aria-live', 'polite');
    const length = rule(username, 'Username must be at least 3 characters');
    await expect(length).toHaveAttribute('data-met', 'false');
    await expect(length).toContainText('Not yet');

    await form.getByLabel('Username').pressSequentially('ab');
    await expect(length).toHaveAttribute('data-met', 'false');
    await form.getByLabel('Username').pressSequentially('c');
    await expect(length).toHaveAttribute('data-met', 'true');
    await expect(length).toContainText('Done');
    await form.getByLabel('Username').pressSequentially(' x');
    await expect(rule(username, 'Username may use letters, numbers')).toHaveAttribute(
      'data-met',
      'false',
    );

    const password = await rulesUnder(form.getByLabel('Password', { exact: true }));
    const eight = rule(password, 'Password must be at least 8 characters');
    await expect(eight).toHaveAttribute('data-met', 'false');
    await form.getByLabel('Password', { exact: true }).pressSequentially('Peach-20');
    await expect(eight).toHaveAttribute('data-met', 'true');
    await form.getByLabel('Password', { exact: true }).press('Backspace');
    await expect(eight).toHaveAttribute('data-met', 'false');
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'invite-rules-390');
  });
});
