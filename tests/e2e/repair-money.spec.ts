import type { Page } from '@playwright/test';
import { CASH_DRAWER_MESSAGES } from '../../src/shared/cash-drawer';
import { REPAIR_MONEY_TOASTS } from '../../src/shared/repair-money';
import { REPAIR_TOASTS } from '../../src/shared/repairs';
import {
  PHONE,
  expectButtonsWhole,
  expectNoHorizontalScroll,
  expectTouchTargets,
  fillRepairCheckIn,
  photoFile,
  screenshot,
  sign,
} from './support';
import { expect, test } from './fixtures';

/** A store of its own, taxed at 8 %: the only repairs and money in its day are this spec's. */
const COUNTER = {
  username: 'till.counter',
  password: 'Till-Counter-2026',
  firstName: 'Tess',
  lastName: 'Quill',
};
const MANAGER = {
  username: 'till.manager',
  password: 'Till-Manager-2026',
  firstName: 'Milo',
  lastName: 'Grant',
};
const CUSTOMER = 'Terry Lane';

/** The customer's repair, opened from the Customers tab as the counter finds it. */
async function openRepair(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Customers' })
    .click();
  await page
    .getByRole('button', { name: new RegExp(CUSTOMER) })
    .first()
    .click();
}

test.describe('a repair’s money, from deposit to refund', () => {
  test.use({ viewport: PHONE });
  let storeId = '';

  test.beforeAll(async ({ chain }) => {
    storeId = await chain.store(
      {
        region: 'Till Region',
        name: 'Techy Till',
        storeName: 'Till',
        brand: 'Techy',
        companyName: 'TECHY',
        timezone: 'America/Chicago',
      },
      [
        { person: COUNTER, role: 'store' },
        { person: MANAGER, role: 'store_manager' },
      ],
    );
    const taxed = await chain.api.patch(`/api/stores/${storeId}`, { data: { taxRate: 8 } });
    expect(taxed.status(), await taxed.text()).toBe(200);
  });

  test('deposit, a price the customer approves, a split pickup with change, the invoice, a refund', async ({
    signIn,
    page,
    browser,
  }) => {
    await signIn(COUNTER);
    await page.goto('/');

    // Check-in with a $40 card deposit on an $89 estimate.
    const form = await fillRepairCheckIn(page);
    await form.getByLabel('Before photo: choose a file').setInputFiles(await photoFile(page));
    await form.getByRole('checkbox', { name: 'Take a deposit now' }).check();
    await form
      .locator('label')
      .filter({ hasText: /^Card$/ })
      .click();
    await form.getByRole('textbox', { name: 'Deposit', exact: true }).fill('40');
    await form.getByLabel('Card last four or reference').fill('4242');
    // The estimate is owed with the store's tax, and the counter says so before signing.
    await expect(form.getByText('Plus 8 % sales tax ($7.12): $96.12 in all')).toBeVisible();
    await sign(page, form.getByRole('img', { name: /Customer signature/ }));
    await form.getByRole('button', { name: 'Create Waiver' }).click();
    await expect(page.getByText(REPAIR_TOASTS.created)).toBeVisible();
    await expect(form).toBeHidden();

    // The repair: the price goes above the estimate by more than the store allows ($20).
    await openRepair(page);
    const view = page.getByRole('dialog', { name: /Ticket / });
    await expect(view.getByText('Paid $40.00')).toBeVisible();
    await view.getByRole('button', { name: 'Set final price' }).click();
    const line1 = view.getByRole('group', { name: 'Line 1' });
    await line1.getByLabel('Unit price').fill('79');
    await view.getByRole('button', { name: 'Add a part' }).click();
    const part = view.getByRole('group', { name: 'Line 2' });
    await part.getByLabel('Description').fill('Battery (OEM grade)');
    await part.getByLabel('Unit price').fill('45.50');
    await part.getByLabel('Unit cost').fill('18');
    const totals = view.getByRole('status', { name: 'Price totals' });
    // 79 + 45.50 = 124.50; tax 6.32 + 3.64 = 9.96 (each line rounded half-up); total 134.46.
    await expect(totals.getByText('Tax $9.96')).toBeVisible();
    await expect(totals.getByText('Total $134.46')).toBeVisible();
    await expect(totals.getByText(/the customer must approve it/)).toBeVisible();
    await expectTouchTargets(view);
    await screenshot(page, 'money-quote-390', false);
    await view.getByRole('button', { name: 'Save price' }).click();
    await expect(page.getByText(REPAIR_MONEY_TOASTS.quoteSaved)).toBeVisible();
    await expect(view.getByText('Awaiting approval')).toBeVisible();
    const statusUrl = await view
      .getByRole('textbox', { name: 'Customer status link' })
      .inputValue();

    // While it waits, work does not go on.
    await view
      .locator('label')
      .filter({ hasText: /^In Progress$/ })
      .click();
    await view.getByRole('button', { name: 'Update status' }).click();
    await expect(page.getByText('The customer has not approved the new price yet')).toBeVisible();

    // The customer approves on their status page, signed in to nothing.
    const customer = await browser.newPage({ viewport: PHONE });
    await customer.goto(new URL(statusUrl).pathname);
    const quote = customer.getByRole('region', { name: 'Your approval is needed' });
    await expect(quote.getByText('Total $134.46')).toBeVisible();
    await expectNoHorizontalScroll(customer);
    await screenshot(customer, 'money-status-approve-390', false);
    await quote.getByRole('button', { name: 'Approve' }).click();
    await expect(customer.getByText('You approved this price.')).toBeVisible();
    await customer.close();

    await view.getByRole('button', { name: 'Close' }).first().click();
    await expect(view).toBeHidden();

    // Pickup: $94.46 due, paid $60 cash (handed $100, $40 change) and $34.46 by card.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Dashboard' })
      .click();
    await page.getByRole('button', { name: /Process Pickup/ }).click();
    const pickup = page.getByRole('dialog', { name: 'Process Pickup' });
    await expect(pickup.getByText('Amount due $94.46')).toBeVisible();
    const cash = pickup.getByRole('group', { name: 'Payment' });
    await cash.getByRole('textbox', { name: 'Amount', exact: true }).fill('60');
    await cash.getByLabel('Cash handed over').fill('100');
    await expect(pickup.getByText('Change to give: $40.00')).toBeVisible();
    await pickup.getByRole('button', { name: 'Split: add another way to pay' }).click();
    const card = pickup.getByRole('group', { name: 'Payment 2' });
    await expect(card.getByRole('textbox', { name: 'Amount', exact: true })).toHaveValue('$34.46');
    await card
      .locator('label')
      .filter({ hasText: /^Card$/ })
      .click();
    await card.getByLabel('Card last four or reference').fill('1881');
    await expect(pickup.getByText('Balance covered')).toBeVisible();
    await sign(page, pickup.getByRole('img', { name: 'Customer signature (pickup)' }));
    await expectTouchTargets(pickup);
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'money-pickup-split-390', false);
    await pickup.getByRole('button', { name: new RegExp(`^Hand back .* to ${CUSTOMER}$`) }).click();
    await expect(page.getByText(new RegExp(`handed back to ${CUSTOMER}`))).toBeVisible();

    // The invoice: lines, tax, each payment with the cash handed over and change, balance 0.
    await openRepair(page);
    await expect(view.getByText('Balance $0.00')).toBeVisible();
    await expectButtonsWhole(view);
    await view.getByRole('button', { name: /^Print invoice I-\d+$/ }).click();
    const invoice = page.getByRole('article', { name: 'Invoice' });
    await expect(invoice.getByText('Battery (OEM grade)')).toBeVisible();
    const row = (label: string) =>
      invoice
        .locator('div')
        .filter({ has: invoice.page().getByRole('term').getByText(label, { exact: true }) });
    await expect(row('Tax (8 %)').getByRole('definition')).toHaveText('$9.96');
    await expect(row('Total').getByRole('definition')).toHaveText('$134.46');
    await expect(row('Balance').getByRole('definition')).toHaveText('$0.00');
    await expect(invoice.getByText(/handed \$100\.00, change \$40\.00/)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'money-invoice-390');
    const repairId = /\/repairs\/([^/]+)\/invoice/.exec(page.url())![1]!;

    // Closing the day: each counted field shows what the ledger recorded and the difference.
    await page.goto('/daily-sales-report');
    const report = page.getByRole('form', { name: 'Daily sales report' });
    const counted: [string, string, string][] = [
      ['Cash', '60', '$60.00'],
      ['Card', '74.46', '$74.46'],
      ['Repair revenue', '134.46', '$134.46'],
      ['Taxes', '9.96', '$9.96'],
    ];
    await expect(report.getByLabel('Cash', { exact: true })).toHaveAccessibleDescription(
      /Recorded \$60\.00 · −\$60\.00/,
    );
    for (const [label, typed, recorded] of counted) {
      const field = report.getByLabel(label, { exact: true });
      await field.fill(typed);
      await expect(field).toHaveAccessibleDescription(
        new RegExp(`Recorded ${recorded.replace(/[$.]/g, '\\$&')} · matches`),
      );
    }
    // Change from the bank goes into the drawer, with its reason.
    await report.getByRole('button', { name: 'Pay in or out' }).click();
    const payIn = page.getByRole('dialog', { name: 'Pay in or out' });
    await payIn.getByLabel('Amount').fill('20');
    await payIn.getByRole('button', { name: 'Record' }).click();
    await expect(payIn.getByText(CASH_DRAWER_MESSAGES.moveReason)).toBeVisible();
    await payIn.getByLabel('Reason').fill('Change from the bank');
    await payIn.getByRole('button', { name: 'Record' }).click();
    await expect(payIn).toBeHidden();
    await expect(report.getByRole('list', { name: 'Pay-ins and pay-outs' })).toContainText(
      'Pay in $20.00: Change from the bank',
    );
    await expect(report.getByText('expected $80.00')).toBeVisible();
    // The counter hands over: the count is $5 short, named on the shift.
    await report.getByRole('button', { name: 'Count at shift change' }).click();
    const shift = page.getByRole('dialog', { name: 'Count at a change of shift' });
    await shift.getByLabel('Cash counted').fill('75');
    await shift.getByRole('button', { name: 'Keep Count' }).click();
    await expect(shift).toBeHidden();
    await expect(report.getByRole('list', { name: 'Counts at a change of shift' })).toContainText(
      /counted \$75\.00 at .*: Short by \$5\.00\./,
    );
    await report.getByLabel('Drawer count at close').fill('75');
    await expect(report.getByLabel('Drawer count at close')).toHaveAccessibleDescription(
      'Short by $5.00.',
    );
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'money-daily-report-390');
    await report.getByRole('button', { name: 'Review Report' }).click();
    const review = page.getByRole('dialog', { name: 'Review the day before you submit' });
    await review.getByRole('button', { name: 'Submit Report' }).click();
    await expect(page).toHaveURL(/\/auth$/, { timeout: 5000 });

    // A refund above the store's $50 limit is the manager's, with a reason.
    await signIn(MANAGER);
    // The manager's reconciliation holds the filed day equal to the ledger, to the cent.
    const filed = await page.request.get(`/api/daily-sales-reports?storeId=${storeId}`);
    const reports = (await filed.json()) as {
      reconciliation: Record<string, { difference: number }>;
      hasDifferences: boolean;
    }[];
    expect(reports).toHaveLength(1);
    expect(reports[0]!.hasDifferences).toBe(false);
    expect(Object.values(reports[0]!.reconciliation).every((l) => l.difference === 0)).toBe(true);
    // The store's dashboard says the drawer closed $5 short, and whose count it was.
    await page.goto('/store');
    await expect(
      page.getByText(/^Drawer: Short by \$5\.00\. .+: Short by \$5\.00\.$/).first(),
    ).toBeVisible();
    await page.goto('/?tab=customers');
    await page
      .getByRole('button', { name: new RegExp(CUSTOMER) })
      .first()
      .click();
    await view.getByRole('button', { name: 'Refund or void' }).click();
    await view.getByLabel('Amount to give back').fill('60');
    await view.getByLabel('Reason').fill('Battery part returned: customer kept the old one');
    await view.getByRole('button', { name: 'Record refund' }).click();
    await expect(page.getByText(REPAIR_MONEY_TOASTS.refundRecorded)).toBeVisible();
    await expect(view.getByText('Paid $74.46')).toBeVisible();
    // Given back after the day was filed (the same business day here), it shows against it.
    const after = (await (
      await page.request.get(`/api/daily-sales-reports?storeId=${storeId}`)
    ).json()) as { reconciliation: { refunds: { recorded: number; difference: number } } }[];
    expect(after[0]!.reconciliation.refunds).toMatchObject({ recorded: 60, difference: -60 });
    const money = await page.request.get(`/api/repair-waivers/${repairId}/money`);
    const body = (await money.json()) as { entries: { kind: string; amount: number }[] };
    expect(body.entries.map((e) => [e.kind, e.amount])).toEqual([
      ['deposit', 40],
      ['payment', 60],
      ['payment', 34.46],
      ['refund', 60],
    ]);
  });
});
