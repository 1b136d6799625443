import type { Locator, Page } from '@playwright/test';
import { accessNames, setUpAccessStore } from './a11y-setup';
import { PHONE, photoFile } from './support';
import { expect, test } from './fixtures';

/**
 * What a keyboard user sees and where focus goes: every control shows a ring, a dialog makes the
 * page behind it inert and hands focus back to what opened it however it closes, and picking a
 * photo leaves focus on the button in its place.
 */
const names = accessNames('kbd');
const { COUNTER } = names;

test.beforeAll(async ({ playwright, chain }) => {
  await setUpAccessStore(playwright, chain, names);
});

/** The focus ring the element shows now: its outline's style and width in px. */
async function ring(target: Locator): Promise<{ style: string; width: number }> {
  return target.evaluate((el) => {
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
}

/** Presses Tab until `target` has focus, as a keyboard user would reach it. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 60; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('not reachable with Tab');
}

const appIsInert = (page: Page) => page.evaluate(() => document.getElementById('root')!.inert);
const card = (page: Page, title: string) =>
  page.getByRole('button', { name: new RegExp(`^${title}`) });

test.describe('the static sign-in page with a keyboard', () => {
  test('Tab goes field by field, the password shows and hides, and Enter signs in', async ({
    page,
  }) => {
    await page.goto('/auth');
    const username = page.getByLabel('Username');
    const password = page.getByLabel('Password', { exact: true });
    const reveal = page.getByRole('button', { name: 'Show password' });
    const signIn = page.getByRole('button', { name: 'Sign In' });

    await page.keyboard.press('Tab');
    await expect(username).toBeFocused();
    expect((await ring(username)).style).toBe('solid');
    await page.keyboard.type(COUNTER.username);
    await page.keyboard.press('Tab');
    await expect(password).toBeFocused();
    await page.keyboard.type(COUNTER.password);
    await page.keyboard.press('Tab');
    await expect(reveal).toBeFocused();
    expect(await ring(reveal)).toEqual({ style: 'solid', width: 2 });
    await page.keyboard.press('Space');
    await expect(reveal).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toHaveAttribute('type', 'text');
    await page.keyboard.press('Enter');
    await expect(reveal).toHaveAttribute('aria-pressed', 'false');
    await expect(password).toHaveAttribute('type', 'password');
    await page.keyboard.press('Tab');
    await expect(signIn).toBeFocused();
    expect(await ring(signIn)).toEqual({ style: 'solid', width: 2 });

    await password.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Welcome back ${COUNTER.firstName}`)).toBeVisible();
    await expect(card(page, 'Process Pickup')).toBeVisible();
  });
});

test.describe('the counter with a keyboard', () => {
  test.beforeEach(async ({ signIn, page }) => {
    await signIn(COUNTER);
    await page.goto('/dashboard');
    await expect(card(page, 'Process Pickup')).toBeVisible();
  });

  test('the action cards and the text fields show a focus ring', async ({ page }) => {
    const waiver = card(page, 'New Repair Waiver');
    await tabTo(page, waiver);
    expect(await ring(waiver)).toEqual({ style: 'solid', width: 2 });

    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'New Repair Waiver' });
    const phone = form.getByLabel('Phone number');
    await phone.focus();
    const field = await ring(phone);
    expect(field.style).toBe('solid');
    expect(field.width).toBeGreaterThanOrEqual(2);
  });

  test('Escape closes Pickup and focus goes back to its card; the page behind was inert', async ({
    page,
  }) => {
    const pickup = card(page, 'Process Pickup');
    await tabTo(page, pickup);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Process Pickup' });
    await expect(dialog).toBeVisible();
    expect(await appIsInert(page)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(pickup).toBeFocused();
    expect(await appIsInert(page)).toBe(false);
  });

  test('Close in Sale puts focus back on the Device Sale card', async ({ page }) => {
    const sale = card(page, 'Device Sale');
    await tabTo(page, sale);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Device Sale' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(sale).toBeFocused();
  });

  test('a picked photo leaves focus on Retake, and removing it on Take photo', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await card(page, 'New Repair Waiver').click();
    const form = page.getByRole('dialog', { name: 'New Repair Waiver' });
    await form.getByRole('button', { name: 'Choose file' }).focus();
    await form.getByLabel('Before photo: choose a file').setInputFiles(await photoFile(page));
    await expect(form.getByRole('button', { name: 'Retake' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Remove' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(form.getByRole('button', { name: 'Take photo' })).toBeFocused();
  });
});

test.describe('the cash drawer with a keyboard', () => {
  test('a pay-in is typed and recorded with keys alone, and focus goes back to its button', async ({
    signIn,
    page,
  }) => {
    await signIn(COUNTER);
    await page.goto('/daily-sales-report');
    const open = page.getByRole('button', { name: 'Pay in or out' });
    await tabTo(page, open);
    expect(await ring(open)).toEqual({ style: 'solid', width: 2 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Pay in or out' });
    await expect(dialog.getByLabel('Amount')).toBeFocused();
    expect(await appIsInert(page)).toBe(true);
    await page.keyboard.type('5');
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Reason')).toBeFocused();
    await page.keyboard.type('Change from the bank');
    await tabTo(page, dialog.getByRole('button', { name: 'Record' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('list', { name: 'Pay-ins and pay-outs' })).toContainText(
      'Pay in $5.00: Change from the bank',
    );
    await expect(open).toBeFocused();
  });

  test('Escape leaves a half-typed count unsaved and hands focus back', async ({
    signIn,
    page,
  }) => {
    await signIn(COUNTER);
    await page.goto('/daily-sales-report');
    const open = page.getByRole('button', { name: 'Count at shift change' });
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Count at a change of shift' });
    await expect(dialog.getByLabel('Cash counted')).toBeFocused();
    await page.keyboard.type('12');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    await expect(page.getByRole('list', { name: 'Counts at a change of shift' })).toHaveCount(0);
  });
});
