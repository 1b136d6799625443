import { Alert, Badge, Button, Drawer, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/format';
import touch from '../../components/touch.module.css';
import type { QueueEntry } from '../../lib/offline/db';
import { discardWrite, retryWrite, syncNow } from '../../lib/offline/queue';
import { useOnline, useSyncState } from './use-sync-state';

function EntryCard({ entry }: { entry: QueueEntry }) {
  const [confirming, setConfirming] = useState(false);
  const refused = entry.state === 'failed';
  return (
    <Paper withBorder radius="md" p="sm" data-testid="sync-entry">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} fz="sm">
            {entry.label}
          </Text>
          <Badge color={refused ? 'red' : 'orange'} variant="light">
            {refused ? 'Refused' : 'Waiting'}
          </Badge>
        </Group>
        <Text fz="xs" c="dimmed">
          Made {formatDateTime(new Date(entry.timestamp).toISOString())}
          {entry.retries > 0 ? ` · ${entry.retries} attempt${entry.retries === 1 ? '' : 's'}` : ''}
        </Text>
        {refused && (
          <Alert color="red" p="xs" title="The server refused it">
            {entry.error}
          </Alert>
        )}
        {refused && !confirming && (
          <Group grow gap="sm">
            <Button size="md" variant="light" onClick={() => void retryWrite(entry.id!)}>
              Try again
            </Button>
            <Button size="md" variant="default" color="red" onClick={() => setConfirming(true)}>
              Discard
            </Button>
          </Group>
        )}
        {confirming && (
          <Stack gap="xs">
            <Text fz="sm">Discard this change? It was never saved on the server.</Text>
            <Group grow gap="sm">
              <Button size="md" variant="default" onClick={() => setConfirming(false)}>
                Keep
              </Button>
              <Button size="md" color="red" onClick={() => void discardWrite(entry.id!)}>
                Discard
              </Button>
            </Group>
          </Stack>
        )}
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
  return (
    <Drawer
      opened={opened}
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
          <Button size="md" variant="light" onClick={() => void syncNow()}>
            Send now
          </Button>
        )}
      </Stack>
    </Drawer>
  );
}
