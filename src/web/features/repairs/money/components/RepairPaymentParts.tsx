import { Text } from '@mantine/core';
import { TENDERS } from '../../../../../shared/balances';
import { formatMoney } from '../../../../../shared/format';
import { PaymentParts } from '../../../../components/PaymentParts';
import type { PartDraft, PartErrors } from '../../../../lib/payment-parts';
import { GiftCardBalance } from '../../../balances/screens';
import { useCustomer } from '../../../customers/api';

type Props = {
  customerId: string;
  dueCents: number;
  parts: PartDraft[];
  onChange: (parts: PartDraft[]) => void;
  errors: PartErrors[];
};

/**
 * A repair's payment: any of the counter's ways, the customer's store credit (what it holds
 * shown) and gift cards from any store of the chain (the balance shown as the number is typed).
 */
export function RepairPaymentParts({ customerId, ...payment }: Props) {
  const customer = useCustomer(customerId);
  const credit = customer.data?.storeCredit.balance;
  return (
    <PaymentParts
      {...payment}
      methods={TENDERS}
      giftCardHint={(number) => <GiftCardBalance number={number} />}
      storeCreditHint={
        credit !== undefined && (
          <Text fz="sm" fw={600} role="status">
            {customer.data?.name}&apos;s store credit: {formatMoney(credit)}
          </Text>
        )
      }
    />
  );
}
