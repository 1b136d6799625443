import { Checkbox, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { changeFor } from '../../../../shared/money-rules';
import { formatCents } from '../../../../shared/format';
import { MoneyInput } from '../../../components/MoneyInput';
import { PaymentMethodField } from '../../../components/PaymentMethodField';
import { centsOf } from '../../../lib/payment-parts';
import type { WaiverForm } from './waiver-form';

/**
 * A deposit taken at check-in (issue 18): off until the clerk ticks it, then how much and how it
 * was paid, recorded with the repair and taken off what is owed at pickup.
 */
export function DepositFields({ form }: { form: WaiverForm }) {
  const deposit = form.watch('deposit');
  const errors = form.formState.errors.deposit;
  const set = (name: 'deposit.method' | 'deposit.amount' | 'deposit.tendered', value: unknown) =>
    form.setValue(name, value as never, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
  const amountCents = centsOf(String(deposit?.amount ?? ''));
  const tenderedCents = centsOf(String(deposit?.tendered ?? ''));
  const change =
    deposit?.method === 'cash' && amountCents !== null && tenderedCents !== null
      ? changeFor(amountCents, tenderedCents)
      : null;
  return (
    <Stack gap="sm">
      <Checkbox
        size="md"
        label="Take a deposit now"
        checked={deposit !== undefined}
        onChange={(e) =>
          form.setValue(
            'deposit',
            e.currentTarget.checked ? { method: 'cash', amount: '' as never } : undefined,
            { shouldDirty: true },
          )
        }
      />
      {deposit && (
        <>
          <PaymentMethodField
            value={deposit.method}
            onChange={(m) => set('deposit.method', m)}
            error={errors?.method?.message}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <MoneyInput
              label="Deposit"
              required
              size="md"
              value={(deposit.amount as number | string | undefined) ?? ''}
              onChange={(v) => set('deposit.amount', v)}
              error={errors?.amount?.message}
            />
            {deposit.method === 'cash' ? (
              <MoneyInput
                label="Cash handed over"
                description="Optional: works out the change"
                size="md"
                value={(deposit.tendered as number | string | undefined) ?? ''}
                onChange={(v) => set('deposit.tendered', v === '' ? undefined : v)}
                error={errors?.tendered?.message}
              />
            ) : (
              <TextInput
                label={deposit.method === 'card' ? 'Card last four or reference' : 'Reference'}
                required={deposit.method === 'card'}
                size="md"
                maxLength={60}
                error={errors?.reference?.message}
                {...form.register('deposit.reference', {
                  setValueAs: (v: string) => (v ? v : undefined),
                })}
              />
            )}
          </SimpleGrid>
          {change !== null && (
            <Text fw={700} role="status">
              Change to give: {formatCents(change)}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
