import { Button, Paper, SegmentedControl, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import {
  canMoveTo,
  REPAIR_STATUSES,
  REPAIR_STATUS_LABELS,
  REPAIR_TOASTS,
  type RepairStatus,
  type RepairWaiverDetail,
} from '../../../../shared/repairs';
import { errorMessage } from '../../../lib/api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useChangeStatus } from '../api';

const rank = (status: RepairStatus) => REPAIR_STATUSES.indexOf(status);

/**
 * Moves a repair along. Only the statuses the repair may go to next are offered; handing it
 * back is the pickup, which needs the customer's signature, so it has its own button. The
 * control starts on the next step forward, never a step back (issue 37: an In Progress job
 * preselected Received, and Update moved it back where the customer could see it); a choice
 * made for one status is forgotten once the repair has moved on.
 */
export function StatusChanger({ waiver }: { waiver: RepairWaiverDetail }) {
  const options = REPAIR_STATUSES.filter((s) => s !== 'picked_up' && canMoveTo(waiver.status, s));
  const forward = options.find((s) => rank(s) > rank(waiver.status));
  const [choice, setChoice] = useState<{ from: RepairStatus; to: RepairStatus } | null>(null);
  const [notes, setNotes] = useState('');
  const change = useChangeStatus();
  const target = choice?.from === waiver.status ? choice.to : (forward ?? options[0]);
  if (!target) return null;
  const backward = rank(target) < rank(waiver.status);

  const update = async () => {
    try {
      await change.mutateAsync({
        id: waiver.id,
        from: waiver.status,
        status: target,
        notes: notes.trim() || undefined,
      });
      toastSuccess({
        title: REPAIR_TOASTS.statusUpdated,
        message: `${waiver.ticketNumber} is now ${REPAIR_STATUS_LABELS[target]}.`,
      });
      setNotes('');
    } catch (error) {
      toastError({
        title: REPAIR_TOASTS.statusFailed,
        message: errorMessage(error, 'Please try again.'),
      });
    }
  };

  return (
    <Paper withBorder radius="md" p="md" bg="gray.0">
      <Stack gap="sm">
        <Title order={3} size="h5">
          Update status
        </Title>
        {options.length > 1 ? (
          <SegmentedControl
            fullWidth
            size="md"
            aria-label="New status"
            data={options.map((s) => ({ value: s, label: REPAIR_STATUS_LABELS[s] }))}
            value={target}
            onChange={(value) => setChoice({ from: waiver.status, to: value as RepairStatus })}
          />
        ) : (
          <Text>
            Move back to <b>{REPAIR_STATUS_LABELS[target]}</b>, for example when a fault turns up at
            the counter.
          </Text>
        )}
        {target === 'completed' && (
          <Text fz="sm" c="dimmed">
            {waiver.notifyOptOut
              ? 'The customer asked for no update messages, so none is sent.'
              : "The customer is sent a 'ready to collect' message."}
          </Text>
        )}
        <Textarea
          label="Notes"
          description="Optional: what was done or found"
          size="md"
          autosize
          minRows={2}
          maxRows={5}
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
        />
        <Button size="md" onClick={() => void update()} loading={change.isPending}>
          {backward ? `Move back to ${REPAIR_STATUS_LABELS[target]}` : 'Update status'}
        </Button>
      </Stack>
    </Paper>
  );
}
