import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { StockItem } from '../../../../shared/stock';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { errorMessage } from '../../../lib/api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useReturnStock } from '../api';
import { deviceName } from '../../../../shared/device-name';

type Props = { item: StockItem; onClose: () => void };

/** A manager records that a device left stock without a sale, and why. */
export default function ReturnStockModal({ item, onClose }: Props) {
  const [notes, setNotes] = useState('');
  const markReturned = useReturnStock();

  const confirm = async () => {
    try {
      await markReturned.mutateAsync({ id: item.id, notes: notes.trim() || undefined });
      toastSuccess({
        title: 'Success',
        message: `${deviceName(item.deviceBrand, item.deviceModel)} is marked returned.`,
      });
      onClose();
    } catch (error) {
      toastError({ title: 'Error', message: errorMessage(error, 'The return was not recorded.') });
    }
  };

  return (
    // Full screen on a phone like every form dialog, its close button above where toasts show.
    <ResponsiveModal onClose={onClose} title="Return a device from stock">
      <Stack gap="md">
        <Text>
          {deviceName(item.deviceBrand, item.deviceModel)} (IMEI {item.imei}) leaves stock without a
          sale.
        </Text>
        <Textarea
          label="Why"
          description="Given back to its owner, handed to the police, sent to a supplier"
          size="md"
          autosize
          minRows={2}
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
        />
        <Group grow gap="sm">
          <Button size="md" variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            size="md"
            color="red"
            loading={markReturned.isPending}
            onClick={() => void confirm()}
          >
            Mark returned
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
