import { Group, Paper, Stack, Text } from '@mantine/core';
import { formatCents } from '../../../../shared/format';
import { saleTotals } from '../../../../shared/money-rules';
import { percentToPpm } from '../../../../shared/store-money';
import { PaymentFields } from '../../../components/PaymentFields';
import { bindField } from '../../../lib/bind-field';
import type { SaleForm } from './sale-form';

/** Whole cents, as the server reads the typed price. */
const cents = (dollars: number) => Math.round(dollars * 100);

type Props = {
  form: SaleForm;
  /** The selling store's tax rate in percent; null while it loads. */
  taxRate: number | null;
};

/**
 * The price and how it is paid, with the tax and the total the customer pays as it is typed: the
 * same figures the receipt and the day's takings will show (issue 38). The customer signs on this
 * screen, so it shows nothing of what the device cost or the profit on it.
 */
export function SalePaymentSection({ form, taxRate }: Props) {
  const price = bindField(form, 'salePrice');
  const typed = typeof price.value === 'number' ? price.value : Number(price.value);
  const totals =
    taxRate !== null && price.value !== '' && Number.isFinite(typed) && typed >= 0
      ? saleTotals(cents(typed), percentToPpm(taxRate))
      : null;

  return (
    <PaymentFields
      amountLabel="Sale price"
      amount={price}
      method={bindField(form, 'paymentMethod')}
      notes={{
        field: form.register('notes'),
        error: form.formState.errors.notes?.message,
        description: 'Optional: accessories, warranty agreed, trade-in',
      }}
    >
      <Paper withBorder radius="md" p="sm" bg="gray.0" aria-live="polite" aria-label="Sale total">
        <Stack gap={4}>
          <Group justify="space-between" gap="sm">
            <Text fz="sm" c="dimmed">
              Sales tax{taxRate === null ? '' : ` (${taxRate} %)`}
            </Text>
            <Text fz="sm">{totals ? formatCents(totals.taxCents) : '—'}</Text>
          </Group>
          <Group justify="space-between" gap="sm">
            <Text fw={700}>Total to pay</Text>
            <Text fw={700}>{totals ? formatCents(totals.totalCents) : '—'}</Text>
          </Group>
        </Stack>
      </Paper>
    </PaymentFields>
  );
}
