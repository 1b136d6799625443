import { Text } from '@mantine/core';
import { formatMoney } from '../../../../shared/format';
import { errorMessage } from '../../../lib/api';
import { useGiftCard } from '../api';

/** What a typed gift card number holds, read as soon as the number is whole. */
export function GiftCardBalance({ number }: { number: string }) {
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
    <Text fz="sm" fw={600} role="status">
      On this card: {formatMoney(card.data.balance)} (sold at {card.data.storeName})
    </Text>
  );
}
