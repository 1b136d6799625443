import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { deviceName } from '../../../../shared/device-name';
import { POLICE_MESSAGES, ZPoliceHoldRelease } from '../../../../shared/police';
import type { StockItem } from '../../../../shared/stock';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { errorMessage } from '../../../lib/api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useLiftPoliceHold } from '../api';

type Props = { item: StockItem; onClose: () => void };

/** The office lifts a police hold once the police release the device: the reason is kept. */
export default function LiftPoliceHoldModal({ item, onClose }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const lift = useLiftPoliceHold();

  const confirm = async () => {
    const parsed = ZPoliceHoldRelease.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? POLICE_MESSAGES.releaseReason);
      return;
    }
    try {
      await lift.mutateAsync({ id: item.id, reason: parsed.data.reason });
      toastSuccess({
        title: 'Police hold lifted',
        message: `${deviceName(item.deviceBrand, item.deviceModel)} is no longer held by the police.`,
      });
      onClose();
    } catch (err) {
      toastError({ title: 'Error', message: errorMessage(err, 'The hold was not lifted.') });
    }
  };

  return (
    <ResponsiveModal onClose={onClose} title="Lift a police hold">
      <Stack gap="md">
        <Text>
          {deviceName(item.deviceBrand, item.deviceModel)} (IMEI {item.imei}) is held for case{' '}
          {item.police?.caseNumber} ({item.police?.agency}, {item.police?.officer}).
        </Text>
        <Textarea
          label="Why the police hold ends"
          description="For example: the officer released it, with how and when"
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
          <Button size="md" color="red" loading={lift.isPending} onClick={() => void confirm()}>
            Lift hold
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
