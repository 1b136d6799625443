import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { COUNT_STATUS_LABELS, FLOW_TOASTS } from '../../../../shared/inventory-flows';
import { formatDate, formatMoney } from '../../../../shared/format';
import { newId } from '../../../../shared/ids';
import { queryStatus } from '../../../components/QueryStatus';
import { errorMessage } from '../../../lib/api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useCounts, useStartCount } from '../api';
import type { StockPanelProps } from './StockScreen';

const CountModal = lazy(() => import('./CountModal'));

/**
 * Counting the shelf: anyone starts a count and enters what is there without seeing what the
 * records expect; a manager sees the variances, valued at cost, and approves or rejects them.
 */
export default function CountsPanel({ storeId, manages }: StockPanelProps) {
  const counts = useCounts(storeId);
  const start = useStartCount();
  const [openId, setOpenId] = useState<string | null>(null);
  const inProgress = (counts.data ?? []).some(
    (c) => c.status === 'open' || c.status === 'submitted',
  );

  const begin = async () => {
    try {
      const count = await start.mutateAsync({ id: newId(), storeId });
      toastSuccess({ title: 'Done', message: FLOW_TOASTS.countStarted });
      setOpenId(count.id);
    } catch (error) {
      toastError({
        title: 'Not started',
        message: errorMessage(error, 'The count was not started.'),
      });
    }
  };

  return (
    <Stack gap="md">
      {!inProgress && (
        <Button size="md" loading={start.isPending} onClick={() => void begin()}>
          Start a count
        </Button>
      )}
      {queryStatus(counts, { loading: 'Loading counts', failed: 'Could not load the counts' }) ??
        (counts.data?.length === 0 ? (
          <Text c="dimmed">No counts yet. A count checks the shelf against the records.</Text>
        ) : (
          <Stack gap="sm" role="list" aria-label="Counts">
            {(counts.data ?? []).map((count) => {
              const action =
                count.status === 'open'
                  ? 'Enter the count'
                  : count.status === 'submitted' && manages
                    ? 'Review'
                    : 'Open';
              return (
                <Paper key={count.id} withBorder radius="md" p="sm" role="listitem">
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Stack gap={2}>
                      <Text fw={600}>Count of {formatDate(count.startedAt)}</Text>
                      <Text fz="sm" c="dimmed">
                        {count.lines.length} items
                        {count.varianceValue !== null
                          ? ` · variance ${formatMoney(count.varianceValue)}`
                          : ''}
                      </Text>
                    </Stack>
                    <Badge
                      variant="light"
                      color={
                        count.status === 'approved'
                          ? 'teal'
                          : count.status === 'rejected'
                            ? 'red'
                            : 'blue'
                      }
                    >
                      {COUNT_STATUS_LABELS[count.status]}
                    </Badge>
                  </Group>
                  <Button
                    mt="xs"
                    size="md"
                    variant="light"
                    aria-label={`${action}: count of ${formatDate(count.startedAt)}`}
                    onClick={() => setOpenId(count.id)}
                  >
                    {action}
                  </Button>
                </Paper>
              );
            })}
          </Stack>
        ))}
      <Suspense fallback={null}>
        {openId && <CountModal id={openId} manages={manages} onClose={() => setOpenId(null)} />}
      </Suspense>
    </Stack>
  );
}
