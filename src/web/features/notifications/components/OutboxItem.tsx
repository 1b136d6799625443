import { Badge, Button, Collapse, Group, Text } from '@mantine/core';
import { IconMail, IconMessage } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDateTime } from '../../../../shared/format';
import { OUTBOX_KIND_INFO, type MessageState, type OutboxMessage } from '../../../../shared/outbox';
import { DividedItem } from '../../../components/DividedItem';

const STATE_BADGES: Record<MessageState, { label: string; color: string }> = {
  queued: { label: 'Waiting to send', color: 'gray' },
  sending: { label: 'Sending', color: 'blue' },
  kept: { label: 'Kept', color: 'yellow' },
  sent: { label: 'Sent', color: 'teal' },
  failed: { label: 'Failed', color: 'red' },
};

// Addresses and links have no spaces; without this they would push the card past a phone's width.
const WRAP_ANYWHERE = { overflowWrap: 'anywhere' } as const;

/** One message: who, what, how it went, and the full text on demand for passing a kept one on. */
export function OutboxItem({ message, divided }: { message: OutboxMessage; divided: boolean }) {
  const [open, setOpen] = useState(false);
  const state = STATE_BADGES[message.state];
  const isEmail = message.channel === 'email';
  const ChannelIcon = isEmail ? IconMail : IconMessage;

  return (
    <DividedItem divided={divided}>
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Badge
            variant="light"
            color={isEmail ? 'indigo' : 'grape'}
            leftSection={<ChannelIcon size={12} aria-hidden />}
          >
            {isEmail ? 'E-mail' : 'SMS'}
          </Badge>
          <Badge variant="light" color={state.color}>
            {state.label}
          </Badge>
          <Badge variant="outline" color="gray">
            {OUTBOX_KIND_INFO[message.kind].audience === 'staff' ? 'Staff' : 'Customer'} ·{' '}
            {OUTBOX_KIND_INFO[message.kind].label}
          </Badge>
        </Group>
        <Text component="time" dateTime={message.createdAt} fz="xs" c="dimmed">
          {formatDateTime(message.createdAt)}
        </Text>
      </Group>
      <Text fz="sm" fw={600} mt={6} style={WRAP_ANYWHERE}>
        {message.to}
      </Text>
      <Text fz="sm" lineClamp={2} style={WRAP_ANYWHERE}>
        {message.subject ?? message.body.split('\n')[0]}
      </Text>
      {message.error && (
        <Text fz="xs" c="red.8" mt={4} style={WRAP_ANYWHERE}>
          {message.error}
        </Text>
      )}
      <Button
        variant="subtle"
        size="compact-xs"
        px={0}
        mt={4}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? 'Hide message' : 'Show message'}
      </Button>
      <Collapse expanded={open} keepMounted={false}>
        <Text
          fz="sm"
          mt="xs"
          p="sm"
          bg="gray.0"
          style={{ ...WRAP_ANYWHERE, whiteSpace: 'pre-wrap' }}
        >
          {message.body}
        </Text>
      </Collapse>
    </DividedItem>
  );
}
