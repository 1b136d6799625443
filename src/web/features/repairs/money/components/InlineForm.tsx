import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { errorMessage } from '../../../../lib/api';
import { toastError, toastSuccess } from '../../../../lib/toast';

type Props = {
  title: string;
  submitLabel: string;
  /** Sends the form: the success toast's message, or null when its own checks refused it. */
  onSubmit: () => Promise<string | null>;
  onCancel: () => void;
  success: string;
  color?: string;
  children: ReactNode;
};

/**
 * A money action opened in place under the repair (a price, a payment, a refund): one form at a
 * time, with Cancel, and one request however often Save is tapped.
 */
export function InlineForm({
  title,
  submitLabel,
  onSubmit,
  onCancel,
  success,
  color,
  children,
}: Props) {
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const message = await onSubmit();
      if (message !== null) {
        toastSuccess({ title: success, message });
        onCancel();
      }
    } catch (error) {
      toastError({ title: 'Error', message: errorMessage(error, 'Please try again.') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      onSubmit={(e: FormEvent) => void submit(e)}
      noValidate
    >
      <Stack gap="md">
        <Title order={4} size="h5">
          {title}
        </Title>
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" size="md" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" size="md" loading={busy} color={color}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
