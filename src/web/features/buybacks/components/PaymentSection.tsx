import { Input, SegmentedControl, SimpleGrid, Textarea } from '@mantine/core';
import { PAYMENT_METHOD_LABELS } from '../../../../shared/device-labels';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../../shared/devices';
import { FormSection } from '../../../components/FormSection';
import { MoneyInput } from '../../../components/MoneyInput';
import { bindField } from '../../../lib/bind-field';
import type { BuybackForm } from './buyback-form';

const METHOD_OPTIONS = PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }));

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
        <Input.Wrapper label="Paid by" required size="md" labelElement="div" error={method.error}>
          <SegmentedControl
            fullWidth
            size="md"
            mt={4}
            data={METHOD_OPTIONS}
            value={method.value}
            onChange={(value) => method.onChange(value as PaymentMethod)}
            aria-label="Paid by"
          />
        </Input.Wrapper>
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
