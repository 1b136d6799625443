import { z } from 'zod';

export const ZActivityEntry = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  storeId: z.string().nullable(),
  storeName: z.string().nullable(),
  /** e.g. auth.login, auth.login_failed, repair.create, repair.status, user.delete, daily_report.submit */
  action: z.string(),
  entity: z.string().nullable(),
  entityId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type ActivityEntry = z.infer<typeof ZActivityEntry>;

export const ZActivityQuery = z.object({
  userId: z.string().max(64).optional(),
  storeId: z.string().max(64).optional(),
  /** An action, or a family of them: 'repair' matches repair.create and repair.status. */
  action: z.string().max(60).optional(),
  from: z.iso.datetime({ error: 'from must be an ISO date-time' }).optional(),
  to: z.iso.datetime({ error: 'to must be an ISO date-time' }).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int()
    .min(1, 'limit must be at least 1')
    .max(200, 'limit must be at most 200')
    .default(50),
  cursor: z.string().max(200).optional(),
});
export type ActivityQuery = z.input<typeof ZActivityQuery>;
/** The activity filter as the route parsed it: what the service takes. */
export type ActivitySearch = z.output<typeof ZActivityQuery>;

/** A page of the log; the next page's cursor is in the x-next-cursor header. */
export const ZActivityPage = z.object({ entries: z.array(ZActivityEntry) });
export type ActivityPage = z.infer<typeof ZActivityPage>;
