import { z } from 'zod';

/**
 * One business day of a revenue chart, in dollars. A day that has not ended in every store it
 * counts is partial: its figure is the day so far, which charts must not draw as a day's takings
 * (it would read as a collapse to nearly nothing every morning).
 */
export const ZDayRevenue = z.object({
  date: z.string(),
  revenue: z.number(),
  partial: z.boolean(),
});
export type DayRevenue = z.infer<typeof ZDayRevenue>;
