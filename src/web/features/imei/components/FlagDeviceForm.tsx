import { Button, Paper, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { IMEI_FLAG_KIND_LABELS } from '../../../../shared/device-labels';
import {
  IMEI_FLAG_KINDS,
  ZImeiFlagInput,
  type ImeiFlagInput,
  type ImeiFlagKind,
} from '../../../../shared/imei';
import { bindField } from '../../../lib/bind-field';
import { errorMessage } from '../../../lib/api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useFlagImei } from '../api';

/**
 * A manager marks the device lost, stolen or disputed. Every store then sees the flag, and a
 * buyback of the device is refused unless a manager overrides it.
 */
export function FlagDeviceForm({ imei }: { imei: string }) {
  const [open, setOpen] = useState(false);
  const form = useForm<ImeiFlagInput>({
    resolver: zodResolver(ZImeiFlagInput),
    defaultValues: { kind: 'stolen', reason: '' },
  });
  const kind = bindField(form, 'kind');
  const flag = useFlagImei(imei);

  if (!open) {
    return (
      <Button
        size="md"
        variant="light"
        color="red"
        leftSection={<IconFlag size={18} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        Flag this device
      </Button>
    );
  }

  const submit = async (input: ImeiFlagInput) => {
    try {
      await flag.mutateAsync(input);
      toastSuccess({
        title: 'Success',
        message: `The device is flagged ${IMEI_FLAG_KIND_LABELS[input.kind].toLowerCase()}.`,
      });
      setOpen(false);
      form.reset({ kind: input.kind, reason: '' });
    } catch (error) {
      toastError({ title: 'Error', message: errorMessage(error, 'The device was not flagged.') });
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Flag this device">
      <Stack gap="sm">
        <Text fw={700}>Flag this device</Text>
        <SegmentedControl
          size="md"
          fullWidth
          value={kind.value}
          onChange={(value) => kind.onChange(value as ImeiFlagKind)}
          data={IMEI_FLAG_KINDS.map((k) => ({ value: k, label: IMEI_FLAG_KIND_LABELS[k] }))}
          aria-label="Flag kind"
        />
        <Textarea
          label="Reason"
          description="Police report number, who reported it, what is disputed"
          size="md"
          autosize
          minRows={2}
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
        />
        <Stack gap="xs">
          <Button
            size="md"
            color="red"
            loading={flag.isPending}
            onClick={() => void form.handleSubmit(submit)()}
          >
            Flag device
          </Button>
          <Button size="md" variant="default" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
