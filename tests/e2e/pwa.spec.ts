import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { precompressFile } from '../../scripts/bundle/precompress.mjs';
import { TOAST_DURATION_MS } from '../../src/shared/constants';
import { ADMIN, PHONE, screenshot } from './support';
import { expect, test } from './fixtures';
import { useFreshInstall } from './fresh-install';

/**
 * A server of its own, serving a copy of the build: the test changes the built worker, which
 * the specs running beside it must not see.
 */
const install = useFreshInstall({ firstAdmin: true, copyBuild: true });
const UPDATE_TEXT = 'A new version of the product is available. Update now?';

/**
 * What the test appends to the built worker to play a deploy: new bytes, and a way to ask
 * the controlling worker whether it is the new build.
 */
const NEW_BUILD = `
self.addEventListener('message', (event) => {
  if (event.data === 'e2e:which-build') event.source.postMessage('e2e:new-build');
});
`;

/** 'new' when the page's controlling worker is the changed build, 'old' when it stays silent. */
function controllingBuild(page: Page): Promise<'new' | 'old'> {
  return page.evaluate(
    () =>
      new Promise<'new' | 'old'>((resolve) => {
        const timer = setTimeout(() => resolve('old'), 1500);
        navigator.serviceWorker.addEventListener('message', (event) => {
          if (event.data !== 'e2e:new-build') return;
          clearTimeout(timer);
          resolve('new');
        });
        navigator.serviceWorker.controller?.postMessage('e2e:which-build');
      }),
  );
}

/** The dashboard's heading: at phone width the tabs are a bottom bar of plain buttons. */
const dashboard = (page: Page) => page.getByRole('heading', { name: 'Dashboard', level: 1 });

/** Opens the app under its worker: installed on the first visit, which it then takes over. */
async function loadControlled(page: Page): Promise<void> {
  await page.goto('/');
  await expect(dashboard(page)).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload();
    await expect(dashboard(page)).toBeVisible();
  }
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL))
    .toMatch(/\/sw\.js$/);
}

test.describe.serial('installable app and updates', () => {
  test.use({ viewport: PHONE });

  test('the worker at /sw.js controls the app, which opens with the network cut', async ({
    signIn,
    page,
    context,
    baseURL,
  }) => {
    await signIn(ADMIN);
    await loadControlled(page);
    const scope = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.scope,
    );
    expect(scope).toBe(`${baseURL}/`);

    // The browser takes the manifest as it is and would offer to install the app.
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toBe(`${baseURL}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    // Test contexts are incognito, where Chromium never offers an install; nothing else is missing.
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);

    await context.setOffline(true);
    try {
      await page.reload();
      // The page, its code and styles come from the worker (not the browser's error page);
      // the account and the dashboard's figures from what the offline layer saved.
      await expect(page).toHaveTitle('Shop Platform');
      await expect(dashboard(page)).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
    await page.reload();
    await expect(dashboard(page)).toBeVisible();
  });

  test('a new build is offered with a toast that stays, and Update now switches to it', async ({
    signIn,
    page,
  }) => {
    await signIn(ADMIN);
    await loadControlled(page);
    expect(await controllingBuild(page)).toBe('old');

    // As a build writes it: the server sends its brotli or gzip copy to the browser.
    const swFile = join(install().webDir, 'sw.js');
    writeFileSync(swFile, Buffer.concat([readFileSync(swFile), Buffer.from(NEW_BUILD)]));
    precompressFile(swFile);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    const toast = page.getByRole('alert').filter({ hasText: UPDATE_TEXT });
    await expect(toast).toBeVisible();
    await expect(toast.getByRole('button', { name: 'Later' })).toBeVisible();

    // No auto-dismiss: still there well after an ordinary toast would have closed.
    await page.waitForTimeout(TOAST_DURATION_MS + 1000);
    await expect(toast).toBeVisible();
    await screenshot(page, 'update-toast-390', false);
    expect(await controllingBuild(page)).toBe('old');

    // An ordinary toast (signing out) shows beside it without pushing it out.
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Logged out')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(toast).toBeVisible();

    let loads = 0;
    page.on('load', () => (loads += 1));
    const reloaded = page.waitForEvent('load');
    await toast.getByRole('button', { name: 'Update now' }).click();
    await reloaded;
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(await controllingBuild(page)).toBe('new');
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting),
    ).toBeNull();
    await expect(page.getByText(UPDATE_TEXT)).toHaveCount(0);
    expect(loads, 'page loads after Update now').toBe(1);
  });
});
