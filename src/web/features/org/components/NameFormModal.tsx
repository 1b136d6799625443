import { Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { SubmitButton, useSubmitState } from '../../../components/SubmitButton';
import { reportSaveError } from '../../../lib/server-errors';
import { toastSuccess } from '../../../lib/toast';

type NameInput = { name: string };

type Props = {
  /** The shared zod schema of the name the server takes. */
  schema: z.ZodType<NameInput, NameInput>;
  /** The modal's heading, the form's accessible name and the field's label and description. */
  title: string;
  formLabel: string;
  fieldLabel: string;
  description?: string;
  submitLabel: string;
  /** The name the field starts with: the current one when renaming, '' when adding. */
  name: string;
  /** Saves the name and says what to tell the user; a thrown error is shown under `failedTitle`. */
  save: (input: NameInput) => Promise<{ title: string; message: string }>;
  failedTitle: string;
  onClose: () => void;
};

/** A modal that adds or renames something that is only a name (a company, a region). */
export function NameFormModal(p: Props) {
  const submit = useSubmitState();
  const form = useForm<NameInput>({
    resolver: zodResolver(p.schema),
    defaultValues: { name: p.name },
  });

  const onValid = async (input: NameInput) => {
    if (submit.state === 'submitting') return;
    submit.start();
    try {
      toastSuccess(await p.save(input));
      p.onClose();
    } catch (error) {
      submit.fail();
      reportSaveError(form, error, p.failedTitle);
    }
  };

  return (
    <ResponsiveModal title={p.title} onClose={p.onClose}>
      <form onSubmit={form.handleSubmit(onValid)} noValidate aria-label={p.formLabel}>
        <Stack gap="lg">
          <TextInput
            label={p.fieldLabel}
            description={p.description}
            required
            size="md"
            autoComplete="off"
            data-autofocus
            error={form.formState.errors.name?.message}
            {...form.register('name')}
          />
          <SubmitButton
            state={submit.state}
            idleLabel={p.submitLabel}
            successLabel="Saved"
            fullWidth
          />
        </Stack>
      </form>
    </ResponsiveModal>
  );
}
