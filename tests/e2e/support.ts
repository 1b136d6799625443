import { mkdirSync } from 'node:fs';
import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { localDateKey } from '../../src/web/features/morning/morning-rules';
import { MORNING_STORAGE_KEY } from '../../src/web/features/morning/morning-storage';

/** The two widths every screen is looked at: a phone held in one hand, and a laptop. */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

export const ADMIN = {
  username: 'owner',
  password: 'Counter-Top-2026',
  firstName: 'Olivia',
  lastName: 'Ramos',
};

/**
 * Marks today's morning popup as already shown in every page of `context`, so a test run
 * between 05:00 and 12:00 does not find it over the screen. The `test` fixture does this for
 * its own context; a test that opens another context with a signed-in page calls it itself.
 */
export async function skipMorningPopup(context: BrowserContext): Promise<void> {
  const state = JSON.stringify({ lastShownDate: localDateKey(new Date()), shownQuotes: [] });
  await context.addInitScript(
    ({ key, value }) => {
      try {
        localStorage.setItem(key, value);
      } catch {
        // about:blank and other opaque origins have no storage, and no popup either.
      }
    },
    { key: MORNING_STORAGE_KEY, value: state },
  );
}

/**
 * Each test is a counter device of its own, with its own address (the server trusts the
 * loopback proxy's X-Forwarded-For): the whole suite signs in far more than the sign-in rate
 * limit allows one address in a minute, which a real shop's devices never share.
 */
export function deviceAddress(key: string): string {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${(hash & 254) + 1}`;
}

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

/** Every button inside `scope` shows its whole name: a label cut by the button's width fails. */
export async function expectButtonsWhole(scope: Locator): Promise<void> {
  const cut = await scope
    .locator('.mantine-Button-label')
    .evaluateAll((labels) =>
      labels
        .filter((label) => label.clientWidth > 0 && label.scrollWidth > label.clientWidth + 1)
        .map((label) => label.textContent),
    );
  expect(cut, 'buttons whose names are cut off').toEqual([]);
}

/** The API paths the page asks for from now on, to show what a screen never sends. */
export function recordApiRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) paths.push(pathname);
  });
  return paths;
}

/**
 * Nothing is drawn over `target` (a toast over a dialog's close button, say): at nine points
 * across it, the topmost element is the target or inside it.
 */
export async function expectUncovered(target: Locator): Promise<void> {
  const covered = await target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return [0.5, 0.2, 0.8].flatMap((fx) =>
      [0.5, 0.2, 0.8].map((fy) => {
        const top = document.elementFromPoint(box.x + box.width * fx, box.y + box.height * fy);
        return top !== null && top !== el && !el.contains(top)
          ? `${top.tagName}.${top.getAttribute('class') ?? ''}`
          : null;
      }),
    );
  });
  expect(covered.filter(Boolean), 'elements drawn over it').toEqual([]);
}

type PhotoOptions = { name?: string; type?: 'image/png' | 'image/jpeg'; color?: string };

/** A small real photo, drawn by the browser, as a file to pick (PNG unless asked for JPEG). */
export async function photoFile(page: Page, options: PhotoOptions = {}) {
  const { name = 'cracked-screen.png', type = 'image/png', color = '#1c3d7a' } = options;
  const dataUrl = await page.evaluate(
    ({ type, color }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 320;
      canvas.height = 240;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, 320, 240);
      ctx.strokeStyle = '#fff';
      ctx.lineWidth = 6;
      ctx.beginPath();
      ctx.moveTo(40, 30);
      ctx.lineTo(280, 210);
      ctx.moveTo(280, 30);
      ctx.lineTo(120, 150);
      ctx.stroke();
      return canvas.toDataURL(type);
    },
    { type, color },
  );
  return { name, mimeType: type, buffer: Buffer.from(dataUrl.split(',')[1]!, 'base64') };
}

/** Signs on a signature pad with mouse drags, as a finger would. */
export async function sign(page: Page, pad: Locator): Promise<void> {
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('signature pad is not on screen');
  const y = box.y + box.height * 0.55;
  await page.mouse.move(box.x + 30, y);
  await page.mouse.down();
  for (let i = 1; i <= 12; i += 1) {
    await page.mouse.move(box.x + 30 + i * 20, y + (i % 2 === 0 ? -25 : 20), { steps: 3 });
  }
  await page.mouse.up();
}

/** Every visible button and text field in `scope` is at least 44 px tall, for a thumb. */
export async function expectTouchTargets(scope: Locator): Promise<void> {
  const small = await scope
    .locator('button, input:not([type=checkbox]):not([type=radio]):not([type=file]), textarea')
    .evaluateAll((elements) =>
      elements
        .map((el) => ({ el, box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && box.height > 0 && box.height < 44)
        .map(({ el }) => el.getAttribute('aria-label') ?? el.textContent ?? el.tagName),
    );
  expect(small, 'controls smaller than 44 px').toEqual([]);
}

/** Types into a searchable select and picks the option. */
export async function pickOption(page: Page, input: Locator, typed: string, option: string) {
  await input.click();
  await input.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The address and phone every new store needs (issue 23): printed on its tickets and receipts. */
/** An adult seller with an ID good for years, as a buyback posted through the API records them. */
export const SELLER_IDENTITY = {
  sellerBirthDate: '1988-07-14',
  sellerAddress: '410 Peachtree St NE, Atlanta, GA 30308',
  idIssuer: 'GA',
  idExpiry: '2034-07-14',
  ownedFor: '1_to_2_years',
  declaration: 'true',
};

export const STORE_CONTACT = {
  streetAddress: '500 Main St',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  phone: '(217) 555-0100',
};
/** Opens the check-in and fills everything but the photo and signature. */
export async function fillRepairCheckIn(page: Page) {
  await page.getByRole('button', { name: /New Repair Waiver/ }).click();
  const form = page.getByRole('dialog', { name: 'New Repair Waiver' });
  await form.getByLabel('Phone number').fill('(404) 555-0142');
  await form.getByLabel('Customer name').fill('Terry Lane');
  await form.getByLabel('ZIP code').fill('30305');
  await pickOption(page, form.getByRole('combobox', { name: 'Brand' }), 'appl', 'Apple');
  await pickOption(
    page,
    form.getByRole('combobox', { name: 'Model', exact: true }),
    '13',
    'iPhone 13',
  );
  await form.getByLabel('Problem description').fill('Battery drains by noon.');
  await form.getByLabel('Repair type').fill('Battery replacement');
  await form.getByLabel('Estimated cost').fill('89');
  return form;
}

/** A 1x1 PNG as a data URL: a photo or signature for a record a test makes through the API. */
export const PNG_1x1 =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
