import { SimpleGrid, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { PaymentMethod } from '../../shared/devices';
import { FormSection } from './FormSection';
import { MoneyInput } from './MoneyInput';
import { PaymentMethodField } from './PaymentMethodField';

type Props = {
  /** The amount's label: what it is to the clerk ("Agreed amount", "Sale price"). */
  amountLabel: string;
  /** The amount and method fields as bindField gives them. */
  amount: { value: number | string; onChange: (value: number | string) => void; error?: string };
  method: { value: PaymentMethod; onChange: (method: PaymentMethod) => void; error?: string };
  /** The notes field: its registration, message and what the clerk may note there. */
  notes: { field: UseFormRegisterReturn; error?: string; description: string };
  /** Shown between the amount and the notes (a sale's expected profit). */
  children?: ReactNode;
};

/** The Payment section of a counter form: how much, paid how, and notes on what was agreed. */
export function PaymentFields({ amountLabel, amount, method, notes, children }: Props) {
  return (
    <FormSection title="Payment">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <MoneyInput
          label={amountLabel}
          required
          size="md"
          value={amount.value}
          onChange={(value) => amount.onChange(value)}
          error={amount.error}
        />
        <PaymentMethodField {...method} />
      </SimpleGrid>
      {children}
      <Textarea
        label="Notes"
        description={notes.description}
        size="md"
        autosize
        minRows={2}
        error={notes.error}
        {...notes.field}
      />
    </FormSection>
  );
}
