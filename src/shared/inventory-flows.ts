import { z } from 'zod';
import { REFUND_TENDERS, TENDERS } from './balances';
import { ZTenderPart } from './repair-money';
import { ZClientId, zDollars } from './fields';
import { MAX_QUANTITY, zQuantity } from './inventory';

/**
 * The acts that move parts and accessories (issue 19, decision 038). Each act carries a
 * client-made id, so a retry or an offline replay moves stock once.
 *
 * Routes (reach decides the stores; a store outside it is 403):
 *   POST /api/counter-sales                    ZCounterSaleInput -> ZCounterSale   sales.write
 *   GET  /api/counter-sales                    ?storeId&limit -> ZCounterSale[]    sales.read
 *   GET  /api/counter-sales/:id                -> ZCounterSale                     sales.read
 *   POST /api/counter-sales/:id/returns        ZCounterReturnInput -> ZCounterSale sales.write
 *        (stock back, money back; above the store's refund limit only a manager)
 *   GET  /api/suppliers                        -> ZSupplier[]                      stock.read
 *   POST /api/suppliers                        ZSupplierInput -> ZSupplier         stock.write
 *   PUT  /api/suppliers/:id                    ZSupplierInput -> ZSupplier         stock.write
 *   GET  /api/purchase-orders                  ?storeId&status -> ZPurchaseOrder[] stock.read
 *   GET  /api/purchase-orders/:id              -> ZPurchaseOrder                   stock.read
 *   POST /api/purchase-orders                  ZPurchaseOrderInput -> ZPurchaseOrder stock.write
 *   POST /api/purchase-orders/:id/receipts     ZReceiptInput -> ZPurchaseOrder     stock.receive
 *   POST /api/purchase-orders/:id/cancel       -> ZPurchaseOrder                   stock.write
 *   GET  /api/inventory/suggested-order        ?storeId -> ZSuggestedLine[]        stock.read
 *   GET  /api/stock-transfers                  ?storeId -> ZTransfer[]             stock.read
 *   GET  /api/stock-transfers/destinations     -> ZTransferDestination[]           stock.write
 *   POST /api/stock-transfers                  ZTransferInput -> ZTransfer         stock.write (from store)
 *   POST /api/stock-transfers/:id/receive      { id? } -> ZTransfer               stock.receive (to store)
 *   GET  /api/stock-counts                     ?storeId -> ZStockCount[]           stock.read
 *   GET  /api/stock-counts/:id                 -> ZStockCount (expected only for stock.write)
 *   POST /api/stock-counts                     ZCountStartInput -> ZStockCount     stock.receive
 *   POST /api/stock-counts/:id/submit          ZCountSubmitInput -> ZStockCount    stock.receive
 *   POST /api/stock-counts/:id/approve         -> ZStockCount                      stock.write
 *   POST /api/stock-counts/:id/reject          ZCountRejectInput -> ZStockCount    stock.write
 *   GET  /api/inventory/reports                ZStockReportQuery -> ZStockReports  kpi.view
 *   GET  /api/inventory/reports.csv            ZStockReportQuery & { report } -> text/csv kpi.view
 */

export const FLOW_MESSAGES = {
  linesRequired: 'Add at least one item',
  tooManyLines: 'At most 100 lines at a time',
  duplicateItem: 'Each item once: change its quantity instead',
  paymentTotal: (totalCents: string) => `The payment must add up to ${totalCents}`,
  supplierName: 'Enter the supplier name',
  supplierTaken: 'There is already a supplier with that name',
  unknownSupplier: 'Choose a supplier',
  notOnOrder: 'That item is not on this order',
  overOrdered: (left: number) =>
    left === 0
      ? 'That line is already received in full'
      : `That is more than was ordered: ${left} left to receive`,
  orderClosed: 'This order is closed',
  receiveSomething: 'Enter a quantity received on at least one line',
  sameStore: 'Choose a different store to send to',
  transferReceived: 'This transfer was already received',
  countClosed: 'This count was already submitted',
  notCounted: 'Enter a count for every item, 0 when there is none',
  notOnCount: 'That item is not on this count',
  notSubmitted: 'Only a submitted count can be approved or rejected',
  openCount: 'This store already has a count in progress',
  countStockChanged: 'Stock of these items moved below the count: start a new count',
  returnTooMany: (left: number) => `Only ${left} of that line can be returned`,
  notOnSale: 'That item is not on this sale',
  reason: 'Give a reason',
  refundNeedsManager: (limit: string) => `Returns above ${limit} need a manager`,
  soldFromHand: (name: string, left: number) =>
    `The system counts ${left} of ${name} here. A manager approves selling the one in the customer's hand, and the count is corrected.`,
} as const;

export const FLOW_TOASTS = {
  saleRecorded: 'Sale recorded',
  returnRecorded: 'Return recorded',
  supplierSaved: 'Supplier saved',
  orderCreated: 'Order created',
  orderReceived: 'Stock received',
  orderCancelled: 'Order cancelled',
  transferSent: 'Transfer sent',
  transferReceived: 'Transfer received',
  countStarted: 'Count started',
  countSubmitted: 'Count submitted',
  countApproved: 'Count approved',
  countRejected: 'Count rejected',
} as const;

const M = FLOW_MESSAGES;

const zReason = z
  .string({ error: M.reason })
  .trim()
  .min(3, M.reason)
  .max(500, 'Must be at most 500 characters');
const zStoreId = z.string().max(64).optional();

/** Lines of items and quantities, each item once. */
const zItemLines = <T extends z.ZodObject<{ itemId: z.ZodString }>>(line: T) =>
  z
    .array(line)
    .min(1, M.linesRequired)
    .max(100, M.tooManyLines)
    .refine(
      (lines) => new Set(lines.map((l) => (l as { itemId: string }).itemId)).size === lines.length,
      M.duplicateItem,
    );
const ZItemLine = z.object({ itemId: z.string().max(64), quantity: zQuantity });

// ---- Counter sales --------------------------------------------------------------------------

export const ZCounterSaleInput = z.object({
  id: ZClientId,
  storeId: zStoreId,
  /** A walk-in sale needs no customer; a known one is linked. */
  customerId: z.string().max(64).optional(),
  customerName: z.string().trim().max(100).optional(),
  lines: zItemLines(ZItemLine),
  /** Must add up to the total the server works out (price + tax, at the store's rate). */
  payment: z
    .array(ZTenderPart)
    .min(1, 'Add at least one payment')
    .max(6, 'At most 6 parts in one payment'),
  /**
   * A line the system counts short is in the customer's hand: sold with a manager's approval, the
   * count corrected by what was missing (issue 38). Without it, a short line is refused (409).
   */
  fromHand: z.boolean().optional(),
});
export type CounterSaleInput = z.input<typeof ZCounterSaleInput>;

export const ZCounterSaleLine = z.object({
  id: z.string(),
  itemId: z.string(),
  sku: z.string(),
  description: z.string(),
  quantity: z.number(),
  returnedQuantity: z.number(),
  unitPrice: z.number(),
  taxed: z.boolean(),
  amount: z.number(),
  tax: z.number(),
});

export const ZCounterSale = z.object({
  id: z.string(),
  receiptNumber: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  customerId: z.string().nullable(),
  customerName: z.string().nullable(),
  lines: z.array(ZCounterSaleLine),
  subtotal: z.number(),
  tax: z.number(),
  total: z.number(),
  /** What was paid, how, and any change given. */
  payments: z.array(
    z.object({
      method: z.enum(TENDERS),
      amount: z.number(),
      signed: z.number(),
      change: z.number().nullable(),
      reference: z.string().nullable(),
      kind: z.string(),
    }),
  ),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type CounterSale = z.infer<typeof ZCounterSale>;

export const ZCounterReturnInput = z.object({
  id: ZClientId,
  lines: zItemLines(ZItemLine),
  /** Back the way it was paid, or onto the customer's store credit (a sale with a customer). */
  method: z.enum(REFUND_TENDERS),
  reason: zReason,
});
export type CounterReturnInput = z.input<typeof ZCounterReturnInput>;

// ---- Suppliers and purchase orders ----------------------------------------------------------

export const ZSupplierInput = z.object({
  name: z
    .string({ error: M.supplierName })
    .trim()
    .min(1, M.supplierName)
    .max(100, 'Must be at most 100 characters'),
  contactName: z.string().trim().max(100).optional(),
  phone: z.string().trim().max(30).optional(),
  email: z
    .email('Enter a valid e-mail address')
    .max(200)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  notes: z.string().trim().max(500).optional(),
});
export const ZSupplier = z.object({
  id: z.string(),
  name: z.string(),
  contactName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  notes: z.string().nullable(),
});
export type Supplier = z.infer<typeof ZSupplier>;

export const ORDER_STATUSES = ['open', 'partial', 'received', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  open: 'Ordered',
  partial: 'Partly received',
  received: 'Received',
  cancelled: 'Cancelled',
};

export const ZPurchaseOrderInput = z.object({
  id: ZClientId,
  storeId: zStoreId,
  supplierId: z.string({ error: M.unknownSupplier }).min(1, M.unknownSupplier).max(64),
  lines: zItemLines(
    ZItemLine.extend({ unitCost: zDollars('Enter a cost like 12.50', { zero: true }) }),
  ),
  notes: z.string().trim().max(500).optional(),
});
export type PurchaseOrderInput = z.input<typeof ZPurchaseOrderInput>;

export const ZPurchaseOrder = z.object({
  id: z.string(),
  number: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  supplier: ZSupplier,
  status: z.enum(ORDER_STATUSES),
  notes: z.string().nullable(),
  lines: z.array(
    z.object({
      id: z.string(),
      itemId: z.string(),
      sku: z.string(),
      name: z.string(),
      ordered: z.number(),
      received: z.number(),
      unitCost: z.number(),
    }),
  ),
  total: z.number(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type PurchaseOrder = z.infer<typeof ZPurchaseOrder>;

export const ZReceiptInput = z.object({
  id: ZClientId,
  lines: z
    .array(
      z.object({
        lineId: z.string().max(64),
        quantity: z
          .number({ error: 'Quantity is a whole number from 0' })
          .int('Quantity is a whole number from 0')
          .min(0)
          .max(MAX_QUANTITY),
      }),
    )
    .min(1, M.receiveSomething)
    .max(100, M.tooManyLines)
    .refine((lines) => lines.some((l) => l.quantity > 0), M.receiveSomething),
});
export type ReceiptInput = z.input<typeof ZReceiptInput>;

export const ZSuggestedLine = z.object({
  itemId: z.string(),
  sku: z.string(),
  name: z.string(),
  available: z.number(),
  minimum: z.number(),
  onOrder: z.number(),
  suggested: z.number(),
  unitCost: z.number(),
});
export type SuggestedLine = z.infer<typeof ZSuggestedLine>;

// ---- Transfers ------------------------------------------------------------------------------

export const TRANSFER_STATUSES = ['sent', 'received'] as const;

/**
 * A store stock may be sent to: any store of the chain, not only the sender's reach (a store
 * manager sends spare screens to the branch across town). GET /api/stock-transfers/destinations.
 */
export const ZTransferDestination = z.object({ id: z.string(), name: z.string() });
export const ZTransferInput = z.object({
  id: ZClientId,
  fromStoreId: zStoreId,
  toStoreId: z
    .string({ error: 'Choose the store to send to' })
    .min(1, 'Choose the store to send to')
    .max(64),
  lines: zItemLines(ZItemLine),
  notes: z.string().trim().max(500).optional(),
});
export type TransferInput = z.input<typeof ZTransferInput>;

export const ZTransfer = z.object({
  id: z.string(),
  fromStoreId: z.string(),
  fromStoreName: z.string(),
  toStoreId: z.string(),
  toStoreName: z.string(),
  status: z.enum(TRANSFER_STATUSES),
  notes: z.string().nullable(),
  lines: z.array(
    z.object({
      itemId: z.string(),
      sku: z.string(),
      name: z.string(),
      quantity: z.number(),
      unitCost: z.number(),
    }),
  ),
  sentByName: z.string().nullable(),
  sentAt: z.string(),
  receivedByName: z.string().nullable(),
  receivedAt: z.string().nullable(),
});
export type Transfer = z.infer<typeof ZTransfer>;

// ---- Counts ---------------------------------------------------------------------------------

export const COUNT_STATUSES = ['open', 'submitted', 'approved', 'rejected'] as const;
export type CountStatus = (typeof COUNT_STATUSES)[number];
export const COUNT_STATUS_LABELS: Record<CountStatus, string> = {
  open: 'Counting',
  submitted: 'Waiting for approval',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const ZCountStartInput = z.object({
  id: ZClientId,
  storeId: zStoreId,
  /** Count these items; without them, every item the store has or has had. */
  itemIds: z.array(z.string().max(64)).max(5000).optional(),
  notes: z.string().trim().max(500).optional(),
});
export const ZCountSubmitInput = z.object({
  lines: z
    .array(
      z.object({
        itemId: z.string().max(64),
        counted: z
          .number({ error: 'Enter the number counted' })
          .int('Enter a whole number')
          .min(0, 'Enter 0 or more')
          .max(MAX_QUANTITY),
      }),
    )
    .min(1, M.notCounted)
    .max(5000),
});
export const ZCountRejectInput = z.object({ reason: zReason });

export const ZStockCount = z.object({
  id: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  status: z.enum(COUNT_STATUSES),
  notes: z.string().nullable(),
  lines: z.array(
    z.object({
      itemId: z.string(),
      sku: z.string(),
      name: z.string(),
      counted: z.number().nullable(),
      /** Blind: null for whoever may not approve (the counter never sees what was expected). */
      expected: z.number().nullable(),
      variance: z.number().nullable(),
      /** The variance at moving-average cost. */
      varianceValue: z.number().nullable(),
    }),
  ),
  /** Sum of the lines' variance values, for whoever may approve. */
  varianceValue: z.number().nullable(),
  startedByName: z.string().nullable(),
  startedAt: z.string(),
  submittedByName: z.string().nullable(),
  submittedAt: z.string().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
});
export type StockCount = z.infer<typeof ZStockCount>;

// ---- Reports --------------------------------------------------------------------------------

export const STOCK_REPORTS = ['value', 'margin', 'slow'] as const;
export const ZStockReportQuery = z.object({
  storeId: z.string().max(64).optional(),
  /** Parts used and margin over the last N days; slow movers: nothing out for N days. */
  days: z.coerce.number().int().min(1).max(366).default(30),
});

export const ZStockReports = z.object({
  days: z.number(),
  /** Stock value at cost per store: parts and accessories, and bought-back devices in stock. */
  value: z.array(
    z.object({
      storeId: z.string(),
      storeName: z.string(),
      itemsValue: z.number(),
      devicesValue: z.number(),
      total: z.number(),
    }),
  ),
  /** Repairs picked up in the window, by repair type and model: revenue (net of tax) − parts cost. */
  margin: z.array(
    z.object({
      repairType: z.string(),
      deviceModel: z.string(),
      repairs: z.number(),
      partsUsed: z.number(),
      revenue: z.number(),
      partsCost: z.number(),
      margin: z.number(),
    }),
  ),
  /** The same per technician (who marked the repair Completed). */
  technicians: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      repairs: z.number(),
      revenue: z.number(),
      partsCost: z.number(),
      margin: z.number(),
    }),
  ),
  /** Items on hand that nothing has left for `days` days, most value first. */
  slowMovers: z.array(
    z.object({
      storeId: z.string(),
      storeName: z.string(),
      itemId: z.string(),
      sku: z.string(),
      name: z.string(),
      onHand: z.number(),
      value: z.number(),
      lastOutAt: z.string().nullable(),
    }),
  ),
});
export type StockReports = z.infer<typeof ZStockReports>;
