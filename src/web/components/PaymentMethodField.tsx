import { Input, SegmentedControl, Select } from '@mantine/core';
import { TENDER_LABELS, type Tender } from '../../shared/balances';
import { PAYMENT_METHODS } from '../../shared/devices';

/** As many ways as side by side still fit a 390 px phone; more are a list. */
const SIDE_BY_SIDE = 4;

/**
 * 'Paid by': how money changes hands at the counter, for buybacks and sales alike; a counter sale
 * adds the customer's store credit and gift cards.
 */
export function PaymentMethodField<M extends Tender>({
  value,
  onChange,
  error,
  methods = PAYMENT_METHODS as readonly Tender[] as readonly M[],
}: {
  value: M;
  onChange: (method: M) => void;
  error?: string;
  methods?: readonly M[];
}) {
  const data = methods.map((m) => ({ value: m, label: TENDER_LABELS[m] }));
  if (methods.length > SIDE_BY_SIDE) {
    return (
      <Select
        label="Paid by"
        required
        size="md"
        allowDeselect={false}
        data={data}
        value={value}
        onChange={(next) => next && onChange(next as M)}
        error={error}
      />
    );
  }
  return (
    <Input.Wrapper label="Paid by" required size="md" labelElement="div" error={error}>
      <SegmentedControl
        fullWidth
        size="md"
        mt={4}
        data={data}
        value={value}
        onChange={(next) => onChange(next as M)}
        aria-label="Paid by"
      />
    </Input.Wrapper>
  );
}
