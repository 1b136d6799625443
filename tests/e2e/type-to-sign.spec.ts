import type { Locator, Page } from '@playwright/test';
import { REPAIR_TOASTS } from '../../src/shared/repairs';
import { TYPED_SIGNATURE_NOTE } from '../../src/shared/signatures';
import {
  PHONE,
  expectNoHorizontalScroll,
  expectTouchTargets,
  fillRepairCheckIn,
  photoFile,
  screenshot,
} from './support';
import { expect, test } from './fixtures';

/** The counter of a store of its own: the only repairs in its pickup queue are this test's. */
const COUNTER = {
  username: 'keyboard.counter',
  password: 'Keyboard-Desk-2026',
  firstName: 'Kit',
  lastName: 'Marsh',
};
const CUSTOMER = 'Terry Lane';

/** Presses Tab from the focused control until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('not reached with Tab');
}

test.describe('signing with the keyboard only', () => {
  test.use({ viewport: PHONE });

  test.beforeAll(async ({ chain }) => {
    await chain.store(
      {
        region: 'Keyboard Region',
        name: 'Techy Keyboard',
        storeName: 'Keyboard',
        brand: 'Techy',
        companyName: 'TECHY',
      },
      [{ person: COUNTER, role: 'store' }],
    );
  });

  test('a repair is checked in and handed back with typed signatures, and says so', async ({
    signIn,
    page,
  }) => {
    await signIn(COUNTER);
    await page.goto('/');
    const form = await fillRepairCheckIn(page);
    await form.getByLabel('Before photo: choose a file').setInputFiles(await photoFile(page));

    // From the last field typed, Tab reaches "Type to sign"; Enter switches the pad to a name.
    await form.getByLabel('Estimated cost').focus();
    await tabTo(page, form.getByRole('button', { name: 'Type to sign' }));
    await page.keyboard.press('Enter');
    const name = form.getByRole('textbox', { name: 'Full name' });
    await expect(name).toBeFocused();
    await page.keyboard.type(CUSTOMER);
    await expect(form.getByRole('img', { name: `Typed signature: ${CUSTOMER}` })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectTouchTargets(form);
    await screenshot(page, 'type-to-sign-390');
    // Enter in the field sends the form, as in any other field.
    await page.keyboard.press('Enter');
    await expect(page.getByText(REPAIR_TOASTS.created)).toBeVisible();

    await page.getByRole('button', { name: 'Print ticket' }).first().click();
    const ticket = page.getByRole('article', { name: 'Repair ticket' });
    await expect(ticket.getByText(TYPED_SIGNATURE_NOTE)).toBeVisible();
    const repairId = /\/repairs\/([^/]+)\/print/.exec(page.url())![1]!;
    const status = await page.request.put(`/api/repair-waivers/${repairId}/status`, {
      data: { status: 'completed' },
    });
    expect(status.status(), await status.text()).toBe(200);

    await page.goto('/');
    await page.getByRole('button', { name: /Process Pickup/ }).click();
    const pickup = page.getByRole('dialog', { name: 'Process Pickup' });
    await pickup.getByLabel('Notes').focus();
    await tabTo(page, pickup.getByRole('button', { name: 'Type to sign' }));
    await page.keyboard.press('Enter');
    await expect(pickup.getByRole('textbox', { name: 'Full name' })).toBeFocused();
    await page.keyboard.type(CUSTOMER);
    await page.keyboard.press('Enter');
    await expect(page.getByText(`handed back to ${CUSTOMER}.`)).toBeVisible();

    const waiver = await page.request.get(`/api/waivers/${repairId}`);
    expect((await waiver.json()).waiver).toMatchObject({
      dropoffSignatureMethod: 'typed',
      pickupSignatureMethod: 'typed',
    });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Customers' })
      .click();
    await page.getByRole('button', { name: new RegExp(CUSTOMER) }).click();
    const view = page.getByRole('dialog', { name: /Ticket/ });
    await expect(view.getByText(TYPED_SIGNATURE_NOTE)).toHaveCount(2);
  });
});
