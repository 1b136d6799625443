import type { Db } from '../../db';
import { sumDays } from '../../db/store-days/read';
import type { StoreWindow } from '../../db/windows';
import * as repo from './repo';

/** A store's stock figures for the KPI report, in cents. */
export type StockFigures = {
  itemsCents: number;
  devicesCents: number;
  /** Repairs picked up in the period that used parts, their revenue net of tax and parts cost. */
  partsRepairs: number;
  partsRevenueCents: number;
  partsCostCents: number;
};

export const emptyStock = (): StockFigures => ({
  itemsCents: 0,
  devicesCents: 0,
  partsRepairs: 0,
  partsRevenueCents: 0,
  partsCostCents: 0,
});

export const addStock = (a: StockFigures, b: StockFigures): StockFigures => ({
  itemsCents: a.itemsCents + b.itemsCents,
  devicesCents: a.devicesCents + b.devicesCents,
  partsRepairs: a.partsRepairs + b.partsRepairs,
  partsRevenueCents: a.partsRevenueCents + b.partsRevenueCents,
  partsCostCents: a.partsCostCents + b.partsCostCents,
});

/** Parts margin as a percentage with one decimal; null when no repair used parts. */
export function partsMarginPct(f: StockFigures): number | null {
  if (f.partsRepairs === 0 || f.partsRevenueCents === 0) return null;
  const pct = ((f.partsRevenueCents - f.partsCostCents) / f.partsRevenueCents) * 100;
  return Math.round(pct * 10) / 10;
}

/**
 * Each store's stock value now and the parts margin of the repairs picked up within its own
 * business days of the period (`windows`, whole business days as the other KPIs place them),
 * summed from the store-day summaries (decision 039).
 */
export async function kpiStockFigures(
  db: Db,
  storeIds: string[],
  windows: StoreWindow[],
): Promise<Map<string, StockFigures>> {
  const [values, days] = await Promise.all([repo.stockValues(db, storeIds), sumDays(db, windows)]);
  const figures = new Map(storeIds.map((id) => [id, emptyStock()]));
  for (const [id, v] of values) {
    const f = figures.get(id);
    if (f) Object.assign(f, { itemsCents: v.items, devicesCents: v.devices });
  }
  windows.forEach((w, i) => {
    const f = figures.get(w.storeId);
    const d = days[i]!;
    if (!f) return;
    f.partsRepairs += d.partsRepairs;
    f.partsRevenueCents += d.partsRevenueCents;
    f.partsCostCents += d.partsCostCents;
  });
  return figures;
}
