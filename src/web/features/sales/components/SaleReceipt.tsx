import { useParams } from 'react-router';
import { PAYMENT_METHOD_LABELS } from '../../../../shared/device-labels';
import { CONDITION_LABELS, type Condition } from '../../../../shared/devices';
import { formatDateTime, formatMoney } from '../../../../shared/format';
import type { ReceiptPrinter } from '../../../../shared/printing';
import type { Store } from '../../../../shared/org';
import type { DeviceSaleDetail } from '../../../../shared/sales';
import { errorMessage } from '../../../lib/api';
import { useDocumentStore } from '../../../components/print/use-document-store';
import { Row } from '../../../components/print/DocumentParts';
import { SignedDocument } from '../../../components/print/SignedDocument';
import { PrintView } from '../../../components/print/PrintView';
import { useSale } from '../api';
import { deviceName } from '../../../../shared/device-name';

/** The printable sale receipt (/sales/:id/receipt): the customer's copy, on the receipt printer. */
export default function SaleReceipt() {
  const { id = '' } = useParams();
  const sale = useSale(id);
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
  sale: DeviceSaleDetail;
  store: Store | undefined;
  paper: ReceiptPrinter;
}) {
  const condition = sale.condition
    ? (CONDITION_LABELS[sale.condition as Condition] ?? sale.condition)
    : null;
  return (
    <SignedDocument
      paper={paper}
      label="Sale receipt"
      header={{
        store: sale.storeName,
        contact: store,
        kind: store ? `${store.companyName} · Sales receipt` : 'Sales receipt',
        numberLabel: 'Receipt',
        number: sale.receiptNumber,
      }}
      facts={
        <>
          <Row label="Date">{formatDateTime(sale.createdAt, store?.timezone)}</Row>
          <Row label="Customer">{sale.customerName}</Row>
          {sale.customerPhone && <Row label="Phone">{sale.customerPhone}</Row>}
          <Row label="Device">
            {deviceName(sale.deviceBrand, sale.deviceModel)}
            {condition ? ` (${condition})` : ''}
          </Row>
          <Row label="IMEI / serial" nowrap>
            {sale.imei}
          </Row>
          <Row label="Price">{formatMoney(sale.salePrice)}</Row>
          {sale.tax !== null && <Row label="Sales tax">{formatMoney(sale.tax)}</Row>}
          <Row label="Payment">{PAYMENT_METHOD_LABELS[sale.paymentMethod]}</Row>
          {sale.createdByName && <Row label="Served by">{sale.createdByName}</Row>}
        </>
      }
      total={{ label: 'Total paid', amount: formatMoney(sale.total ?? sale.salePrice) }}
      terms={{ title: 'Warranty and returns', terms: sale.terms }}
      signature={
        sale.customerSignature
          ? {
              src: sale.customerSignature,
              alt: 'Customer signature',
              signer: sale.customerName,
              caption: `Customer signature · ${formatDateTime(sale.createdAt, store?.timezone)}`,
              method: sale.customerSignatureMethod,
            }
          : null
      }
      thanks="Thank you for your purchase."
    />
  );
}
