import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  formatCardNumber,
  ZGiftCardSaleInput,
  type GiftCard,
  type GiftCardSaleInput,
} from '../../../../shared/balances';
import { formatMoney } from '../../../../shared/format';
import { newId } from '../../../../shared/ids';
import { MoneyField } from '../../../components/MoneyField';
import { PaymentMethodField } from '../../../components/PaymentMethodField';
import { SectionCard } from '../../../components/SectionCard';
import { reportSaveError } from '../../../lib/server-errors';
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
  const [sold, setSold] = useState<GiftCard | null>(null);
  const [lookup, setLookup] = useState('');
  // The route's own schema, so the counter reads the message the server would give.
  const form = useForm<GiftCardSaleInput>({
    resolver: zodResolver(ZGiftCardSaleInput),
    defaultValues: { amount: '', method: 'cash', reference: '' },
  });
  const method = form.watch('method');
  const { errors } = form.formState;

  const onSell = (input: GiftCardSaleInput) => {
    if (sell.isPending) return;
    const reference = input.reference?.trim();
    sell.mutate(
      { ...input, id: saleId, reference: reference || undefined },
      {
        onSuccess: (card) => {
          setSold(card);
          setSaleId(newId());
          form.reset({ amount: '', method: input.method, reference: '' });
          toastSuccess({
            title: 'Gift card sold',
            message: `${formatCardNumber(card.number)} holds ${formatMoney(card.balance)}.`,
          });
        },
        onError: (err) => reportSaveError(form, err, 'The gift card was not sold'),
      },
    );
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
        <form aria-label="Sell a gift card" noValidate onSubmit={form.handleSubmit(onSell)}>
          <Stack gap="sm">
            <Title order={3} size="h5">
              Sell a gift card
            </Title>
            <MoneyField
              control={form.control}
              name="amount"
              label="Amount on the card"
              required
              size="md"
            />
            <PaymentMethodField
              value={method}
              onChange={(m) => form.setValue('method', m, { shouldValidate: true })}
              error={errors.method?.message}
            />
            {method !== 'cash' && (
              <TextInput
                label={method === 'card' ? 'Card last four or reference' : 'Reference'}
                size="md"
                maxLength={40}
                error={errors.reference?.message}
                {...form.register('reference')}
              />
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
          <GiftCardBalance number={lookup} cashOut />
        </Stack>
      </SimpleGrid>
    </SectionCard>
  );
}
