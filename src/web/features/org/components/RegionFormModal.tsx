import { Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ZCreateRegion, type CreateRegionInput, type Region } from '../../../../shared/org';
import { SubmitButton, useSubmitState } from '../../../components/SubmitButton';
import { toastSuccess } from '../../../lib/toast';
import { useCreateRegion, useRenameRegion } from '../api';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { reportSaveError } from '../../../lib/server-errors';

type Props = {
  /** The region to rename; without it the form adds a region. */
  region?: Region;
  onClose: () => void;
};

export function RegionFormModal({ region, onClose }: Props) {
  const create = useCreateRegion();
  const rename = useRenameRegion();
  const submit = useSubmitState();
  const form = useForm<CreateRegionInput>({
    resolver: zodResolver(ZCreateRegion),
    defaultValues: { name: region?.name ?? '' },
  });

  const onValid = async (input: CreateRegionInput) => {
    if (submit.state === 'submitting') return;
    submit.start();
    try {
      if (region) {
        await rename.mutateAsync({ id: region.id, ...input });
        toastSuccess({ title: 'Region renamed', message: `${region.name} is now ${input.name}.` });
      } else {
        await create.mutateAsync(input);
        toastSuccess({ title: 'Region created', message: `Add the stores of ${input.name}.` });
      }
      onClose();
    } catch (error) {
      submit.fail();
      reportSaveError(form, error, region ? 'Region not renamed' : 'Region not created');
    }
  };

  return (
    <ResponsiveModal title={region ? `Rename ${region.name}` : 'Add Region'} onClose={onClose}>
      <form onSubmit={form.handleSubmit(onValid)} noValidate aria-label="Region">
        <Stack gap="lg">
          <TextInput
            label="Region name"
            required
            size="md"
            autoComplete="off"
            data-autofocus
            error={form.formState.errors.name?.message}
            {...form.register('name')}
          />
          <SubmitButton
            state={submit.state}
            idleLabel={region ? 'Rename Region' : 'Add Region'}
            successLabel="Saved"
            fullWidth
          />
        </Stack>
      </form>
    </ResponsiveModal>
  );
}
