import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { can } from '../../../shared/policy';
import { useCurrentUser } from '../../features/auth/api';
import { discardWritesOf, sendWritesOf, type OthersWrites } from '../../lib/offline/queue';
import { changes, needAttention } from '../../lib/offline/summary';
import { toastError, toastSuccess } from '../../lib/toast';
import { useOthersWrites } from './use-queued-writes';
import { useOnline } from './use-sync-state';

function PersonWaiting({ person, manager }: { person: OthersWrites; manager: boolean }) {
  const online = useOnline();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  // Writes queued before names were kept with them say whose they are only by account.
  const name = person.name ?? 'the person who saved them';
  const title = person.name
    ? `${person.name}'s changes are waiting on this device`
    : "Someone else's changes are waiting on this device";
  const total = person.waiting + person.needsAttention;
  const counts = [
    person.waiting > 0 && `${changes(person.waiting)} not sent yet`,
    person.needsAttention > 0 && needAttention(person.needsAttention),
  ]
    .filter(Boolean)
    .join(', ');

  const send = async () => {
    setSending(true);
    try {
      const result = await sendWritesOf(person.userId);
      // What was sent for them now shows in the lists (their check-ins, sales, buybacks).
      if (result && (result.sent || result.refused)) await queryClient.invalidateQueries();
      if (result && result.stopped === null && result.refused === 0) {
        toastSuccess({ title: 'Sent', message: `${changes(result.sent)} sent for ${name}.` });
      } else if (result && result.stopped === null) {
        toastError({
          title: 'Some changes were not taken',
          message: `${needAttention(result.refused)}: they can be looked at when ${name} signs in here.`,
        });
      } else {
        toastError({
          title: 'Not sent yet',
          message: 'They are still kept on this device. Try again in a moment.',
        });
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Alert
      color="blue"
      radius={0}
      py="xs"
      icon={<IconUsers size={18} aria-hidden />}
      title={title}
      role="region"
      aria-label={title}
      data-testid="others-waiting"
    >
      <Stack gap="xs">
        <Text fz="sm">
          {counts}.{' '}
          {person.waiting > 0
            ? `They are sent when ${name} signs in here${manager ? ', or you can send them now on their behalf' : ''}.`
            : `They can be looked at when ${name} signs in here${manager ? ', or you can discard them' : ''}.`}
        </Text>
        {manager && !confirming && (
          <Group gap="sm">
            {person.waiting > 0 && (
              <Button
                size="md"
                variant="light"
                loading={sending}
                disabled={!online}
                onClick={() => void send()}
              >
                Send for {person.name ?? 'them'}
              </Button>
            )}
            <Button size="md" variant="default" color="red" onClick={() => setConfirming(true)}>
              Discard
            </Button>
            {!online && person.waiting > 0 && (
              <Text fz="sm" c="dimmed">
                Offline: they can be sent when the connection is back.
              </Text>
            )}
          </Group>
        )}
        {confirming && (
          <Stack gap="xs">
            <Text fz="sm">
              Discard {person.name ? `${person.name}'s` : 'these'} {changes(total)}? They were never
              saved on the server.
            </Text>
            <Group gap="sm">
              <Button size="md" variant="default" onClick={() => setConfirming(false)}>
                Keep
              </Button>
              <Button size="md" color="red" onClick={() => void discardWritesOf(person.userId)}>
                Discard {changes(total)}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Alert>
  );
}

/**
 * Devices in a shop are shared: changes someone saved here are sent only in their session.
 * Whoever signs in next is told whose changes wait; a manager may send them in that person's
 * name (the server logs who sent them) or discard them (docs/decisions/029).
 */
export function OthersWaiting() {
  const { data: user } = useCurrentUser();
  const people = useOthersWrites();
  if (!user || people.length === 0) return null;
  const manager = can(user.role, 'offline.send_for_others');
  return (
    <>
      {people.map((person) => (
        <PersonWaiting key={person.userId} person={person} manager={manager} />
      ))}
    </>
  );
}
