import { Button, Group, NumberInput, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { INVENTORY_TOASTS, type StockLine } from '../../../../shared/inventory';
import { formatCents, formatDateTime } from '../../../../shared/format';
import { MOVEMENT_KIND_LABELS } from '../../../../shared/stock-rules';
import { queryStatus } from '../../../components/QueryStatus';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { errorMessage } from '../../../lib/api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useMovements, useSetMinimum } from '../api';

type Props = { line: StockLine; storeId: string; manages: boolean; onClose: () => void };

/** One item at one store: every movement that made its quantity, and (managers) its minimum. */
export default function ItemDetailModal({ line, storeId, manages, onClose }: Props) {
  const movements = useMovements(line.item.id, storeId);
  const setMinimum = useSetMinimum(line.item.id);
  const [minimum, setMin] = useState<number | string>(line.minimum);

  const saveMinimum = async () => {
    try {
      await setMinimum.mutateAsync({ storeId, minimum: Number(minimum) });
      toastSuccess({ title: 'Saved', message: INVENTORY_TOASTS.minimumSaved });
    } catch (error) {
      toastError({
        title: 'Not saved',
        message: errorMessage(error, 'The minimum was not saved.'),
      });
    }
  };

  return (
    <ResponsiveModal title={line.item.name} onClose={onClose}>
      <Stack gap="md">
        <Text>
          {line.item.sku} · {line.onHand} on hand, {line.reserved} held for repairs,{' '}
          {line.available} available
        </Text>
        {manages && (
          <Group align="flex-end" gap="sm">
            <NumberInput
              label="Minimum at this store"
              description="Below it, the item shows as low and on the suggested order"
              size="md"
              min={0}
              max={9999}
              allowDecimal={false}
              allowNegative={false}
              hideControls
              value={minimum}
              onChange={setMin}
              maw={260}
            />
            <Button size="md" loading={setMinimum.isPending} onClick={() => void saveMinimum()}>
              Save minimum
            </Button>
          </Group>
        )}
        <Title order={3} size="h5">
          History
        </Title>
        {queryStatus(movements, {
          loading: 'Loading the history',
          failed: 'Could not load the history',
        }) ??
          (movements.data && movements.data.length === 0 ? (
            <Text c="dimmed">Nothing has moved yet.</Text>
          ) : (
            <Table.ScrollContainer minWidth={520}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>When</Table.Th>
                    <Table.Th>What</Table.Th>
                    <Table.Th ta="right">Qty</Table.Th>
                    <Table.Th ta="right">After</Table.Th>
                    <Table.Th>Who, why</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {(movements.data ?? []).map((m) => (
                    <Table.Tr key={m.id}>
                      <Table.Td>{formatDateTime(m.at)}</Table.Td>
                      <Table.Td>
                        {MOVEMENT_KIND_LABELS[m.kind]}
                        {m.reference ? ` ${m.reference}` : ''}
                      </Table.Td>
                      <Table.Td ta="right">
                        {m.quantity > 0 ? `+${m.quantity}` : m.quantity}
                      </Table.Td>
                      <Table.Td ta="right">{m.onHandAfter}</Table.Td>
                      <Table.Td>
                        {[m.byName, m.reason].filter(Boolean).join(': ')}
                        {m.unitCost ? ` (${formatCents(Math.round(m.unitCost * 100))} each)` : ''}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ))}
        <Button size="md" variant="default" onClick={onClose}>
          Close
        </Button>
      </Stack>
    </ResponsiveModal>
  );
}
