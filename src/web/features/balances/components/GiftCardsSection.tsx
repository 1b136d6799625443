import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useState } from 'react';
import { formatCardNumber, ZGiftCardSaleInput, type GiftCard } from '../../../../shared/balances';
import type { PaymentMethod } from '../../../../shared/devices';
import { formatMoney } from '../../../../shared/format';
import { newId } from '../../../../shared/ids';
import { MoneyInput } from '../../../components/MoneyInput';
import { PaymentMethodField } from '../../../components/PaymentMethodField';
import { SectionCard } from '../../../components/SectionCard';
import { errorMessage } from '../../../lib/api';
import { fieldErrors } from '../../../lib/field-errors';
import { toastSuccess } from '../../../lib/toast';
import { useSellGiftCard } from '../api';
import { GiftCardBalance } from './GiftCardBalance';

/**
 * Gift cards at the counter: sell one for an amount (its number to write on the card or print),
 * and check what a card holds, from any store of the chain.
 */
export function GiftCardsSection() {
  const sell = useSellGiftCard();
  const [saleId, setSaleId] = useState(newId);
  const [amount, setAmount] = useState<number | string>('');
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [reference, setReference] = useState('');
  const [sold, setSold] = useState<GiftCard | null>(null);
  const [lookup, setLookup] = useState('');
  const [checked, setChecked] = useState<Record<string, string>>({});
  const errors = sell.isError ? { ...fieldErrors(sell.error), ...checked } : checked;

  const onSell = () => {
    if (sell.isPending) return;
    const input = {
      id: saleId,
      amount: String(amount),
      method,
      ...(reference.trim() ? { reference: reference.trim() } : {}),
    };
    // The route's own schema, so the counter reads the message the server would give.
    const parsed = ZGiftCardSaleInput.safeParse(input);
    setChecked(
      parsed.success
        ? {}
        : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])),
    );
    if (!parsed.success) return;
    sell.mutate(input, {
      onSuccess: (card) => {
        setSold(card);
        setSaleId(newId());
        setAmount('');
        setReference('');
        toastSuccess({
          title: 'Gift card sold',
          message: `${formatCardNumber(card.number)} holds ${formatMoney(card.balance)}.`,
        });
      },
    });
  };

  return (
    <SectionCard aria-labelledby="gift-cards-heading">
      <Group gap="sm">
        <IconGift size={24} aria-hidden />
        <Title order={2} size="h4" id="gift-cards-heading">
          Gift cards
        </Title>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <form
          aria-label="Sell a gift card"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            onSell();
          }}
        >
          <Stack gap="sm">
            <Title order={3} size="h5">
              Sell a gift card
            </Title>
            <MoneyInput
              label="Amount on the card"
              required
              size="md"
              value={amount}
              onChange={setAmount}
              error={errors.amount}
            />
            <PaymentMethodField value={method} onChange={setMethod} error={errors.method} />
            {method !== 'cash' && (
              <TextInput
                label={method === 'card' ? 'Card last four or reference' : 'Reference'}
                size="md"
                maxLength={40}
                value={reference}
                onChange={(e) => setReference(e.currentTarget.value)}
              />
            )}
            {sell.isError && Object.keys(errors).length === 0 && (
              <Alert color="red" title="Not sold">
                {errorMessage(sell.error, 'The gift card was not sold.')}
              </Alert>
            )}
            <Button type="submit" size="md" loading={sell.isPending}>
              Sell gift card
            </Button>
            {sold && (
              <Alert color="teal" title="Write this number on the card">
                <Text fw={700} fz="lg" data-testid="sold-card-number">
                  {formatCardNumber(sold.number)}
                </Text>
                <Text fz="sm">Holds {formatMoney(sold.balance)}.</Text>
              </Alert>
            )}
          </Stack>
        </form>
        <Stack gap="sm">
          <Title order={3} size="h5">
            Check a balance
          </Title>
          <TextInput
            label="Gift card number"
            size="md"
            inputMode="numeric"
            autoComplete="off"
            maxLength={19}
            value={lookup}
            onChange={(e) => setLookup(e.currentTarget.value)}
          />
          <GiftCardBalance number={lookup} />
        </Stack>
      </SimpleGrid>
    </SectionCard>
  );
}
