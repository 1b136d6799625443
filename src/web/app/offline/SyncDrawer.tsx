import { Alert, Badge, Button, Drawer, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/format';
import { canMoveTo, canonicalStatus, REPAIR_STATUS_LABELS } from '../../../shared/repairs';
import touch from '../../components/touch.module.css';
import type { QueueEntry } from '../../lib/offline/db';
import { IMEI_BLOCKED_CODE } from '../../../shared/buybacks';
import { MANAGER_APPROVAL_CODE } from '../../../shared/http';
import { can } from '../../../shared/policy';
import { useCurrentUser } from '../../features/auth/api';
import {
  applyAnyway,
  approveWrite,
  discardWrite,
  retryWrite,
  syncNow,
} from '../../lib/offline/queue';
import { askForApproval } from '../../lib/manager-approval';
import { useDialogFocus } from '../../lib/use-dialog-focus';
import { useOnline, useSyncState } from './use-sync-state';

const BADGES: Record<QueueEntry['state'], { color: string; text: string }> = {
  pending: { color: 'orange', text: 'Waiting' },
  failed: { color: 'red', text: 'Refused' },
  conflict: { color: 'red', text: 'Needs attention' },
};

/** A refusal a manager's approval would turn around (a flagged IMEI, the counter limit). */
const managerMayApprove = (entry: QueueEntry) =>
  entry.state === 'failed' &&
  (entry.errorCode === IMEI_BLOCKED_CODE || entry.errorCode === MANAGER_APPROVAL_CODE);

/** The status a queued status change asks for, when it is one the repair may still go to. */
function applicableStatus(entry: QueueEntry) {
  if (!entry.conflict || entry.body.type !== 'json') return null;
  const wanted = canonicalStatus((entry.body.json as { status?: unknown }).status);
  return wanted && canMoveTo(entry.conflict.status, wanted) ? wanted : null;
}

/** Sends what waits now, and refreshes the screens if the server took or refused anything. */
function useSendNow() {
  const queryClient = useQueryClient();
  return async () => {
    const result = await syncNow();
    if (result && (result.sent || result.refused)) await queryClient.invalidateQueries();
  };
}

/**
 * A refused write that a manager may let through (issue 37): a buyback of a flagged IMEI, a device
 * in stock or sold lately (with the reason the record keeps), or an amount above the store's
 * counter limit. A manager signed in here approves it; on a counter's session, the manager
 * standing by approves with their username and PIN. Either way the server checks and logs it.
 */
function ManagerApproval({ entry, onSend }: { entry: QueueEntry; onSend: () => Promise<void> }) {
  const { data: user } = useCurrentUser();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const flagged = entry.errorCode === IMEI_BLOCKED_CODE;
  const permission = flagged ? 'imei.override' : 'money.manage';
  const manager = user !== undefined && user !== null && can(user.role, permission);
  const approve = async () => {
    if (flagged && reason.trim().length < 3) {
      setError('Give the reason for buying it anyway');
      return;
    }
    const token = manager ? undefined : await askForApproval(entry.error ?? '');
    if (!manager && !token) return;
    await approveWrite(entry.id!, {
      ...(flagged ? { reason: reason.trim() } : {}),
      token: token ?? undefined,
    });
    await onSend();
  };
  return (
    <Stack gap="xs">
      {flagged && (
        <Textarea
          label="Why buy it anyway"
          description="Kept with the buyback record and in the activity log"
          size="md"
          autosize
          minRows={2}
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setError(null);
          }}
          error={error}
        />
      )}
      <Button size="md" onClick={() => void approve()}>
        {manager ? 'Approve as manager and send' : 'A manager approves with their PIN'}
      </Button>
    </Stack>
  );
}

/** What the server said, and what the person can do: apply anyway, try again, or discard. */
function Resolution({ entry }: { entry: QueueEntry }) {
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  const sendNow = useSendNow();
  const thenSend = (change: (id: number) => Promise<void>) => async () => {
    await change(entry.id!);
    await sendNow();
  };
  // A discarded status change no longer marks its repair: the screens read it again.
  const discard = async () => {
    await discardWrite(entry.id!);
    await queryClient.invalidateQueries();
  };
  const wanted = applicableStatus(entry);
  return (
    <>
      {entry.state === 'conflict' ? (
        <Alert color="red" p="xs" title="Changed on another device meanwhile">
          {entry.error}
          {wanted
            ? ` Apply anyway to make it ${REPAIR_STATUS_LABELS[wanted]} now.`
            : ' It can no longer be made.'}
        </Alert>
      ) : (
        <Alert color="red" p="xs" title="The server refused it">
          {entry.error}
        </Alert>
      )}
      {managerMayApprove(entry) && !confirming && (
        <ManagerApproval entry={entry} onSend={sendNow} />
      )}
      {confirming ? (
        <Stack gap="xs">
          <Text fz="sm">Discard this change? It was never saved on the server.</Text>
          <Group grow gap="sm">
            <Button size="md" variant="default" onClick={() => setConfirming(false)}>
              Keep
            </Button>
            <Button size="md" color="red" onClick={() => void discard()}>
              Discard
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group grow gap="sm">
          {entry.state === 'failed' && !managerMayApprove(entry) && (
            <Button size="md" variant="light" onClick={() => void thenSend(retryWrite)()}>
              Try again
            </Button>
          )}
          {wanted && (
            <Button size="md" variant="light" onClick={() => void thenSend(applyAnyway)()}>
              Apply anyway
            </Button>
          )}
          <Button size="md" variant="default" color="red" onClick={() => setConfirming(true)}>
            Discard
          </Button>
        </Group>
      )}
    </>
  );
}

function EntryCard({ entry }: { entry: QueueEntry }) {
  const badge = BADGES[entry.state];
  return (
    <Paper withBorder radius="md" p="sm" data-testid="sync-entry">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} fz="sm">
            {entry.label}
          </Text>
          <Badge color={badge.color} variant="light">
            {badge.text}
          </Badge>
        </Group>
        <Text fz="xs" c="dimmed">
          Made {formatDateTime(new Date(entry.timestamp).toISOString())}
          {entry.retries > 0 ? ` · ${entry.retries} attempt${entry.retries === 1 ? '' : 's'}` : ''}
        </Text>
        {entry.state !== 'pending' && <Resolution entry={entry} />}
      </Stack>
    </Paper>
  );
}

/** What this device still has to send, and what the server refused, with what to do about it. */
export function SyncDrawer({
  entries,
  opened,
  onClose,
}: {
  entries: QueueEntry[];
  opened: boolean;
  onClose: () => void;
}) {
  const online = useOnline();
  const { signInRequired } = useSyncState();
  const sendNow = useSendNow();
  useDialogFocus(opened);
  return (
    <Drawer
      opened={opened}
      returnFocus={false}
      onClose={onClose}
      position="right"
      title="Waiting to sync"
      classNames={{ content: touch.touch }}
      closeButtonProps={{ 'aria-label': 'Close', size: 'xl' }}
    >
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          {signInRequired
            ? 'Your session has ended. Sign in again and these are sent.'
            : online
              ? 'Sent in the order they were made, as soon as the server answers.'
              : 'Offline: these are kept on this device and sent when the connection is back.'}
        </Text>
        {entries.length === 0 && <Text>Everything is synced.</Text>}
        {entries.map((entry) => (
          <EntryCard key={entry.id} entry={entry} />
        ))}
        {online && entries.some((e) => e.state === 'pending') && (
          <Button size="md" variant="light" onClick={() => void sendNow()}>
            Send now
          </Button>
        )}
      </Stack>
    </Drawer>
  );
}
