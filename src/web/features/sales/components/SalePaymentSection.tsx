import { Group, Paper, Text } from '@mantine/core';
import { formatMoney } from '../../../../shared/format';
import type { StockItem } from '../../../../shared/stock';
import { PaymentFields } from '../../../components/PaymentFields';
import { bindField } from '../../../lib/bind-field';
import type { SaleForm } from './sale-form';

/** Whole cents, so the shown profit is exactly what the server will compute. */
const cents = (dollars: number) => Math.round(dollars * 100);

type Props = { form: SaleForm; stockItem: StockItem | null };

/** The price and how it is paid, with the profit over the device's buyback cost as it is typed. */
export function SalePaymentSection({ form, stockItem }: Props) {
  const price = bindField(form, 'salePrice');
  const typed = typeof price.value === 'number' ? price.value : Number(price.value);
  const fromStock = form.watch('source') === 'stock' && stockItem;
  const profit =
    fromStock && price.value !== '' && Number.isFinite(typed)
      ? (cents(typed) - cents(stockItem.cost)) / 100
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
      {fromStock && (
        <Paper withBorder radius="md" p="sm" bg="gray.0" aria-live="polite">
          <Group justify="space-between" gap="sm">
            <Text fz="sm" c="dimmed">
              Bought for {formatMoney(stockItem.cost)}
            </Text>
            <Text fw={700} c={profit === null ? 'dimmed' : profit < 0 ? 'red.7' : 'teal.8'}>
              Expected profit {profit === null ? '—' : formatMoney(profit)}
            </Text>
          </Group>
        </Paper>
      )}
    </PaymentFields>
  );
}
