import type { APIRequestContext } from '@playwright/test';
import { REPAIR_TOASTS } from '../../src/shared/repairs';
import {
  ADMIN,
  DESKTOP,
  PHONE,
  fillRepairCheckIn,
  expectNoHorizontalScroll,
  expectTouchTargets,
  photoFile,
  pickOption,
  screenshot,
  sign,
} from './support';
import { expect, test } from './fixtures';

/** The counter of a store of its own, whose repair terms the office makes its own. */
const LAKESIDE_COUNTER = {
  username: 'lakeside.counter',
  password: 'Lakeside-Desk-2026',
  firstName: 'Robin',
  lastName: 'Vale',
};
const STORE = 'Techy Lakeside';

const V2 = [
  'Lakeside diagnosis: we call you before any work above the estimate.',
  'Lakeside warranty: 120 days on the parts we fit.',
];
const V3 = 'Lakeside terms of next year: a new warranty.';

let storeId: string;

async function publish(request: APIRequestContext, body: string) {
  const res = await request.post('/api/terms', { data: { kind: 'repair', storeId, body } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { version: number };
}

test.describe('the chain terms, per store and versioned', () => {
  test.beforeAll(async ({ chain }) => {
    storeId = await chain.store(
      {
        region: 'Lakeside Region',
        name: STORE,
        storeName: 'Lakeside',
        brand: 'Techy',
        companyName: 'TECHY',
        timezone: 'America/New_York',
      },
      [{ person: LAKESIDE_COUNTER, role: 'store' }],
    );
    // The store's first own terms; the office's screen publishes the next.
    expect((await publish(chain.api, 'Lakeside terms, first draft.')).version).toBe(1);
  });

  test.describe('the office', () => {
    test.use({ viewport: DESKTOP });

    test('publishes new repair terms for one store after a confirmation', async ({
      signIn,
      page,
    }) => {
      await signIn(ADMIN);
      await page.goto('/?tab=admin&section=terms');
      await expect(page.getByRole('heading', { name: 'Terms', exact: true })).toBeVisible();
      await pickOption(page, page.getByRole('combobox', { name: 'For' }), 'Lakeside', STORE);
      const now = page.getByRole('region', { name: 'Terms that apply now' });
      await expect(now).toContainText('Terms version 1');
      await expect(now).toContainText('Lakeside terms, first draft.');

      const editor = page.getByLabel(`New text for ${STORE}`);
      await editor.fill('   ');
      await page.getByRole('button', { name: 'Publish version 2' }).click();
      await expect(page.getByText('Write the terms before publishing')).toBeVisible();

      await editor.fill(V2.join('\n\n'));
      await page.getByRole('button', { name: 'Publish version 2' }).click();
      const confirm = page.getByRole('dialog', { name: 'Publish version 2?' });
      await expect(confirm).toContainText('Records already signed keep the version');
      await confirm.getByRole('button', { name: 'Publish' }).click();
      await expect(now).toContainText('Terms version 2');
      await expect(now).toContainText(V2[1]!);
      const history = page.getByRole('region', { name: 'Earlier versions' });
      await expect(history.getByRole('button', { name: /Terms version 1/ })).toBeVisible();
      await screenshot(page, 'terms-admin-1280');
    });
  });

  test.describe('the office on a phone', () => {
    test.use({ viewport: PHONE });

    test('reads the Terms section and its versions without sideways scrolling', async ({
      signIn,
      page,
    }) => {
      await signIn(ADMIN);
      await page.goto('/?tab=admin&section=terms');
      await pickOption(page, page.getByRole('combobox', { name: 'For' }), 'Lakeside', STORE);
      await expect(page.getByRole('region', { name: 'Terms that apply now' })).toContainText(
        'Terms version 2',
      );
      const history = page.getByRole('region', { name: 'Earlier versions' });
      await history.getByRole('button', { name: /Terms version 1/ }).click();
      await expect(history).toContainText('Lakeside terms, first draft.');
      await expectNoHorizontalScroll(page);
      await expectTouchTargets(page.getByRole('region', { name: 'Earlier versions' }));
      await screenshot(page, 'terms-admin-390');
    });
  });

  test.describe('the counter', () => {
    test.use({ viewport: PHONE });

    test("signs the store's terms at check-in; the reprint keeps them after new ones", async ({
      signIn,
      page,
      chain,
    }) => {
      await signIn(LAKESIDE_COUNTER);
      await page.goto('/');
      const form = await fillRepairCheckIn(page);
      const shown = form.getByRole('region', { name: 'Repair terms', exact: true });
      await expect(shown).toContainText('Terms version 2');
      await expect(shown).toContainText(V2[0]!);
      await form.getByLabel('Before photo: choose a file').setInputFiles(await photoFile(page));
      await sign(page, form.getByRole('img', { name: 'Customer signature (drop-off)' }));
      await expectNoHorizontalScroll(page);
      await form.getByRole('button', { name: 'Create Waiver' }).click();
      await expect(page.getByText(REPAIR_TOASTS.created)).toBeVisible();
      // The toast's button and the form's both open the ticket.
      await page.getByRole('button', { name: 'Print ticket' }).first().click();

      const ticket = page.getByRole('article', { name: 'Repair ticket' });
      await expect(ticket).toContainText('Terms version 2');
      for (const line of V2) await expect(ticket).toContainText(line);
      await screenshot(page, 'terms-ticket-390');

      expect((await publish(chain.api, V3)).version).toBe(3);

      await page.reload();
      await expect(ticket).toContainText('Terms version 2');
      await expect(ticket).toContainText(V2[1]!);
      await expect(ticket).not.toContainText(V3);
    });
  });
});
