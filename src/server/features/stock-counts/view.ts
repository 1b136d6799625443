import type { CountStatus, StockCount } from '../../../shared/inventory-flows';
import type { CountRow } from './repo';
import type { countLines } from './repo';
import { dollars } from '../purchasing/service';

type LineRow = Awaited<ReturnType<typeof countLines>>[number];

/**
 * A count as the caller may see it. It is blind: what the records expected, the variance and
 * its value go only to whoever may approve it, so the counter counts the shelf, not the screen.
 */
export function toCount(row: CountRow, lines: LineRow[], mayApprove: boolean): StockCount {
  const own = lines.filter((l) => l.count_id === row.id);
  const valued = (l: LineRow) =>
    l.variance === null || l.unit_cost_cents === null ? null : l.variance * l.unit_cost_cents;
  return {
    id: row.id,
    storeId: row.store_id,
    storeName: row.store_name,
    status: row.status as CountStatus,
    notes: row.notes,
    lines: own.map((l) => {
      const value = valued(l);
      return {
        itemId: l.item_id,
        sku: l.sku,
        name: l.name,
        counted: l.counted,
        expected: mayApprove ? l.expected : null,
        variance: mayApprove ? l.variance : null,
        varianceValue: mayApprove && value !== null ? dollars(value) : null,
      };
    }),
    varianceValue:
      mayApprove && row.variance_value_cents !== null ? dollars(row.variance_value_cents) : null,
    startedByName: row.started_by_name,
    startedAt: row.started_at,
    submittedByName: row.submitted_by_name,
    submittedAt: row.submitted_at,
    decidedByName: row.decided_by_name,
    decidedAt: row.decided_at,
    decisionReason: row.decision_reason,
  };
}
