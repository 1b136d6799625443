import { z } from 'zod';
import { ZLowStock } from './store-dashboard';

/**
 * Smart reports: the daily performance e-mail per store and the nightly brief per area manager,
 * sent by the scheduler and listed for the office.
 */

/**
 * Stores record no closing time, so the daily e-mail goes out once this store-local hour has
 * passed: late enough that a store open until evening has finished its day, early enough that
 * managers read it the same night.
 */
export const STORE_REPORT_HOUR = 21;

/**
 * An area manager's brief goes out once this hour has passed in the time zone of their first
 * store (by store name), an hour after the stores' own e-mails, about that zone's business day.
 */
export const AREA_BRIEF_HOUR = 22;

export const REPORT_KINDS = ['store_daily', 'area_brief'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_KIND_LABELS: Record<ReportKind, string> = {
  store_daily: 'Daily performance',
  area_brief: 'Area manager brief',
};

/** running: claimed and being sent; none: nobody to send to (no manager with an e-mail address). */
export const RUN_STATUSES = ['running', 'sent', 'failed', 'none'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

const ZDay = z.iso.date({ error: 'date must be a date like 2026-11-20' });
const ZId = z.string().trim().min(1).max(64);

/** One store's business day as the system recorded it; money in dollars. */
export const ZStoreDayFigures = z.object({
  storeId: z.string(),
  storeName: z.string(),
  businessDate: z.string(),
  repairsCheckedIn: z.number(),
  repairsCompleted: z.number(),
  repairsPickedUp: z.number(),
  repairRevenue: z.number(),
  deviceSales: z.number(),
  buybacksPaid: z.number(),
  /** The daily sales report the store filed for that day, with its differences; null when not filed. */
  report: z
    .object({
      grossTotal: z.number(),
      netSales: z.number(),
      differences: z.object({
        repairRevenue: z.number(),
        deviceSales: z.number(),
        buybackPayouts: z.number(),
      }),
    })
    .nullable(),
  /** Parts and accessories below their minimum when the e-mail is made (issue 19). */
  lowStock: ZLowStock,
  /** The store's police reports past their deadline, neither exported nor sent (issue 26). */
  policeOverdue: z.array(z.object({ date: z.string(), purchases: z.number() })),
});
export type StoreDayFigures = z.infer<typeof ZStoreDayFigures>;

export const ZReportEmail = z.object({
  kind: z.enum(REPORT_KINDS),
  businessDate: z.string(),
  recipients: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});
export type ReportEmail = z.infer<typeof ZReportEmail>;

export const ZReportRun = z.object({
  id: z.string(),
  kind: z.enum(REPORT_KINDS),
  businessDate: z.string(),
  storeId: z.string().nullable(),
  storeName: z.string().nullable(),
  managerId: z.string().nullable(),
  managerName: z.string().nullable(),
  recipients: z.array(z.string()),
  status: z.enum(RUN_STATUSES),
  sentCount: z.number(),
  error: z.string().nullable(),
  leasedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ReportRun = z.infer<typeof ZReportRun>;

export const REPORT_RUNS_MAX = 200;

/** GET /api/admin/report-runs: newest first. */
export const ZReportRunsQuery = z.object({
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, `Limit must be between 1 and ${REPORT_RUNS_MAX}`)
    .max(REPORT_RUNS_MAX, `Limit must be between 1 and ${REPORT_RUNS_MAX}`)
    .default(50),
});

export const ZReportRuns = z.object({ runs: z.array(ZReportRun) });
export type ReportRuns = z.infer<typeof ZReportRuns>;

/** GET /api/admin/report-preview: a store's daily e-mail or a manager's brief, built but not sent. */
export const ZReportPreviewQuery = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('store_daily'), storeId: ZId, date: ZDay }),
    z.object({ kind: z.literal('area_brief'), managerId: ZId, date: ZDay }),
  ],
  { error: 'kind must be store_daily or area_brief' },
);
export type ReportPreviewQuery = z.infer<typeof ZReportPreviewQuery>;

export const ZRunIdParams = z.object({ id: ZId });
