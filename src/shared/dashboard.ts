import { z } from 'zod';

/**
 * GET /api/dashboard/stats (docs/product.md, Fields: Dashboard stats). Currency fields are display
 * strings.
 */
export const ZDashboardStats = z.object({
  activeRepairs: z.number(),
  pendingPickup: z.number(),
  todaysSales: z.string(),
  buybackItems: z.number(),
  totalUsers: z.number(),
  /** The Admin Dashboard's Total Stores: the stores within the caller's reach. */
  totalStores: z.number(),
  completedToday: z.number(),
  revenueToday: z.string(),
  signatureStatus: z.object({
    dropoffOnly: z.number(),
    both: z.number(),
    awaitingPickup: z.number(),
  }),
});
export type DashboardStats = z.infer<typeof ZDashboardStats>;
