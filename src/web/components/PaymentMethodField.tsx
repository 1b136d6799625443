import { Chip, Group, Input, SegmentedControl } from '@mantine/core';
import { TENDER_LABELS, type Tender } from '../../shared/balances';
import { PAYMENT_METHODS } from '../../shared/devices';

/** As many ways as side by side still fit a 390 px phone; more wrap onto a second row. */
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
    // Still one tap for each way, as the four side by side are: chips that wrap on a phone.
    return (
      <Input.Wrapper label="Paid by" required size="md" labelElement="div" error={error}>
        <Chip.Group multiple={false} value={value} onChange={(next) => onChange(next as M)}>
          <Group gap="xs" mt={4} role="radiogroup" aria-label="Paid by">
            {data.map((option) => (
              <Chip key={option.value} value={option.value} size="md" radius="sm">
                {option.label}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Input.Wrapper>
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
