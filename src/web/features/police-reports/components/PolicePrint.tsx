import { useParams } from 'react-router';
import { deviceName } from '../../../../shared/device-name';
import { formatDay, formatMoney } from '../../../../shared/format';
import type { PoliceReport, PoliceReportRow } from '../../../../shared/police-reports';
import { DocumentHeader, Facts, PrintDocument, Row } from '../../../components/print/DocumentParts';
import { PrintView } from '../../../components/print/PrintView';
import { useDocumentStore } from '../../../components/print/use-document-store';
import { errorMessage } from '../../../lib/api';
import { usePoliceReport } from '../api';

/** An ID as the police read it: type, full number, issuer and expiry. */
const idText = (
  type: string | null,
  number: string | null,
  issuer: string | null,
  expiry: string | null,
) =>
  number
    ? [type, number, issuer, expiry ? `expires ${formatDay(expiry)}` : null]
        .filter(Boolean)
        .join(' · ')
    : null;

function Purchase({ row }: { row: PoliceReportRow }) {
  return (
    <section aria-label={`Purchase at ${row.time}`} style={{ breakInside: 'avoid', marginTop: 12 }}>
      <Facts>
        <Row label="Date and time">{row.time}</Row>
        <Row label="Seller">{row.sellerName}</Row>
        <Row label="Address">{row.sellerAddress}</Row>
        <Row label="Birth date">{row.sellerBirthDate ? formatDay(row.sellerBirthDate) : null}</Row>
        <Row label="Phone">{row.sellerPhone}</Row>
        <Row label="ID">{idText(row.idType, row.idNumber, row.idIssuer, row.idExpiry)}</Row>
        <Row label="Second ID">
          {idText(row.secondIdType, row.secondIdNumber, row.secondIdIssuer, row.secondIdExpiry)}
        </Row>
        <Row label="Device">{deviceName(row.deviceBrand, row.deviceModel)}</Row>
        <Row label="IMEI / serial" nowrap>
          {row.imei}
        </Row>
        <Row label="Details">
          {[row.storage, row.color, row.carrier, row.condition].filter(Boolean).join(' · ')}
        </Row>
        <Row label="Description and marks">{row.deviceMarks}</Row>
        <Row label="Owned for">{row.ownedFor}</Row>
        <Row label="Price">{formatMoney(row.price)}</Row>
        <Row label="Clerk">{row.clerk}</Row>
        <Row label="Photos">{[...row.photos, ...(row.idPhoto ? [row.idPhoto] : [])].join(' ')}</Row>
        {row.corrections.length > 0 && <Row label="Corrections">{row.corrections.join(' | ')}</Row>}
      </Facts>
    </section>
  );
}

function Report({
  report,
  contact,
}: {
  report: PoliceReport;
  contact: Parameters<typeof DocumentHeader>[0]['contact'];
}) {
  return (
    <PrintDocument paper="letter" label="Police report">
      <DocumentHeader
        store={report.storeName}
        contact={contact}
        kind={`Police report · devices bought on ${formatDay(report.date)} (${report.timezone})`}
        numberLabel="Purchases"
        number={String(report.rows.length)}
      />
      {report.rows.map((row) => (
        <Purchase key={row.purchaseId} row={row} />
      ))}
    </PrintDocument>
  );
}

/**
 * The printable police report (/police-reports/:storeId/:date/print): every purchase of the
 * store's date with every field, on letter paper whatever the store's receipt printer.
 */
export default function PolicePrint() {
  const { storeId = '', date = '' } = useParams();
  const report = usePoliceReport(storeId, date);
  const { store, ready } = useDocumentStore(storeId);
  return (
    <PrintView
      fallback="/police-reports"
      loading={{ pending: report.isPending || !ready, label: 'Loading the police report' }}
      failure={{
        title: 'Could not load this police report',
        message: errorMessage(report.error, 'Report not found'),
      }}
      printables={
        report.data
          ? [
              {
                key: 'report',
                action: 'Print police report',
                paper: 'letter',
                content: <Report report={report.data} contact={store} />,
              },
            ]
          : null
      }
    />
  );
}
