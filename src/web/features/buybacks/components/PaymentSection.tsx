import { SimpleGrid, Textarea } from '@mantine/core';
import { FormSection } from '../../../components/FormSection';
import { MoneyInput } from '../../../components/MoneyInput';
import { PaymentMethodField } from '../../../components/PaymentMethodField';
import { bindField } from '../../../lib/bind-field';
import type { BuybackForm } from './buyback-form';

/** What the seller is paid and how. */
export function PaymentSection({ form }: { form: BuybackForm }) {
  const amount = bindField(form, 'finalAmount');
  const method = bindField(form, 'paymentMethod');

  return (
    <FormSection title="Payment">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <MoneyInput
          label="Agreed amount"
          required
          size="md"
          value={amount.value}
          onChange={(value) => amount.onChange(value)}
          error={amount.error}
        />
        <PaymentMethodField {...method} />
      </SimpleGrid>
      <Textarea
        label="Notes"
        description="Optional: accessories included, defects, anything agreed"
        size="md"
        autosize
        minRows={2}
        error={form.formState.errors.notes?.message}
        {...form.register('notes')}
      />
    </FormSection>
  );
}
