import type { Db } from '../../db';
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
 * business days of the period (`windows`, as the other KPIs place them).
 */
export async function kpiStockFigures(
  db: Db,
  storeIds: string[],
  windows: repo.Window[],
): Promise<Map<string, StockFigures>> {
  const [values, repairs] = await Promise.all([
    repo.stockValues(db, storeIds),
    repo.pickedUpRepairs(db, windows),
  ]);
  const figures = new Map(storeIds.map((id) => [id, emptyStock()]));
  for (const [id, v] of values) {
    const f = figures.get(id);
    if (f) Object.assign(f, { itemsCents: v.items, devicesCents: v.devices });
  }
  for (const r of repairs) {
    const f = figures.get(r.storeId);
    if (!f || r.partsCostCents === 0) continue;
    f.partsRepairs += 1;
    f.partsRevenueCents += r.revenueCents;
    f.partsCostCents += r.partsCostCents;
  }
  return figures;
}
