import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { errorMessage } from '../lib/api';
import { toastError } from '../lib/toast';
import { ResponsiveModal } from './ResponsiveModal';

type Props = {
  title: string;
  /** What the action does to what, shown above the reason. */
  intro: ReactNode;
  label: string;
  description: string;
  confirmLabel: string;
  /** The shared schema of the reason: its message is the field's message. */
  schema: z.ZodType<{ reason: string }>;
  /** Said when the action fails without a reason of its own. */
  failure: string;
  pending: boolean;
  /** Does the action with the checked reason; the dialog closes once it resolves. */
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
};

/**
 * An action an office or manager takes only with a written reason (ending a hold early, lifting
 * a police hold): the reason is checked by the shared schema before anything is sent.
 */
export function ReasonDialog(props: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    const parsed = props.schema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? props.description);
      return;
    }
    try {
      await props.onConfirm(parsed.data.reason);
      props.onClose();
    } catch (err) {
      toastError({ title: 'Error', message: errorMessage(err, props.failure) });
    }
  };

  return (
    <ResponsiveModal onClose={props.onClose} title={props.title}>
      <Stack gap="md">
        <Text>{props.intro}</Text>
        <Textarea
          label={props.label}
          description={props.description}
          size="md"
          required
          autosize
          minRows={2}
          value={reason}
          error={error}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setError(null);
          }}
        />
        <Group grow gap="sm">
          <Button size="md" variant="default" onClick={props.onClose}>
            Cancel
          </Button>
          <Button size="md" color="red" loading={props.pending} onClick={() => void confirm()}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
