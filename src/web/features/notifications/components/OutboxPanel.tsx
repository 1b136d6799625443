import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Center,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconInfoCircle, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import type {
  MessageChannel,
  MessageState,
  OutboxAudience,
  OutboxMessage,
} from '../../../../shared/outbox';
import { errorMessage } from '../../../lib/api';
import { useOutbox } from '../api';
import { OutboxItem } from './OutboxItem';

type Filter = 'all' | MessageState;
type Audience = 'all' | OutboxAudience;

const AUDIENCES: { value: Audience; label: string }[] = [
  { value: 'all', label: 'Everyone' },
  { value: 'customer', label: 'Customers' },
  { value: 'staff', label: 'Staff' },
];

const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'kept', label: 'Kept' },
  { value: 'sent', label: 'Sent' },
  { value: 'failed', label: 'Failed' },
  { value: 'queued', label: 'Waiting' },
];

/**
 * The newest message of a channel tells how that channel is set up now; older kept messages
 * may predate the mail server being configured.
 */
function waitsHere(messages: OutboxMessage[], channel: MessageChannel): boolean {
  return messages.find((m) => m.channel === channel)?.state === 'kept';
}

/** The Admin tab's view of every message sent to customers and staff (roles with 'outbox.read'). */
export default function OutboxPanel() {
  const [filter, setFilter] = useState<Filter>('all');
  const [audience, setAudience] = useState<Audience>('all');
  const outbox = useOutbox({
    state: filter === 'all' ? null : filter,
    audience: audience === 'all' ? null : audience,
  });
  const messages = outbox.data?.pages.flatMap((page) => page.items) ?? [];
  const notes = [
    waitsHere(messages, 'email') &&
      'No mail server is configured (SMTP_URL), so messages wait here.',
    waitsHere(messages, 'sms') && 'No SMS provider is connected yet, so text messages wait here.',
  ].filter(Boolean);

  return (
    <Card component="section" aria-labelledby="outbox-heading" withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Title order={2} size="h4" id="outbox-heading">
              Message Outbox
            </Title>
            <Text fz="sm" c="dimmed">
              E-mails and text messages, newest first: customers' (ready for pickup, review
              requests, marketing) and staff's (invitations, password resets, smart-report e-mails).
            </Text>
          </div>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label="Refresh messages"
            loading={outbox.isRefetching && !outbox.isFetchingNextPage}
            onClick={() => void outbox.refetch()}
          >
            <IconRefresh size={18} aria-hidden />
          </ActionIcon>
        </Group>

        <SegmentedControl
          fullWidth
          aria-label="Show messages to"
          data={AUDIENCES}
          value={audience}
          onChange={setAudience}
        />

        <SegmentedControl
          fullWidth
          aria-label="Show messages by state"
          data={FILTERS}
          value={filter}
          onChange={setFilter}
        />

        {notes.length > 0 && (
          <Alert variant="light" color="yellow" icon={<IconInfoCircle aria-hidden />} p="sm">
            {notes.map((note) => (
              <Text key={String(note)} fz="sm">
                {note}
              </Text>
            ))}
          </Alert>
        )}

        {outbox.isPending ? (
          <Center py="lg">
            <Loader aria-label="Loading messages" />
          </Center>
        ) : outbox.isError ? (
          <Alert color="red" title="Could not load messages">
            {errorMessage(outbox.error, 'Please try again.')}
          </Alert>
        ) : messages.length === 0 ? (
          <Text c="dimmed" ta="center" py="md">
            {filter === 'all' && audience === 'all'
              ? 'No messages yet.'
              : 'No messages match these filters.'}
          </Text>
        ) : (
          <Stack component="ul" gap={0} m={0} p={0}>
            {messages.map((message, index) => (
              <OutboxItem key={message.id} message={message} divided={index > 0} />
            ))}
          </Stack>
        )}

        {outbox.hasNextPage && (
          <Button
            variant="light"
            onClick={() => void outbox.fetchNextPage()}
            loading={outbox.isFetchingNextPage}
          >
            Load more
          </Button>
        )}
      </Stack>
    </Card>
  );
}
