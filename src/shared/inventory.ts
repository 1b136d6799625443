import { z } from 'zod';
import { ZVersion, zDollars } from './fields';
import { MOVEMENT_KINDS } from './stock-rules';

/**
 * The contract of parts and accessories (issue 19, decision 038): the chain's catalogue, each
 * store's stock of it, and the movements that change it. Flows that move stock (counter sales,
 * purchase orders, transfers, counts) are in inventory-flows.ts.
 *
 * Routes (reach decides which stores; a store outside it is 403):
 *   GET  /api/catalog-items                 ZCatalogQuery -> ZCatalogItem[]        stock.read
 *   GET  /api/catalog-items/:id             -> ZCatalogItem                       stock.read
 *   POST /api/catalog-items                 ZCatalogItemInput -> ZCatalogItem     catalog.manage
 *   PUT  /api/catalog-items/:id             ZCatalogItemInput -> ZCatalogItem     catalog.manage
 *   POST /api/catalog-items/import          ZCatalogImport -> ZCatalogImportResult catalog.manage
 *        (all or nothing: any bad line is a 400 naming each line, and nothing is stored)
 *   GET  /api/inventory                     ZInventoryQuery -> ZInventoryPage     stock.read
 *        (one store's parts and accessories: find by name, SKU or barcode, filter by fit or low)
 *   GET  /api/inventory/:itemId/movements   ?storeId -> ZMovement[] (newest first) stock.read
 *   PUT  /api/inventory/:itemId/minimum     ZMinimumInput -> ZStockLine           stock.write
 *   GET  /api/repair-waivers/:id/parts      -> ZRepairPart[]                      repairs.read
 * A repair's parts are the part and accessory lines of its price (PUT /api/repair-waivers/:id/quote
 * with `itemId` on a line): saving the price reserves them, completing the repair uses them.
 */

export const ITEM_KINDS = ['part', 'accessory'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];
export const ITEM_KIND_LABELS: Record<ItemKind, string> = { part: 'Part', accessory: 'Accessory' };

export const REPAIR_PART_STATES = ['reserved', 'waiting', 'used', 'released'] as const;
export type RepairPartState = (typeof REPAIR_PART_STATES)[number];
export const REPAIR_PART_STATE_LABELS: Record<RepairPartState, string> = {
  reserved: 'Reserved',
  waiting: 'Waiting for parts',
  used: 'Used',
  released: 'Released',
};

/** Shown on a repair with a part the store does not have yet. */
export const WAITING_FOR_PARTS = 'Waiting for parts';

/** The most of one item one act moves: a typo of 10000 screens is refused, not ordered. */
export const MAX_QUANTITY = 9999;

/**
 * The code of a refusal for want of stock (409): a quick sale may then be sent again as sold from
 * the customer's hand, which a manager approves (issue 38).
 */
export const NOT_ENOUGH_STOCK_CODE = 'NOT_ENOUGH_STOCK';

export const INVENTORY_MESSAGES = {
  sku: 'Enter a SKU: letters, digits, dots, dashes or underscores',
  skuTaken: 'That SKU is already in the catalogue',
  name: 'Enter the item name',
  kind: 'Choose part or accessory',
  cost: 'Enter a cost like 12.50',
  price: 'Enter a price like 49.99',
  barcode: 'A barcode is 4 to 64 letters or digits',
  barcodeTaken: 'That barcode belongs to another item',
  unknownModel: (model: string) => `Not a model in the device catalogue: ${model}`,
  tooManyFits: 'A part fits at most 100 models',
  unknownItem: 'Choose an item from the catalogue',
  inactiveItem: 'That item is no longer sold',
  quantity: `Quantity is a whole number from 1 to ${MAX_QUANTITY.toLocaleString('en-US')}`,
  minimum: `Minimum is a whole number from 0 to ${MAX_QUANTITY.toLocaleString('en-US')}`,
  /** Answered with NOT_ENOUGH_STOCK_CODE (409). */
  notEnough: (name: string, left: number) =>
    left === 0 ? `${name} is out of stock` : `Only ${left} of ${name} left`,
  waitingForParts: (names: string) => `Waiting for parts: ${names}`,
  csvEmpty: 'The file has no items',
  csvHeader: 'The first line must name the columns: sku, name, kind, cost, price',
  csvTooLarge: 'Import at most 5,000 items at a time',
  csvLine: (line: number, message: string) => `Line ${line}: ${message}`,
  csvDuplicate: 'That SKU is on an earlier line too',
} as const;

export const INVENTORY_TOASTS = {
  itemSaved: 'Item saved',
  imported: (created: number, updated: number) => `${created} items added, ${updated} updated`,
  minimumSaved: 'Minimum saved',
} as const;

const M = INVENTORY_MESSAGES;

export const zQuantity = z
  .number({ error: M.quantity })
  .int(M.quantity)
  .min(1, M.quantity)
  .max(MAX_QUANTITY, M.quantity);

/** A model a part fits, as the device catalogue names it. */
export const ZFit = z.object({ brand: z.string().max(40), model: z.string().max(80) });
export type Fit = z.infer<typeof ZFit>;

export const ZCatalogItemInput = z.object({
  sku: z
    .string({ error: M.sku })
    .trim()
    .min(1, M.sku)
    .max(40, M.sku)
    .regex(/^[A-Za-z0-9._-]+$/, M.sku),
  name: z
    .string({ error: M.name })
    .trim()
    .min(1, M.name)
    .max(120, 'Must be at most 120 characters'),
  kind: z.enum(ITEM_KINDS, { error: M.kind }),
  cost: zDollars(M.cost, { zero: true }),
  price: zDollars(M.price, { zero: true }),
  taxed: z.boolean().default(true),
  /** Empty, or what a scanner types: EAN/UPC digits or a Code 128 text. */
  barcode: z
    .string({ error: M.barcode })
    .trim()
    .regex(/^[A-Za-z0-9-]{4,64}$/, M.barcode)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  fits: z.array(ZFit).max(100, M.tooManyFits).default([]),
  active: z.boolean().default(true),
  /** The item's updatedAt when the form opened (ZVersion); a change only. */
  version: ZVersion,
});
export type CatalogItemInput = z.input<typeof ZCatalogItemInput>;

export const ZCatalogItem = z.object({
  id: z.string(),
  sku: z.string(),
  name: z.string(),
  kind: z.enum(ITEM_KINDS),
  cost: z.number(),
  price: z.number(),
  taxed: z.boolean(),
  barcode: z.string().nullable(),
  fits: z.array(ZFit),
  active: z.boolean(),
  updatedAt: z.string(),
});
export type CatalogItem = z.infer<typeof ZCatalogItem>;

export const ZCatalogQuery = z.object({
  search: z.string().trim().max(100).optional(),
  kind: z.enum(ITEM_KINDS).optional(),
  includeInactive: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** A CSV with a header line: sku, name, kind, cost, price, and optionally taxed, barcode, fits. */
export const ZCatalogImport = z.object({
  csv: z.string({ error: M.csvEmpty }).min(1, M.csvEmpty).max(2_000_000, M.csvTooLarge),
});
export const ZCatalogImportResult = z.object({ created: z.number(), updated: z.number() });

/** One store's stock of one catalogue item. */
export const ZStockLine = z.object({
  item: ZCatalogItem,
  storeId: z.string(),
  onHand: z.number(),
  reserved: z.number(),
  available: z.number(),
  minimum: z.number(),
  low: z.boolean(),
  /** On hand at moving-average cost. */
  value: z.number(),
  /** Ordered from suppliers and not received yet. */
  onOrder: z.number(),
});
export type StockLine = z.infer<typeof ZStockLine>;

export const ZInventoryQuery = z.object({
  /** Required for staff who reach more than one store; a counter's own store otherwise. */
  storeId: z.string().max(64).optional(),
  /** Name, SKU or barcode: a scanner's exact barcode comes back first. */
  search: z.string().trim().max(100).optional(),
  barcode: z.string().trim().max(64).optional(),
  kind: z.enum(ITEM_KINDS).optional(),
  /** Parts that fit this device (accessories always show). */
  fitsBrand: z.string().max(40).optional(),
  fitsModel: z.string().max(80).optional(),
  low: z.enum(['true', 'false']).optional(),
  /** Only items the store has or has had: the stock screen; without it, the whole catalogue. */
  stocked: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
/** The query as a screen builds it (numbers, which the URL carries as text). */
export type InventoryQuery = Omit<z.input<typeof ZInventoryQuery>, 'limit' | 'offset'> & {
  limit?: number;
  offset?: number;
};

export const ZInventoryPage = z.object({
  storeId: z.string(),
  /** The store's sales-tax rate in percent, for a counter sale's total before it is sent. */
  taxRate: z.number(),
  lines: z.array(ZStockLine),
  /** The store's totals, whatever the filter: what the screen's header shows. */
  totals: z.object({ items: z.number(), low: z.number(), value: z.number() }),
  hasMore: z.boolean(),
});
export type InventoryPage = z.infer<typeof ZInventoryPage>;

export const ZMinimumInput = z.object({
  storeId: z.string().max(64).optional(),
  minimum: z
    .number({ error: M.minimum })
    .int(M.minimum)
    .min(0, M.minimum)
    .max(MAX_QUANTITY, M.minimum),
});

export const ZMovement = z.object({
  id: z.string(),
  kind: z.enum(MOVEMENT_KINDS),
  quantity: z.number(),
  unitCost: z.number(),
  onHandAfter: z.number(),
  reason: z.string().nullable(),
  /** What it belongs to, for a link: the repair's ticket, the order's or sale's number. */
  reference: z.string().nullable(),
  repairId: z.string().nullable(),
  byName: z.string().nullable(),
  at: z.string(),
});
export type Movement = z.infer<typeof ZMovement>;

export const ZRepairPart = z.object({
  id: z.string(),
  itemId: z.string(),
  sku: z.string(),
  name: z.string(),
  quantity: z.number(),
  state: z.enum(REPAIR_PART_STATES),
  /** What the used part cost the shop (moving average when used); null until used. */
  unitCost: z.number().nullable(),
});
export type RepairPart = z.infer<typeof ZRepairPart>;
