import {
  Alert,
  Button,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import {
  COUNT_STATUS_LABELS,
  FLOW_TOASTS,
  type StockCount,
} from '../../../../shared/inventory-flows';
import { formatMoney } from '../../../../shared/format';
import { queryStatus } from '../../../components/QueryStatus';
import { FormSheet } from '../../../components/FormSheet';
import { useReportUnsaved } from '../../../components/GuardedModal';
import { errorMessage } from '../../../lib/api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useCount, useDecideCount, useSubmitCount } from '../api';

/** Entering a count: each item's number on the shelf, and never what the records expect. */
function CountEntry({ count, onDone }: { count: StockCount; onDone: () => void }) {
  const submit = useSubmitCount(count.id);
  const [counted, setCounted] = useState<Record<string, number | string>>({});
  // Closing a half-entered count by mistake would lose a whole shelf's work: it asks first.
  useReportUnsaved(Object.values(counted).some((v) => v !== ''));
  const missing = count.lines.filter(
    (l) => counted[l.itemId] === undefined || counted[l.itemId] === '',
  );

  const send = async () => {
    try {
      await submit.mutateAsync(
        count.lines.map((l) => ({ itemId: l.itemId, counted: Number(counted[l.itemId]) })),
      );
      toastSuccess({ title: 'Done', message: FLOW_TOASTS.countSubmitted });
      onDone();
    } catch (error) {
      toastError({
        title: 'Not submitted',
        message: errorMessage(error, 'The count was not submitted.'),
      });
    }
  };

  return (
    <Stack gap="sm">
      <Text>Count each item on the shelf and enter the number, 0 when there is none.</Text>
      {count.lines.map((line) => (
        <Paper key={line.itemId} withBorder radius="md" p="sm">
          <NumberInput
            label={`Counted: ${line.name}`}
            description={line.sku}
            size="md"
            min={0}
            max={9999}
            allowDecimal={false}
            allowNegative={false}
            hideControls
            value={counted[line.itemId] ?? ''}
            onChange={(v) => setCounted((c) => ({ ...c, [line.itemId]: v }))}
            maw={260}
          />
        </Paper>
      ))}
      {submit.isError && (
        <Alert color="red" title="Not submitted">
          {errorMessage(submit.error, 'The count was not submitted.')}
        </Alert>
      )}
      <Button
        size="md"
        disabled={missing.length > 0}
        loading={submit.isPending}
        onClick={() => void send()}
      >
        {missing.length > 0 ? `Submit (${missing.length} left to count)` : 'Submit the count'}
      </Button>
    </Stack>
  );
}

/** A manager's review: each variance and its value at cost, approved into stock or rejected. */
function CountReview({
  count,
  manages,
  onDone,
}: {
  count: StockCount;
  manages: boolean;
  onDone: () => void;
}) {
  const decide = useDecideCount(count.id);
  const [reason, setReason] = useState('');
  const act = async (approve: boolean) => {
    try {
      await decide.mutateAsync(approve ? { approve: true } : { approve: false, reason });
      toastSuccess({
        title: 'Done',
        message: approve ? FLOW_TOASTS.countApproved : FLOW_TOASTS.countRejected,
      });
      onDone();
    } catch (error) {
      toastError({
        title: 'Not saved',
        message: errorMessage(error, 'The decision was not saved.'),
      });
    }
  };
  const differing = count.lines.filter((l) => l.variance !== null && l.variance !== 0);
  return (
    <Stack gap="sm">
      <Text fw={600}>{COUNT_STATUS_LABELS[count.status]}</Text>
      {count.varianceValue !== null && (
        <Text>
          {differing.length === 0
            ? 'Every item matched the records.'
            : `${differing.length} ${differing.length === 1 ? 'item differs' : 'items differ'}, worth ${formatMoney(count.varianceValue)} at cost.`}
        </Text>
      )}
      <Table.ScrollContainer minWidth={420}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th ta="right">Counted</Table.Th>
              {manages && <Table.Th ta="right">Expected</Table.Th>}
              {manages && <Table.Th ta="right">Variance</Table.Th>}
              {manages && <Table.Th ta="right">Value</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {count.lines.map((l) => (
              <Table.Tr key={l.itemId}>
                <Table.Td>{l.name}</Table.Td>
                <Table.Td ta="right">{l.counted ?? ''}</Table.Td>
                {manages && <Table.Td ta="right">{l.expected ?? ''}</Table.Td>}
                {manages && (
                  <Table.Td ta="right">
                    {l.variance === null ? '' : l.variance > 0 ? `+${l.variance}` : l.variance}
                  </Table.Td>
                )}
                {manages && (
                  <Table.Td ta="right">
                    {l.varianceValue === null ? '' : formatMoney(l.varianceValue)}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {count.decisionReason && <Text>Reason: {count.decisionReason}</Text>}
      {manages && count.status === 'submitted' && (
        <>
          <Textarea
            label="Reason, to reject"
            size="md"
            autosize
            minRows={2}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Button
              size="md"
              variant="default"
              disabled={reason.trim().length < 3}
              loading={decide.isPending}
              onClick={() => void act(false)}
            >
              Reject
            </Button>
            <Button size="md" loading={decide.isPending} onClick={() => void act(true)}>
              Approve the count
            </Button>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}

export default function CountModal({
  id,
  manages,
  onClose,
}: {
  id: string;
  manages: boolean;
  onClose: () => void;
}) {
  const count = useCount(id);
  return (
    <FormSheet
      what="this count"
      lost="The numbers entered will be lost: the shelf would have to be counted again."
      title="Stock count"
      opened
      onClose={onClose}
    >
      {queryStatus(count, { loading: 'Loading the count', failed: 'Could not load the count' }) ??
        (count.data &&
          (count.data.status === 'open' ? (
            <CountEntry count={count.data} onDone={onClose} />
          ) : (
            <CountReview count={count.data} manages={manages} onDone={onClose} />
          )))}
    </FormSheet>
  );
}
