import { formatMoney } from '../../../../shared/format';
import type { ManagerStoreRow } from '../../../../shared/manager-dashboard';

/** How the week stands against the store's own target, in words that say what the target is. */
export function targetText(row: ManagerStoreRow): string {
  if (row.weekTarget === null || row.targetPct === null) return 'No target yet';
  return `${row.targetPct}% of ${formatMoney(row.weekTarget)}`;
}

export const targetColor = (row: ManagerStoreRow) =>
  row.targetPct === null ? 'gray' : row.targetPct >= 100 ? 'teal' : 'orange';

export const TARGET_NOTE =
  "Targets: no targets are set, so each store's weekly target is its own average revenue over the previous 4 weeks (the same 7 days of the week). The week is each store's today and the 6 days before.";
