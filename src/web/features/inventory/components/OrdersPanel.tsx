import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import {
  FLOW_TOASTS,
  ORDER_STATUS_LABELS,
  type PurchaseOrder,
} from '../../../../shared/inventory-flows';
import { formatDate, formatMoney } from '../../../../shared/format';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { queryStatus } from '../../../components/QueryStatus';
import { errorMessage } from '../../../lib/api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useCancelOrder, usePurchaseOrders } from '../api';
import type { StockPanelProps } from './StockScreen';

const NewOrderModal = lazy(() => import('./NewOrderModal'));
const ReceiveOrderModal = lazy(() => import('./ReceiveOrderModal'));

const OPEN = new Set(['open', 'partial']);

/** Purchase orders to suppliers: drawn up by a manager, received at the counter as boxes arrive. */
export default function OrdersPanel({ storeId, storeName, manages }: StockPanelProps) {
  const orders = usePurchaseOrders(storeId);
  const cancel = useCancelOrder();
  const [creating, setCreating] = useState(false);
  const [receiving, setReceiving] = useState<PurchaseOrder | null>(null);
  const [cancelling, setCancelling] = useState<PurchaseOrder | null>(null);

  const confirmCancel = async () => {
    if (!cancelling) return;
    try {
      await cancel.mutateAsync(cancelling.id);
      toastSuccess({ title: 'Done', message: FLOW_TOASTS.orderCancelled });
      setCancelling(null);
    } catch (error) {
      toastError({
        title: 'Not cancelled',
        message: errorMessage(error, 'The order was not cancelled.'),
      });
    }
  };

  return (
    <Stack gap="md">
      {manages && (
        <Button size="md" onClick={() => setCreating(true)}>
          New order
        </Button>
      )}
      {queryStatus(orders, { loading: 'Loading orders', failed: 'Could not load the orders' }) ??
        (orders.data?.length === 0 ? (
          <Text c="dimmed">No purchase orders for {storeName || 'this store'} yet.</Text>
        ) : (
          <Stack gap="sm" role="list" aria-label="Purchase orders">
            {(orders.data ?? []).map((order) => {
              const ordered = order.lines.reduce((n, l) => n + l.ordered, 0);
              const received = order.lines.reduce((n, l) => n + l.received, 0);
              return (
                <Paper key={order.id} withBorder radius="md" p="sm" role="listitem">
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Stack gap={2}>
                      <Text fw={600}>
                        {order.number} · {order.supplier.name}
                      </Text>
                      <Text fz="sm" c="dimmed">
                        {formatDate(order.createdAt)} · {received} of {ordered} received ·{' '}
                        {formatMoney(order.total)}
                      </Text>
                    </Stack>
                    <Badge variant="light" color={order.status === 'received' ? 'teal' : 'blue'}>
                      {ORDER_STATUS_LABELS[order.status]}
                    </Badge>
                  </Group>
                  {OPEN.has(order.status) && (
                    <Group gap="sm" mt="xs">
                      <Button
                        size="md"
                        variant="light"
                        aria-label={`Receive ${order.number}`}
                        onClick={() => setReceiving(order)}
                      >
                        Receive
                      </Button>
                      {manages && (
                        <Button
                          size="md"
                          variant="subtle"
                          color="red.9"
                          aria-label={`Cancel order ${order.number}`}
                          onClick={() => setCancelling(order)}
                        >
                          Cancel order
                        </Button>
                      )}
                    </Group>
                  )}
                </Paper>
              );
            })}
          </Stack>
        ))}
      <Suspense fallback={null}>
        {creating && <NewOrderModal storeId={storeId} onClose={() => setCreating(false)} />}
        {receiving && <ReceiveOrderModal order={receiving} onClose={() => setReceiving(null)} />}
      </Suspense>
      <ConfirmModal
        opened={cancelling !== null}
        title={`Cancel ${cancelling?.number ?? ''}?`}
        confirmLabel="Cancel order"
        cancelLabel="Keep it"
        danger
        loading={cancel.isPending}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setCancelling(null)}
      >
        <Text>What was received stays in stock; the rest is no longer expected.</Text>
      </ConfirmModal>
    </Stack>
  );
}
