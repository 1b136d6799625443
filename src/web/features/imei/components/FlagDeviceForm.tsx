import { Button, Paper, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import { IMEI_FLAG_KIND_LABELS } from '../../../../shared/device-labels';
import { IMEI_FLAG_KINDS, ZImeiFlagInput, type ImeiFlagKind } from '../../../../shared/imei';
import { errorMessage } from '../../../lib/api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useFlagImei } from '../api';

/**
 * A manager marks the device lost, stolen or disputed. Every store then sees the flag, and a
 * buyback of the device is refused unless a manager overrides it.
 */
export function FlagDeviceForm({ imei }: { imei: string }) {
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<ImeiFlagKind>('stolen');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
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

  const submit = async () => {
    const parsed = ZImeiFlagInput.safeParse({ kind, reason });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Say why the device is flagged');
      return;
    }
    try {
      await flag.mutateAsync(parsed.data);
      toastSuccess({
        title: 'Success',
        message: `The device is flagged ${IMEI_FLAG_KIND_LABELS[kind].toLowerCase()}.`,
      });
      setOpen(false);
      setReason('');
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
          value={kind}
          onChange={(value) => setKind(value as ImeiFlagKind)}
          data={IMEI_FLAG_KINDS.map((k) => ({ value: k, label: IMEI_FLAG_KIND_LABELS[k] }))}
          aria-label="Flag kind"
        />
        <Textarea
          label="Reason"
          description="Police report number, who reported it, what is disputed"
          size="md"
          autosize
          minRows={2}
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setProblem(null);
          }}
          error={problem}
        />
        <Stack gap="xs">
          <Button size="md" color="red" loading={flag.isPending} onClick={() => void submit()}>
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
