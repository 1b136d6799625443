import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { HOLD_MESSAGES, ZHoldRelease } from '../../../../shared/buyback-rules';
import { deviceName } from '../../../../shared/device-name';
import { formatDay } from '../../../../shared/format';
import type { StockItem } from '../../../../shared/stock';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { errorMessage } from '../../../lib/api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useReleaseHold } from '../api';

type Props = { item: StockItem; onClose: () => void };

/**
 * The office ends a device's buyback hold early, as some codes allow once the police clear it:
 * the reason is kept with the device and in the activity log.
 */
export default function ReleaseHoldModal({ item, onClose }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const release = useReleaseHold();

  const confirm = async () => {
    const parsed = ZHoldRelease.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? HOLD_MESSAGES.releaseReason);
      return;
    }
    try {
      await release.mutateAsync({ id: item.id, reason: parsed.data.reason });
      toastSuccess({
        title: 'Hold ended',
        message: `${deviceName(item.deviceBrand, item.deviceModel)} can be sold now.`,
      });
      onClose();
    } catch (err) {
      toastError({ title: 'Error', message: errorMessage(err, 'The hold was not ended.') });
    }
  };

  return (
    <ResponsiveModal onClose={onClose} title="End a buyback hold early">
      <Stack gap="md">
        <Text>
          {deviceName(item.deviceBrand, item.deviceModel)} (IMEI {item.imei}) is on hold until{' '}
          {item.holdUntil ? formatDay(item.holdUntil) : ''} under the store&apos;s buyback rules.
          Ending it early lets the store sell it today.
        </Text>
        <Textarea
          label="Why the hold ends early"
          description="For example: the police cleared it, with the case number"
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
          <Button size="md" variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button size="md" color="red" loading={release.isPending} onClick={() => void confirm()}>
            End hold
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
