import { SimpleGrid } from '@mantine/core';
import { EmailInput, PersonNameInput } from '../../../components/ContactFields';
import { FormSection } from '../../../components/FormSection';
import { PhoneInput } from '../../../components/PhoneInput';
import { registerField } from '../../../lib/bind-field';
import type { SaleForm } from './sale-form';

/** Who buys the device: a name for the receipt; phone and e-mail only if they give them. */
export function SaleCustomerSection({ form }: { form: SaleForm }) {
  return (
    <FormSection title="Customer">
      <PersonNameInput label="Customer name" required {...registerField(form, 'customerName')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <PhoneInput
          label="Phone number"
          description="Optional"
          {...registerField(form, 'customerPhone')}
        />
        <EmailInput description="Optional" {...registerField(form, 'customerEmail')} />
      </SimpleGrid>
    </FormSection>
  );
}
