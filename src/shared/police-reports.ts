import { z } from 'zod';

/**
 * The police report (issue 26): each store's purchases of one store-local calendar date, with
 * every field the secondhand-dealer codes ask for, as CSV, as a printable page, e-mailed to the
 * store's police address and exported by a manager.
 *
 * A report's day is the store's calendar date (midnight to midnight, store time), not its
 * business day: the buyback hold counts calendar dates too (src/shared/buyback-rules.ts), and the
 * codes speak of the transaction's date, so a purchase at 12:20 AM belongs to the new date even
 * when the shop is still closing the day before.
 *
 * GET /api/police-reports?days&storeId -> ZPoliceReportDay[]            police_reports.view
 * GET /api/police-reports/:storeId/:date -> ZPoliceReport (the printable page)
 * GET /api/police-reports/:storeId/:date/csv -> text/csv; records the export (who, when)
 */

/** A report is due this many hours after its day ends unless the store sets another deadline. */
export const DEFAULT_POLICE_REPORT_HOURS = 24;

export const ZPoliceReportRow = z.object({
  purchaseId: z.string(),
  /** Store-local date and time, YYYY-MM-DD HH:MM. */
  time: z.string(),
  sellerName: z.string(),
  sellerPhone: z.string(),
  sellerEmail: z.string().nullable(),
  sellerAddress: z.string().nullable(),
  sellerBirthDate: z.string().nullable(),
  idType: z.string(),
  /** In full: the police need the whole number. */
  idNumber: z.string(),
  idIssuer: z.string().nullable(),
  idExpiry: z.string().nullable(),
  secondIdType: z.string().nullable(),
  secondIdNumber: z.string().nullable(),
  secondIdIssuer: z.string().nullable(),
  secondIdExpiry: z.string().nullable(),
  deviceBrand: z.string(),
  deviceModel: z.string(),
  imei: z.string(),
  storage: z.string().nullable(),
  color: z.string().nullable(),
  carrier: z.string().nullable(),
  condition: z.string(),
  deviceMarks: z.string().nullable(),
  ownedFor: z.string().nullable(),
  price: z.number(),
  paymentMethod: z.string(),
  clerk: z.string().nullable(),
  /** Links to the device photos and the ID photo, absolute when PUBLIC_URL is set. */
  photos: z.array(z.string()),
  idPhoto: z.string().nullable(),
  /** Corrections added beside the record since (it is never edited): part, correction, why, who, when. */
  corrections: z.array(z.string()),
});
export type PoliceReportRow = z.infer<typeof ZPoliceReportRow>;

/** How a report left the store, and whether it is late. */
export const ZPoliceReportState = z.object({
  storeId: z.string(),
  storeName: z.string(),
  /** The store's zone: the date, the deadline and the times are the store's. */
  timezone: z.string(),
  date: z.string(),
  purchases: z.number(),
  preparedAt: z.string().nullable(),
  exportedAt: z.string().nullable(),
  /** How many purchases the last export held; fewer than `purchases` means export again. */
  exportedPurchases: z.number().nullable(),
  exportedBy: z.string().nullable(),
  sentAt: z.string().nullable(),
  sentTo: z.string().nullable(),
  error: z.string().nullable(),
  /** When the store's deadline falls: its police_report_hours after the day ends. */
  dueAt: z.string(),
  /** Past the deadline with purchases, neither sent nor exported with all of them. */
  overdue: z.boolean(),
});
export type PoliceReportDay = z.infer<typeof ZPoliceReportState>;

export const ZPoliceReport = ZPoliceReportState.extend({
  rows: z.array(ZPoliceReportRow),
});
export type PoliceReport = z.infer<typeof ZPoliceReport>;

export const ZPoliceReportListQuery = z.object({
  days: z.coerce
    .number({ error: 'days must be a number' })
    .int('days must be a whole number')
    .min(1, 'days must be at least 1')
    .max(62, 'days must be at most 62')
    .default(14),
  storeId: z.string().max(64).optional(),
  /** 'true': only the overdue ones, for the dashboards. */
  overdue: z.enum(['true', 'false'], { error: "overdue must be 'true' or 'false'" }).optional(),
});

export const ZPoliceReportParams = z.object({
  storeId: z.string().max(64),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date as YYYY-MM-DD'),
});

/** The CSV's columns, in order: every field the codes ask for. */
export const POLICE_REPORT_COLUMNS: ReadonlyArray<
  [string, (r: PoliceReportRow) => string | number | null]
> = [
  ['Date and time', (r) => r.time],
  ['Seller name', (r) => r.sellerName],
  ['Seller address', (r) => r.sellerAddress],
  ['Seller birth date', (r) => r.sellerBirthDate],
  ['Seller phone', (r) => r.sellerPhone],
  ['Seller e-mail', (r) => r.sellerEmail],
  ['ID type', (r) => r.idType],
  ['ID number', (r) => r.idNumber],
  ['ID issuer', (r) => r.idIssuer],
  ['ID expiry', (r) => r.idExpiry],
  ['Second ID type', (r) => r.secondIdType],
  ['Second ID number', (r) => r.secondIdNumber],
  ['Second ID issuer', (r) => r.secondIdIssuer],
  ['Second ID expiry', (r) => r.secondIdExpiry],
  ['Brand', (r) => r.deviceBrand],
  ['Model', (r) => r.deviceModel],
  ['IMEI/serial', (r) => r.imei],
  ['Storage', (r) => r.storage],
  ['Color', (r) => r.color],
  ['Carrier', (r) => r.carrier],
  ['Condition', (r) => r.condition],
  ['Description and marks', (r) => r.deviceMarks],
  ['Owned for', (r) => r.ownedFor],
  ['Price', (r) => r.price.toFixed(2)],
  ['Paid by', (r) => r.paymentMethod],
  ['Clerk', (r) => r.clerk],
  ['Device photos', (r) => r.photos.join(' ')],
  ['ID photo', (r) => r.idPhoto],
  ['Corrections', (r) => r.corrections.join(' | ')],
  ['Purchase ID', (r) => r.purchaseId],
];

/** The instant a day's report falls due: `hours` after the store's date ends. */
export function policeReportDue(endOfDay: Date, hours: number): Date {
  return new Date(endOfDay.getTime() + hours * 60 * 60 * 1000);
}
