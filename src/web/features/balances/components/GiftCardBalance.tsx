import { Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../../shared/format';
import { errorMessage } from '../../../lib/api';
import { useGiftCard } from '../api';
import { GiftCardCashOut } from './GiftCardCashOut';

/**
 * What a typed gift card number holds, read as soon as the number is whole; where balances are
 * checked (not while paying), with the way to pay it out in cash.
 */
export function GiftCardBalance({
  number,
  cashOut = false,
}: {
  number: string;
  cashOut?: boolean;
}) {
  const card = useGiftCard(number);
  if (card.isError) {
    return (
      <Text c="red.8" fz="sm" role="status">
        {errorMessage(card.error, 'Could not read the card')}
      </Text>
    );
  }
  if (!card.data) return null;
  return (
    <Stack gap="xs" align="flex-start">
      <Text fz="sm" fw={600} role="status">
        On this card: {formatMoney(card.data.balance)} (sold at {card.data.storeName})
      </Text>
      {cashOut && <GiftCardCashOut card={card.data} />}
    </Stack>
  );
}
