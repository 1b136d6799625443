import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { IMEI_FLAG_KIND_LABELS } from '../../../../shared/device-labels';
import { formatDate } from '../../../../shared/format';
import {
  ZImeiFlagClearInput,
  type ImeiFlag,
  type ImeiFlagClearInput,
} from '../../../../shared/imei';
import { errorMessage } from '../../../lib/api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useClearImeiFlag } from '../api';

type Props = { imei: string; flags: ImeiFlag[]; canClear: boolean };

/** Active flags in red, with who raised them and why; cleared ones only as a dimmed line. */
export function ImeiFlags({ imei, flags, canClear }: Props) {
  if (flags.length === 0) return null;
  return (
    <Stack gap="xs">
      {flags.map((flag) =>
        flag.active ? (
          <ActiveFlag key={flag.id} imei={imei} flag={flag} canClear={canClear} />
        ) : (
          <Text key={flag.id} fz="sm" c="dimmed">
            {IMEI_FLAG_KIND_LABELS[flag.kind]} flag cleared
            {flag.clearedAt ? ` ${formatDate(flag.clearedAt)}` : ''}: {flag.reason}
          </Text>
        ),
      )}
    </Stack>
  );
}

function ActiveFlag({ imei, flag, canClear }: { imei: string; flag: ImeiFlag; canClear: boolean }) {
  const [clearing, setClearing] = useState(false);
  const form = useForm<ImeiFlagClearInput>({
    resolver: zodResolver(ZImeiFlagClearInput),
    defaultValues: { reason: '' },
  });
  const clear = useClearImeiFlag(imei);

  const confirm = async ({ reason }: ImeiFlagClearInput) => {
    try {
      await clear.mutateAsync({ flagId: flag.id, reason });
      toastSuccess({ title: 'Success', message: 'The flag is cleared.' });
    } catch (error) {
      toastError({ title: 'Error', message: errorMessage(error, 'The flag was not cleared.') });
    }
  };

  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconFlag size={20} aria-hidden />}
      title={`Flagged ${IMEI_FLAG_KIND_LABELS[flag.kind].toLowerCase()}`}
    >
      <Stack gap="xs">
        <Text fz="sm">{flag.reason}</Text>
        <Text fz="xs" c="dimmed">
          {[flag.createdByName, flag.storeName, formatDate(flag.createdAt)]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {canClear && !clearing && (
          <Group>
            <Button size="md" variant="default" onClick={() => setClearing(true)}>
              Clear flag
            </Button>
          </Group>
        )}
        {clearing && (
          <Stack gap="xs">
            <Textarea
              label="Why is the flag cleared?"
              size="md"
              autosize
              minRows={2}
              error={form.formState.errors.reason?.message}
              {...form.register('reason')}
            />
            <Group gap="sm" grow>
              <Button size="md" variant="default" onClick={() => setClearing(false)}>
                Cancel
              </Button>
              <Button
                size="md"
                color="red"
                loading={clear.isPending}
                onClick={() => void form.handleSubmit(confirm)()}
              >
                Clear flag
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Alert>
  );
}
