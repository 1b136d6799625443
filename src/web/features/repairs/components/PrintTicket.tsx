import { formatDate, formatDateTime, formatEstimate } from '../../../../shared/format';
import type { Store } from '../../../../shared/org';
import { REPAIR_TOASTS, type RepairWaiverDetail } from '../../../../shared/repairs';
import type { ReceiptPrinter } from '../../../../shared/printing';
import { useParams } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { useDocumentStore } from '../../../components/print/use-document-store';
import { Row, documentClasses as doc } from '../../../components/print/DocumentParts';
import { SignedDocument } from '../../../components/print/SignedDocument';
import { PrintView } from '../../../components/print/PrintView';
import { useCustomerLinkOrigin } from '../../settings/api';
import { useRepair } from '../api';
import { DeviceLabel } from './DeviceLabel';
import { useQrCode } from './use-qr-code';
import { deviceName } from '../../../../shared/device-name';

/**
 * The printable repair ticket (/repairs/:id/print): the customer's copy on the store's receipt
 * printer, and the device label on its label printer, each printed on its own.
 */
export default function PrintTicket() {
  const { id = '' } = useParams();
  const repair = useRepair(id);
  const waiver = repair.data;
  const { store, printers, ready } = useDocumentStore(waiver?.storeId);
  const origin = useCustomerLinkOrigin();
  const statusLink = waiver ? `${origin}${waiver.statusUrl}` : null;
  const qr = useQrCode(statusLink);

  return (
    <PrintView
      fallback="/?tab=customers"
      loading={{ pending: repair.isPending || !ready, label: 'Loading ticket' }}
      failure={{
        title: REPAIR_TOASTS.fetchFailed,
        message: errorMessage(repair.error, REPAIR_TOASTS.fetchFailedFallback),
      }}
      printables={
        waiver
          ? [
              {
                key: 'ticket',
                action: 'Print ticket',
                paper: printers.receipt,
                content: (
                  <Ticket
                    waiver={waiver}
                    store={store}
                    qr={qr}
                    link={statusLink!}
                    paper={printers.receipt}
                  />
                ),
              },
              {
                key: 'label',
                action: 'Print label',
                paper: printers.label,
                content: <DeviceLabel waiver={waiver} qr={qr} paper={printers.label} />,
              },
            ]
          : null
      }
    />
  );
}

function Ticket({
  waiver,
  store,
  qr,
  link,
  paper,
}: {
  waiver: RepairWaiverDetail;
  store: Store | undefined;
  qr: string | null;
  /** The status page's address, printed for a customer whose phone does not scan. */
  link: string;
  paper: ReceiptPrinter;
}) {
  return (
    <SignedDocument
      paper={paper}
      label="Repair ticket"
      header={{
        store: waiver.storeName,
        contact: store,
        kind: `${waiver.companyName} · Repair ticket`,
        numberLabel: 'Ticket',
        number: waiver.ticketNumber,
      }}
      facts={
        <>
          <Row label="Date">{formatDateTime(waiver.createdAt, store?.timezone)}</Row>
          <Row label="Customer">{waiver.customerName}</Row>
          <Row label="Phone">{waiver.customerPhone}</Row>
          <Row label="Device">
            {deviceName(waiver.deviceBrand, waiver.deviceModel)}
            {waiver.deviceColor ? ` (${waiver.deviceColor})` : ''}
          </Row>
          <Row label="IMEI / serial" nowrap>
            {waiver.imeiSerial}
          </Row>
          <Row label="Repair">{waiver.repairType}</Row>
          <Row label="Problem">{waiver.problemDescription}</Row>
          {waiver.issueDescription && <Row label="Issue found">{waiver.issueDescription}</Row>}
          <Row label="Estimate">{formatEstimate(waiver.estimatedCost, waiver.estimateTax)}</Row>
        </>
      }
      terms={{ title: 'Repair terms', terms: waiver.terms }}
      signature={{
        src: waiver.dropoffSignature,
        alt: 'Customer signature at drop-off',
        signer: waiver.customerName,
        caption: `Customer signature (drop-off) · ${formatDate(waiver.createdAt, store?.timezone)}`,
        method: waiver.dropoffSignatureMethod,
      }}
      beside={
        <figure className={doc.qr}>
          {qr ? (
            <img src={qr} alt="QR code of the repair status link" />
          ) : (
            <div className={doc.qrPlaceholder} />
          )}
          <figcaption>
            Scan to follow your repair, or open
            <span className={doc.qrLink} data-testid="status-link">
              {link}
            </span>
          </figcaption>
        </figure>
      }
    />
  );
}
