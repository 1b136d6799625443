import type { CounterSale } from '../../../../shared/inventory-flows';

/** What a quick sale sold, in a line: "Clear Case × 2, USB-C Charger". */
export function itemsText(sale: CounterSale): string {
  return sale.lines
    .map((l) => (l.quantity > 1 ? `${l.description} × ${l.quantity}` : l.description))
    .join(', ');
}

/** Units of the sale still to be brought back, line by line. */
export const leftToReturn = (line: CounterSale['lines'][number]) =>
  line.quantity - line.returnedQuantity;

/** Money given back against the sale so far. */
export function refundedOf(sale: CounterSale): number {
  return sale.payments.filter((p) => p.signed < 0).reduce((sum, p) => sum - p.signed, 0);
}
