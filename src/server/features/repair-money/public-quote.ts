import type { LineKind } from '../../../shared/money-rules';
import type { ApprovalState } from '../../../shared/repair-money';
import type { PublicQuote } from '../../../shared/status-page';
import type { Db } from '../../db';
import * as repo from './repo';

/** The latest price as the customer's status page shows it, without what parts cost the shop. */
export async function publicQuote(
  db: Db,
  repairId: string,
  estimateCents: number,
): Promise<PublicQuote | null> {
  const [latest] = await repo.quotesOf(db, repairId);
  if (!latest) return null;
  const lines = await repo.linesOf(db, latest.id);
  return {
    lines: lines.map((l) => ({
      kind: l.kind as LineKind,
      description: l.description,
      quantity: l.quantity,
      unitPrice: l.unit_price_cents / 100,
      taxed: l.taxed === 1,
      amount: l.amount_cents / 100,
      tax: l.tax_cents / 100,
    })),
    subtotal: latest.subtotal_cents / 100,
    tax: latest.tax_cents / 100,
    discount: latest.discount_cents / 100,
    total: latest.total_cents / 100,
    estimate: estimateCents / 100,
    approvalState: latest.approval_state as ApprovalState,
  };
}
