import { Alert, Stack, Text, Textarea } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import type { BuybackForm } from './buyback-form';

type Props = {
  /** The server's reason the IMEI is refused (flagged, or already in stock). */
  reason: string;
  canOverride: boolean;
  form: BuybackForm;
};

/**
 * A buyback the server refused for its IMEI. Nothing is recorded until a manager overrides it
 * with a written reason, which stays on the record; a store user is told who must approve.
 */
export const OVERRIDE_REASON_MIN = 3;
export const OVERRIDE_REASON_REQUIRED = 'Say why you override the block';

export function BlockedNotice({ reason, canOverride, form }: Props) {
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
        {canOverride ? (
          <Textarea
            label="Override"
            description="Why the chain should buy it anyway. Kept on the record."
            required
            size="md"
            autosize
            minRows={2}
            error={form.formState.errors.overrideReason?.message}
            {...form.register('overrideReason')}
          />
        ) : (
          <Text fz="sm" fw={600}>
            A store manager must approve this purchase. Ask a manager to review the device and
            record the buyback with an override.
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
