/**
 * The shop printers a store can have, and the paper each one takes. Every printable (repair ticket,
 * device label, sale receipt, bill of sale) has a layout for each paper here, and its print view
 * sets the page to exactly this size, so nothing depends on what the print dialog was left at.
 */

/** Ticket, receipt and bill of sale: a sheet of US Letter, or an 80 mm thermal roll. */
export const RECEIPT_PRINTERS = ['letter', 'roll80'] as const;
export type ReceiptPrinter = (typeof RECEIPT_PRINTERS)[number];

/** The device label: die-cut 2.25 x 1.25 in or 2 x 1 in labels, or 62 mm continuous tape. */
export const LABEL_PRINTERS = ['label_2_25x1_25', 'label_2x1', 'label_62mm'] as const;
export type LabelPrinter = (typeof LABEL_PRINTERS)[number];

export type Paper = ReceiptPrinter | LabelPrinter;

/** What a store prints on until the office says otherwise (and the migration's defaults). */
export const DEFAULT_RECEIPT_PRINTER: ReceiptPrinter = 'letter';
export const DEFAULT_LABEL_PRINTER: LabelPrinter = 'label_2_25x1_25';

export const RECEIPT_PRINTER_MESSAGE = 'Choose US Letter or an 80 mm receipt roll';
export const LABEL_PRINTER_MESSAGE = 'Choose one of the label sizes';

const MM_PER_INCH = 25.4;

export type PaperSize = {
  /** As a clerk reads it in the store form. */
  label: string;
  widthMm: number;
  /** Null for a roll: the page is as long as the document. */
  heightMm: number | null;
  /** Blank edge on every side; a label's is small, as the label is small. */
  marginMm: number;
};

export const PAPER_SIZES: Record<Paper, PaperSize> = {
  letter: {
    label: 'US Letter (8.5 x 11 in)',
    widthMm: 8.5 * MM_PER_INCH,
    heightMm: 11 * MM_PER_INCH,
    marginMm: 12,
  },
  roll80: { label: '80 mm receipt roll', widthMm: 80, heightMm: null, marginMm: 3 },
  label_2_25x1_25: {
    label: '2.25 x 1.25 in labels',
    widthMm: 2.25 * MM_PER_INCH,
    heightMm: 1.25 * MM_PER_INCH,
    marginMm: 1.5,
  },
  label_2x1: {
    label: '2 x 1 in labels',
    widthMm: 2 * MM_PER_INCH,
    heightMm: MM_PER_INCH,
    marginMm: 1.5,
  },
  // Continuous tape is cut where the page ends: 29 mm, the height of Brother's 62 mm address label.
  label_62mm: {
    label: '62 mm continuous tape (Brother)',
    widthMm: 62,
    heightMm: 29,
    marginMm: 1.5,
  },
};

/** A roll's page is the document's height plus this, so a rounding never spills onto a second page. */
const ROLL_SLACK_MM = 4;

/** Page height in mm: the paper's own, or for a roll the document's measured height and margins. */
export function pageHeightMm(paper: Paper, contentHeightMm: number): number {
  const size = PAPER_SIZES[paper];
  return size.heightMm ?? Math.ceil(contentHeightMm + 2 * size.marginMm + ROLL_SLACK_MM);
}

const mm = (value: number) => `${Number(value.toFixed(2))}mm`;

/** The @page rule a print view sets: the paper's exact size and margin. */
export function pageRule(paper: Paper, contentHeightMm = 0): string {
  const size = PAPER_SIZES[paper];
  return `@page { size: ${mm(size.widthMm)} ${mm(pageHeightMm(paper, contentHeightMm))}; margin: ${mm(size.marginMm)}; }`;
}

/** The width a document is laid out at on this paper: the page less its margins. */
export function printableWidthMm(paper: Paper): number {
  const size = PAPER_SIZES[paper];
  return size.widthMm - 2 * size.marginMm;
}

export const RECEIPT_PRINTER_OPTIONS = RECEIPT_PRINTERS.map((value) => ({
  value,
  label: PAPER_SIZES[value].label,
}));
export const LABEL_PRINTER_OPTIONS = LABEL_PRINTERS.map((value) => ({
  value,
  label: PAPER_SIZES[value].label,
}));
