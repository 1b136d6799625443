import { Alert, Badge, Button, Group, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { FLOW_TOASTS, type Transfer } from '../../../../shared/inventory-flows';
import { formatDate } from '../../../../shared/format';
import { newId } from '../../../../shared/ids';
import { queryStatus } from '../../../components/QueryStatus';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { errorMessage } from '../../../lib/api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useReceiveTransfer, useSendTransfer, useTransferDestinations, useTransfers } from '../api';
import { ItemFinder } from './ItemFinder';
import { addLine, LineQuantities, type DraftLine } from './LineQuantities';
import type { StockPanelProps } from './StockScreen';

function SendTransferModal({ storeId, onClose }: { storeId: string; onClose: () => void }) {
  const destinations = useTransferDestinations(true);
  const send = useSendTransfer();
  const [toStoreId, setTo] = useState<string | null>(null);
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [notes, setNotes] = useState('');
  const [transferId] = useState(newId);

  const submit = async () => {
    try {
      await send.mutateAsync({
        id: transferId,
        fromStoreId: storeId,
        toStoreId: toStoreId ?? '',
        lines: lines.map((l) => ({ itemId: l.itemId, quantity: Number(l.quantity) })),
        notes: notes.trim() || undefined,
      });
      toastSuccess({ title: 'Done', message: FLOW_TOASTS.transferSent });
      onClose();
    } catch (error) {
      toastError({
        title: 'Not sent',
        message: errorMessage(error, 'The transfer was not recorded.'),
      });
    }
  };

  return (
    <ResponsiveModal title="Send stock to another store" onClose={onClose}>
      <Stack gap="md">
        <Select
          label="Send to"
          required
          size="md"
          searchable
          allowDeselect={false}
          data={(destinations.data ?? [])
            .filter((s) => s.id !== storeId)
            .map((s) => ({ value: s.id, label: s.name }))}
          value={toStoreId}
          onChange={setTo}
          placeholder={destinations.isPending ? 'Loading stores…' : 'Choose a store'}
        />
        <ItemFinder
          storeId={storeId}
          label="Add an item"
          onPick={(line) =>
            setLines((current) =>
              addLine(current, {
                itemId: line.item.id,
                sku: line.item.sku,
                name: line.item.name,
                quantity: 1,
                available: line.available,
              }),
            )
          }
        />
        <LineQuantities lines={lines} onChange={setLines} empty="Add the items to send." />
        <Textarea
          label="Notes"
          size="md"
          autosize
          minRows={2}
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
        />
        {send.isError && (
          <Alert color="red" title="Not sent">
            {errorMessage(send.error, 'The transfer was not recorded.')}
          </Alert>
        )}
        <Group grow gap="sm">
          <Button size="md" variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            size="md"
            disabled={lines.length === 0 || !toStoreId}
            loading={send.isPending}
            onClick={() => void submit()}
          >
            Send
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}

function TransferCard({ transfer, storeId }: { transfer: Transfer; storeId: string }) {
  const receive = useReceiveTransfer();
  const [clientId] = useState(newId);
  const incoming = transfer.toStoreId === storeId;
  const units = transfer.lines.reduce((n, l) => n + l.quantity, 0);
  const accept = async () => {
    try {
      await receive.mutateAsync({ id: transfer.id, clientId });
      toastSuccess({ title: 'Done', message: FLOW_TOASTS.transferReceived });
    } catch (error) {
      toastError({
        title: 'Not received',
        message: errorMessage(error, 'The transfer was not received.'),
      });
    }
  };
  return (
    <Paper withBorder radius="md" p="sm" role="listitem">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Text fw={600}>
            {incoming ? `From ${transfer.fromStoreName}` : `To ${transfer.toStoreName}`}
          </Text>
          <Text fz="sm" c="dimmed">
            {formatDate(transfer.sentAt)} · {units} {units === 1 ? 'item' : 'items'}:{' '}
            {transfer.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ')}
          </Text>
        </Stack>
        <Badge variant="light" color={transfer.status === 'received' ? 'teal' : 'blue'}>
          {transfer.status === 'received' ? 'Received' : 'In transit'}
        </Badge>
      </Group>
      {incoming && transfer.status === 'sent' && (
        <Button
          mt="xs"
          size="md"
          variant="light"
          loading={receive.isPending}
          aria-label={`Receive the transfer from ${transfer.fromStoreName}`}
          onClick={() => void accept()}
        >
          Receive
        </Button>
      )}
    </Paper>
  );
}

/** Stock sent between stores: out of the sender's stock when sent, into the receiver's when received. */
export default function TransfersPanel({ storeId, manages }: StockPanelProps) {
  const transfers = useTransfers(storeId);
  const [sending, setSending] = useState(false);
  return (
    <Stack gap="md">
      {manages && (
        <Button size="md" onClick={() => setSending(true)}>
          Send stock
        </Button>
      )}
      {queryStatus(transfers, {
        loading: 'Loading transfers',
        failed: 'Could not load the transfers',
      }) ??
        (transfers.data?.length === 0 ? (
          <Text c="dimmed">No transfers to or from this store yet.</Text>
        ) : (
          <Stack gap="sm" role="list" aria-label="Transfers">
            {(transfers.data ?? []).map((t) => (
              <TransferCard key={t.id} transfer={t} storeId={storeId} />
            ))}
          </Stack>
        ))}
      {sending && <SendTransferModal storeId={storeId} onClose={() => setSending(false)} />}
    </Stack>
  );
}
