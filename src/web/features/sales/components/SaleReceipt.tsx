import { Alert, Button, Center, Group, Loader } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PAYMENT_METHOD_LABELS } from '../../../../shared/device-labels';
import { CONDITION_LABELS, type Condition } from '../../../../shared/devices';
import { formatDateTime, formatMoney } from '../../../../shared/format';
import type { Store } from '../../../../shared/org';
import type { DeviceSale } from '../../../../shared/sales';
import touch from '../../../components/touch.module.css';
import { errorMessage } from '../../../lib/api';
import { StoreContact } from '../../../components/StoreContact';
import { useStoreOf } from '../../repairs/api';
import { useSale } from '../api';
import classes from './SaleReceipt.module.css';
import print from '../../../components/print-document.module.css';
import { SALE_RECEIPT_TERMS } from './sale-terms';

/** The printable sale receipt (/sales/:id/receipt): the customer's copy of the sale. */
export default function SaleReceipt() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const sale = useSale(id);
  const { store, isPending: storePending } = useStoreOf(sale.data?.storeId);

  // Back where the clerk came from; a receipt opened on its own goes to the Sales tab.
  const back = () =>
    (window.history.state as { idx?: number } | null)?.idx
      ? void navigate(-1)
      : void navigate('/?tab=sales');

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
          disabled={!sale.data || storePending}
        >
          Print
        </Button>
      </Group>
      {sale.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading receipt" />
        </Center>
      ) : !sale.data ? (
        <Alert color="red" title="Could not load this sale" maw={640} mx="auto">
          {errorMessage(sale.error, 'Sale not found')}
        </Alert>
      ) : (
        <Receipt sale={sale.data} store={store} />
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

function Receipt({ sale, store }: { sale: DeviceSale; store: Store | undefined }) {
  const condition = sale.condition
    ? (CONDITION_LABELS[sale.condition as Condition] ?? sale.condition)
    : null;
  return (
    <article className={`${classes.page} ${print.page}`} aria-label="Sale receipt">
      <header className={classes.header}>
        <div>
          <div className={classes.store}>{sale.storeName}</div>
          <div className={classes.muted}>{store ? `${store.companyName} · ` : ''}Sales receipt</div>
          {store && <StoreContact contact={store} withLicense />}
        </div>
        <div className={classes.numberBox}>
          <div className={classes.muted}>Receipt</div>
          <div className={classes.number}>{sale.receiptNumber}</div>
        </div>
      </header>
      <dl className={classes.facts}>
        <Row label="Date">{formatDateTime(sale.createdAt)}</Row>
        <Row label="Customer">{sale.customerName}</Row>
        {sale.customerPhone && <Row label="Phone">{sale.customerPhone}</Row>}
        <Row label="Device">
          {sale.deviceBrand} {sale.deviceModel}
          {condition ? ` (${condition})` : ''}
        </Row>
        <Row label="IMEI / serial">{sale.imei}</Row>
        <Row label="Payment">{PAYMENT_METHOD_LABELS[sale.paymentMethod]}</Row>
        {sale.createdByName && <Row label="Served by">{sale.createdByName}</Row>}
      </dl>
      <div className={classes.total}>
        <span>Total paid</span>
        <span>{formatMoney(sale.salePrice)}</span>
      </div>
      <section className={classes.terms}>
        <h2>Warranty and returns</h2>
        <ul>
          {SALE_RECEIPT_TERMS.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
      </section>
      {sale.customerSignature && (
        <figure className={classes.signature}>
          <img src={sale.customerSignature} alt="Customer signature" />
          <figcaption>Customer signature</figcaption>
        </figure>
      )}
      <p className={classes.thanks}>Thank you for your purchase.</p>
    </article>
  );
}
