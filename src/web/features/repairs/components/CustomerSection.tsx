import { Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Customer } from '../../../../shared/customers';
import { EmailInput, PersonNameInput } from '../../../components/ContactFields';
import { FormSection } from '../../../components/FormSection';
import { PhoneInput } from '../../../components/PhoneInput';
import { registerField } from '../../../lib/bind-field';
import { ReturningCustomers } from './ReturningCustomers';
import type { WaiverForm } from './waiver-form';

/** Who the device belongs to, with the store's returning customers offered as they type. */
export function CustomerSection({ form }: { form: WaiverForm }) {
  const { register, setValue, watch, formState } = form;
  const [pickedId, setPickedId] = useState<string | null>(null);

  const pick = (customer: Customer) => {
    const options = { shouldValidate: formState.isSubmitted, shouldDirty: true };
    setValue('customerName', customer.name, options);
    setValue('customerPhone', customer.phone, options);
    setValue('customerEmail', customer.email ?? '', options);
    setValue('customerZip', customer.zip ?? '', options);
    setValue('notifyOptOut', customer.notifyOptOut, options);
    setPickedId(customer.id);
  };

  return (
    <FormSection title="Customer">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <PhoneInput label="Phone number" required {...registerField(form, 'customerPhone')} />
          <PersonNameInput
            label="Customer name"
            required
            {...registerField(form, 'customerName')}
          />
        </SimpleGrid>
        <ReturningCustomers
          phone={watch('customerPhone')}
          email={watch('customerEmail') ?? ''}
          name={watch('customerName') ?? ''}
          pickedId={pickedId}
          onPick={pick}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <EmailInput
            description="Optional: for the 'ready to collect' message"
            {...registerField(form, 'customerEmail')}
          />
          <TextInput
            label="ZIP code"
            required
            size="md"
            inputMode="numeric"
            autoComplete="off"
            maxLength={10}
            {...registerField(form, 'customerZip')}
          />
        </SimpleGrid>
        <Checkbox
          size="md"
          label="Customer does not want text/e-mail updates"
          {...register('notifyOptOut')}
        />
      </Stack>
    </FormSection>
  );
}
