import { SegmentedControl, SimpleGrid, TextInput } from '@mantine/core';
import type { StockItem } from '../../../../shared/stock';
import { BoundBrandModelPicker } from '../../../components/BrandModelPicker';
import { ConditionSelect } from '../../../components/DeviceSelects';
import { FormSection } from '../../../components/FormSection';
import { bindField } from '../../../lib/bind-field';
import type { SaleForm, SaleSource } from './sale-form';
import { StockPicker } from './StockPicker';

type Props = {
  form: SaleForm;
  stockItem: StockItem | null;
  onStockItem: (item: StockItem) => void;
};

/** The device sold: one from stock (its cost gives the profit), or a new one typed in. */
export function SaleDeviceSection({ form, stockItem, onStockItem }: Props) {
  const source = bindField(form, 'source');
  const brand = bindField(form, 'deviceBrand');
  const model = bindField(form, 'deviceModel');
  const condition = bindField(form, 'condition');
  const stockError = form.formState.errors.stockItemId?.message;

  return (
    <FormSection title="Device">
      <SegmentedControl
        fullWidth
        size="md"
        aria-label="Where the device comes from"
        value={source.value}
        onChange={(value) => source.onChange(value as SaleSource)}
        data={[
          { value: 'stock', label: 'From stock' },
          { value: 'new', label: 'New device' },
        ]}
      />
      {source.value === 'stock' ? (
        <StockPicker
          selected={stockItem}
          onSelect={(item) => {
            onStockItem(item);
            form.setValue('stockItemId', item.id);
            form.clearErrors('stockItemId');
          }}
          error={stockError}
        />
      ) : (
        <>
          <BoundBrandModelPicker brand={brand} model={model} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label="IMEI or serial number"
              description="Optional, printed on the receipt"
              size="md"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={24}
              error={form.formState.errors.imei?.message}
              {...form.register('imei')}
            />
            <ConditionSelect field={condition} description="Optional" />
          </SimpleGrid>
        </>
      )}
    </FormSection>
  );
}
