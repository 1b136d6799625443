import {
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
  Alert,
} from '@mantine/core';
import { useState } from 'react';
import { formatDate } from '../../../../shared/format';
import type { Invite } from '../../../../shared/invites';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { errorMessage } from '../../../lib/api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useOpenInvites, useRevokeInvite } from '../api';
import { InviteLinkField } from './InviteLinkField';

/** Every open invitation the caller may see, each with its link to copy again and Revoke. */
export function OpenInvites() {
  const { data: invites, isPending, isError, error } = useOpenInvites();
  if (isPending) {
    return (
      <Center py="md">
        <Loader aria-label="Loading invitations" />
      </Center>
    );
  }
  if (isError) {
    return (
      <Alert color="red" title="Could not load invitations">
        {errorMessage(error, 'Please try again.')}
      </Alert>
    );
  }
  return (
    <Stack gap="sm" component="section" aria-label="Open invitations">
      <Title order={3} size="h5">
        Open invitations
      </Title>
      {invites.length === 0 ? (
        <Text c="dimmed" fz="sm">
          No open invitations.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {invites.map((invite) => (
            <OpenInviteRow key={invite.id} invite={invite} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function OpenInviteRow({ invite }: { invite: Invite }) {
  const revoke = useRevokeInvite();
  const [confirming, setConfirming] = useState(false);
  const reach = [...invite.regionNames, ...invite.storeNames].join(', ');
  const name = `${invite.roleLabel} invitation${reach ? ` for ${reach}` : ''}`;
  const onRevoke = async () => {
    setConfirming(false);
    try {
      await revoke.mutateAsync(invite.id);
      toastSuccess({ title: 'Invitation revoked', message: 'The link no longer works.' });
    } catch (error) {
      toastError({ title: 'Not revoked', message: errorMessage(error, 'Please try again.') });
    }
  };
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="open-invite">
      <Stack gap="xs">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
            <Group gap="xs">
              <Badge variant="light" color="indigo">
                {invite.roleLabel}
              </Badge>
              {reach && (
                <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {reach}
                </Text>
              )}
            </Group>
            <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {invite.email ?? 'No e-mail'} · Expires {formatDate(invite.expiresAt)}
            </Text>
          </Stack>
          <Button
            variant="light"
            color="red"
            size="md"
            disabled={revoke.isPending}
            onClick={() => setConfirming(true)}
            aria-label={`Revoke ${name}`}
          >
            Revoke
          </Button>
        </Group>
        {invite.token ? (
          <InviteLinkField token={invite.token} label={name} />
        ) : (
          <Text fz="sm" c="dimmed">
            Link shown only when it was created. Revoke it and create a new one if it was lost.
          </Text>
        )}
      </Stack>
      <ConfirmModal
        opened={confirming}
        title="Revoke this invitation?"
        cancelLabel="Keep it"
        confirmLabel="Revoke"
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={() => void onRevoke()}
      >
        <Text>
          The link stops working: whoever has it can no longer create the {invite.roleLabel} account
          {reach ? ` for ${reach}` : ''}.
        </Text>
      </ConfirmModal>
    </Paper>
  );
}
