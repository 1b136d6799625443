import { mkdirSync } from 'node:fs';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export { expect };

export const ADMIN = {
  username: 'owner',
  password: 'Counter-Top-2026',
  firstName: 'Olivia',
  lastName: 'Ramos',
};

export const STORE_USER = {
  username: 'downtown.counter',
  password: 'Front-Desk-2026',
  firstName: 'Sam',
  lastName: 'Lee',
};
export const STORE_SHORT_NAME = 'Downtown';

export const CEO = {
  username: 'chief',
  password: 'Board-Room-2026',
  firstName: 'Dana',
  lastName: 'Whitfield',
};

/**
 * Every test fails on a browser console error or uncaught page error, which is how a CSP
 * violation or a crash in a screen shows up. Failed HTTP responses that a test provokes on
 * purpose (401 from the current-user call, 403, wrong password) are logged by Chromium as
 * "Failed to load resource" and are not errors of the app.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'browser console errors').toEqual([]);
    },
    { auto: true },
  ],
});

/** Signs the page's browser context in through the API (same cookie jar as the page). */
export async function signInByApi(
  request: APIRequestContext,
  user: { username: string; password: string },
): Promise<void> {
  const response = await request.post('/api/auth/login', {
    data: { username: user.username, password: user.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export async function signInByForm(
  page: Page,
  user: { username: string; password: string },
): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Saves a screenshot for people to look at; test-results is git-ignored. Screens with a fixed
 * bottom bar are shot at viewport size, as a full-page shot paints the bar mid-page.
 */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync('test-results/screenshots', { recursive: true });
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage });
}

/** The page never scrolls sideways: everything fits the screen's width. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}
