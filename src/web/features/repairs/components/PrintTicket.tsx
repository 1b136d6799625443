import { Alert, Button, Center, Group, Loader } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { formatDate, formatDateTime, formatMoney } from '../../../../shared/format';
import type { Store } from '../../../../shared/org';
import { REPAIR_TOASTS, type RepairWaiverDetail } from '../../../../shared/repairs';
import { errorMessage } from '../../../lib/api';
import { StoreContact } from '../../../components/StoreContact';
import { useRepair, useStoreOf } from '../api';
import touch from '../../../components/touch.module.css';
import classes from './PrintTicket.module.css';
import print from '../../../components/print-document.module.css';
import { REPAIR_TERMS } from './repair-terms';
import { useQrCode } from './use-qr-code';

/** The printable repair ticket (/repairs/:id/print): the customer's copy and a device label. */
export default function PrintTicket() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const repair = useRepair(id);
  const waiver = repair.data;
  const { store, isPending: storePending } = useStoreOf(waiver?.storeId);
  const qr = useQrCode(waiver ? `${window.location.origin}${waiver.statusUrl}` : null);

  // Back where the clerk came from; a ticket opened on its own goes to the repairs list.
  const back = () =>
    (window.history.state as { idx?: number } | null)?.idx
      ? void navigate(-1)
      : void navigate('/?tab=customers');

  return (
    <div className={`${classes.screen} ${print.screen} ${touch.touch}`}>
      <Group className={`${classes.toolbar} ${print.toolbar}`} justify="space-between" gap="sm">
        <Button
          variant="default"
          size="md"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
          onClick={back}
        >
          Back
        </Button>
        <Button
          size="md"
          leftSection={<IconPrinter size={18} aria-hidden />}
          onClick={() => window.print()}
          disabled={!waiver || storePending}
        >
          Print
        </Button>
      </Group>
      {repair.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading ticket" />
        </Center>
      ) : !waiver ? (
        <Alert color="red" title={REPAIR_TOASTS.fetchFailed} maw={640} mx="auto">
          {errorMessage(repair.error, REPAIR_TOASTS.fetchFailedFallback)}
        </Alert>
      ) : (
        <>
          <Ticket waiver={waiver} store={store} qr={qr} />
          <DeviceLabel waiver={waiver} qr={qr} />
        </>
      )}
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.row}>
      <dt>{label}</dt>
      <dd>{children || '—'}</dd>
    </div>
  );
}

type TicketProps = { waiver: RepairWaiverDetail; store: Store | undefined; qr: string | null };

function Ticket({ waiver, store, qr }: TicketProps) {
  return (
    <article className={`${classes.page} ${print.page}`} aria-label="Repair ticket">
      <header className={classes.header}>
        <div>
          <div className={classes.store}>{waiver.storeName}</div>
          <div className={classes.muted}>{waiver.companyName} · Repair ticket</div>
          {store && <StoreContact contact={store} withLicense />}
        </div>
        <div className={classes.ticketBox}>
          <div className={classes.muted}>Ticket</div>
          <div className={classes.ticket}>{waiver.ticketNumber}</div>
        </div>
      </header>
      <dl className={classes.facts}>
        <Row label="Date">{formatDateTime(waiver.createdAt)}</Row>
        <Row label="Customer">{waiver.customerName}</Row>
        <Row label="Phone">{waiver.customerPhone}</Row>
        <Row label="Device">
          {waiver.deviceBrand} {waiver.deviceModel}
          {waiver.deviceColor ? ` (${waiver.deviceColor})` : ''}
        </Row>
        <Row label="IMEI / serial">{waiver.imeiSerial}</Row>
        <Row label="Repair">{waiver.repairType}</Row>
        <Row label="Problem">{waiver.problemDescription}</Row>
        {waiver.issueDescription && <Row label="Issue found">{waiver.issueDescription}</Row>}
        <Row label="Estimate">{formatMoney(waiver.estimatedCost)}</Row>
      </dl>
      <section className={classes.terms}>
        <h2>Repair terms</h2>
        <ol>
          {REPAIR_TERMS.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ol>
      </section>
      <footer className={classes.footer}>
        <figure className={classes.signature}>
          <img src={waiver.dropoffSignature} alt="Customer signature at drop-off" />
          <figcaption>Customer signature (drop-off) · {formatDate(waiver.createdAt)}</figcaption>
        </figure>
        <figure className={classes.qr}>
          {qr ? (
            <img src={qr} alt="QR code of the repair status link" />
          ) : (
            <div className={classes.qrPlaceholder} />
          )}
          <figcaption>Scan to follow your repair</figcaption>
        </figure>
      </footer>
    </article>
  );
}

/** A label to tape to the device or its bag, so the bench knows whose it is. */
function DeviceLabel({ waiver, qr }: { waiver: RepairWaiverDetail; qr: string | null }) {
  return (
    <article
      className={`${classes.page} ${print.page} ${classes.labelPage}`}
      aria-label="Device label"
    >
      <div className={classes.label}>
        <div>
          <div className={classes.labelTicket}>{waiver.ticketNumber}</div>
          <div className={classes.labelName}>{waiver.customerName}</div>
          <div>
            {waiver.deviceBrand} {waiver.deviceModel}
          </div>
          <div className={classes.muted}>
            {waiver.repairType} · {formatDate(waiver.createdAt)}
          </div>
        </div>
        {qr && <img src={qr} alt="QR code for the device label" className={classes.labelQr} />}
      </div>
    </article>
  );
}
