import { REPAIR_TOASTS, SIGNATURE_MISSING_MESSAGE } from '../../src/shared/repairs';
import { STATUS_FOR_CUSTOMER } from '../../src/shared/status-page';
import {
  ADMIN,
  STORE_CONTACT,
  DESKTOP,
  PHONE,
  screenshot,
  sign,
  expectButtonsWhole,
  expectNoHorizontalScroll,
  expectTouchTargets,
  photoFile,
  pickOption,
} from './support';
import { expect, test } from './fixtures';

/** A store of its own, so these tests do not depend on what the shell tests left behind. */
const COUNTER = {
  username: 'uptown.counter',
  password: 'Uptown-Desk-2026',
  firstName: 'Riley',
  lastName: 'Chen',
};
const CUSTOMER = {
  name: 'Jordan Avery',
  phone: '(404) 555-0142',
  digits: '4045550142',
  email: 'jordan.avery@example.com',
  zip: '30303',
};

test.describe.serial('repairs', () => {
  test.use({ viewport: PHONE });

  let ticket = '';
  let repairId = '';
  let statusUrl = '';

  test.beforeAll(async ({ chain }) => {
    await chain.store(
      {
        region: 'Harbor',
        name: 'Cellairis Uptown',
        storeName: 'Uptown',
        brand: 'Cellairis',
        companyName: 'CELLAIRIS',
      },
      [{ person: COUNTER, role: 'store' }],
    );
    // A second store, so an administrator has a store to choose at check-in even when this spec
    // runs alone (with one store in the chain the form takes that one).
    await chain.store({
      region: 'Harbor',
      name: 'Cellairis Harborside',
      storeName: 'Harborside',
      brand: 'Cellairis',
      companyName: 'CELLAIRIS',
    });
  });

  test('Process Pickup with nothing ready says so and opens nothing', async ({ signIn, page }) => {
    await signIn(COUNTER);
    await page.goto('/');
    await page.getByRole('button', { name: /Process Pickup/ }).click();
    await expect(page.getByText(REPAIR_TOASTS.noPickupTitle)).toBeVisible();
    await expect(page.getByText(REPAIR_TOASTS.noPickupMessage)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a store user checks a device in with a photo and a signature', async ({ signIn, page }) => {
    await signIn(COUNTER);
    await page.goto('/');
    await page.getByRole('button', { name: /New Repair Waiver/ }).click();
    const form = page.getByRole('dialog', { name: 'New Repair Waiver' });
    await expect(form).toBeVisible();
    const width = await form.evaluate((el) => el.getBoundingClientRect().width);
    expect(width, 'the form is full screen on a phone').toBe(PHONE.width);

    // Empty submit: the field messages (docs/product.md, Messages), and the signature one as a
    // toast too.
    await form.getByRole('button', { name: 'Create Waiver' }).click();
    await expect(form.getByText('Customer name is required')).toBeVisible();
    await expect(form.getByText('Valid phone number required')).toBeVisible();
    await expect(form.getByText('Valid ZIP code required')).toBeVisible();
    await expect(form.getByText('Device brand is required')).toBeVisible();
    await expect(form.getByText('Before photo is required')).toBeVisible();
    await expect(form.getByText(SIGNATURE_MISSING_MESSAGE)).toBeVisible();
    await expect(page.getByRole('alert').getByText(SIGNATURE_MISSING_MESSAGE)).toBeVisible();

    await form.getByLabel('Phone number').fill(CUSTOMER.phone);
    await form.getByLabel('Customer name').fill(CUSTOMER.name);
    await form.getByRole('textbox', { name: 'E-mail' }).fill(CUSTOMER.email);
    await form.getByLabel('ZIP code').fill(CUSTOMER.zip);
    await pickOption(page, form.getByRole('combobox', { name: 'Brand' }), 'sams', 'Samsung');
    await pickOption(
      page,
      form.getByRole('combobox', { name: 'Model', exact: true }),
      's24u',
      'Galaxy S24 Ultra',
    );
    await form.getByLabel('Color').fill('Black');
    await form.getByLabel('IMEI or serial number').fill('356938035643809');
    await form.getByLabel('Passcode / unlock code').fill('2580');
    await form.getByLabel('Problem description').fill('Screen cracked after a drop; touch works.');
    await form.getByLabel('Issue found').fill('Hairline crack spreading from the top-left corner.');
    await form.getByLabel('Repair type').fill('Screen replacement');
    await form.getByLabel('Estimated cost').fill('189.99');
    // The store trades as Cellairis, so the company starts there.
    await expect(form.getByLabel('Company')).toHaveValue('CELLAIRIS');
    await screenshot(page, 'checkin-390-top', false);

    await form.getByLabel('Before photo: choose a file').setInputFiles(await photoFile(page));
    await expect(form.getByRole('img', { name: 'Before photo preview' })).toBeVisible();
    await sign(page, form.getByRole('img', { name: 'Customer signature (drop-off)' }));
    await expect(form.getByText(SIGNATURE_MISSING_MESSAGE)).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await expectTouchTargets(form);
    await screenshot(page, 'checkin-390-bottom', false);

    await form.getByRole('button', { name: 'Create Waiver' }).click();
    await expect(page.getByText(REPAIR_TOASTS.created)).toBeVisible();
    const note = await page.getByText(/^Ticket T-\d+ for /).textContent();
    await expectButtonsWhole(page.getByRole('alert').filter({ hasText: REPAIR_TOASTS.created }));
    ticket = /T-\d+/.exec(note ?? '')![0];
    // The dialog closes on its own shortly after the success, and starts over when reopened.
    await expect(form).toBeHidden();
    await page.getByRole('button', { name: /New Repair Waiver/ }).click();
    await expect(form.getByLabel('Phone number')).toHaveValue('');
    await expect(form.getByRole('button', { name: 'Take photo' })).toBeVisible();
    await form.getByRole('button', { name: 'Close' }).click();
  });

  test('the repair is found by phone and moved to In Progress, then Completed', async ({
    signIn,
    page,
    chain,
  }) => {
    await signIn(COUNTER);
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Customers' })
      .click();
    await expect(page.getByRole('heading', { name: 'Customers - Device Repairs' })).toBeVisible();
    await page.getByLabel('Search repairs').fill(CUSTOMER.digits.slice(-7));
    const card = page.getByRole('button', { name: new RegExp(CUSTOMER.name) });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Samsung Galaxy S24 Ultra');
    await expect(card).toContainText('Received');
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'customers-390', false);

    await card.click();
    const view = page.getByRole('dialog', { name: new RegExp(`Ticket ${ticket}`) });
    await expect(view).toBeVisible();
    // The estimate stands as what is owed until a final price is set; nothing is paid yet.
    await expect(view.getByText('Estimate at check-in $189.99')).toBeVisible();
    await expect(view.getByText('Balance $189.99')).toBeVisible();
    await expect(view.getByRole('img', { name: 'Before photo' })).toBeVisible();
    await expect(view.getByRole('img', { name: 'Drop-off signature' })).toBeVisible();
    await expect(view.getByText('Checked in', { exact: true })).toBeVisible();
    await expect(
      view.getByText('Hairline crack spreading from the top-left corner.'),
    ).toBeVisible();
    await expect(view.getByRole('heading', { name: 'Customer history' })).toBeVisible();
    await expect(view.getByText(/First visit: no other repairs/)).toBeVisible();
    await expect(
      view.getByRole('switch', { name: 'Send this customer status messages' }),
    ).toBeChecked();
    await screenshot(page, 'status-view-390-top', false);
    await expectButtonsWhole(view);

    await view
      .locator('label')
      .filter({ hasText: /^In Progress$/ })
      .click();
    await view.getByRole('button', { name: 'Update status' }).click();
    await expect(page.getByText(REPAIR_TOASTS.statusUpdated)).toBeVisible();
    await expect(view.locator('.mantine-Badge-root').first()).toHaveText('In Progress');

    await view
      .locator('label')
      .filter({ hasText: /^Completed$/ })
      .click();
    await view.getByLabel('Notes').fill('New screen fitted and tested.');
    await view.getByRole('button', { name: 'Update status' }).click();
    await expect(page.getByText(`${ticket} is now Completed.`)).toBeVisible();
    await expect(view.getByText('New screen fitted and tested.')).toBeVisible();
    await expectTouchTargets(view);
    statusUrl = await view.getByRole('textbox', { name: 'Customer status link' }).inputValue();
    await screenshot(page, 'status-view-390', false);

    // Completing a repair tells the customer; with no mail server the message waits in the outbox.
    const outbox = await chain.api.get('/api/admin/outbox');
    expect(outbox.status()).toBe(200);
    const { messages } = (await outbox.json()) as { messages: { body: string }[] };
    expect(messages.some((m) => m.body.includes(ticket) && m.body.includes('Jordan'))).toBe(true);
  });

  test('the device is handed back from the Dashboard with the pickup signature', async ({
    signIn,
    page,
  }) => {
    await signIn(COUNTER);
    await page.goto('/');
    await expect(page.getByRole('button', { name: /Process Pickup/ })).toContainText('1 ready');
    await page.getByRole('button', { name: /Process Pickup/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Process Pickup' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: new RegExp(CUSTOMER.name) })).toBeChecked();
    await expect(dialog.getByLabel('Selected repair')).toContainText(ticket);

    // The button names the ticket and the customer it hands back.
    const confirm = dialog.getByRole('button', { name: `Hand back ${ticket} to ${CUSTOMER.name}` });
    await confirm.click();
    await expect(dialog.getByText(SIGNATURE_MISSING_MESSAGE)).toBeVisible();
    await dialog.getByLabel('After photo: choose a file').setInputFiles(await photoFile(page));
    await expect(dialog.getByRole('img', { name: 'After photo preview' })).toBeVisible();
    await sign(page, dialog.getByRole('img', { name: 'Customer signature (pickup)' }));
    await expectNoHorizontalScroll(page);
    await expectTouchTargets(dialog);
    await screenshot(page, 'pickup-390', false);
    await confirm.click();
    await expect(page.getByText(`${ticket} handed back to ${CUSTOMER.name}.`)).toBeVisible();
    await expect(dialog).toBeHidden();

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Customers' })
      .click();
    await page.getByRole('button', { name: new RegExp(CUSTOMER.name) }).click();
    const view = page.getByRole('dialog', { name: new RegExp(`Ticket ${ticket}`) });
    await expect(view.locator('.mantine-Badge-root').first()).toHaveText('Picked Up');
    await expect(view.getByRole('img', { name: 'Pickup signature' })).toBeVisible();
    await expect(view.getByRole('button', { name: 'Hand back (pickup)' })).toHaveCount(0);
    await expect(view.getByRole('button', { name: 'Update status' })).toHaveCount(0);

    await view.getByRole('button', { name: 'Print ticket' }).click();
    await expect(page).toHaveURL(/\/repairs\/[^/]+\/print$/);
    repairId = /\/repairs\/([^/]+)\/print/.exec(page.url())![1]!;
  });

  test('the printable ticket shows the ticket number and a QR code', async ({ signIn, page }) => {
    await signIn(COUNTER);
    await page.goto(`/repairs/${repairId}/print`);
    const ticketPage = page.getByRole('article', { name: 'Repair ticket' });
    await expect(ticketPage.getByText(ticket, { exact: true })).toBeVisible();
    // The customer's name: in the facts, and beneath the signature line.
    await expect(ticketPage.getByText(CUSTOMER.name, { exact: true })).toHaveCount(2);
    await expect(ticketPage.getByText('356938035643809')).toBeVisible();
    await expect(ticketPage.getByText('2580')).toHaveCount(0);
    const qr = ticketPage.getByRole('img', { name: 'QR code of the repair status link' });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
    await expect(page.getByRole('article', { name: 'Device label' })).toContainText(ticket);
    // The store's company, and where the shop is and how to call it.
    await expect(ticketPage).toContainText('CELLAIRIS · Repair ticket');
    const contact = ticketPage.getByTestId('store-contact');
    await expect(contact).toContainText(STORE_CONTACT.streetAddress);
    await expect(contact).toContainText(
      `${STORE_CONTACT.city}, ${STORE_CONTACT.state} ${STORE_CONTACT.zip}`,
    );
    await expect(contact).toContainText(STORE_CONTACT.phone);
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'print-390');
  });

  test('the customer sees the status signed out and can stop messages', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(statusUrl);
    await expect(page.getByRole('heading', { name: `Ticket ${ticket}` })).toBeVisible();
    await expect(page.getByText('Picked Up').first()).toBeVisible();
    await expect(page.getByText(STATUS_FOR_CUSTOMER.picked_up)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Where to find us' })).toContainText(
      STORE_CONTACT.phone,
    );
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'public-status-390');
    await page.getByRole('button', { name: 'Stop update messages' }).click();
    await expect(page.getByText(/Update messages are off/)).toBeVisible();
    await page.reload();
    await expect(page.getByText(/Update messages are off/)).toBeVisible();

    await page.goto('/status/not-a-real-status-token-0000');
    await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
    await context.close();
  });

  test.describe('on a desktop', () => {
    test.use({ viewport: DESKTOP });

    test('the repair screens at 1280 px', async ({ signIn, page }) => {
      await signIn(COUNTER);
      await page.goto('/');
      const image = (await photoFile(page)).buffer.toString('base64');
      const created = await page.request.post('/api/repair-waivers', {
        data: {
          customerName: 'Morgan Lee',
          customerPhone: '312-555-0199',
          customerZip: '60601',
          deviceBrand: 'Apple',
          deviceModel: 'iPhone 15 Pro',
          problemDescription: 'Battery drains by noon and the phone gets warm while charging.',
          repairType: 'Battery replacement',
          estimatedCost: 89,
          companyName: 'CELLAIRIS',
          beforePhoto: `data:image/png;base64,${image}`,
          dropoffSignature: `data:image/png;base64,${image}`,
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const second = (await created.json()) as { id: string; ticketNumber: string };

      await page.getByRole('button', { name: /New Repair Waiver/ }).click();
      const form = page.getByRole('dialog', { name: 'New Repair Waiver' });
      await form.getByLabel('Phone number').fill('404555');
      // A returning customer is offered while the phone is typed.
      await expect(form.getByRole('button', { name: `Use ${CUSTOMER.name}` })).toBeVisible();
      await form.getByRole('button', { name: `Use ${CUSTOMER.name}` }).click();
      await expect(form.getByLabel('Customer name')).toHaveValue(CUSTOMER.name);
      await expect(form.getByLabel('ZIP code')).toHaveValue(CUSTOMER.zip);
      await pickOption(page, form.getByRole('combobox', { name: 'Brand' }), 'goo', 'Google');
      await pickOption(
        page,
        form.getByRole('combobox', { name: 'Model', exact: true }),
        'other',
        'Other',
      );
      await form.getByLabel('Model name').fill('Pixel Prototype');
      await screenshot(page, 'checkin-1280', false);
      // What was typed is not thrown away on a stray close: the counter is asked first.
      await form.getByRole('button', { name: 'Close' }).click();
      const ask = page.getByRole('dialog', { name: 'Discard this check-in?' });
      await expect(ask).toContainText('photo and signature');
      await ask.getByRole('button', { name: 'Discard' }).click();
      await expect(form).toBeHidden();

      await page.getByRole('tab', { name: 'Customers' }).click();
      await expect(page.getByRole('row', { name: new RegExp(second.ticketNumber) })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await screenshot(page, 'customers-1280', false);

      await page.getByRole('row', { name: new RegExp(second.ticketNumber) }).click();
      const view = page.getByRole('dialog', { name: new RegExp(`Ticket ${second.ticketNumber}`) });
      await expect(view.getByText('Battery replacement')).toBeVisible();
      await screenshot(page, 'status-view-1280', false);

      await view.getByRole('button', { name: 'Hand back (pickup)' }).click();
      const pickup = page.getByRole('dialog', { name: 'Process Pickup' });
      await expect(pickup.getByText('Not marked Completed')).toBeVisible();
      await screenshot(page, 'pickup-1280', false);
      await pickup.getByRole('button', { name: 'Close' }).click();
      await view.getByRole('button', { name: 'Print ticket' }).click();
      await expect(page.getByRole('article', { name: 'Repair ticket' })).toContainText(
        second.ticketNumber,
      );
      await expect(
        page.getByRole('img', { name: 'QR code of the repair status link' }),
      ).toBeVisible();
      await screenshot(page, 'print-1280');
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('button', { name: 'Print ticket' })).toBeHidden();
      await screenshot(page, 'print-1280-paper');
      // Printed, the ticket is one Letter page of its own: the label prints on the label printer.
      await expect(page.getByRole('article', { name: 'Device label' })).toBeHidden();
      const pdf = (await page.pdf({ format: 'Letter' })).toString('latin1');
      expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
      await page.emulateMedia({ media: 'screen' });

      await page.request.post('/api/logout');
      await page.goto(statusUrl);
      await expect(page.getByRole('heading', { name: `Ticket ${ticket}` })).toBeVisible();
      await screenshot(page, 'public-status-1280');
    });

    test('an administrator chooses the store a check-in belongs to', async ({ signIn, page }) => {
      await signIn(ADMIN);
      await page.goto('/');
      await page.getByRole('button', { name: /New Repair Waiver/ }).click();
      const form = page.getByRole('dialog', { name: 'New Repair Waiver' });
      await form.getByRole('button', { name: 'Create Waiver' }).click();
      await expect(form.getByText('Choose the store for this repair')).toBeVisible();
      await pickOption(
        page,
        form.getByRole('combobox', { name: 'Store' }),
        'up',
        'Cellairis Uptown',
      );
      await expect(form.getByText('Choose the store for this repair')).toHaveCount(0);
      await expect(form.getByLabel('Company')).toHaveValue('CELLAIRIS');
    });

    test('the Admin tab shows the system overview and signature status', async ({
      signIn,
      page,
    }) => {
      await signIn(ADMIN);
      // The figures are the chain's, which specs running beside this one change: the screen
      // shows what the server counted when the page asked, and that count has this spec's two
      // repairs in it (one handed back with both signatures, one still only dropped off).
      const answered = page.waitForResponse('**/api/dashboard/stats');
      await page.goto('/?tab=admin&section=system');
      const { signatureStatus } = (await (await answered).json()) as {
        signatureStatus: { both: number; dropoffOnly: number };
      };
      expect(signatureStatus.both).toBeGreaterThanOrEqual(1);
      expect(signatureStatus.dropoffOnly).toBeGreaterThanOrEqual(1);
      await expect(page.getByRole('heading', { name: 'System Overview' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Signature Status' })).toBeVisible();
      await expect(page.getByTestId('stat-Both Signatures')).toHaveText(
        String(signatureStatus.both),
      );
      await expect(page.getByTestId('stat-Drop-off Only')).toHaveText(
        String(signatureStatus.dropoffOnly),
      );
      await expect(page.getByRole('heading', { name: 'Message Outbox' })).toBeVisible();
      await screenshot(page, 'admin-overview-1280');
    });
  });
});
