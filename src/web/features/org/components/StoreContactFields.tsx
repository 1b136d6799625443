import { Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import type { CreateStoreInput } from '../../../../shared/org';
import { US_STATES } from '../../../../shared/store-contact';
import { bindField } from '../../../lib/bind-field';
import type { StoreFormValues } from './StoreFormModal';

type Props = { form: UseFormReturn<StoreFormValues, unknown, CreateStoreInput> };

/** Where the shop is and how customers reach it: printed on tickets, receipts and messages. */
export function StoreContactFields({ form }: Props) {
  const { errors } = form.formState;
  const state = bindField(form, 'state');
  const text = (name: keyof StoreFormValues) => ({
    size: 'md' as const,
    error: (errors as Record<string, { message?: string } | undefined>)[name]?.message,
    ...form.register(name),
  });

  return (
    <Stack gap="md" component="fieldset" m={0} p={0} style={{ border: 0 }}>
      <Title order={3} size="h5" component="legend">
        Address and contact (printed for customers)
      </Title>
      <TextInput
        label="Street address"
        required
        autoComplete="address-line1"
        placeholder="123 Peachtree St NE, Suite 4"
        {...text('streetAddress')}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput label="City" required autoComplete="address-level2" {...text('city')} />
        <Select
          label="State"
          required
          size="md"
          searchable
          allowDeselect={false}
          placeholder="e.g. GA"
          data={US_STATES as readonly string[]}
          value={state.value || null}
          onChange={(v) => state.onChange(v ?? '')}
          error={state.error}
        />
        <TextInput
          label="ZIP code"
          required
          inputMode="numeric"
          autoComplete="postal-code"
          {...text('zip')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Phone" required type="tel" autoComplete="tel" {...text('phone')} />
        <TextInput
          label="E-mail"
          description="Optional"
          type="email"
          autoComplete="email"
          {...text('email')}
        />
        <TextInput
          label="Website"
          description="Optional, e.g. https://example.com"
          autoComplete="url"
          {...text('website')}
        />
        <TextInput
          label="License number"
          description="Optional, e.g. a secondhand-dealer license"
          autoComplete="off"
          {...text('licenseNumber')}
        />
      </SimpleGrid>
      <Textarea
        label="Opening hours"
        description="Optional, one line each, e.g. Mon-Sat 10 AM-8 PM"
        autosize
        minRows={2}
        maxRows={6}
        {...text('openingHours')}
      />
    </Stack>
  );
}
