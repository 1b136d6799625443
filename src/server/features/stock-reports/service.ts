import type { z } from 'zod';
import type { StockReports, ZStockReportQuery } from '../../../shared/inventory-flows';
import type { Store } from '../../../shared/org';
import type { Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import { addMs } from '../../lib/clock';
import { fieldError } from '../../lib/http-error';
import { listStores } from '../org/service';
import { assertReadable, dollars } from '../purchasing/service';
import * as repo from './repo';

type Query = z.output<typeof ZStockReportQuery>;

/** The KPI report's stock figures, kept beside the stock reports they share their reads with. */
export {
  addStock,
  emptyStock,
  kpiStockFigures,
  partsMarginPct,
  type StockFigures,
} from './kpi-figures';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The stores a report covers: the one asked for (within reach), else every store in reach. */
export async function reportStores(
  deps: Deps,
  reach: Reach,
  storeId: string | undefined,
): Promise<Store[]> {
  assertReadable(reach, storeId);
  const stores = await listStores(deps, reach);
  if (!storeId) return stores;
  const one = stores.filter((s) => s.id === storeId);
  if (one.length === 0) throw fieldError('storeId', 'Store not found');
  return one;
}

type Sums = { repairs: number; revenue: number; partsCost: number; partsUsed: number };
const add = (s: Sums | undefined, r: repo.PickedUp): Sums => ({
  repairs: (s?.repairs ?? 0) + 1,
  revenue: (s?.revenue ?? 0) + r.revenueCents,
  partsCost: (s?.partsCost ?? 0) + r.partsCostCents,
  partsUsed: (s?.partsUsed ?? 0) + r.partsUsed,
});
const money = (s: Sums) => ({
  revenue: dollars(s.revenue),
  partsCost: dollars(s.partsCost),
  margin: dollars(s.revenue - s.partsCost),
});

/**
 * Stock value per store, parts margin by repair type and model and by technician over the last
 * `days` days of pickups, and the slow movers. Every figure reads summaries, the repairs'
 * own rows and the ledger; none sums the movement history.
 */
export async function stockReports(deps: Deps, reach: Reach, query: Query): Promise<StockReports> {
  const stores = await reportStores(deps, reach, query.storeId);
  const ids = stores.map((s) => s.id);
  const now = deps.clock.now();
  const since = new Date(now.getTime() - query.days * DAY_MS).toISOString();
  const [values, repairs, slow] = await Promise.all([
    repo.stockValues(deps.db, ids),
    repo.pickedUpRepairs(deps.db, [
      { storeIds: ids, start: since, end: addMs(now, 1).toISOString() },
    ]),
    repo.slowMovers(deps.db, ids, since),
  ]);
  const byModel = new Map<string, { type: string; model: string; sums: Sums }>();
  const byTech = new Map<string, { name: string; sums: Sums }>();
  for (const r of repairs) {
    const key = `${r.repairType}\u0000${r.deviceModel}`;
    const m = byModel.get(key);
    byModel.set(key, { type: r.repairType, model: r.deviceModel, sums: add(m?.sums, r) });
    if (r.technicianId) {
      const t = byTech.get(r.technicianId);
      byTech.set(r.technicianId, { name: r.technicianName ?? '', sums: add(t?.sums, r) });
    }
  }
  return {
    days: query.days,
    value: stores.map((s) => {
      const v = values.get(s.id)!;
      return {
        storeId: s.id,
        storeName: s.name,
        itemsValue: dollars(v.items),
        devicesValue: dollars(v.devices),
        total: dollars(v.items + v.devices),
      };
    }),
    margin: [...byModel.values()]
      .map(({ type, model, sums }) => ({
        repairType: type,
        deviceModel: model,
        repairs: sums.repairs,
        partsUsed: sums.partsUsed,
        ...money(sums),
      }))
      .sort((a, b) => b.margin - a.margin || a.repairType.localeCompare(b.repairType)),
    technicians: [...byTech.entries()]
      .map(([userId, { name, sums }]) => ({ userId, name, repairs: sums.repairs, ...money(sums) }))
      .sort((a, b) => b.margin - a.margin || a.name.localeCompare(b.name)),
    slowMovers: slow.map((r) => ({
      storeId: r.store_id,
      storeName: r.store_name,
      itemId: r.item_id,
      sku: r.sku,
      name: r.name,
      onHand: Number(r.on_hand),
      value: dollars(Number(r.value_cents)),
      lastOutAt: r.last_out_at,
    })),
  };
}
