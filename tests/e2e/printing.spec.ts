import { imeiCheckDigit } from '../../src/shared/imei';
import {
  ADMIN,
  DESKTOP,
  PHONE,
  SELLER_IDENTITY,
  expectNoHorizontalScroll,
  photoFile,
} from './support';
import { expect, test } from './fixtures';
import { choose, receiptPdf } from './devices-support';
import {
  SHOTS,
  printAndCheck,
  setPrinters,
  signatureDataUrl,
  stubPrintDialog,
} from './printing-support';

/** The counter of a store of its own, whose printers the tests change. */
const CLERK = {
  username: 'printshop.counter',
  password: 'Print-Desk-2026',
  firstName: 'Noor',
  lastName: 'Haddad',
};
const CUSTOMER = 'Maria Gonzalez';
/** A valid IMEI (right Luhn digit) from 14 digits; none of them is used by another spec. */
const imei = (first14: string) => `${first14}${imeiCheckDigit(first14)}`;
const REPAIR_IMEI = imei('35693803564381');
const SALE_IMEI = imei('35209900176257');
const BOUGHT_IMEI = imei('35328811094619');

let storeId = '';
let repair = { id: '', ticketNumber: '' };
let sale = { id: '', receiptNumber: '' };
let buybackId = '';

test.describe.serial('printing on the shop printers', () => {
  test.use({ viewport: DESKTOP, deviceScaleFactor: 2 });

  test.beforeAll(async ({ chain }) => {
    storeId = await chain.store(
      {
        region: 'Print Row',
        name: 'Techy Print Row',
        storeName: 'Printshop',
        brand: 'Techy',
        companyName: 'TECHY',
        timezone: 'America/New_York',
      },
      [{ person: CLERK, role: 'store' }],
    );
    // A new store prints on letter paper and 2.25 × 1.25 in labels until the office says otherwise.
    const stores = (await (await chain.api.get('/api/stores')).json()) as { id: string }[];
    expect(stores.find((store) => store.id === storeId)).toMatchObject({
      receiptPrinter: 'letter',
      labelPrinter: 'label_2_25x1_25',
    });
  });

  test('the office chooses the store’s printers in the store form', async ({ signIn, page }) => {
    await signIn(ADMIN);
    await page.goto('/?tab=admin&section=stores');
    await page.getByRole('button', { name: 'Edit Techy Print Row' }).click();
    const form = page.getByRole('dialog', { name: 'Edit Techy Print Row' });
    const printers = form.getByRole('group', { name: 'Printers' });
    await expect(printers.getByRole('combobox', { name: 'Receipt printer' })).toHaveValue(
      'US Letter (8.5 x 11 in)',
    );
    await expect(printers.getByRole('combobox', { name: 'Label printer' })).toHaveValue(
      '2.25 x 1.25 in labels',
    );
    await choose(
      page,
      printers.getByRole('combobox', { name: 'Receipt printer' }),
      '80 mm receipt roll',
    );
    await choose(
      page,
      printers.getByRole('combobox', { name: 'Label printer' }),
      '2 x 1 in labels',
    );
    await form.getByRole('button', { name: 'Save Store' }).click();
    await expect(page.getByText('Store updated')).toBeVisible();
    const stores = (await (await page.request.get('/api/stores')).json()) as { id: string }[];
    expect(stores.find((store) => store.id === storeId)).toMatchObject({
      receiptPrinter: 'roll80',
      labelPrinter: 'label_2x1',
    });
  });

  test('the counter records a repair, a sale and a buyback', async ({ signIn, page }) => {
    await signIn(CLERK);
    await page.goto('/');
    const signature = await signatureDataUrl(page);
    const photo = await photoFile(page);
    const repairRes = await page.request.post('/api/repair-waivers', {
      data: {
        customerName: CUSTOMER,
        customerPhone: '404-555-0142',
        customerZip: '30303',
        deviceBrand: 'Apple',
        deviceModel: 'iPhone 14',
        imeiSerial: REPAIR_IMEI,
        problemDescription: 'Cracked screen after a drop; touch works only on the left half.',
        repairType: 'Screen replacement',
        estimatedCost: 189,
        companyName: 'TECHY',
        beforePhoto: `data:image/png;base64,${photo.buffer.toString('base64')}`,
        dropoffSignature: signature,
      },
    });
    expect(repairRes.status(), await repairRes.text()).toBe(201);
    repair = await repairRes.json();

    const saleRes = await page.request.post('/api/device-sales', {
      multipart: {
        customerName: CUSTOMER,
        customerPhone: '404-555-0142',
        deviceBrand: 'Samsung',
        deviceModel: 'Galaxy S23',
        imei: SALE_IMEI,
        condition: 'good',
        salePrice: '429.99',
        paymentMethod: 'card',
        customerSignature: signature,
      },
    });
    expect(saleRes.status(), await saleRes.text()).toBe(201);
    sale = await saleRes.json();

    const buybackRes = await page.request.post('/api/device-purchases', {
      multipart: {
        customerName: 'Darnell Okafor',
        customerPhone: '404-555-0199',
        idType: 'drivers_license',
        idNumber: 'GA55501234',
        ...SELLER_IDENTITY,
        deviceBrand: 'Apple',
        deviceModel: 'iPhone 13 Pro',
        imei: BOUGHT_IMEI,
        storage: '256GB',
        condition: 'good',
        finalAmount: '315.00',
        paymentMethod: 'cash',
        customerSignature: signature,
        deviceImages: photo,
        paymentReceipts: receiptPdf,
      },
    });
    expect(buybackRes.status(), await buybackRes.text()).toBe(201);
    buybackId = (await buybackRes.json()).id;
  });

  for (const paper of ['letter', 'roll80'] as const) {
    test(`the ticket, receipt and bill of sale print on ${paper}`, async ({
      signIn,
      page,
      chain,
    }) => {
      await setPrinters(chain.api, storeId, { receiptPrinter: paper });
      await signIn(CLERK);
      await stubPrintDialog(page);

      await printAndCheck(page, {
        path: `/repairs/${repair.id}/print`,
        action: 'Print ticket',
        article: 'Repair ticket',
        paper,
        singleLine: [repair.ticketNumber, REPAIR_IMEI],
        shot: `ticket-${paper}`,
      });
      // The signature line is under the signature, and the signer's name under the line.
      const ticket = page.getByRole('article', { name: 'Repair ticket' });
      const sig = await ticket
        .getByRole('img', { name: 'Customer signature at drop-off' })
        .boundingBox();
      const signer = await ticket.getByText(CUSTOMER, { exact: true }).last().boundingBox();
      expect(signer!.y).toBeGreaterThanOrEqual(sig!.y + sig!.height);

      await printAndCheck(page, {
        path: `/sales/${sale.id}/receipt`,
        action: 'Print receipt',
        article: 'Sale receipt',
        paper,
        singleLine: [sale.receiptNumber, SALE_IMEI],
        shot: `receipt-${paper}`,
      });
      await printAndCheck(page, {
        path: `/buybacks/${buybackId}/print`,
        action: 'Print bill of sale',
        article: 'Bill of sale',
        paper,
        singleLine: ['$315.00', BOUGHT_IMEI],
        shot: `bill-of-sale-${paper}`,
      });
      // The seller's declaration, in the words they made it, on the one page.
      const bill = page.getByRole('article', { name: 'Bill of sale' });
      await expect(bill.getByRole('heading', { name: "Seller's declaration" })).toBeVisible();
      await expect(bill.getByText(/I am the lawful owner of this device/)).toBeVisible();
    });
  }

  for (const paper of ['label_2_25x1_25', 'label_2x1', 'label_62mm'] as const) {
    test(`the device label prints alone on one ${paper} label`, async ({ signIn, page, chain }) => {
      await setPrinters(chain.api, storeId, { receiptPrinter: 'roll80', labelPrinter: paper });
      await signIn(CLERK);
      await stubPrintDialog(page);
      await printAndCheck(page, {
        path: `/repairs/${repair.id}/print`,
        action: 'Print label',
        article: 'Device label',
        paper,
        singleLine: [repair.ticketNumber, `IMEI …${REPAIR_IMEI.slice(-6)}`],
        shot: `label-${paper}`,
      });
      const label = page.getByRole('article', { name: 'Device label' });
      await expect(label).toContainText(CUSTOMER);
      await expect(label).toContainText('Apple iPhone 14');
      await expect(label.getByRole('img', { name: 'QR code for the device label' })).toBeVisible();
    });
  }

  test('on a phone the print screen shows each printable on its paper', async ({
    signIn,
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await signIn(CLERK);
    await page.goto(`/repairs/${repair.id}/print`);
    await expect(page.getByRole('article', { name: 'Repair ticket' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print ticket' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print label' })).toBeVisible();
    await expect(page.getByText('Prints on 80 mm receipt roll')).toBeVisible();
    await expect(page.getByText('Prints on 62 mm continuous tape (Brother)')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: `${SHOTS}/screen-ticket-390.png`, fullPage: true });
  });
});
