import { Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  ZCreateCompany,
  type Company,
  type CreateCompanyInput,
} from '../../../../shared/companies';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { SubmitButton, useSubmitState } from '../../../components/SubmitButton';
import { reportSaveError } from '../../../lib/server-errors';
import { toastSuccess } from '../../../lib/toast';
import { useCreateCompany, useUpdateCompany } from '../api';

type Props = {
  /** The company to rename; without it the form adds a company. */
  company?: Company;
  onClose: () => void;
};

export function CompanyFormModal({ company, onClose }: Props) {
  const create = useCreateCompany();
  const update = useUpdateCompany();
  const submit = useSubmitState();
  const form = useForm<CreateCompanyInput>({
    resolver: zodResolver(ZCreateCompany),
    defaultValues: { name: company?.name ?? '' },
  });

  const onValid = async (input: CreateCompanyInput) => {
    if (submit.state === 'submitting') return;
    submit.start();
    try {
      if (company) {
        await update.mutateAsync({ id: company.id, ...input });
        toastSuccess({
          title: 'Company renamed',
          message: `${company.name} is now ${input.name}.`,
        });
      } else {
        await create.mutateAsync(input);
        toastSuccess({ title: 'Company added', message: `Stores can now trade as ${input.name}.` });
      }
      onClose();
    } catch (error) {
      submit.fail();
      reportSaveError(form, error, company ? 'Company not renamed' : 'Company not added');
    }
  };

  return (
    <ResponsiveModal title={company ? `Rename ${company.name}` : 'Add Company'} onClose={onClose}>
      <form onSubmit={form.handleSubmit(onValid)} noValidate aria-label="Company">
        <Stack gap="lg">
          <TextInput
            label="Company name"
            description="As printed on tickets and receipts"
            required
            size="md"
            autoComplete="off"
            data-autofocus
            error={form.formState.errors.name?.message}
            {...form.register('name')}
          />
          <SubmitButton
            state={submit.state}
            idleLabel={company ? 'Rename Company' : 'Add Company'}
            successLabel="Saved"
            fullWidth
          />
        </Stack>
      </form>
    </ResponsiveModal>
  );
}
