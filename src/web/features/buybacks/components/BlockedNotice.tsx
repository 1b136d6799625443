import { Alert, Stack, Text, Textarea } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import type { BuybackForm } from './buyback-form';

type Props = {
  /** The server's reason the IMEI is refused (flagged, or already in stock). */
  reason: string;
  /** A manager overrides themselves; anyone else's override waits for a manager's PIN. */
  isManager: boolean;
  form: BuybackForm;
};

/**
 * A buyback the server refused for its IMEI. Nothing is recorded until a manager overrides it
 * with a written reason, which stays on the record: a manager signed in here, or, at a counter,
 * the manager standing by with their PIN when the buyback is recorded (issue 37).
 */
export const OVERRIDE_REASON_MIN = 3;
export const OVERRIDE_REASON_REQUIRED = 'Say why you override the block';

export function BlockedNotice({ reason, isManager, form }: Props) {
  return (
    <Alert
      color="red"
      variant="outline"
      icon={<IconBan size={22} aria-hidden />}
      title="This device cannot be bought as it is"
      role="alert"
    >
      <Stack gap="sm">
        <Text fz="sm">{reason}</Text>
        <Textarea
          label="Override"
          description={
            isManager
              ? 'Why the chain should buy it anyway. Kept on the record.'
              : 'Why the chain should buy it anyway. Kept on the record. A manager approves it with their PIN when you record it.'
          }
          required
          size="md"
          autosize
          minRows={2}
          error={form.formState.errors.overrideReason?.message}
          {...form.register('overrideReason')}
        />
      </Stack>
    </Alert>
  );
}
