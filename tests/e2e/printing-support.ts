import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { PAPER_SIZES, type LabelPrinter, type ReceiptPrinter } from '../../src/shared/printing';
import { expect } from './fixtures';

/** Where the pictures of each layout on paper go, for people to look at. */
export const SHOTS = '/tmp/print-shots';

/** The print dialog never opens in a test: pressing a print button counts instead. */
export async function stubPrintDialog(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.print = () => {
      const w = window as { printed?: number };
      w.printed = (w.printed ?? 0) + 1;
    };
  });
}

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
export async function signatureDataUrl(page: Page): Promise<string> {
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

/** The office changes the store's printers through the API. */
export async function setPrinters(
  admin: APIRequestContext,
  storeId: string,
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

export type PrintCase = {
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
export async function printAndCheck(page: Page, c: PrintCase) {
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
