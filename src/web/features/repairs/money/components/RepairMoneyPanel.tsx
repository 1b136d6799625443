import { Alert, Button, SimpleGrid, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDay } from '../../../../../shared/format';
import { can } from '../../../../../shared/policy';
import { REPAIR_MONEY_TOASTS } from '../../../../../shared/repair-money';
import type { RepairWaiverDetail } from '../../../../../shared/repairs';
import { CenteredLoader } from '../../../../components/CenteredLoader';
import { errorMessage } from '../../../../lib/api';
import { toastError, toastSuccess } from '../../../../lib/toast';
import { useCurrentUser } from '../../../auth/api';
import { useEmailInvoice, useRepairMoney } from '../api';
import { MoneySummary } from './MoneySummary';
import { ApprovalForm, NoChargeForm, RefundForm, TakePaymentForm } from './MoneyForms';
import { QuoteEditor } from './QuoteEditor';
import { RepairParts } from './RepairParts';

type Open = 'quote' | 'pay' | 'refund' | 'approval' | 'nocharge' | null;

/** A repair's money on its page: the price, the customer's approval, payments, refunds, invoice. */
export function RepairMoneyPanel({ waiver }: { waiver: RepairWaiverDetail }) {
  const money = useRepairMoney(waiver.id);
  const { data: user } = useCurrentUser();
  const navigate = useNavigate();
  const email = useEmailInvoice(waiver.id);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const manager = user ? can(user.role, 'money.manage') : false;

  if (money.isPending) return <CenteredLoader label="Loading payments" py="sm" />;
  if (money.isError) {
    return (
      <Alert color="yellow" title="Payments not loaded">
        {errorMessage(money.error, 'Check the connection and open the repair again.')}
      </Alert>
    );
  }
  const m = money.data;
  const pickedUp = waiver.status === 'picked_up';
  const sendInvoice = async () => {
    try {
      await email.mutateAsync();
      toastSuccess({
        title: REPAIR_MONEY_TOASTS.invoiceEmailed,
        message: waiver.customerEmail ?? '',
      });
    } catch (error) {
      toastError({ title: 'Error', message: errorMessage(error, 'Please try again.') });
    }
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby={`money-${waiver.id}`}>
      <Title order={3} size="h5" id={`money-${waiver.id}`}>
        Price and payments
      </Title>
      {m.warranty.returnOf && (
        <Alert color="blue" title="Warranty return">
          {`This device was repaired on ticket ${m.warranty.returnOf.ticketNumber}, under warranty until ${formatDay(m.warranty.returnOf.until)}.`}
        </Alert>
      )}
      <MoneySummary money={m} />
      <RepairParts parts={m.parts} partsCost={m.partsCost} />
      {open === 'quote' && (
        <QuoteEditor
          repairId={waiver.id}
          money={m}
          repairType={waiver.repairType}
          device={{ storeId: waiver.storeId, brand: waiver.deviceBrand, model: waiver.deviceModel }}
          onDone={close}
        />
      )}
      {open === 'pay' && (
        <TakePaymentForm
          repairId={waiver.id}
          customerId={waiver.customerId}
          money={m}
          onDone={close}
        />
      )}
      {open === 'refund' && <RefundForm repairId={waiver.id} money={m} onDone={close} />}
      {open === 'approval' && <ApprovalForm repairId={waiver.id} onDone={close} />}
      {open === 'nocharge' && <NoChargeForm repairId={waiver.id} money={m} onDone={close} />}
      {open === null && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {!pickedUp && (
            <Button variant="default" size="md" onClick={() => setOpen('quote')}>
              {m.quote ? 'Change final price' : 'Set final price'}
            </Button>
          )}
          {m.quote?.approval.state === 'awaiting' && (
            <Button variant="default" size="md" onClick={() => setOpen('approval')}>
              Record the customer's answer
            </Button>
          )}
          {m.balance > 0 && !m.noCharge && (
            <Button variant="default" size="md" onClick={() => setOpen('pay')}>
              Take a payment
            </Button>
          )}
          {m.paid > 0 && (
            <Button variant="default" size="md" onClick={() => setOpen('refund')}>
              Refund or void
            </Button>
          )}
          {manager && m.balance > 0 && !m.noCharge && (
            <Button variant="default" size="md" onClick={() => setOpen('nocharge')}>
              Mark no charge
            </Button>
          )}
          {m.invoiceNumber && (
            <Button
              variant="default"
              size="md"
              onClick={() => void navigate(`/repairs/${waiver.id}/invoice`)}
            >
              Print invoice {m.invoiceNumber}
            </Button>
          )}
          {m.invoiceNumber && waiver.customerEmail && (
            <Button
              variant="default"
              size="md"
              loading={email.isPending}
              onClick={() => void sendInvoice()}
            >
              E-mail invoice
            </Button>
          )}
        </SimpleGrid>
      )}
    </Stack>
  );
}
