import { SimpleGrid, TextInput } from '@mantine/core';
import { FormSection } from '../../../components/FormSection';
import { PhoneInput } from '../../../components/PhoneInput';
import type { SaleForm } from './sale-form';

/** Who buys the device: a name for the receipt; phone and e-mail only if they give them. */
export function SaleCustomerSection({ form }: { form: SaleForm }) {
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <FormSection title="Customer">
      <TextInput
        label="Customer name"
        required
        size="md"
        autoComplete="off"
        autoCapitalize="words"
        error={errors.customerName?.message}
        {...register('customerName')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <PhoneInput
          label="Phone number"
          description="Optional"
          size="md"
          error={errors.customerPhone?.message}
          {...register('customerPhone')}
        />
        <TextInput
          label="E-mail"
          description="Optional"
          size="md"
          type="email"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          error={errors.customerEmail?.message}
          {...register('customerEmail')}
        />
      </SimpleGrid>
    </FormSection>
  );
}
