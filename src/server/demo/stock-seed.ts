import {
  ZPurchaseOrderInput,
  ZReceiptInput,
  ZSupplierInput,
  ZTransferInput,
} from '../../shared/inventory-flows';
import type { Store } from '../../shared/org';
import { REACH_ALL } from '../db/scope';
import type { Deps } from '../deps';
import type { Actor } from '../lib/actor';
import { receiveOrder } from '../features/purchasing/receipts';
import { createOrder } from '../features/purchasing/service';
import { createSupplier } from '../features/purchasing/suppliers';
import { sendTransfer } from '../features/transfers/service';
import { DEMO_CATALOGUE, seedDemoCatalogue, type DemoItem } from './catalogue-seed';
import { random } from './random';

const DAY = 24 * 60 * 60 * 1000;

/** The minimum a store keeps of each kind: two of a part, five of an accessory. */
const minimumOf = (item: DemoItem) => (item.kind === 'part' ? 2 : 5);

/** Items the demo moves between stores; never picked to run low, so the transfer can leave. */
const TRANSFERRED = [
  { sku: 'SCR-IP13', quantity: 2 },
  { sku: 'CASE-IP15', quantity: 3 },
];

/**
 * The stock of every store as its history wrote it: the office orders from two suppliers a
 * month ago and each store's counter receives the delivery (so every unit came in through
 * moveStock at its order's cost); each store keeps minimums and runs low on a few items. The
 * first store has an order still open for those, and a transfer to the second is on its way.
 */
export async function seedDemoStock(
  deps: Deps,
  stores: Store[],
  clerks: Map<string, Actor>,
  office: Actor,
) {
  const rnd = random(19112026);
  const now = deps.clock.now().getTime();
  const at = (daysAgo: number): Deps => ({
    ...deps,
    clock: { now: () => new Date(now - daysAgo * DAY) },
  });
  const ids = await seedDemoCatalogue(at(45));
  const supplier = async (name: string, email: string) =>
    (await createSupplier(at(44), office, ZSupplierInput.parse({ name, email }))).id;
  const parts = await supplier('Mobile Parts Direct', 'orders@mobilepartsdirect.example');
  const accessories = await supplier('CellCase Wholesale', 'sales@cellcase.example');
  const lowAt = new Map<string, Set<string>>();
  let units = 0;
  for (const store of stores) {
    const candidates = DEMO_CATALOGUE.filter((i) => !TRANSFERRED.some((t) => t.sku === i.sku));
    const low = new Set<string>();
    while (low.size < 3) low.add(candidates[Math.floor(rnd() * candidates.length)]!.sku);
    lowAt.set(store.id, low);
    for (const [supplierId, kind] of [
      [parts, 'part'],
      [accessories, 'accessory'],
    ] as const) {
      const items = DEMO_CATALOGUE.filter((i) => i.kind === kind);
      const lines = items.map((i) => ({
        itemId: ids.get(i.sku)!,
        quantity: low.has(i.sku)
          ? 1
          : kind === 'part'
            ? 3 + Math.floor(rnd() * 4)
            : 8 + Math.floor(rnd() * 12),
        unitCost: i.cost,
      }));
      const input = ZPurchaseOrderInput.parse({ storeId: store.id, supplierId, lines });
      const { order } = await createOrder(at(30), office, REACH_ALL, input);
      const receipt = ZReceiptInput.parse({
        lines: order.lines.map((l) => ({ lineId: l.id, quantity: l.ordered })),
      });
      const reach = { all: false as const, storeIds: [store.id] };
      await receiveOrder(at(27), clerks.get(store.id)!, reach, order.id, receipt);
      units += lines.reduce((sum, l) => sum + l.quantity, 0);
    }
    for (const item of DEMO_CATALOGUE) {
      await deps.db
        .updateTable('store_stock')
        .set({ minimum: minimumOf(item) })
        .where('store_id', '=', store.id)
        .where('item_id', '=', ids.get(item.sku)!)
        .execute();
    }
  }
  const [first, second] = stores;
  const reorder = DEMO_CATALOGUE.filter((i) => lowAt.get(first!.id)!.has(i.sku));
  await createOrder(
    at(2),
    office,
    REACH_ALL,
    ZPurchaseOrderInput.parse({
      storeId: first!.id,
      supplierId: parts,
      lines: reorder.map((i) => ({ itemId: ids.get(i.sku)!, quantity: 4, unitCost: i.cost })),
      notes: 'Restock of the items that ran low',
    }),
  );
  await sendTransfer(
    at(1),
    office,
    REACH_ALL,
    ZTransferInput.parse({
      fromStoreId: first!.id,
      toStoreId: second!.id,
      lines: TRANSFERRED.map((t) => ({ itemId: ids.get(t.sku)!, quantity: t.quantity })),
      notes: 'Short of these for booked repairs',
    }),
  );
  return { items: DEMO_CATALOGUE.length, units };
}
