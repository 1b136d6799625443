import { useParams } from 'react-router';
import { TENDER_LABELS } from '../../../../shared/balances';
import { formatDateTime, formatMoney } from '../../../../shared/format';
import type { CounterSale } from '../../../../shared/inventory-flows';
import type { Store } from '../../../../shared/org';
import type { ReceiptPrinter } from '../../../../shared/printing';
import { DocumentHeader, Facts, PrintDocument, Row } from '../../../components/print/DocumentParts';
import { PrintView } from '../../../components/print/PrintView';
import { useDocumentStore } from '../../../components/print/use-document-store';
import { errorMessage } from '../../../lib/api';
import { useCounterSaleRecord } from '../api';

/** The printable receipt of a quick sale (/counter-sales/:id/receipt), on the receipt printer. */
export default function CounterSaleReceipt() {
  const { id = '' } = useParams();
  const sale = useCounterSaleRecord(id);
  const { store, printers, ready } = useDocumentStore(sale.data?.storeId);
  return (
    <PrintView
      fallback="/?tab=sales"
      loading={{ pending: sale.isPending || !ready, label: 'Loading receipt' }}
      failure={{
        title: 'Could not load this sale',
        message: errorMessage(sale.error, 'Sale not found'),
      }}
      printables={
        sale.data
          ? [
              {
                key: 'receipt',
                action: 'Print receipt',
                paper: printers.receipt,
                content: <Receipt sale={sale.data} store={store} paper={printers.receipt} />,
              },
            ]
          : null
      }
    />
  );
}

function Receipt({
  sale,
  store,
  paper,
}: {
  sale: CounterSale;
  store: Store | undefined;
  paper: ReceiptPrinter;
}) {
  // Times in the store's own zone, whatever the printing computer's clock says.
  const when = (at: string) => formatDateTime(at, store?.timezone);
  return (
    <PrintDocument paper={paper} label="Quick sale receipt">
      <DocumentHeader
        store={sale.storeName}
        contact={store}
        kind={store ? `${store.companyName} · Sales receipt` : 'Sales receipt'}
        numberLabel="Receipt"
        number={sale.receiptNumber}
      />
      <Facts>
        <Row label="Date">{when(sale.createdAt)}</Row>
        {sale.customerName && <Row label="Customer">{sale.customerName}</Row>}
        {sale.lines.map((l) => (
          <Row key={l.id} label={`${l.description}${l.quantity > 1 ? ` × ${l.quantity}` : ''}`}>
            {formatMoney(l.amount)}
            {l.returnedQuantity > 0 ? ` (${l.returnedQuantity} returned)` : ''}
          </Row>
        ))}
        <Row label="Subtotal">{formatMoney(sale.subtotal)}</Row>
        <Row label="Sales tax">{formatMoney(sale.tax)}</Row>
        <Row label="Total">{formatMoney(sale.total)}</Row>
        {sale.payments.map((p, i) => (
          <Row key={i} label={`${p.signed < 0 ? 'Returned' : 'Paid'} · ${TENDER_LABELS[p.method]}`}>
            {p.signed < 0 ? '−' : ''}
            {formatMoney(p.amount)}
            {p.change ? ` (change ${formatMoney(p.change)})` : ''}
          </Row>
        ))}
        {sale.createdByName && <Row label="Served by">{sale.createdByName}</Row>}
      </Facts>
    </PrintDocument>
  );
}
