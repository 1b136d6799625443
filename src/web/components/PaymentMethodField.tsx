import { Input, SegmentedControl } from '@mantine/core';
import { PAYMENT_METHOD_LABELS } from '../../shared/device-labels';
import { PAYMENT_METHODS, type PaymentMethod } from '../../shared/devices';

const METHOD_OPTIONS = PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }));

/** 'Paid by': how money changes hands at the counter, for buybacks and sales alike. */
export function PaymentMethodField({
  value,
  onChange,
  error,
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  error?: string;
}) {
  return (
    <Input.Wrapper label="Paid by" required size="md" labelElement="div" error={error}>
      <SegmentedControl
        fullWidth
        size="md"
        mt={4}
        data={METHOD_OPTIONS}
        value={value}
        onChange={(next) => onChange(next as PaymentMethod)}
        aria-label="Paid by"
      />
    </Input.Wrapper>
  );
}
