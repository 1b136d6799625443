import { useParams } from 'react-router';
import { TENDER_LABELS } from '../../../../../shared/balances';
import { formatDateTime, formatDay, formatMoney } from '../../../../../shared/format';
import type { ReceiptPrinter } from '../../../../../shared/printing';
import type { Invoice } from '../../../../../shared/repair-money';
import type { Store } from '../../../../../shared/org';
import {
  DocumentHeader,
  Facts,
  PrintDocument,
  Row,
} from '../../../../components/print/DocumentParts';
import { PrintView } from '../../../../components/print/PrintView';
import { useDocumentStore } from '../../../../components/print/use-document-store';
import { errorMessage } from '../../../../lib/api';
import { useInvoice } from '../api';

const ENTRY_LABELS = { deposit: 'Deposit', payment: 'Payment', refund: 'Refund', void: 'Void' };

/** The printable invoice (/repairs/:id/invoice): lines, tax, payments, change and balance. */
export default function PrintInvoice() {
  const { id = '' } = useParams();
  const invoice = useInvoice(id);
  const data = invoice.data;
  const { store, printers, ready } = useDocumentStore(data?.storeId);
  return (
    <PrintView
      fallback="/?tab=customers"
      loading={{ pending: invoice.isPending || !ready, label: 'Loading invoice' }}
      failure={{
        title: 'Invoice not loaded',
        message: errorMessage(invoice.error, 'Please try again.'),
      }}
      printables={
        data
          ? [
              {
                key: 'invoice',
                action: 'Print invoice',
                paper: printers.receipt,
                content: (
                  <InvoiceDocument invoice={data} contact={store} paper={printers.receipt} />
                ),
              },
            ]
          : null
      }
    />
  );
}

function InvoiceDocument({
  invoice,
  contact,
  paper,
}: {
  invoice: Invoice;
  contact: Store | undefined;
  paper: ReceiptPrinter;
}) {
  const quote = invoice.quote;
  return (
    <PrintDocument paper={paper} label="Invoice">
      <DocumentHeader
        store={contact?.name ?? ''}
        contact={contact}
        kind={contact ? `${contact.companyName} · Invoice` : 'Invoice'}
        numberLabel="Invoice"
        number={invoice.invoiceNumber}
      />
      <Facts>
        <Row label="Date">{formatDateTime(invoice.issuedAt, contact?.timezone)}</Row>
        <Row label="Ticket">{invoice.ticketNumber}</Row>
        <Row label="Customer">{invoice.customerName}</Row>
        <Row label="Device">{invoice.device}</Row>
        {invoice.imei && (
          <Row label="IMEI / serial" nowrap>
            {invoice.imei}
          </Row>
        )}
        {quote ? (
          quote.lines.map((l, i) => (
            <Row key={i} label={`${l.description}${l.quantity > 1 ? ` × ${l.quantity}` : ''}`}>
              {formatMoney(l.amount)}
              {l.tax ? ` (tax ${formatMoney(l.tax)})` : ''}
            </Row>
          ))
        ) : (
          <>
            <Row label="Repair (estimate)">{formatMoney(invoice.estimate)}</Row>
            {invoice.estimateTax > 0 && <Row label="Tax">{formatMoney(invoice.estimateTax)}</Row>}
          </>
        )}
        {quote && <Row label="Subtotal">{formatMoney(quote.subtotal)}</Row>}
        {quote && <Row label={`Tax (${quote.taxRate} %)`}>{formatMoney(quote.tax)}</Row>}
        {quote && quote.discount > 0 && <Row label="Discount">−{formatMoney(quote.discount)}</Row>}
        <Row label="Total">{formatMoney(invoice.total)}</Row>
        {invoice.entries.map((e) => (
          <Row
            key={e.id}
            label={`${ENTRY_LABELS[e.kind]} · ${TENDER_LABELS[e.method]}${e.reference ? ` ${e.reference}` : ''} · ${formatDateTime(e.takenAt, contact?.timezone)}`}
          >
            {e.kind === 'refund' || e.kind === 'void' ? '−' : ''}
            {formatMoney(e.amount)}
            {e.tendered !== null
              ? ` (handed ${formatMoney(e.tendered)}, change ${formatMoney(e.change ?? 0)})`
              : ''}
          </Row>
        ))}
        <Row label="Paid">{formatMoney(invoice.paid)}</Row>
        <Row label="Balance">{formatMoney(invoice.balance)}</Row>
        {invoice.noCharge && <Row label="No charge">{invoice.noCharge.reason}</Row>}
        {invoice.warranty.until && (
          <Row label="Warranty until">{formatDay(invoice.warranty.until)}</Row>
        )}
      </Facts>
    </PrintDocument>
  );
}
