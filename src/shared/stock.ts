import { z } from 'zod';
import { ZPoliceRecord } from './police';

/** 'seized': the police took the device (issue 26); it left stock with their record. */
export const STOCK_STATUSES = ['in_stock', 'sold', 'returned', 'seized'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];
export const STOCK_STATUS_LABELS: Record<StockStatus, string> = {
  in_stock: 'In stock',
  sold: 'Sold',
  returned: 'Returned',
  seized: 'Seized by police',
};

/** A bought-back device, serialized by IMEI, from buyback to sale. */
export const ZStockItem = z.object({
  id: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  purchaseId: z.string().nullable(),
  imei: z.string(),
  deviceBrand: z.string(),
  deviceModel: z.string(),
  storage: z.string().nullable(),
  color: z.string().nullable(),
  condition: z.string(),
  cost: z.number(),
  status: z.enum(STOCK_STATUSES),
  saleId: z.string().nullable(),
  salePrice: z.number().nullable(),
  profit: z.number().nullable(),
  createdAt: z.string(),
  soldAt: z.string().nullable(),
  /** Whole days in stock (until sold, or until now). */
  ageDays: z.number(),
  /** The last store-local date it is held after its buyback (issue 26); null when never held. */
  holdUntil: z.string().nullable(),
  /** Held now: it cannot be sold before the day after holdUntil, unless released. */
  onHold: z.boolean(),
  /** An office role ended the hold early: when, who and why. */
  holdRelease: z
    .object({ at: z.string(), by: z.string().nullable(), reason: z.string() })
    .nullable(),
  /** The police's latest record: the hold placed, or the seizure when status is 'seized'. */
  police: ZPoliceRecord.nullable(),
  /** Under a police hold now: it cannot be sold or leave stock until an office role lifts it. */
  policeHeld: z.boolean(),
  /** An office role lifted the police hold: when, who and why. */
  policeRelease: z
    .object({ at: z.string(), by: z.string().nullable(), reason: z.string() })
    .nullable(),
});
export type StockItem = z.infer<typeof ZStockItem>;

export const ZStockQuery = z.object({
  status: z.enum(STOCK_STATUSES, { error: 'Unknown stock status' }).optional(),
  search: z.string().trim().max(100).optional(),
  /** One of the caller's stores (the stock screen's store); left out, all they reach. */
  storeId: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

export const ZStockReturn = z.object({
  status: z.literal('returned', { error: 'Only a return can be recorded here' }),
  notes: z.string().trim().max(500).optional(),
});
