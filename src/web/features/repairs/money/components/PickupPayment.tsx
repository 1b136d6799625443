import { Alert, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '../../../../../shared/format';
import { APPROVAL_STATE_LABELS, type RepairMoney } from '../../../../../shared/repair-money';
import { CenteredLoader } from '../../../../components/CenteredLoader';
import type { PartDraft, PartErrors } from '../../../../lib/payment-parts';
import { RepairPaymentParts } from './RepairPaymentParts';

type Props = {
  customerId: string;
  money: RepairMoney | undefined;
  loading: boolean;
  failed: boolean;
  parts: PartDraft[];
  onParts: (parts: PartDraft[]) => void;
  errors: PartErrors[];
};

/**
 * What the customer owes at pickup (the final price, or the estimate, less what was paid), and
 * the payment that settles it. Nothing to take when it is paid or a manager waived it.
 */
export function PickupPayment({
  customerId,
  money,
  loading,
  failed,
  parts,
  onParts,
  errors,
}: Props) {
  if (loading) return <CenteredLoader label="Loading the amount due" py="sm" />;
  if (failed || !money) {
    return (
      <Alert color="yellow" title="Amount due not known">
        The repair's payments could not be loaded. Check the connection and open the pickup again.
      </Alert>
    );
  }
  const awaiting = money.quote?.approval.state === 'awaiting';
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        Payment
      </Title>
      <Text>
        {money.quote ? 'Final price' : 'Estimate'} {formatMoney(money.total)}
        {money.paid > 0 ? ` · Paid ${formatMoney(money.paid)}` : ''}
      </Text>
      {awaiting && (
        <Alert color="yellow" title={APPROVAL_STATE_LABELS.awaiting}>
          The customer has not approved the final price yet.
        </Alert>
      )}
      {money.noCharge ? (
        <Text fw={700} role="status">
          No charge ({money.noCharge.kind}): {money.noCharge.reason}
        </Text>
      ) : money.balance > 0 ? (
        <>
          <Text fw={700} fz="lg" role="status">
            Amount due {formatMoney(money.balance)}
          </Text>
          <RepairPaymentParts
            customerId={customerId}
            dueCents={Math.round(money.balance * 100)}
            parts={parts}
            onChange={onParts}
            errors={errors}
          />
        </>
      ) : (
        <Text fw={700} role="status" c="teal.9">
          Paid in full
        </Text>
      )}
    </Stack>
  );
}
