import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { imeiCheckDigit } from '../../src/shared/imei';
import { PAPER_SIZES, type LabelPrinter, type ReceiptPrinter } from '../../src/shared/printing';
import {
  ADMIN,
  DESKTOP,
  PHONE,
  expect,
  expectNoHorizontalScroll,
  photoFile,
  signInByApi,
  test,
} from './support';
import { choose, receiptPdf } from './devices-support';

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
const SHOTS = '/tmp/print-shots';

let storeId = '';
let repair = { id: '', ticketNumber: '' };
let sale = { id: '', receiptNumber: '' };
let buybackId = '';

/** Points in a millimetre: PDF page sizes are in points. */
const PT_PER_MM = 72 / 25.4;

/** The pages of a PDF: its page objects (`/Type /Page`), not the page tree (`/Pages`). */
function pdfPages(pdf: Buffer): { count: number; sizes: number[][] } {
  const text = pdf.toString('latin1');
  const count = text.match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
  const sizes = [...text.matchAll(/\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/g)].map(
    (m) => [Number(m[1]), Number(m[2])],
  );
  return { count, sizes };
}

/** A signature as the pad draws it: a black scribble on a clear background. */
async function signatureDataUrl(page: Page): Promise<string> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 200;
    const ctx = canvas.getContext('2d')!;
    ctx.strokeStyle = '#000';
    ctx.lineWidth = 5;
    ctx.beginPath();
    ctx.moveTo(30, 140);
    for (let x = 30; x < 560; x += 10) ctx.lineTo(x, 110 + Math.sin(x / 18) * 45);
    ctx.stroke();
    return canvas.toDataURL('image/png');
  });
}

async function setPrinters(
  admin: APIRequestContext,
  printers: { receiptPrinter?: ReceiptPrinter; labelPrinter?: LabelPrinter },
) {
  const res = await admin.patch(`/api/stores/${storeId}`, { data: printers });
  expect(res.status(), await res.text()).toBe(200);
}

/** Elements of `doc` (and itself) whose content is wider than their box: a line that overflows. */
function overflowing(doc: Locator): Promise<string[]> {
  return doc.evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      .filter((el) => el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.tagName} "${(el.textContent ?? '').slice(0, 40)}"`),
  );
}

/** The lines `element`'s text is laid out on: one rectangle per line box. */
function lineCount(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
    return tops.size;
  });
}

type Case = {
  path: string;
  action: string;
  article: string;
  paper: ReceiptPrinter | LabelPrinter;
  /** Texts that must each sit on one line: the number and the IMEI. */
  singleLine: string[];
  shot: string;
};

/**
 * Opens the print screen, presses the print button (the dialog itself is stubbed out), and checks
 * the paper: under print media nothing overflows and the numbers are one line each; printed to
 * PDF at the CSS page size, the page is the paper's size and there is exactly one of it.
 */
async function printAndCheck(page: Page, c: Case) {
  await page.emulateMedia({ media: 'screen' });
  await page.goto(c.path);
  const doc = page.getByRole('article', { name: c.article });
  await expect(doc).toBeVisible();
  await expect(page.getByText(`Prints on ${PAPER_SIZES[c.paper].label}`)).toBeVisible();
  // Every image (signature, QR code) has arrived, so a roll is measured at its full length.
  await expect
    .poll(() => doc.evaluate((el) => [...el.querySelectorAll('img')].every((i) => i.complete)))
    .toBe(true);
  await page.getByRole('button', { name: c.action, exact: true }).click();
  expect(await page.evaluate(() => (window as { printed?: number }).printed)).toBeGreaterThan(0);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: c.action, exact: true })).toBeHidden();
  await expect(doc).toBeVisible();
  // Only the chosen printable is on paper: the label never rides along with the ticket.
  expect(
    await page
      .getByRole('article')
      .evaluateAll((all) => all.filter((a) => a.checkVisibility()).length),
  ).toBe(1);
  expect(await overflowing(doc), 'lines wider than the paper').toEqual([]);
  for (const text of c.singleLine) {
    const element = doc.getByText(text, { exact: true });
    await expect(element).toBeVisible();
    expect(await lineCount(element), `${text} on one line`).toBe(1);
  }
  if (c.paper.startsWith('label')) {
    // The whole label fits its height: nothing runs onto a second label.
    expect(await doc.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
  }
  mkdirSync(SHOTS, { recursive: true });
  await doc.screenshot({ path: `${SHOTS}/${c.shot}.png` });

  const size = PAPER_SIZES[c.paper];
  const pdf = pdfPages(
    await page.pdf({
      width: `${size.widthMm}mm`,
      height: `${size.heightMm ?? 300}mm`,
      preferCSSPageSize: true,
      printBackground: true,
    }),
  );
  expect(pdf.count, `${c.shot}: pages`).toBe(1);
  const [width, height] = pdf.sizes[0]!;
  expect(width).toBeCloseTo(size.widthMm * PT_PER_MM, 0);
  if (size.heightMm) expect(height).toBeCloseTo(size.heightMm * PT_PER_MM, 0);
  else expect(height).toBeGreaterThan(100 * PT_PER_MM);
  await page.emulateMedia({ media: 'screen' });
}

test.describe.serial('printing on the shop printers', () => {
  test.use({ viewport: DESKTOP, deviceScaleFactor: 2 });

  test.beforeAll(async ({ playwright, baseURL }) => {
    const admin = await playwright.request.newContext({ baseURL });
    await signInByApi(admin, ADMIN);
    const region = await admin.post('/api/regions', { data: { name: 'Print Row' } });
    expect(region.status(), await region.text()).toBe(201);
    const store = await admin.post('/api/stores', {
      data: {
        name: 'Techy Print Row',
        storeName: 'Printshop',
        brand: 'Techy',
        companyName: 'TECHY',
        regionId: (await region.json()).id,
        timezone: 'America/New_York',
      },
    });
    expect(store.status(), await store.text()).toBe(201);
    storeId = (await store.json()).id;
    expect(await store.json()).toMatchObject({
      receiptPrinter: 'letter',
      labelPrinter: 'label_2_25x1_25',
    });
    const created = await admin.post('/api/admin/users', {
      data: { ...CLERK, role: 'store', storeId },
    });
    expect(created.status(), await created.text()).toBe(201);
    await admin.dispose();
  });

  test('the office chooses the store’s printers in the store form', async ({ page }) => {
    await signInByApi(page.request, ADMIN);
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

  test('the counter records a repair, a sale and a buyback', async ({ page }) => {
    await signInByApi(page.request, CLERK);
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
      page,
      playwright,
      baseURL,
    }) => {
      const admin = await playwright.request.newContext({ baseURL });
      await signInByApi(admin, ADMIN);
      await setPrinters(admin, { receiptPrinter: paper });
      await admin.dispose();
      await signInByApi(page.request, CLERK);
      await page.addInitScript(() => {
        window.print = () => {
          const w = window as { printed?: number };
          w.printed = (w.printed ?? 0) + 1;
        };
      });

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
    });
  }

  for (const paper of ['label_2_25x1_25', 'label_2x1', 'label_62mm'] as const) {
    test(`the device label prints alone on one ${paper} label`, async ({
      page,
      playwright,
      baseURL,
    }) => {
      const admin = await playwright.request.newContext({ baseURL });
      await signInByApi(admin, ADMIN);
      await setPrinters(admin, { receiptPrinter: 'roll80', labelPrinter: paper });
      await admin.dispose();
      await signInByApi(page.request, CLERK);
      await page.addInitScript(() => {
        window.print = () => {
          const w = window as { printed?: number };
          w.printed = (w.printed ?? 0) + 1;
        };
      });
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

  test('on a phone the print screen shows each printable on its paper', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInByApi(page.request, CLERK);
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
