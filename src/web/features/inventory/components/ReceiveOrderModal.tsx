import { Alert, Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FLOW_TOASTS, type PurchaseOrder } from '../../../../shared/inventory-flows';
import { newId } from '../../../../shared/ids';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { errorMessage } from '../../../lib/api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useReceiveOrder } from '../api';

/**
 * The counter receives a delivery against its order: each line prefilled with what is still to
 * come, changed to what is really in the box. What arrives goes on the shelf at the order's cost.
 */
export default function ReceiveOrderModal({
  order,
  onClose,
}: {
  order: PurchaseOrder;
  onClose: () => void;
}) {
  const receive = useReceiveOrder(order.id);
  const open = order.lines.filter((l) => l.received < l.ordered);
  const [counts, setCounts] = useState<Record<string, number | string>>(() =>
    Object.fromEntries(open.map((l) => [l.id, l.ordered - l.received])),
  );
  // One id for this delivery however many times Save is tapped.
  const [receiptId] = useState(newId);

  const submit = async () => {
    try {
      await receive.mutateAsync({
        id: receiptId,
        lines: open.map((l) => ({ lineId: l.id, quantity: Number(counts[l.id] || 0) })),
      });
      toastSuccess({ title: 'Done', message: FLOW_TOASTS.orderReceived });
      onClose();
    } catch (error) {
      toastError({
        title: 'Not received',
        message: errorMessage(error, 'The delivery was not recorded.'),
      });
    }
  };

  return (
    <ResponsiveModal title={`Receive ${order.number}`} onClose={onClose}>
      <Stack gap="md">
        <Text>From {order.supplier.name}. Enter what is really in the delivery.</Text>
        {open.map((line) => {
          const left = line.ordered - line.received;
          return (
            <Paper key={line.id} withBorder radius="md" p="sm">
              <Text fw={600}>{line.name}</Text>
              <Text fz="sm" c="dimmed">
                {line.sku} · {line.received} of {line.ordered} received so far
              </Text>
              <NumberInput
                label={`Received now of ${line.name}`}
                size="md"
                mt="xs"
                min={0}
                max={left}
                allowDecimal={false}
                allowNegative={false}
                hideControls
                value={counts[line.id]}
                onChange={(v) => setCounts((c) => ({ ...c, [line.id]: v }))}
                error={Number(counts[line.id]) > left ? `Only ${left} left to receive` : undefined}
                maw={240}
              />
            </Paper>
          );
        })}
        {receive.isError && (
          <Alert color="red" title="Not received">
            {errorMessage(receive.error, 'The delivery was not recorded.')}
          </Alert>
        )}
        <Group grow gap="sm">
          <Button size="md" variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button size="md" loading={receive.isPending} onClick={() => void submit()}>
            Receive
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
