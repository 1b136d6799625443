import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import {
  CUSTOMER_ADDRESS_MAX,
  CUSTOMER_NOTES_MAX,
  ZCustomerUpdate,
  type CustomerRecord,
  type CustomerUpdate,
  type CustomerUpdateInput,
} from '../../../../shared/customer-record';
import { PhoneInput } from '../../../components/PhoneInput';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { SubmitButton, useSubmitState } from '../../../components/SubmitButton';
import { reportSaveError } from '../../../lib/server-errors';
import { toastSuccess } from '../../../lib/toast';
import { useUpdateCustomer } from '../api';

type Fields = {
  name: string;
  phone: string;
  email: string;
  address: string;
  notes: string;
  version: string;
};

function fieldsOf(customer: CustomerRecord): Fields {
  return {
    name: customer.name,
    phone: customer.phone,
    email: customer.email ?? '',
    address: customer.address ?? '',
    notes: customer.notes ?? '',
    version: customer.updatedAt,
  };
}

/**
 * Edits a customer's name, phone, e-mail, address and notes. Saved from an older version (another
 * counter changed the record meanwhile), it shows the newer values and says who changed them.
 */
export function EditCustomerModal({
  customer,
  onClose,
}: {
  customer: CustomerRecord;
  onClose: () => void;
}) {
  const submit = useSubmitState();
  const update = useUpdateCustomer(customer.id);
  const form = useForm<CustomerUpdateInput, unknown, CustomerUpdate>({
    resolver: zodResolver(ZCustomerUpdate),
    defaultValues: fieldsOf(customer),
  });
  const error = (name: keyof Fields) => form.formState.errors[name]?.message;

  const onValid = async (input: CustomerUpdate) => {
    if (submit.state === 'submitting') return;
    submit.start();
    try {
      await update.mutateAsync({
        ...input,
        email: input.email ?? '',
        address: input.address ?? '',
        notes: input.notes ?? '',
      });
      toastSuccess({
        title: 'Saved',
        message: `${input.name ?? customer.name}'s record is saved.`,
      });
      onClose();
    } catch (err) {
      submit.fail();
      reportSaveError(form, err, 'Could not save the record', (current: CustomerRecord) =>
        form.reset(fieldsOf(current)),
      );
    }
  };

  return (
    <ResponsiveModal title="Edit customer" onClose={onClose}>
      <form onSubmit={form.handleSubmit(onValid)} noValidate aria-label="Edit customer">
        <Stack gap="md">
          <TextInput
            label="Name"
            required
            size="md"
            autoComplete="off"
            data-autofocus
            error={error('name')}
            {...form.register('name')}
          />
          <PhoneInput label="Phone" required error={error('phone')} {...form.register('phone')} />
          <TextInput
            label="E-mail"
            type="email"
            size="md"
            autoComplete="off"
            error={error('email')}
            {...form.register('email')}
          />
          <TextInput
            label="Address"
            size="md"
            autoComplete="off"
            maxLength={CUSTOMER_ADDRESS_MAX}
            error={error('address')}
            {...form.register('address')}
          />
          <Textarea
            label="Notes"
            description="Seen by staff only, never by the customer."
            size="md"
            autosize
            minRows={2}
            maxLength={CUSTOMER_NOTES_MAX}
            error={error('notes')}
            {...form.register('notes')}
          />
          <SubmitButton state={submit.state} idleLabel="Save" successLabel="Saved" fullWidth />
        </Stack>
      </form>
    </ResponsiveModal>
  );
}
