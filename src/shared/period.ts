import { z } from 'zod';

/** A year and a day: enough for a year-on-year view, small enough to stay a quick aggregate. */
export const MAX_PERIOD_DAYS = 367;

const ZDate = z
  .string({ error: 'Date is required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD')
  .refine(
    (d) =>
      !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) &&
      new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    'Not a real date',
  );

/** The number of calendar days from `from` to `to`, both included. */
export function periodDays(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86400000) + 1
  );
}

/** The period's fields, for schemas that add their own beside them. */
export const PERIOD_FIELDS = { from: ZDate, to: ZDate };

/** The rules across a period's two dates: in order, and not longer than MAX_PERIOD_DAYS. */
export function checkPeriod(q: { from: string; to: string }, ctx: z.RefinementCtx): void {
  if (q.from > q.to)
    ctx.addIssue({ code: 'custom', message: 'The start must not be after the end', path: ['to'] });
  else if (periodDays(q.from, q.to) > MAX_PERIOD_DAYS)
    ctx.addIssue({
      code: 'custom',
      message: `Choose at most ${MAX_PERIOD_DAYS} days`,
      path: ['to'],
    });
}

/**
 * A period of store-local calendar days, both ends included: each store counts the days in its
 * own time zone, as its daily report does.
 */
export const ZPeriodQuery = z.object(PERIOD_FIELDS).superRefine(checkPeriod);
export type PeriodQuery = z.infer<typeof ZPeriodQuery>;
