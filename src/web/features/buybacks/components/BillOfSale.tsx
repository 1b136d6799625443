import { useParams } from 'react-router';
import type { Store } from '../../../../shared/org';
import { ID_TYPE_LABELS, type DevicePurchaseDetail } from '../../../../shared/buybacks';
import { PAYMENT_METHOD_LABELS } from '../../../../shared/device-labels';
import { CARRIER_LABELS, CONDITION_LABELS, type CARRIERS } from '../../../../shared/devices';
import { formatDate, formatDateTime, formatDay, formatMoney } from '../../../../shared/format';
import { SECOND_ID_LABELS } from '../../../../shared/buyback-seller';
import type { ReceiptPrinter } from '../../../../shared/printing';
import { errorMessage } from '../../../lib/api';
import { useDocumentStore } from '../../../components/print/use-document-store';
import { Row } from '../../../components/print/DocumentParts';
import { SignedDocument } from '../../../components/print/SignedDocument';
import { PrintView } from '../../../components/print/PrintView';
import { useBuyback } from '../api';
import { deviceName } from '../../../../shared/device-name';

/**
 * The printable bill of sale of a buyback (/buybacks/:id/print): what the store bought from whom,
 * for how much, signed by the seller; on the store's receipt printer.
 */
export default function BillOfSale() {
  const { id = '' } = useParams();
  const record = useBuyback(id);
  const { store, printers, ready } = useDocumentStore(record.data?.storeId);

  return (
    <PrintView
      fallback="/?tab=buyback"
      loading={{ pending: record.isPending || !ready, label: 'Loading bill of sale' }}
      failure={{
        title: 'Could not load this buyback',
        message: errorMessage(record.error, 'Buyback not found'),
      }}
      printables={
        record.data
          ? [
              {
                key: 'bill',
                action: 'Print bill of sale',
                paper: printers.receipt,
                content: <Bill p={record.data} store={store} paper={printers.receipt} />,
              },
            ]
          : null
      }
    />
  );
}

function Bill({
  p,
  store,
  paper,
}: {
  p: DevicePurchaseDetail;
  store: Store | undefined;
  paper: ReceiptPrinter;
}) {
  const carrier = p.carrier ? CARRIER_LABELS[p.carrier as (typeof CARRIERS)[number]] : null;
  const details = [p.storage, p.color, carrier ?? p.carrier].filter(Boolean).join(' · ');
  return (
    <SignedDocument
      paper={paper}
      label="Bill of sale"
      header={{
        store: p.storeName,
        contact: store,
        kind: 'Bill of sale · device bought from a customer',
        numberLabel: 'Amount paid',
        number: formatMoney(p.finalAmount),
      }}
      facts={
        <>
          <Row label="Date">{formatDateTime(p.createdAt, store?.timezone)}</Row>
          <Row label="Seller">
            {p.customerName}
            {p.sellerBirthDate ? `, born ${formatDay(p.sellerBirthDate)}` : ''}
          </Row>
          <Row label="Phone">{p.customerPhone}</Row>
          {/* Only the ID's end: the paper leaves the store, the full number stays in the record. */}
          {p.sellerAddress && <Row label="Address">{p.sellerAddress}</Row>}
          <Row label="ID">
            {ID_TYPE_LABELS[p.idType]} ending {p.idNumber.slice(-4)}
            {p.idIssuer ? `, ${p.idIssuer}` : ''}
            {p.idExpiry ? `, expires ${formatDay(p.idExpiry)}` : ''}
          </Row>
          {p.secondIdType && p.secondIdNumber && (
            <Row label="Second ID">
              {SECOND_ID_LABELS[p.secondIdType]} ending {p.secondIdNumber.slice(-4)}
              {p.secondIdIssuer ? `, ${p.secondIdIssuer}` : ''}
            </Row>
          )}
          <Row label="Device">{deviceName(p.deviceBrand, p.deviceModel)}</Row>
          <Row label="IMEI / serial" nowrap>
            {p.imei}
          </Row>
          <Row label="Condition">{CONDITION_LABELS[p.condition]}</Row>
          {details && <Row label="Details">{details}</Row>}
          {p.deviceMarks && <Row label="Marks">{p.deviceMarks}</Row>}
          <Row label="Paid by">{PAYMENT_METHOD_LABELS[p.paymentMethod]}</Row>
          <Row label="Store">{p.storeName}</Row>
          {p.createdByName && <Row label="Bought by">{p.createdByName}</Row>}
        </>
      }
      statement={p.declaration ? { title: "Seller's declaration", text: p.declaration } : null}
      terms={{ title: 'Buyback terms', terms: p.terms }}
      signature={{
        src: p.customerSignature,
        alt: 'Seller signature',
        signer: p.customerName,
        caption: `Seller signature · ${formatDate(p.createdAt, store?.timezone)}`,
        method: p.customerSignatureMethod,
      }}
    />
  );
}
