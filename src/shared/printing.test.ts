import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LABEL_PRINTER,
  DEFAULT_RECEIPT_PRINTER,
  LABEL_PRINTERS,
  LABEL_PRINTER_OPTIONS,
  PAPER_SIZES,
  RECEIPT_PRINTERS,
  RECEIPT_PRINTER_OPTIONS,
  pageHeightMm,
  pageRule,
  printableWidthMm,
} from './printing';

describe('the paper of each shop printer', () => {
  it.each([
    ['letter', 215.9, 279.4],
    ['label_2_25x1_25', 57.15, 31.75],
    ['label_2x1', 50.8, 25.4],
    ['label_62mm', 62, 29],
  ] as const)('%s is %s x %s mm', (paper, width, height) => {
    expect(PAPER_SIZES[paper].widthMm).toBeCloseTo(width, 2);
    expect(PAPER_SIZES[paper].heightMm).toBeCloseTo(height, 2);
  });

  it('an 80 mm roll is as long as the document, with a little to spare', () => {
    expect(PAPER_SIZES.roll80).toMatchObject({ widthMm: 80, heightMm: null });
    expect(pageHeightMm('roll80', 180.2)).toBe(191);
    expect(pageRule('roll80', 180.2)).toBe('@page { size: 80mm 191mm; margin: 3mm; }');
    expect(printableWidthMm('roll80')).toBe(74);
  });

  it('a label page is exactly the label, with a 1 to 2 mm edge', () => {
    for (const paper of LABEL_PRINTERS) {
      const size = PAPER_SIZES[paper];
      expect(pageHeightMm(paper, 500)).toBe(size.heightMm);
      expect(size.marginMm).toBeGreaterThanOrEqual(1);
      expect(size.marginMm).toBeLessThanOrEqual(2);
    }
    expect(pageRule('label_2x1')).toBe('@page { size: 50.8mm 25.4mm; margin: 1.5mm; }');
    expect(pageRule('label_2_25x1_25')).toBe('@page { size: 57.15mm 31.75mm; margin: 1.5mm; }');
  });

  it('Letter keeps its size whatever the document measures', () => {
    expect(pageRule('letter', 900)).toBe('@page { size: 215.9mm 279.4mm; margin: 12mm; }');
  });

  it('every printer has a name a clerk reads, and the defaults are among them', () => {
    expect(RECEIPT_PRINTER_OPTIONS.map((o) => o.value)).toEqual([...RECEIPT_PRINTERS]);
    expect(LABEL_PRINTER_OPTIONS.map((o) => o.value)).toEqual([...LABEL_PRINTERS]);
    for (const option of [...RECEIPT_PRINTER_OPTIONS, ...LABEL_PRINTER_OPTIONS]) {
      expect(option.label.length).toBeGreaterThan(3);
    }
    expect(RECEIPT_PRINTERS).toContain(DEFAULT_RECEIPT_PRINTER);
    expect(LABEL_PRINTERS).toContain(DEFAULT_LABEL_PRINTER);
  });
});
