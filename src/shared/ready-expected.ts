import { z } from 'zod';

/**
 * Repairs carry no promised date, so the calendar shows an open repair on the day it is
 * expected ready: its check-in day at its store plus this many days.
 */
export const EXPECTED_READY_DAYS = 3;

/** An open repair on its expected day: listed when the answer covers one store. */
export const ZDueRepair = z.object({
  id: z.string(),
  storeId: z.string(),
  ticketNumber: z.string(),
  customerName: z.string(),
  deviceModel: z.string(),
});
export type DueRepair = z.infer<typeof ZDueRepair>;

/**
 * The open repairs (received or in progress) expected ready on each day of a range, counted per
 * store. One store's answer also lists them; a chain's gives counts only, so a week of a
 * thousand open repairs stays a few lines a day.
 */
export const ZReadyExpected = z.object({
  days: z.array(
    z.object({
      date: z.string(),
      stores: z.array(z.object({ storeId: z.string(), count: z.number().int().positive() })),
      repairs: z.array(ZDueRepair),
    }),
  ),
});
export type ReadyExpected = z.infer<typeof ZReadyExpected>;
