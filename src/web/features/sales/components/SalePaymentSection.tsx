import { Group, Paper, SimpleGrid, Text, Textarea } from '@mantine/core';
import { formatMoney } from '../../../../shared/format';
import type { StockItem } from '../../../../shared/stock';
import { FormSection } from '../../../components/FormSection';
import { MoneyInput } from '../../../components/MoneyInput';
import { PaymentMethodField } from '../../../components/PaymentMethodField';
import { bindField } from '../../../lib/bind-field';
import type { SaleForm } from './sale-form';

/** Whole cents, so the shown profit is exactly what the server will compute. */
const cents = (dollars: number) => Math.round(dollars * 100);

type Props = { form: SaleForm; stockItem: StockItem | null };

/** The price and how it is paid, with the profit over the device's buyback cost as it is typed. */
export function SalePaymentSection({ form, stockItem }: Props) {
  const price = bindField(form, 'salePrice');
  const method = bindField(form, 'paymentMethod');
  const typed = typeof price.value === 'number' ? price.value : Number(price.value);
  const fromStock = form.watch('source') === 'stock' && stockItem;
  const profit =
    fromStock && price.value !== '' && Number.isFinite(typed)
      ? (cents(typed) - cents(stockItem.cost)) / 100
      : null;

  return (
    <FormSection title="Payment">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <MoneyInput
          label="Sale price"
          required
          size="md"
          value={price.value}
          onChange={(value) => price.onChange(value)}
          error={price.error}
        />
        <PaymentMethodField {...method} />
      </SimpleGrid>
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
      <Textarea
        label="Notes"
        description="Optional: accessories, warranty agreed, trade-in"
        size="md"
        autosize
        minRows={2}
        error={form.formState.errors.notes?.message}
        {...form.register('notes')}
      />
    </FormSection>
  );
}
