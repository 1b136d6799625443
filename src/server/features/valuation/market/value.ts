import { findModel, modelsOf } from '../../../../shared/catalogue';
import type { Condition } from '../../../../shared/devices';
import type { MarketKind } from '../../../../shared/market-prices';
import { goodPrice, releasedAt, storageSteps, type Device, type MarketFit } from './fit';
import { lineOf } from './lines';

export type MarketValue = {
  /** Dollars for a working device of this model, storage and condition on `at`. */
  value: number;
  /** The table's figures for this very model (0: priced from its brand and tier's curve). */
  figures: number;
  /** Set when an older model of the same line is worth more and lifts this one to it. */
  liftedBy: string | null;
};

/**
 * The market price of a working device. A newer model of a line is never valued below an older
 * one at the same storage and condition: were the table or the curve to say so, the older
 * model's price is used (sources lag a launch; buyers do not pay less for the newer phone).
 */
export function marketValue(
  fit: MarketFit,
  kind: MarketKind,
  device: Device & { released: number | null },
  condition: Condition,
  at: number,
): MarketValue {
  const ratio = fit.conditionRatio[kind][condition];
  const own = atStorage(fit, kind, device, device.storage, device.released, at);
  let best = { value: own.value, liftedBy: null as string | null };
  const line = lineOf(device.brand, device.model);
  if (line && device.released !== null && findModel(device.brand, device.model)) {
    for (const older of membersOf(device.brand, line.line)) {
      if (older.released >= device.released) continue;
      const theirs = atStorage(
        fit,
        kind,
        { brand: device.brand, model: older.name },
        device.storage,
        older.released,
        at,
      );
      if (theirs.value > best.value) best = { value: theirs.value, liftedBy: older.name };
    }
  }
  return { value: best.value * ratio, figures: own.figures, liftedBy: best.liftedBy };
}

/** The catalogue's models of each line with their release, found once (the catalogue is fixed). */
const lines = new Map<string, readonly { name: string; released: number }[]>();

function membersOf(brand: string, line: string) {
  const key = `${brand.toLowerCase()}|${line}`;
  let members = lines.get(key);
  if (!members) {
    members = modelsOf(brand).flatMap((m) => {
      const released = releasedAt(brand, m.name);
      return released !== null && lineOf(brand, m.name)?.line === line
        ? [{ name: m.name, released }]
        : [];
    });
    lines.set(key, members);
  }
  return members;
}

function atStorage(
  fit: MarketFit,
  kind: MarketKind,
  device: Device,
  storage: string | undefined,
  released: number | null,
  at: number,
) {
  const good = goodPrice(fit, kind, device, at, released);
  const steps = storageSteps({ ...device, storage });
  return { value: good.value * fit.storageStep[kind] ** steps, figures: good.figures };
}
